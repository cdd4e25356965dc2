import type { Schema } from "@bulwark/contract";
import { authorizeGlobal } from "../../platform/access/scope.js";
import { assertPasswordAllowed } from "../../platform/auth/password-policy.js";
import { hashPassword } from "../../platform/auth/passwords.js";
import { randomToken } from "../../platform/auth/secrets.js";
import { notFound, unauthorized } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { type SuperAdminPermission, superAdminPermissions } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { tenantsOfUser, toTenant } from "../organizations/tenants.repository.js";
import { requirements } from "./users.access.js";
import { type UserRow, UsersRepository } from "./users.repository.js";

/** The signed-in user's profile, and super-admin management of users. */
export class UsersService {
  private readonly users: UsersRepository;

  constructor(private readonly platform: Platform) {
    this.users = new UsersRepository(platform.db);
  }

  async me(ctx: RequestContext): Promise<Schema<"User">> {
    const principal = requirePrincipal(ctx);
    const user = await this.users.findById(principal.userId);
    if (!user) throw unauthorized();
    return this.toUser(user);
  }

  async updateMe(ctx: RequestContext, body: Schema<"UpdateProfileRequest">): Promise<Schema<"User">> {
    const principal = requirePrincipal(ctx);
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).update(principal.userId, {
        first_name: body.firstName,
        last_name: body.lastName,
        ...(body.language ? { language: body.language } : {}),
      });
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "ProfileUpdated",
        eventGroup: "UserManagement",
        description: `Name changed to ${body.firstName} ${body.lastName}`,
        data: { firstName: body.firstName, lastName: body.lastName },
      });
    });
    return this.me(ctx);
  }

  async createSuperAdmin(ctx: RequestContext, body: Schema<"CreateSuperAdminRequest">): Promise<Schema<"User">> {
    authorizeGlobal(ctx, requirements.manageUsers);
    if (body.password) {
      assertPasswordAllowed(body.password, "body.password", [body.email, body.firstName ?? "", body.lastName ?? ""]);
    }
    const user = await ensureSuperAdmin(this.platform, body);
    await recordActivity(this.platform.db, ctx, {
      tenantId: null,
      eventName: "SuperAdminCreated",
      eventGroup: "UserAdministration",
      description: `${user.email} holds every super-admin permission`,
      data: { userId: user.id, email: user.email },
    });
    return this.toUser(user);
  }

  async setSuperAdminPermissions(
    ctx: RequestContext,
    userId: string,
    body: Schema<"SuperAdminPermissionsRequest">,
  ): Promise<Schema<"SuperAdminPermissionsRequest">> {
    authorizeGlobal(ctx, requirements.manageUsers);
    const user = await this.users.findById(userId);
    if (!user) throw notFound("User");
    const permissions = [...new Set(body.permissions)].sort();
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).update(userId, { super_admin_permissions: JSON.stringify(permissions) });
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "SuperAdminPermissionsChanged",
        eventGroup: "AclManagement",
        description: `${user.email} now holds ${permissions.length ? permissions.join(", ") : "no super-admin permission"}`,
        data: { userId, email: user.email, permissions },
      });
    });
    return { permissions };
  }

  async toUser(user: UserRow): Promise<Schema<"User">> {
    const tenants = await tenantsOfUser(this.platform.db, user.id);
    return {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      isVerified: user.is_verified === 1,
      isTwoFactorAuthEnabled: user.totp_enabled === 1,
      tenants: tenants.map(({ row, roles }) => toTenant(row, roles, this.platform.config.publicUrl)),
      superAdminPermissions: JSON.parse(user.super_admin_permissions) as SuperAdminPermission[],
      language: user.language,
      createdAt: user.created_at,
    };
  }
}

/**
 * Creates a verified user holding every super-admin permission, or grants them to an existing
 * user. Used by the API, by `bulwark admin create-superadmin` and by the first start with
 * BULWARK_ADMIN_EMAIL/BULWARK_ADMIN_PASSWORD. Answers whether a user was created.
 */
export async function ensureSuperAdmin(
  platform: Pick<Platform, "db">,
  input: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<UserRow> {
  const users = new UsersRepository(platform.db);
  const all = JSON.stringify([...superAdminPermissions]);
  const existing = await users.findByEmail(input.email);
  if (existing) {
    await users.update(existing.id, { super_admin_permissions: all, is_verified: 1 });
    return (await users.findById(existing.id)) as UserRow;
  }
  return users.create({
    email: input.email,
    firstName: input.firstName ?? "Super",
    lastName: input.lastName ?? "Admin",
    // Without a password the account can only be entered through a password reset.
    passwordHash: await hashPassword(input.password ?? `${randomToken()}1`),
    isVerified: true,
    superAdminPermissions: [...superAdminPermissions],
  });
}
