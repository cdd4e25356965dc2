import type { Schema } from "@bulwark/contract";
import { type Selectable, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import { contains, LibraryRows, parseJson, type Reach, reachOf } from "../../platform/db/library-rows.js";
import type { PhishingTemplatesTable } from "../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
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
  private readonly rows: LibraryRows<"phishing_templates">;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {
    this.rows = new LibraryRows(db, "phishing_templates", tenantId);
  }

  async list(reach: Reach, filters: TemplateFilters, skip: number, limit: number) {
    const conditions = [];
    if (filters.search) conditions.push(contains(this.dialect, "search", normaliseSearch(filters.search)));
    if (filters.type) conditions.push(sql<SqlBool>`type = ${filters.type}`);
    if (filters.language) conditions.push(sql<SqlBool>`language = ${filters.language}`);
    // The JSON array holds each tag quoted, so `"hr"` matches the tag and not a longer one.
    if (filters.tag) conditions.push(contains(this.dialect, "tags", JSON.stringify(filters.tag)));
    const { rows, total } = await this.rows.page(reach, conditions, skip, limit);
    return { items: rows.map(toTemplate), total };
  }

  async find(id: string, reach: Reach): Promise<PhishingTemplate | undefined> {
    const row = await this.rows.find(id, reach);
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

  /**
   * The types of the templates (of any organisation) that name the landing page: whether it may
   * be deleted or change type. Only types are answered, never another organisation's data.
   */
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

  update(id: string, values: TemplateValues): Promise<boolean> {
    return this.rows.update(id, columns(values));
  }

  delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}
