import {
  learningLanguageValues,
  type PhishingTemplate,
  phishingTemplateScopeValues,
  phishingTemplateTypeValues,
  type Schema,
} from "@bulwark/client";
import { UsageError } from "../../errors.js";
import { type PagedResult, pageOrAll } from "../../paging.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type { PhishingTemplate };

/** Filters and paging of `bulwark templates list`. */
export interface ListTemplatesOptions {
  search?: string | undefined;
  type?: Schema<"PhishingTemplateType"> | undefined;
  language?: Schema<"LearningLanguage"> | undefined;
  tag?: string | undefined;
  scope?: Schema<"PhishingTemplateScope"> | undefined;
  /** Templates per page, 1–100. */
  limit: number;
  /** The page, from 1. */
  page: number;
  /** Every page, one after another (for scripts). */
  all?: boolean | undefined;
}

/** What `bulwark templates list` answers: one page (or all), where it starts and the total matching. */
export type TemplatesListResult = PagedResult<PhishingTemplate>;

/** `value` if it is one of `allowed`, else a usage error naming the flag and the choices. */
export function parseChoice<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]) {
  if (value === undefined) return undefined;
  const found = allowed.find((choice) => choice.toLowerCase() === value.toLowerCase());
  if (!found) throw new UsageError(`${flag} must be one of ${allowed.join(", ")}, not "${value}"`);
  return found;
}

/** The flags' values checked against the contract's lists. */
export const parseTemplateFilters = (options: { type?: string; language?: string; scope?: string }) => ({
  type: parseChoice("--type", options.type, phishingTemplateTypeValues),
  language: parseChoice("--language", options.language, learningLanguageValues),
  scope: parseChoice("--scope", options.scope, phishingTemplateScopeValues),
});

/** One page of the templates the active organization sees (the common library and its own), filtered. */
export async function listTemplates(session: Session, options: ListTemplatesOptions): Promise<TemplatesListResult> {
  const filters = {
    ...(options.search?.trim() ? { search: options.search.trim() } : {}),
    ...(options.type ? { type: options.type } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.tag?.trim() ? { tag: options.tag.trim() } : {}),
    ...(options.scope ? { scope: options.scope } : {}),
  };
  const page = async (skip: number, limit: number) =>
    unwrap(await session.client.GET("/api/v1/phishing/templates", { params: { query: { ...filters, skip, limit } } }));
  return pageOrAll(page, options);
}

/** `common` for the library's templates, `own` for the organization's. */
export const templateScope = (template: PhishingTemplate) => (template.tenantId === null ? "common" : "own");

/** Plain output: `id<TAB>common|own<TAB>type<TAB>language<TAB>name` per template. */
export const templatesListLines = (result: TemplatesListResult) =>
  result.items.map((t) => [t.id, templateScope(t), t.type, t.language, t.name].join("\t"));
