import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database, InvitationsTable } from "../../platform/db/schema.js";
import type { Role } from "../../platform/permissions.js";

type Executor = Db | Transaction<Database>;
export type Invitation = Schema<"Invitation">;

const inviterName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** The invitations of one organisation. Built with the tenant id bound. */
export class InvitationsRepository {
  constructor(
    private readonly db: Executor,
    readonly tenantId: string,
  ) {}

  withTransaction(trx: Transaction<Database>) {
    return new InvitationsRepository(trx, this.tenantId);
  }

  private pending() {
    return this.db
      .selectFrom("invitations")
      .where("invitations.tenant_id", "=", this.tenantId)
      .where("invitations.status", "=", "Pending");
  }

  private withInviter() {
    return this.pending()
      .leftJoin("users", "users.id", "invitations.invited_by_user_id")
      .select([
        "invitations.id",
        "invitations.email",
        "invitations.roles",
        "invitations.created_at",
        "users.first_name",
        "users.last_name",
      ]);
  }

  /** Pending invitations, newest first. */
  async listPending(skip: number, limit: number): Promise<{ items: Invitation[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.withInviter()
        .orderBy("invitations.created_at", "desc")
        .orderBy("invitations.email")
        .offset(skip)
        .limit(limit)
        .execute(),
      this.pending()
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toInvitation), total: Number(count.total) };
  }

  async findPending(id: string): Promise<Invitation | undefined> {
    const row = await this.withInviter().where("invitations.id", "=", id).executeTakeFirst();
    return row ? toInvitation(row) : undefined;
  }

  /** Which of `emails` (lowercase) already have a pending invitation. */
  async pendingEmails(emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const rows = await this.pending().select("invitations.email").where("invitations.email", "in", emails).execute();
    return rows.map((row) => row.email);
  }

  async insert(
    rows: Array<Pick<InvitationsTable, "id" | "email" | "roles" | "invited_by_user_id" | "token_hash" | "created_at">>,
  ) {
    await this.db
      .insertInto("invitations")
      .values(rows.map((row) => ({ ...row, tenant_id: this.tenantId, status: "Pending" as const, accepted_at: null })))
      .execute();
  }

  /** Withdraws a pending invitation; false when there is none with this id here. */
  async revoke(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable("invitations")
      .set({ status: "Revoked" })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .where("status", "=", "Pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives a pending invitation a new token, so the previous link stops working. */
  async replaceToken(id: string, tokenHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable("invitations")
      .set({ token_hash: tokenHash })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .where("status", "=", "Pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/**
 * The pending invitation a token belongs to, in an organisation that is not removed, with the
 * organisation's name and the inviter's name. Tokens are looked up by hash only.
 */
export async function findLiveInvitation(db: Executor, tokenHash: string) {
  const row = await db
    .selectFrom("invitations")
    .innerJoin("tenants", "tenants.id", "invitations.tenant_id")
    .leftJoin("users", "users.id", "invitations.invited_by_user_id")
    .select([
      "invitations.id",
      "invitations.tenant_id",
      "invitations.email",
      "invitations.roles",
      "tenants.name as tenant_name",
      "users.first_name",
      "users.last_name",
    ])
    .where("invitations.token_hash", "=", tokenHash)
    .where("invitations.status", "=", "Pending")
    .where("tenants.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    email: row.email,
    roles: row.roles,
    invitedBy: inviterName(row.first_name, row.last_name),
  };
}

/** Marks a pending invitation accepted; false when it no longer is pending (accepted twice at once). */
export async function markAccepted(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ status: "Accepted", accepted_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "Pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function toInvitation(row: {
  id: string;
  email: string;
  roles: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
}): Invitation {
  return {
    id: row.id,
    email: row.email,
    roles: JSON.parse(row.roles) as Role[],
    invitedBy: inviterName(row.first_name, row.last_name),
    createdAt: row.created_at,
  };
}
