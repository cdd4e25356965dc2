// The awareness routes (seeds, routes table; "assignments" are courses): `/awareness` (the
// landing), `/awareness/assignments` (the list, its tab in `?tab=`), `/awareness/assignments/create`
// (the wizard; `?predefinedCourseId=` from the library's "Launch") and `/awareness/assignments/:id`
// (the view, its tab in `?tab=`). Each route is one thin component: the URL becomes the screen's
// props, and the screen's tab goes back into the URL so it can be bookmarked.
import {
  Awareness,
  COURSE_TABS,
  COURSE_VIEW_TABS,
  Course,
  Courses,
  type CourseTab,
  type CourseViewTab,
  CreateCourse,
} from "@bulwark/widgets";
import { useParams, useSearchParams } from "react-router";
import { CONTACT_EMAIL, useTabParam } from "./tabParam";

/** `/awareness` */
export function AwarenessPage() {
  return <Awareness contactEmail={CONTACT_EMAIL} />;
}

/** `/awareness/assignments[?tab=active|upcoming|finished]` */
export function CoursesPage() {
  const [tab, setTab] = useTabParam<CourseTab>(COURSE_TABS);
  return <Courses contactEmail={CONTACT_EMAIL} defaultTab={tab ?? "active"} onTabChange={setTab} />;
}

/** `/awareness/assignments/create[?predefinedCourseId=…]` */
export function CreateCoursePage() {
  const [params] = useSearchParams();
  const predefinedCourseId = params.get("predefinedCourseId") ?? undefined;
  return <CreateCourse contactEmail={CONTACT_EMAIL} {...(predefinedCourseId ? { predefinedCourseId } : {})} />;
}

/** `/awareness/assignments/:id[?tab=overview|content|learners|settings]`; a new id starts afresh. */
export function CoursePage() {
  const { id = "" } = useParams();
  const [tab, setTab] = useTabParam<CourseViewTab>(COURSE_VIEW_TABS);
  return (
    <Course key={id} courseId={id} initialTab={tab ?? "overview"} onTabChange={setTab} contactEmail={CONTACT_EMAIL} />
  );
}
