import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { tenantOfRow } from "./by-ids.js";

interface Schema {
  sends: { id: string; tenant_id: string; simulation_id: string };
}

// A table shaped like the organisation-bound ones: a text primary key and a tenant-led index.
const sqlite = new SQLite(":memory:");
sqlite.exec(`
  create table sends (id text primary key, tenant_id text not null, simulation_id text not null);
  create index sends_simulation on sends (tenant_id, simulation_id);
`);
const insert = sqlite.prepare("insert into sends values (?, ?, ?)");
for (let i = 0; i < 1000; i++) insert.run(`send-${i}`, i % 2 === 0 ? "tenant-a" : "tenant-b", "simulation");
const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
const ids = Array.from({ length: 50 }, (_, i) => `send-${i}`);

afterAll(async () => {
  await db.destroy();
});

/** SQLite's plan for a compiled query, one line per step. */
function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): string {
  const { sql, parameters } = query.compile();
  return sqlite
    .prepare(`explain query plan ${sql}`)
    .all(...parameters)
    .map((row) => (row as { detail: string }).detail)
    .join("; ");
}

describe("tenantOfRow: lookups of one organisation's rows by primary keys", () => {
  it("lets SQLite find the rows by the primary key, where the plain column makes it walk the organisation", () => {
    const plain = db.selectFrom("sends").select("id").where("tenant_id", "=", "tenant-a").where("id", "in", ids);
    const checked = db.selectFrom("sends").select("id").where(tenantOfRow(), "=", "tenant-a").where("id", "in", ids);
    // Why the helper exists: without statistics the tenant-led index wins against 50 ids.
    expect(planOf(plain)).toContain("USING INDEX sends_simulation (tenant_id=?)");
    expect(planOf(checked)).toContain("USING INDEX sqlite_autoindex_sends_1 (id=?)");
    expect(planOf(checked)).not.toContain("sends_simulation");
  });

  it("still keeps every other organisation's rows out", async () => {
    const rows = await db
      .selectFrom("sends")
      .select(["id", "tenant_id"])
      .where(tenantOfRow(), "=", "tenant-a")
      .where("id", "in", ids)
      .execute();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.tenant_id))).toEqual(new Set(["tenant-a"]));
  });

  it("takes a qualified column for a query with table aliases", async () => {
    const rows = await db
      .selectFrom("sends as s")
      .select("s.id")
      .where(tenantOfRow("s.tenant_id"), "=", "tenant-b")
      .where("s.id", "in", ["send-1", "send-2", "send-3"])
      .execute();
    expect(rows.map((row) => row.id).sort()).toEqual(["send-1", "send-3"]);
  });
});
