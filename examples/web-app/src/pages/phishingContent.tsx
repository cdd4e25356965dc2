// The phishing content's routes: the template library (`/library/organization-templates`,
// `.../create`, `.../:id`, the seeds), the super-admins' common library (`/administration/templates`,
// `/administration/create-template`, `/administration/edit-template/:id`, the seeds) and the landing
// pages beside each (`/library/landing-pages`, `/administration/landing-pages`, each with `create`
// and `:id`; the seeds do not route them). Sending profiles are a tab of the organisation's settings
// (`/organizations/active?tab=sendingProfiles`, in `screens.tsx`). Each route is one thin component:
// the URL's id becomes the screen's prop, the Administration routes the same screens with
// `scope="common"`.
import {
  LandingPageEditor,
  LandingPages,
  type LandingPagesFilters,
  PhishingTemplateEditor,
  PhishingTemplates,
  type PhishingTemplatesFilters,
} from "@bulwark/widgets";
import { useCallback, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";

/** Where "Contact Us" writes when an organisation lacks the phishing feature. */
const CONTACT_EMAIL = "sales@bulwark.example";

const TEMPLATE_TYPES = [
  "CredentialHarvest",
  "MalwareAttachment",
  "LinkInAttachment",
  "LinkForMalware",
  "DriveByUrl",
] as const;
const LANDING_TYPES = ["CredentialHarvest", "GenericMsg", "Error404Page", "PhishedDisplay", "Other"] as const;
const LANGUAGES = ["En", "Sr", "De", "Es", "Sl"] as const;
const OWNERS = ["organization", "common"] as const;
const FILTER_KEYS = ["search", "type", "language", "tag", "scope"] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);

/** The template filters a URL carries (`?type=CredentialHarvest&language=Sr&tag=invoice&scope=organization&search=…`). */
export function templateFiltersFromParams(params: URLSearchParams): PhishingTemplatesFilters {
  const filters: PhishingTemplatesFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const type = params.get("type");
  if (oneOf(type, TEMPLATE_TYPES)) filters.type = type;
  const language = params.get("language");
  if (oneOf(language, LANGUAGES)) filters.language = language;
  const tag = params.get("tag")?.trim();
  if (tag) filters.tag = tag;
  const scope = params.get("scope");
  if (oneOf(scope, OWNERS)) filters.scope = scope;
  return filters;
}

/** The landing page filters a URL carries (`?type=PhishedDisplay&language=Sr&search=…`). */
export function landingFiltersFromParams(params: URLSearchParams): LandingPagesFilters {
  const filters: LandingPagesFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const type = params.get("type");
  if (oneOf(type, LANDING_TYPES)) filters.type = type;
  const language = params.get("language");
  if (oneOf(language, LANGUAGES)) filters.language = language;
  return filters;
}

/** `current` with the list filters replaced by `filters`; other values stay. */
function withFilters(current: URLSearchParams, filters: object): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) next.set(key, String(value));
  return next;
}

/**
 * A list's filters kept in the URL: read once per visit (afterwards the list owns them and writes
 * them back, replacing the history entry).
 */
function useUrlFilters<F extends object>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => read(params), []);
  const onFiltersChange = useCallback(
    (filters: F) => setParams((current) => withFilters(current, filters), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { defaultFilters, onFiltersChange };
}

const scopeOf = (common: boolean) => (common ? "common" : "organization");

/** `/library/organization-templates[?filters…]` and `/administration/templates[?filters…]` */
export function TemplatesPage({ common = false }: { common?: boolean }) {
  const filters = useUrlFilters(templateFiltersFromParams);
  return <PhishingTemplates scope={scopeOf(common)} {...filters} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-templates/create` and `/administration/create-template` */
export function CreateTemplatePage({ common = false }: { common?: boolean }) {
  return <PhishingTemplateEditor scope={scopeOf(common)} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/organization-templates/:id` and `/administration/edit-template/:id` */
export function TemplatePage({ common = false }: { common?: boolean }) {
  const { id = "" } = useParams();
  return <PhishingTemplateEditor key={id} scope={scopeOf(common)} templateId={id} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/landing-pages[?filters…]` and `/administration/landing-pages[?filters…]` */
export function LandingPagesPage({ common = false }: { common?: boolean }) {
  const filters = useUrlFilters(landingFiltersFromParams);
  return <LandingPages scope={scopeOf(common)} {...filters} contactEmail={CONTACT_EMAIL} />;
}

/** `/library/landing-pages/create[?type=…]` and `/administration/landing-pages/create` */
export function CreateLandingPagePage({ common = false }: { common?: boolean }) {
  const [params] = useSearchParams();
  const type = params.get("type");
  return (
    <LandingPageEditor
      scope={scopeOf(common)}
      {...(oneOf(type, LANDING_TYPES) ? { initialType: type } : {})}
      contactEmail={CONTACT_EMAIL}
    />
  );
}

/** `/library/landing-pages/:id` and `/administration/landing-pages/:id` */
export function LandingPagePage({ common = false }: { common?: boolean }) {
  const { id = "" } = useParams();
  return <LandingPageEditor key={id} scope={scopeOf(common)} landingPageId={id} contactEmail={CONTACT_EMAIL} />;
}

/** Administration → Templates: the same pages on the common library. */
export const AdminTemplatesPage = () => <TemplatesPage common />;
export const AdminCreateTemplatePage = () => <CreateTemplatePage common />;
export const AdminTemplatePage = () => <TemplatePage common />;
export const AdminLandingPagesPage = () => <LandingPagesPage common />;
export const AdminCreateLandingPagePage = () => <CreateLandingPagePage common />;
export const AdminLandingPagePage = () => <LandingPagePage common />;
