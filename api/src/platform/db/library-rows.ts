import { type Expression, type Selectable, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "./database.js";
import { nowIso } from "./database.js";
import type { Database } from "./schema.js";

/**
 * Rows of a content library: common rows (`tenant_id` null, managed by super-admins, visible to
 * every organisation) and each organisation's own (learning content, phishing templates and
 * landing pages). A repository is bound to an organisation (`tenantId`) or to the common library
 * (`null`); `own` is what it may change, `visible` what it may read, `common` the library alone.
 */
export type Reach = "own" | "visible" | "common";

/** The tables of content libraries: an `id`, a nullable `tenant_id` and a `created_at`. */
export type LibraryTable = {
  [K in keyof Database]: Database[K] extends { id: string; tenant_id: string | null; created_at: string }
    ? string | null extends Database[K]["tenant_id"]
      ? K
      : never
    : never;
}[keyof Database];

/** `tenant_id` condition of a repository bound to `tenantId` (null: the common library). */
export function reachOf(tenantId: string | null, reach: Reach) {
  if (tenantId === null || reach === "common") return sql<SqlBool>`tenant_id is null`;
  return reach === "own"
    ? sql<SqlBool>`tenant_id = ${tenantId}`
    : sql<SqlBool>`(tenant_id is null or tenant_id = ${tenantId})`;
}

/** Whether `column` contains `needle`, exactly and case-sensitively on both databases (no LIKE wildcards). */
export function contains(dialect: Dialect, column: string, needle: string) {
  const ref = sql.ref(column);
  return dialect === "postgres"
    ? sql<SqlBool>`strpos(${ref}, ${needle}) > 0`
    : sql<SqlBool>`instr(${ref}, ${needle}) > 0`;
}

export const parseJson = <T>(text: string): T => JSON.parse(text) as T;

/**
 * The library operations every content repository repeats, on one table, bound to an
 * organisation or (null) the common library: a filtered page newest first, one row, and changing
 * or deleting only the binding's own rows.
 */
export class LibraryRows<T extends LibraryTable> {
  constructor(
    private readonly db: Db,
    private readonly table: T,
    readonly tenantId: string | null,
  ) {}

  // Kysely cannot type a query over a table chosen by a type parameter; the table is one of
  // LibraryTable, whose columns these queries name, so the rows are that table's.
  private from() {
    return this.db.selectFrom(this.table as LibraryTable);
  }

  /** A page of the rows within `reach` matching every condition, newest first, and how many match. */
  async page(reach: Reach, conditions: Expression<SqlBool>[], skip: number, limit: number) {
    const base = this.from()
      .where(reachOf(this.tenantId, reach))
      .where((eb) => eb.and(conditions));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as unknown as Selectable<Database[T]>[], total: Number(total.n) };
  }

  /** One row within `reach`. */
  async find(id: string, reach: Reach): Promise<Selectable<Database[T]> | undefined> {
    const row = await this.from()
      .selectAll()
      .where(reachOf(this.tenantId, reach))
      .where("id", "=", id)
      .executeTakeFirst();
    return row as unknown as Selectable<Database[T]> | undefined;
  }

  /** Changes one of the binding's own rows (and its `updated_at`); false when it has none of that id. */
  async update(id: string, values: Record<string, unknown>): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table as LibraryTable)
      .set({ ...values, updated_at: nowIso() } as never)
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes one of the binding's own rows; false when it has none of that id. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom(this.table as LibraryTable)
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
