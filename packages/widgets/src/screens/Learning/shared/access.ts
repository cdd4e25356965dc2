import type { Lesson, NanoPage, PredefinedCourse } from "@bulwark/client";
import { lacksFeature } from "../../../data/features";
import { type Session, useSession } from "../../../data/session";
import { type ContentOwner, type ContentScope, contentOwner } from "../queries";
import { canEditLearning, LESSONS_PATH, LIBRARY_PATH } from "./learning";

/** Where the organisation's nano pages live in the web app (seeds, section 2). */
export const NANO_PAGES_PATH = "/library/organization-nano-pages";
/** Where the organisation's predefined courses live in the web app. */
export const COURSES_PATH = "/library/predefined-courses";
/** Administration → Awareness: the common content of super-admins (seeds, section 2). */
export const ADMIN_AWARENESS_PATH = "/administration/awareness";

/** The list addresses of each scope's content. */
export interface ContentPaths {
  /** Where a list's back link goes; null where there is nothing above the list (Administration). */
  home: string | null;
  lessons: string;
  nanoPages: string;
  courses: string;
}

/** The list addresses of a scope: the organisation's library, or Administration → Awareness. */
export function contentPaths(scope: ContentScope): ContentPaths {
  return scope === "common"
    ? {
        home: null,
        lessons: `${ADMIN_AWARENESS_PATH}/lessons`,
        nanoPages: `${ADMIN_AWARENESS_PATH}/nano-pages`,
        courses: `${ADMIN_AWARENESS_PATH}/predefined-courses`,
      }
    : { home: LIBRARY_PATH, lessons: LESSONS_PATH, nanoPages: NANO_PAGES_PATH, courses: COURSES_PATH };
}

/**
 * An item's address in a scope: in Administration every item is common and editable at
 * `<list>/:id`; in the organisation's library a common item is read at `<list>/common/:id`.
 */
export function contentPath(
  scope: ContentScope,
  kind: "lessons" | "nanoPages" | "courses",
  item: Pick<Lesson | NanoPage | PredefinedCourse, "id" | "tenantId">,
): string {
  const list = contentPaths(scope)[kind];
  return scope === "organization" && item.tenantId === null && kind !== "courses"
    ? `${list}/common/${item.id}`
    : `${list}/${item.id}`;
}

/** What a learning screen may do in a scope. */
export interface ContentAccess {
  session: Session;
  /** Whose content the hooks work on. */
  owner: ContentOwner;
  /** The screen may load: signed in, and the organisation has learning or the user is a super-admin. */
  ready: boolean;
  /** The organisation lacks the learning feature (organisation scope only). */
  featureOff: boolean;
  /** The user may not see this scope at all (common scope without a super-admin permission for it). */
  denied: boolean;
  /** The user may change the scope's own content. */
  canEdit: boolean;
}

/**
 * The one rule of who may do what with learning content. Organisation scope: reading needs an
 * organisation with the `learning` feature, writing CrudLearning (see {@link canEditLearning}).
 * Common scope (Administration → Awareness): reading needs the super-admin permission
 * ManageLearningContent or ManageLearning, writing ManageLearningContent; no organisation needed.
 */
export function useContentAccess(scope: ContentScope): ContentAccess {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  if (scope === "common") {
    const superAdmin = session.superAdminPermissions;
    const reads = superAdmin.has("ManageLearningContent") || superAdmin.has("ManageLearning");
    return {
      session,
      owner: contentOwner(scope, session.tenantId),
      ready: signedIn && reads,
      featureOff: false,
      denied: signedIn && !reads,
      canEdit: superAdmin.has("ManageLearningContent") && !session.embedded,
    };
  }
  const featureOff = lacksFeature(session, "learning");
  return {
    session,
    owner: session.tenantId,
    ready: signedIn && Boolean(session.tenantId) && !featureOff,
    featureOff,
    denied: false,
    canEdit: canEditLearning(session),
  };
}
