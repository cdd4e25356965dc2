import { randomBytes } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Db } from "../../../platform/db/database.js";
import { updateAsset } from "./assets.repository.js";

export type VerificationMethod = Schema<"VerificationMethod">;

/**
 * Ownership verification of one organisation's assets: the organisation's token and each asset's
 * verified state. Built with the tenant id bound; pass a transaction as the executor to group changes.
 */
export class VerificationRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  /** The organisation's verification token, created on first use. */
  async token(createdAt: string): Promise<string> {
    const existing = await this.db
      .selectFrom("asset_verification_tokens")
      .select("token")
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirst();
    if (existing) return existing.token;
    // Two first requests may race: the first insert wins and both read its token.
    await this.db
      .insertInto("asset_verification_tokens")
      .values({ tenant_id: this.tenantId, token: randomBytes(16).toString("hex"), created_at: createdAt })
      .onConflict((oc) => oc.column("tenant_id").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("asset_verification_tokens")
      .select("token")
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirstOrThrow();
    return row.token;
  }

  /** Records a verification check; a successful one (`method` set) verifies the asset. */
  async recordCheck(id: string, checkedAt: string, method: VerificationMethod | null): Promise<void> {
    await updateAsset(this.db, this.tenantId, id, {
      verification_checked_at: checkedAt,
      ...(method ? { verified: 1, verification_method: method, verified_at: checkedAt, updated_at: checkedAt } : {}),
    });
  }

  /** Sets verification by hand. Unverifying also stops monitoring: only verified assets are monitored. */
  async setVerified(id: string, verified: boolean, at: string): Promise<void> {
    await updateAsset(
      this.db,
      this.tenantId,
      id,
      verified
        ? { verified: 1, verification_method: "manual", verified_at: at, updated_at: at }
        : {
            verified: 0,
            verification_method: null,
            verified_at: null,
            monitored: 0,
            monitoring_next_run_at: null,
            updated_at: at,
          },
    );
  }
}
