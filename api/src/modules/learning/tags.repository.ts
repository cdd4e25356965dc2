import type { Schema } from "@bulwark/contract";
import type { Db } from "../../platform/db/database.js";
import { parseJson, reachOf } from "./content.sql.js";

/** The library's tags (library groups) as lessons and nano pages carry them, bound like the other repositories. */
export class LibraryTagsRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string | null,
  ) {}

  /** Tags in use with their counts, among lessons and nano pages this binding can see. */
  async list(): Promise<Schema<"LearningContentTagList">> {
    const [lessons, nano] = await Promise.all([
      this.db.selectFrom("learning_lessons").select("tags").where(reachOf(this.tenantId, "visible")).execute(),
      this.db.selectFrom("learning_nano_pages").select("tags").where(reachOf(this.tenantId, "visible")).execute(),
    ]);
    const counts = new Map<string, { lessons: number; nanoPages: number }>();
    const count = (rows: { tags: string }[], key: "lessons" | "nanoPages") => {
      for (const row of rows) {
        for (const tag of parseJson<string[]>(row.tags)) {
          const entry = counts.get(tag) ?? { lessons: 0, nanoPages: 0 };
          entry[key] += 1;
          counts.set(tag, entry);
        }
      }
    };
    count(lessons, "lessons");
    count(nano, "nanoPages");
    const items = [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, entry]) => ({ name, ...entry }));
    return { items, total: items.length };
  }
}
