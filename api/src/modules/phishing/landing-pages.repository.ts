import type { Schema } from "@bulwark/contract";
import { type Selectable, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { PhishingLandingPagesTable } from "../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { contains, type Reach, reachOf } from "../learning/content.sql.js";

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
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {}

  async list(reach: Reach, filters: LandingPageFilters, skip: number, limit: number) {
    const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
    if (filters.search) conditions.push(contains(this.dialect, "search", normaliseSearch(filters.search)));
    if (filters.type) conditions.push(sql<SqlBool>`type = ${filters.type}`);
    if (filters.language) conditions.push(sql<SqlBool>`language = ${filters.language}`);
    const base = this.db
      .selectFrom("phishing_landing_pages")
      .where(reachOf(this.tenantId, reach))
      .where((eb) => eb.and(conditions));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toLandingPage), total: Number(total.n) };
  }

  async find(id: string, reach: Reach): Promise<LandingPage | undefined> {
    const row = await this.db
      .selectFrom("phishing_landing_pages")
      .selectAll()
      .where(reachOf(this.tenantId, reach))
      .where("id", "=", id)
      .executeTakeFirst();
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

  async update(id: string, values: LandingPageValues): Promise<boolean> {
    const result = await this.db
      .updateTable("phishing_landing_pages")
      .set({ ...columns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("phishing_landing_pages")
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
