import type { Schema } from "@bulwark/contract";
import { type Selectable, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import { contains, LibraryRows, type Reach } from "../../platform/db/library-rows.js";
import type { PhishingLandingPagesTable } from "../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";

export type LandingPage = Schema<"LandingPage">;

/** A landing page's checked values (`rules.ts`). */
export interface LandingPageValues {
  name: string;
  type: LandingPage["type"];
  language: LandingPage["language"];
  html: string | null;
  customMessage: string | null;
}

export interface LandingPageFilters {
  search?: string | undefined;
  type?: LandingPage["type"] | undefined;
  language?: LandingPage["language"] | undefined;
}

function toLandingPage(row: Selectable<PhishingLandingPagesTable>): LandingPage {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    type: row.type as LandingPage["type"],
    language: row.language as LandingPage["language"],
    html: row.html,
    customMessage: row.custom_message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(values: LandingPageValues) {
  return {
    name: values.name,
    search: searchableText(values.name.normalize("NFC")),
    type: values.type,
    language: values.language,
    html: values.html,
    custom_message: values.customMessage,
  };
}

/** Landing pages, bound like {@link TemplatesRepository}. */
export class LandingPagesRepository {
  private readonly rows: LibraryRows<"phishing_landing_pages">;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {
    this.rows = new LibraryRows(db, "phishing_landing_pages", tenantId);
  }

  async list(reach: Reach, filters: LandingPageFilters, skip: number, limit: number) {
    const conditions = [];
    if (filters.search) conditions.push(contains(this.dialect, "search", normaliseSearch(filters.search)));
    if (filters.type) conditions.push(sql<SqlBool>`type = ${filters.type}`);
    if (filters.language) conditions.push(sql<SqlBool>`language = ${filters.language}`);
    const { rows, total } = await this.rows.page(reach, conditions, skip, limit);
    return { items: rows.map(toLandingPage), total };
  }

  async find(id: string, reach: Reach): Promise<LandingPage | undefined> {
    const row = await this.rows.find(id, reach);
    return row ? toLandingPage(row) : undefined;
  }

  async insert(values: LandingPageValues, id: string = uuidv7()): Promise<string> {
    const now = nowIso();
    await this.db
      .insertInto("phishing_landing_pages")
      .values({ id, tenant_id: this.tenantId, ...columns(values), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  update(id: string, values: LandingPageValues): Promise<boolean> {
    return this.rows.update(id, columns(values));
  }

  delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}
