import type { Schema } from "@bulwark/contract";
import { type Selectable, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { PhishingTemplatesTable } from "../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { contains, parseJson, type Reach, reachOf } from "../learning/content.sql.js";
import { placeholdersOf } from "./html.js";

export type PhishingTemplate = Schema<"PhishingTemplate">;

/** A template's checked values, as the rules answer them (`rules.ts`). */
export interface TemplateValues {
  name: string;
  description: string;
  type: PhishingTemplate["type"];
  language: PhishingTemplate["language"];
  emailBody: string;
  sendingEmail: string;
  emailTitle: string;
  emailFromName: string;
  tags: string[];
  landingPageId: string | null;
  redFlags: string[];
}

/** The list's filters. */
export interface TemplateFilters {
  search?: string | undefined;
  type?: PhishingTemplate["type"] | undefined;
  language?: PhishingTemplate["language"] | undefined;
  tag?: string | undefined;
}

function toTemplate(row: Selectable<PhishingTemplatesTable>): PhishingTemplate {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    description: row.description,
    type: row.type as PhishingTemplate["type"],
    language: row.language as PhishingTemplate["language"],
    emailBody: row.email_body,
    sendingEmail: row.sending_email,
    emailTitle: row.email_title,
    emailFromName: row.email_from_name,
    tags: parseJson(row.tags),
    landingPageId: row.landing_page_id,
    redFlags: parseJson(row.red_flags),
    placeholders: placeholdersOf(`${row.email_title} ${row.email_body}`),
    copiedFromId: row.copied_from_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(values: TemplateValues) {
  return {
    name: values.name,
    search: searchableText(values.name.normalize("NFC")),
    description: values.description,
    type: values.type,
    language: values.language,
    email_body: values.emailBody,
    sending_email: values.sendingEmail,
    email_title: values.emailTitle,
    email_from_name: values.emailFromName,
    tags: JSON.stringify(values.tags),
    red_flags: JSON.stringify(values.redFlags),
    landing_page_id: values.landingPageId,
  };
}

/**
 * Phishing templates, bound to an organisation (`tenantId`) or, null, to the common library.
 * `own` is what the binding may change; `visible` adds the common library to an organisation's.
 */
export class TemplatesRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {}

  private conditions(filters: TemplateFilters) {
    const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
    if (filters.search) conditions.push(contains(this.dialect, "search", normaliseSearch(filters.search)));
    if (filters.type) conditions.push(sql<SqlBool>`type = ${filters.type}`);
    if (filters.language) conditions.push(sql<SqlBool>`language = ${filters.language}`);
    // The JSON array holds each tag quoted, so `"hr"` matches the tag and not a longer one.
    if (filters.tag) conditions.push(contains(this.dialect, "tags", JSON.stringify(filters.tag)));
    return conditions;
  }

  async list(reach: Reach, filters: TemplateFilters, skip: number, limit: number) {
    const base = this.db
      .selectFrom("phishing_templates")
      .where(reachOf(this.tenantId, reach))
      .where((eb) => eb.and(this.conditions(filters)));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toTemplate), total: Number(total.n) };
  }

  async find(id: string, reach: Reach): Promise<PhishingTemplate | undefined> {
    const row = await this.db
      .selectFrom("phishing_templates")
      .selectAll()
      .where(reachOf(this.tenantId, reach))
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toTemplate(row) : undefined;
  }

  /** Whether the binding's own templates already use `name` (copies get a new one). */
  async nameTaken(name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("phishing_templates")
      .select("id")
      .where(reachOf(this.tenantId, "own"))
      .where("name", "=", name)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether any template (of any organisation) names the landing page, and of which types. */
  async typesUsingLandingPage(landingPageId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("phishing_templates")
      .select("type")
      .distinct()
      .where("landing_page_id", "=", landingPageId)
      .execute();
    return rows.map((row) => row.type);
  }

  async insert(values: TemplateValues, options: { id?: string; copiedFromId?: string | null } = {}): Promise<string> {
    const id = options.id ?? uuidv7();
    const now = nowIso();
    await this.db
      .insertInto("phishing_templates")
      .values({
        id,
        tenant_id: this.tenantId,
        ...columns(values),
        copied_from_id: options.copiedFromId ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async update(id: string, values: TemplateValues): Promise<boolean> {
    const result = await this.db
      .updateTable("phishing_templates")
      .set({ ...columns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("phishing_templates")
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
