import type { Schema } from "@bulwark/contract";
import type { Selectable } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { LearningNanoPagesTable } from "../../platform/db/schema.js";
import { searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { type ContentFilters, filterConditions, parseJson, type Reach, reachOf } from "./content.sql.js";
import type { NanoPageValues } from "./rules.js";

export type NanoPage = Schema<"NanoPage">;

function toNanoPage(row: Selectable<LearningNanoPagesTable>): NanoPage {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    type: row.type as NanoPage["type"],
    name: row.name,
    tags: parseJson(row.tags),
    languages: parseJson(row.languages),
    premium: row.premium === 1,
    videoLink: row.video_link,
    videoEmbedUrl: row.video_embed_url,
    videoType: row.video_type as NanoPage["videoType"],
    thumbnail: row.thumbnail,
    translations: parseJson(row.translations),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(values: NanoPageValues) {
  return {
    type: values.type,
    name: values.name,
    search: searchableText(values.name.normalize("NFC")),
    tags: JSON.stringify(values.tags),
    languages: JSON.stringify(values.languages),
    premium: values.premium ? 1 : 0,
    video_link: values.videoLink,
    video_embed_url: values.videoEmbedUrl,
    video_type: values.videoType,
    thumbnail: values.thumbnail,
    translations: JSON.stringify(values.translations),
  };
}

/** Nano pages, bound like {@link LessonsRepository}. */
export class NanoPagesRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {}

  async list(reach: Reach, filters: ContentFilters, skip: number, limit: number) {
    const base = this.db
      .selectFrom("learning_nano_pages")
      .where(reachOf(this.tenantId, reach))
      .where((eb) => eb.and(filterConditions(this.dialect, filters)));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toNanoPage), total: Number(total.n) };
  }

  async find(id: string, reach: Reach): Promise<NanoPage | undefined> {
    const row = await this.db
      .selectFrom("learning_nano_pages")
      .selectAll()
      .where(reachOf(this.tenantId, reach))
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toNanoPage(row) : undefined;
  }

  async insert(values: NanoPageValues, id: string = uuidv7()): Promise<string> {
    const now = nowIso();
    await this.db
      .insertInto("learning_nano_pages")
      .values({ id, tenant_id: this.tenantId, ...columns(values), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async update(id: string, values: NanoPageValues): Promise<boolean> {
    const result = await this.db
      .updateTable("learning_nano_pages")
      .set({ ...columns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("learning_nano_pages")
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
