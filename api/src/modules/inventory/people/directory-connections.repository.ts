import type { Transaction } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import type { Database, DirectoryConnectionsTable } from "../../../platform/db/schema.js";
import type { DirectoryProvider } from "../directory/directory.js";

type Executor = Db | Transaction<Database>;

/** What a connection's last sync left behind. */
export interface SyncOutcome {
  at: string;
  status: "Succeeded" | "Failed";
  error: string | null;
}

/**
 * One organisation's directory connections, at most one per provider. Built with the tenant id
 * bound. The credentials column holds sealed text only; opening it is the service's business.
 */
export class DirectoryConnectionsRepository {
  constructor(
    private readonly db: Executor,
    readonly tenantId: string,
  ) {}

  list(): Promise<DirectoryConnectionsTable[]> {
    return this.db.selectFrom("directory_connections").selectAll().where("tenant_id", "=", this.tenantId).execute();
  }

  get(provider: DirectoryProvider): Promise<DirectoryConnectionsTable | undefined> {
    return this.db
      .selectFrom("directory_connections")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("provider", "=", provider)
      .executeTakeFirst();
  }

  /**
   * Stores new credentials for a provider. The last sync's outcome is cleared: it was about the
   * credentials being replaced.
   */
  async save(
    provider: DirectoryProvider,
    values: { account: string; credentials: string; deleteMissing: boolean },
    now: string,
  ): Promise<void> {
    const changes = {
      account: values.account,
      credentials: values.credentials,
      delete_missing: values.deleteMissing ? 1 : 0,
      last_sync_at: null,
      last_sync_status: null,
      last_sync_error: null,
      updated_at: now,
    };
    await this.db
      .insertInto("directory_connections")
      .values({ tenant_id: this.tenantId, provider, created_at: now, ...changes })
      .onConflict((oc) => oc.columns(["tenant_id", "provider"]).doUpdateSet(changes))
      .execute();
  }

  /** Forgets a provider's connection; false when there was none. */
  async delete(provider: DirectoryProvider): Promise<boolean> {
    const result = await this.db
      .deleteFrom("directory_connections")
      .where("tenant_id", "=", this.tenantId)
      .where("provider", "=", provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async recordSync(provider: DirectoryProvider, outcome: SyncOutcome): Promise<void> {
    await this.db
      .updateTable("directory_connections")
      .set({ last_sync_at: outcome.at, last_sync_status: outcome.status, last_sync_error: outcome.error })
      .where("tenant_id", "=", this.tenantId)
      .where("provider", "=", provider)
      .execute();
  }
}
