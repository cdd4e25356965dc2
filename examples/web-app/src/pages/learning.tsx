// The learning library's routes (seeds, section 2): `/library`, `/library/organization-lessons`,
// `.../create`, `.../:id` for the organisation's own lessons and `.../common/:id` for a common
// one. Each route is one thin component: the URL's id becomes the screen's prop.
import { LessonEditor, Lessons, Library } from "@bulwark/widgets";
import { useParams, useSearchParams } from "react-router";

/** Where "Contact Us" writes when an organisation lacks the learning feature. */
const CONTACT_EMAIL = "sales@bulwark.example";

/** `/library` */
export function LibraryPage() {
  return <Library contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-lessons` */
export function LessonsPage() {
  return <Lessons contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-lessons/create` */
export function CreateLessonPage() {
  return <LessonEditor contactEmail={CONTACT_EMAIL} />;
}

/**
 * `/library/organization-lessons/:id` and `/library/organization-lessons/common/:id` (`?tab=pages`
 * opens the pages); a new id starts afresh.
 */
export function LessonPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const tab = params.get("tab") === "pages" ? "pages" : "info";
  return <LessonEditor key={id} lessonId={id} initialTab={tab} contactEmail={CONTACT_EMAIL} />;
}
