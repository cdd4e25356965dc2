import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";

/** API keys of one organisation; built with the tenant id bound. */
export class ApiKeysRepository {
  constructor(
    private readonly db: Db,
    private readonly tenantId: string,
  ) {}

  async list(skip: number, limit: number) {
    const base = this.db
      .selectFrom("api_keys")
      .leftJoin("users", "users.id", "api_keys.created_by_user_id")
      .where("api_keys.tenant_id", "=", this.tenantId)
      .where("api_keys.revoked_at", "is", null);
    const [items, count] = await Promise.all([
      base
        .select([
          "api_keys.id",
          "api_keys.name",
          "api_keys.prefix",
          "api_keys.created_at",
          "api_keys.last_used_at",
          "users.first_name",
          "users.last_name",
        ])
        .orderBy("api_keys.created_at", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  }

  async create(values: { name: string; prefix: string; keyHash: string; createdBy: string }) {
    const id = randomUUID();
    const createdAt = nowIso();
    await this.db
      .insertInto("api_keys")
      .values({
        id,
        tenant_id: this.tenantId,
        name: values.name,
        prefix: values.prefix,
        key_hash: values.keyHash,
        created_by_user_id: values.createdBy,
        created_at: createdAt,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    return { id, createdAt };
  }

  async revoke(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable("api_keys")
      .set({ revoked_at: nowIso() })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/**
 * The live API key with this hash, its use recorded (`last_used_at`); undefined for an unknown or
 * revoked key. For the authenticator, which knows keys only by the hash of what was presented.
 */
export async function useApiKey(db: Db, keyHash: string) {
  const key = await db
    .selectFrom("api_keys")
    .select(["id", "tenant_id", "created_by_user_id"])
    .where("key_hash", "=", keyHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (key) await db.updateTable("api_keys").set({ last_used_at: nowIso() }).where("id", "=", key.id).execute();
  return key;
}
