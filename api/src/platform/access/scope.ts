import type { Db } from "../db/database.js";
import { forbidden, organizationRequired } from "../errors.js";
import { type Feature, requireFeature } from "../features.js";
import { type Principal, type RequestContext, requirePrincipal } from "../http/context.js";
import { allows, authorize, type Grants, type Requirement, type Role } from "../permissions.js";
import type { Platform } from "../platform.js";
import { globalGrants, grantsIn, memberGrants } from "../tenancy.js";

export type { Requirement };

/** What a module's repositories are bound to: the scope's organisation and the caller. */
export interface Binding {
  tenantId: string;
  userId: string;
}

/**
 * Builds a module's repositories on an executor (the database or a transaction), bound to the
 * scope's organisation. A service declares it once; it never builds a repository with a tenant
 * id by hand.
 */
export type RepositoryFactory<R> = (db: Db, binding: Binding) => R;

/** An authorised call in one organisation. */
export interface Scope<R> {
  /** The organisation the call works in. */
  readonly tenantId: string;
  readonly principal: Principal;
  /** The caller's super-admin permissions and, as a member, their roles and permissions here. */
  readonly grants: Grants;
  /** The organisation's features switched on, as read when the call was authorised. */
  readonly features: readonly Feature[];
  /** The module's repositories, bound to {@link tenantId}, on the database. */
  readonly repositories: R;
  /** The same repositories on a transaction, to group changes. */
  within(trx: Db): R;
  /** Whether the caller also holds `requirement`'s permissions (e.g. to offer write controls on a read). */
  allows(requirement: Requirement): boolean;
  /** Authorises a further requirement in the same organisation: its permissions, then its feature. */
  require(requirement: Requirement): Promise<void>;
}

/** Where the organisation of a call comes from, when not from `x-tenant-id`. */
export interface ScopeOptions {
  /** The organisation the call names itself (path `tenantId`, or a body field). */
  tenantId?: string;
  /** Resolve a removed organisation too, for the one call that acts on one: restoring it. */
  includeRemoved?: boolean;
}

/** Authorises a call in an organisation and answers its {@link Scope}; see {@link createScope}. */
export type ScopeFunction<R> = (
  ctx: RequestContext,
  requirement: Requirement,
  options?: ScopeOptions,
) => Promise<Scope<R>>;

/**
 * The one way a service authorises a call on an organisation's data. The answered function, called
 * on the first line of every service method, turns the request context and a requirement of the
 * module's table into a {@link Scope}, in this order:
 *
 * 1. the organisation: `options.tenantId` (named by the call) or `x-tenant-id`; neither is 403
 *    `OrganizationRequired` "Organization must be set!";
 * 2. a token bound to one organisation (embed token, API key) acts in no other: 403;
 * 3. membership (`grantsIn`): unknown organisation 404, not a member 403, unless a super-admin
 *    permission of the requirement (or ReadTenants/ManageTenants) lets the caller in;
 * 4. the requirement's permissions: 403;
 * 5. the requirement's feature: 403 `FeatureNotEnabled`. Last, so a stranger learns nothing about
 *    an organisation's features.
 *
 * `repositories` builds the module's repositories, bound to the organisation.
 */
export function createScope(platform: Platform): ScopeFunction<undefined>;
export function createScope<R>(platform: Platform, repositories: RepositoryFactory<R>): ScopeFunction<R>;
export function createScope<R>(platform: Platform, repositories?: RepositoryFactory<R>): ScopeFunction<R | undefined> {
  const build = repositories ?? (() => undefined);
  return async (ctx, requirement, options = {}) => {
    const principal = requirePrincipal(ctx);
    const tenantId = options.tenantId ?? ctx.tenantHeader;
    if (!tenantId) throw organizationRequired();
    assertBoundTo(principal, tenantId);
    const grants = await grantsIn(platform.db, principal, tenantId, {
      includeRemoved: options.includeRemoved ?? false,
      admit: requirement.superAdmin ?? [],
    });
    const require = async (needed: Requirement) => {
      authorize(grants, needed);
      if (needed.feature) requireFeature(grants.features, needed.feature);
    };
    await require(requirement);
    const binding: Binding = { tenantId, userId: principal.userId };
    return {
      tenantId,
      principal,
      grants,
      features: grants.features,
      repositories: build(platform.db, binding),
      within: (trx) => build(trx, binding),
      allows: (other) => allows(grants, other),
      require,
    };
  };
}

/**
 * Authorises a call outside any organisation (managing users, listing every organisation): only
 * super-admin permissions count. Answers the caller.
 */
export function authorizeGlobal(ctx: RequestContext, requirement: Requirement): Principal {
  const principal = requirePrincipal(ctx);
  authorize(globalGrants(principal), requirement);
  return principal;
}

/** One of the caller's memberships, as a list across organisations reads it. */
export interface Membership {
  tenantId: string;
  roles: readonly Role[];
  features: readonly string[];
}

/**
 * Whether `requirement` (permissions and feature) holds for the caller in one of their
 * memberships, by the same rules as {@link createScope}: for calls that go over all of the
 * caller's organisations at once (overviews), where resolving a scope per organisation would cost
 * a query each.
 */
export function allowsInMembership(principal: Principal, membership: Membership, requirement: Requirement): boolean {
  if (!boundTo(principal, membership.tenantId)) return false;
  if (!allows(memberGrants(principal, membership.tenantId, membership.roles), requirement)) return false;
  return requirement.feature === undefined || membership.features.includes(requirement.feature);
}

/** Whether a token bound to one organisation (embed token, API key) may act in `tenantId`. */
function boundTo(principal: Principal, tenantId: string): boolean {
  const bound = principal.embed?.tenantId ?? principal.apiKey?.tenantId ?? principal.extension?.tenantId;
  return bound === undefined || bound === tenantId;
}

function assertBoundTo(principal: Principal, tenantId: string): void {
  if (boundTo(principal, tenantId)) return;
  throw forbidden(
    principal.embed ? "This embed token does not allow this call" : "This API key belongs to another organization",
  );
}
