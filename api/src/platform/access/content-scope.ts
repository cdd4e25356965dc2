import type { Transaction } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/schema.js";
import type { RequestContext } from "../http/context.js";
import type { Platform } from "../platform.js";
import { authorizeGlobal, createScope, type Requirement } from "./scope.js";

/** An authorised call on a content library: an organisation's content, or the common library (`tenantId` null). */
export interface ContentAccess<R, C> {
  readonly tenantId: string | null;
  readonly repositories: R;
  /**
   * Runs `work` in one transaction with the repositories bound the same way; `record` notes a
   * change (the module's domain event for organisation content, or its activity-log entry for the
   * common library, which has no organisation and so no event stream) in that same transaction.
   */
  change<T>(work: (repositories: R, record: (change: C) => Promise<void>) => Promise<T>): Promise<T>;
}

/** A content library's module-specific parts. */
export interface ContentScopeOptions<R, C> {
  /** The module's repositories, bound to an organisation or (null) the common library. */
  repositories: (db: Db, tenantId: string | null) => R;
  /** The module's requirements: in an organisation (`read`, `write`) and on the common library. */
  requirements: { read: Requirement; write: Requirement; readCommon: Requirement; writeCommon: Requirement };
  /** Records a change inside the change's transaction (see {@link ContentAccess.change}). */
  record: (trx: Transaction<Database>, ctx: RequestContext, tenantId: string | null, change: C) => Promise<void>;
}

/**
 * The authorisation of a library of common and organisation content (learning content, phishing
 * templates), on top of the one scope function. With `x-tenant-id` a call works in that
 * organisation (its permissions and feature, via `createScope`); without it, on the common
 * library, where only super-admin permissions count (`authorizeGlobal`). Which one the header
 * picks is decided here once, so no service method chooses for itself.
 */
export function createContentScope<R, C>(platform: Platform, options: ContentScopeOptions<R, C>) {
  const scope = createScope(platform, (db, { tenantId }) => options.repositories(db, tenantId));

  const access = (ctx: RequestContext, tenantId: string | null, within: (db: Db) => R): ContentAccess<R, C> => ({
    tenantId,
    repositories: within(platform.db),
    change: (work) =>
      platform.db
        .transaction()
        .execute(async (trx) => work(within(trx), (change) => options.record(trx, ctx, tenantId, change))),
  });

  const inOrganization = async (ctx: RequestContext, requirement: Requirement) => {
    const granted = await scope(ctx, requirement);
    return access(ctx, granted.tenantId, granted.within);
  };
  const common = (ctx: RequestContext, requirement: Requirement) => {
    authorizeGlobal(ctx, requirement);
    return access(ctx, null, (db) => options.repositories(db, null));
  };
  const { requirements } = options;

  return {
    /** Reading: the organisation's library with `x-tenant-id`, else the common library (super-admins). */
    read: async (ctx: RequestContext) =>
      ctx.tenantHeader ? inOrganization(ctx, requirements.read) : common(ctx, requirements.readCommon),
    /** Changing: the organisation's own content with `x-tenant-id`, else the common library. */
    write: async (ctx: RequestContext) =>
      ctx.tenantHeader ? inOrganization(ctx, requirements.write) : common(ctx, requirements.writeCommon),
    /** Calls that only make sense in an organisation (its lists, copying into it). */
    organization: (ctx: RequestContext, requirement: Requirement) => inOrganization(ctx, requirement),
    /** Calls that only make sense on the common library (the administration's editor). */
    common: async (ctx: RequestContext, requirement: Requirement) => common(ctx, requirement),
  };
}
