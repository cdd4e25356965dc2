import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import { authorizeGlobal, createScope, type Requirement } from "../../platform/access/scope.js";
import type { Db } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { learningContentEntry } from "../activity-logs/activity-log.subscriber.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { publish } from "../domain-events.js";
import { requirements } from "./learning.access.js";
import { type LearningRepositories, learningRepositories } from "./repositories.js";

export type ContentChange = Schema<"LearningContentChangedData">;

/** An authorised call on the library: an organisation's content, or the common library (`tenantId` null). */
export interface LibraryAccess {
  readonly tenantId: string | null;
  readonly repositories: LearningRepositories;
  /**
   * Runs `work` in one transaction with the repositories bound the same way; `record` publishes
   * `LearningContentChanged` (organisation content) or writes the activity-log entry (common
   * content, which has no organisation and so no event stream) in that same transaction.
   */
  change<T>(
    work: (
      repositories: LearningRepositories,
      record: (change: ContentChange) => Promise<void>,
      trx: Transaction<Database>,
    ) => Promise<T>,
  ): Promise<T>;
}

/**
 * The library's authorisation, on top of the one scope function. With `x-tenant-id` a call works
 * in that organisation (its permissions and `learning` feature, via `createScope`); without it,
 * on the common library, where only super-admin permissions count (`authorizeGlobal`). Which
 * one the header picks is decided here once, so no service method chooses for itself.
 */
export function createLibraryScope(platform: Platform) {
  const scope = createScope(platform, (db, { tenantId }) => learningRepositories(db, platform.dialect, tenantId));

  const access = (
    ctx: RequestContext,
    tenantId: string | null,
    within: (db: Db) => LearningRepositories,
  ): LibraryAccess => ({
    tenantId,
    repositories: within(platform.db),
    change: (work) =>
      platform.db.transaction().execute(async (trx) => {
        const record = async (change: ContentChange) => {
          if (tenantId !== null) {
            await publish(platform, trx, tenantId, ctx, { type: "LearningContentChanged", data: change });
          } else {
            await recordActivity(trx, ctx, { tenantId: null, ...learningContentEntry(change) });
          }
        };
        return work(within(trx), record, trx);
      }),
  });

  const inOrganization = async (ctx: RequestContext, requirement: Requirement) => {
    const granted = await scope(ctx, requirement);
    return access(ctx, granted.tenantId, granted.within);
  };
  const common = (ctx: RequestContext, requirement: Requirement) => {
    authorizeGlobal(ctx, requirement);
    return access(ctx, null, (db) => learningRepositories(db, platform.dialect, null));
  };

  return {
    /** Reading: the organisation's library with `x-tenant-id`, else the common library (super-admins). */
    read: async (ctx: RequestContext) =>
      ctx.tenantHeader ? inOrganization(ctx, requirements.read) : common(ctx, requirements.readCommon),
    /** Changing: the organisation's own content with `x-tenant-id`, else the common library. */
    write: async (ctx: RequestContext) =>
      ctx.tenantHeader ? inOrganization(ctx, requirements.write) : common(ctx, requirements.writeCommon),
    /** Calls that only make sense in an organisation (its lists, copying into it). */
    organization: (ctx: RequestContext, requirement: Requirement) => inOrganization(ctx, requirement),
  };
}

export type LibraryScope = ReturnType<typeof createLibraryScope>;
