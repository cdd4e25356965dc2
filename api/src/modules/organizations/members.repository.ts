import type { Schema } from "@bulwark/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import type { Role } from "../../platform/permissions.js";

type Executor = Db | Transaction<Database>;
export type Member = Schema<"Member">;

/** The members of one organisation. Built with the tenant id bound, so no query here reaches another's. */
export class MembersRepository {
  constructor(
    private readonly db: Executor,
    readonly tenantId: string,
  ) {}

  withTransaction(trx: Transaction<Database>) {
    return new MembersRepository(trx, this.tenantId);
  }

  private scoped() {
    return this.db
      .selectFrom("tenant_members")
      .innerJoin("users", "users.id", "tenant_members.user_id")
      .where("tenant_members.tenant_id", "=", this.tenantId)
      .where("users.deleted_at", "is", null);
  }

  private columns() {
    return this.scoped().select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "tenant_members.roles",
      "tenant_members.created_at",
    ]);
  }

  async list(skip: number, limit: number): Promise<{ items: Member[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.columns()
        .orderBy(sql`lower(users.first_name)`)
        .orderBy(sql`lower(users.last_name)`)
        .orderBy("users.email")
        .offset(skip)
        .limit(limit)
        .execute(),
      this.scoped()
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toMember), total: Number(count.total) };
  }

  async find(userId: string): Promise<Member | undefined> {
    const row = await this.columns().where("users.id", "=", userId).executeTakeFirst();
    return row ? toMember(row) : undefined;
  }

  /** How many members hold the Admin role. */
  async adminCount(): Promise<number> {
    const rows = await this.scoped().select("tenant_members.roles").execute();
    return rows.filter((row) => (JSON.parse(row.roles) as Role[]).includes("Admin")).length;
  }

  /** Adds a member; an existing membership is kept as it is. */
  async add(userId: string, roles: Role[]): Promise<void> {
    await this.db
      .insertInto("tenant_members")
      .values({ tenant_id: this.tenantId, user_id: userId, roles: JSON.stringify(roles), created_at: nowIso() })
      .onConflict((oc) => oc.columns(["tenant_id", "user_id"]).doNothing())
      .execute();
  }

  async setRoles(userId: string, roles: Role[]): Promise<void> {
    await this.db
      .updateTable("tenant_members")
      .set({ roles: JSON.stringify(roles) })
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", userId)
      .execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db
      .deleteFrom("tenant_members")
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", userId)
      .execute();
  }

  /** Which of `emails` (lowercase) already belong to members. */
  async memberEmails(emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const rows = await this.scoped().select("users.email").where("users.email", "in", emails).execute();
    return rows.map((row) => row.email);
  }
}

function toMember(row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  created_at: string;
}): Member {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: JSON.parse(row.roles) as Role[],
    joinedAt: row.created_at,
  };
}
