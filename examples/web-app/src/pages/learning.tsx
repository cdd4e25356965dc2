// The learning library's routes (seeds, section 2): `/library`, the organisation's lessons
// (`/library/organization-lessons`, `.../create`, `.../:id`, `.../common/:id`), nano pages
// (`/library/organization-nano-pages`, `.../create`, `.../:id`, `.../common/:id`) and predefined
// courses (`/library/predefined-courses`, `.../create`, `.../:id`), and the super-admins' common
// content under Administration → Awareness (`/administration/awareness/lessons`, `nano-pages`,
// `predefined-courses`, each with `create` and `:id`; a lesson also `:id/pages`). Each route is one
// thin component: the URL's id becomes the screen's prop, the Administration routes the same
// screens with `scope="common"`.
import {
  LessonEditor,
  Lessons,
  Library,
  NanoPageEditor,
  NanoPages,
  type NanoPagesFilters,
  PredefinedCourseEditor,
  PredefinedCourses,
} from "@bulwark/widgets";
import { useCallback, useMemo } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";

/** Where "Contact Us" writes when an organisation lacks the learning feature. */
const CONTACT_EMAIL = "sales@bulwark.example";

const NANO_TYPES = ["SimpleQuiz", "VideoQuiz", "CustomHTML"] as const;
const LANGUAGES = ["En", "Sr", "De", "Es", "Sl"] as const;
const NANO_FILTER_KEYS = ["search", "type", "language", "tag", "premium", "scope"] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);

/** The nano page filters a URL carries (`?type=SimpleQuiz&language=Sr&tag=phishing&premium=false&scope=organization&search=…`). */
export function nanoFiltersFromParams(params: URLSearchParams): NanoPagesFilters {
  const filters: NanoPagesFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const type = params.get("type");
  if (oneOf(type, NANO_TYPES)) filters.type = type;
  const language = params.get("language");
  if (oneOf(language, LANGUAGES)) filters.language = language;
  const tag = params.get("tag")?.trim();
  if (tag) filters.tag = tag;
  const premium = params.get("premium");
  if (premium === "true" || premium === "false") filters.premium = premium === "true";
  if (params.get("scope") === "organization") filters.scope = "organization";
  return filters;
}

/** `current` with the nano page filters replaced by `filters`; other values stay. */
function withNanoFilters(current: URLSearchParams, filters: NanoPagesFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of NANO_FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) next.set(key, String(value));
  return next;
}

/** `/library` */
export function LibraryPage() {
  return <Library contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-lessons` and `/administration/awareness/lessons` */
export function LessonsPage({ common = false }: { common?: boolean }) {
  return <Lessons scope={common ? "common" : "organization"} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-lessons/create` and `/administration/awareness/lessons/create` */
export function CreateLessonPage({ common = false }: { common?: boolean }) {
  return <LessonEditor scope={common ? "common" : "organization"} contactEmail={CONTACT_EMAIL} />;
}

/**
 * `/library/organization-lessons/:id`, `/library/organization-lessons/common/:id` (`?tab=pages`
 * opens the pages), `/administration/awareness/lessons/:id` and `.../:id/pages`; a new id starts afresh.
 */
export function LessonPage({ common = false }: { common?: boolean }) {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const tab = params.get("tab") === "pages" || pathname.endsWith("/pages") ? "pages" : "info";
  return (
    <LessonEditor
      key={id}
      scope={common ? "common" : "organization"}
      lessonId={id}
      initialTab={tab}
      contactEmail={CONTACT_EMAIL}
    />
  );
}

/** `/library/organization-nano-pages[?filters…]` and `/administration/awareness/nano-pages[?filters…]` */
export function NanoPagesPage({ common = false }: { common?: boolean }) {
  const [params, setParams] = useSearchParams();
  // Read once per visit: afterwards the list owns its filters and writes them back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => nanoFiltersFromParams(params), []);
  const onFiltersChange = useCallback(
    (filters: NanoPagesFilters) =>
      setParams((current) => withNanoFilters(current, filters), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return (
    <NanoPages
      scope={common ? "common" : "organization"}
      defaultFilters={defaultFilters}
      onFiltersChange={onFiltersChange}
      contactEmail={CONTACT_EMAIL}
    />
  );
}

/** `/library/organization-nano-pages/create[?type=…]` and `/administration/awareness/nano-pages/create` */
export function CreateNanoPagePage({ common = false }: { common?: boolean }) {
  const [params] = useSearchParams();
  const type = params.get("type");
  return (
    <NanoPageEditor
      scope={common ? "common" : "organization"}
      {...(oneOf(type, NANO_TYPES) ? { initialType: type } : {})}
      contactEmail={CONTACT_EMAIL}
    />
  );
}

/** `/library/organization-nano-pages/:id`, `.../common/:id` and `/administration/awareness/nano-pages/:id` */
export function NanoPagePage({ common = false }: { common?: boolean }) {
  const { id = "" } = useParams();
  return (
    <NanoPageEditor key={id} scope={common ? "common" : "organization"} nanoPageId={id} contactEmail={CONTACT_EMAIL} />
  );
}

/** `/library/predefined-courses` and `/administration/awareness/predefined-courses` */
export function PredefinedCoursesPage({ common = false }: { common?: boolean }) {
  return <PredefinedCourses scope={common ? "common" : "organization"} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/predefined-courses/create` and `/administration/awareness/predefined-courses/create` */
export function CreatePredefinedCoursePage({ common = false }: { common?: boolean }) {
  return <PredefinedCourseEditor scope={common ? "common" : "organization"} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/predefined-courses/:id` and `/administration/awareness/predefined-courses/:predefinedCourseId` */
export function PredefinedCoursePage({ common = false }: { common?: boolean }) {
  const { id = "" } = useParams();
  return (
    <PredefinedCourseEditor
      key={id}
      scope={common ? "common" : "organization"}
      courseId={id}
      contactEmail={CONTACT_EMAIL}
    />
  );
}

/** Administration → Awareness: the same pages on the common content. */
export const AdminLessonsPage = () => <LessonsPage common />;
export const AdminCreateLessonPage = () => <CreateLessonPage common />;
export const AdminLessonPage = () => <LessonPage common />;
export const AdminNanoPagesPage = () => <NanoPagesPage common />;
export const AdminCreateNanoPagePage = () => <CreateNanoPagePage common />;
export const AdminNanoPagePage = () => <NanoPagePage common />;
export const AdminPredefinedCoursesPage = () => <PredefinedCoursesPage common />;
export const AdminCreatePredefinedCoursePage = () => <CreatePredefinedCoursePage common />;
export const AdminPredefinedCoursePage = () => <PredefinedCoursePage common />;
