import {
  type LandingPage,
  type LearningLanguage,
  learningLanguageValues,
  type PhishingTemplate,
  phishingTemplateTypeValues,
} from "@bulwark/client";
import { lacksFeature } from "../../../../data/features";
import { type Session, useSession } from "../../../../data/session";
import type { LandingPageType, PhishingOwner, PhishingScope, PhishingTemplateType, SmtpSecurity } from "../queries";
import { phishingOwner } from "../queries";

/** The techniques, in the seeds' order. */
export const TEMPLATE_TYPES: readonly PhishingTemplateType[] = phishingTemplateTypeValues;
/** The landing page kinds: the credential form, then the seeds' feedback types. */
export const LANDING_PAGE_TYPES: readonly LandingPageType[] = [
  "CredentialHarvest",
  "GenericMsg",
  "Error404Page",
  "PhishedDisplay",
  "Other",
];
/** The content languages. */
export const LANGUAGES: readonly LearningLanguage[] = learningLanguageValues;
/** The SMTP security modes, with the port each usually goes with. */
export const SMTP_SECURITY: readonly SmtpSecurity[] = ["starttls", "tls", "none"];
export const DEFAULT_PORTS: Record<SmtpSecurity, number> = { starttls: 587, tls: 465, none: 25 };

/**
 * gophish's placeholders (docs/phishing.md), so templates move over unchanged. `subject` marks
 * those a subject line may hold (the pixel may not).
 */
export const PLACEHOLDERS = [
  { name: "{{.FirstName}}", subject: true },
  { name: "{{.LastName}}", subject: true },
  { name: "{{.Email}}", subject: true },
  { name: "{{.URL}}", subject: true },
  { name: "{{.Tracker}}", subject: false },
  { name: "{{.TrackingURL}}", subject: false },
  { name: "{{.From}}", subject: true },
] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number]["name"];

/** Where the phishing content lives in the web app (seeds, section 2, and ours where they are silent). */
export const ORGANIZATION_TEMPLATES_PATH = "/library/organization-templates";
export const ADMIN_TEMPLATES_PATH = "/administration/templates";
export const LANDING_PAGES_PATH = "/library/landing-pages";
export const ADMIN_LANDING_PAGES_PATH = "/administration/landing-pages";
export const SENDING_PROFILES_PATH = "/organizations/active?tab=sendingProfiles";

/** A scope's addresses: lists, new items and one item's editor. */
export interface PhishingPaths {
  /** Where a list's back link goes; null in Administration, which has nothing above its lists. */
  home: string | null;
  templates: string;
  createTemplate: string;
  template: (template: Pick<PhishingTemplate, "id">) => string;
  landingPages: string;
  createLandingPage: string;
  landingPage: (page: Pick<LandingPage, "id">) => string;
}

/**
 * The addresses of a scope. The organisation's library: `/library/organization-templates` and
 * `/:id` (the seeds), a common template read there too; Administration: `/administration/templates`,
 * `create-template` and `edit-template/:id` (the seeds). Landing pages, which the seeds do not
 * route, sit beside them the same way.
 */
export function phishingPaths(scope: PhishingScope): PhishingPaths {
  if (scope === "common")
    return {
      home: null,
      templates: ADMIN_TEMPLATES_PATH,
      createTemplate: "/administration/create-template",
      template: (template) => `/administration/edit-template/${template.id}`,
      landingPages: ADMIN_LANDING_PAGES_PATH,
      createLandingPage: `${ADMIN_LANDING_PAGES_PATH}/create`,
      landingPage: (page) => `${ADMIN_LANDING_PAGES_PATH}/${page.id}`,
    };
  return {
    home: "/library",
    templates: ORGANIZATION_TEMPLATES_PATH,
    createTemplate: `${ORGANIZATION_TEMPLATES_PATH}/create`,
    template: (template) => `${ORGANIZATION_TEMPLATES_PATH}/${template.id}`,
    landingPages: LANDING_PAGES_PATH,
    createLandingPage: `${LANDING_PAGES_PATH}/create`,
    landingPage: (page) => `${LANDING_PAGES_PATH}/${page.id}`,
  };
}

/** What a phishing content screen may do in a scope. */
export interface PhishingAccess {
  session: Session;
  /** Whose content the hooks work on. */
  owner: PhishingOwner;
  /** The screen may load. */
  ready: boolean;
  /** The organisation lacks the phishing feature (organisation scope only). */
  featureOff: boolean;
  /** The user may not see this scope at all (common scope without a super-admin permission for it). */
  denied: boolean;
  /** The user may change the scope's own content. */
  canEdit: boolean;
}

/**
 * The one rule of who may do what with phishing content, as the API enforces it (docs/phishing.md,
 * `phishing.access.ts`). Organisation scope: reading needs the `phishing` feature (the API also
 * ReadPhishing or CrudPhishing), writing CrudPhishing. Common scope (Administration → Templates):
 * reading needs the super-admin permission ManageTemplatesLibrary or ManagePhishing, writing
 * ManageTemplatesLibrary.
 */
export function usePhishingAccess(scope: PhishingScope): PhishingAccess {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  if (scope === "common") {
    const superAdmin = session.superAdminPermissions;
    const reads = superAdmin.has("ManageTemplatesLibrary") || superAdmin.has("ManagePhishing");
    return {
      session,
      owner: phishingOwner(scope, session.tenantId),
      ready: signedIn && reads,
      featureOff: false,
      denied: signedIn && !reads,
      canEdit: superAdmin.has("ManageTemplatesLibrary") && !session.embedded,
    };
  }
  const featureOff = lacksFeature(session, "phishing");
  return {
    session,
    owner: session.tenantId,
    ready: signedIn && Boolean(session.tenantId) && !featureOff,
    featureOff,
    denied: false,
    canEdit: canEditPhishing(session),
  };
}

/** Whether the session may write the organisation's phishing content (CrudPhishing). */
export const canEditPhishing = (session: Pick<Session, "permissions" | "embedded" | "isDemo">) =>
  session.permissions.has("CrudPhishing") && !session.embedded && !session.isDemo;

/** Field problems by field (`name`, `emailBody`, ...), from a 422's `errors` (`body.` stripped). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The API's field problems of a 422 by field, each field's messages joined (an HTML body can be
 * refused for several things at once, and the author needs every one). Messages stay the API's:
 * they name what was found (`<script>`, `onerror=`), which no translation could.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const out: Record<string, string[]> = {};
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== "string" || typeof item.message !== "string") continue;
    const field = item.path.replace(/^body\./, "").split(".")[0] ?? item.path;
    out[field] = [...(out[field] ?? []), item.message];
  }
  return Object.fromEntries(Object.entries(out).map(([field, messages]) => [field, messages.join(" · ")]));
}

/** The placeholders `text` uses, known ones only, in the order of {@link PLACEHOLDERS}. */
export function placeholdersIn(text: string): PlaceholderName[] {
  return PLACEHOLDERS.map((p) => p.name).filter((name) => text.includes(name));
}

/** A plain email address check, the same shape the API's `Email` accepts. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
