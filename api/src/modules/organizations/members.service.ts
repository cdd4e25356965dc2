import type { Schema } from "@bulwark/contract";
import { conflict, notFound } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { authorize, type Role } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { grantsIn } from "../../platform/tenancy.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { MembersRepository } from "./members.repository.js";
import { manageOrganization } from "./organizations.access.js";
import { TenantRepository } from "./tenants.repository.js";

type Member = Schema<"Member">;

/** An organisation always keeps an Admin: otherwise nobody could manage it any more. */
const lastAdmin = (action: string) =>
  conflict(`The last Admin cannot ${action}; give another member the Admin role first`);

/** Members of an organisation and their roles. */
export class MembersService {
  constructor(private readonly platform: Platform) {}

  async list(
    ctx: RequestContext,
    tenantId: string,
    query: { skip?: number; limit?: number },
  ): Promise<Schema<"MemberList">> {
    const grants = await grantsIn(this.platform.db, requirePrincipal(ctx), tenantId);
    authorize(grants, manageOrganization);
    return new MembersRepository(this.platform.db, grants.tenantId).list(query.skip ?? 0, query.limit ?? 20);
  }

  async remove(ctx: RequestContext, tenantId: string, userId: string): Promise<void> {
    const grants = await grantsIn(this.platform.db, requirePrincipal(ctx), tenantId);
    authorize(grants, manageOrganization);
    await this.platform.db.transaction().execute(async (trx) => {
      // Serialises membership changes of this organisation, so the Admin count below holds.
      await new TenantRepository(trx, grants.tenantId).lock();
      const members = new MembersRepository(trx, grants.tenantId);
      const member = await members.find(userId);
      if (!member) throw notFound("Member");
      if (member.roles.includes("Admin") && (await members.adminCount()) <= 1) throw lastAdmin("be removed");
      await members.remove(userId);
      await recordActivity(trx, ctx, {
        tenantId: grants.tenantId,
        eventName: "MemberRemoved",
        eventGroup: "TenantManagement",
        description: `${member.email} removed from the organization`,
        data: { userId, email: member.email, roles: member.roles },
      });
    });
  }

  async setRoles(ctx: RequestContext, tenantId: string, userId: string, body: Schema<"RolesPayload">): Promise<Member> {
    const grants = await grantsIn(this.platform.db, requirePrincipal(ctx), tenantId);
    authorize(grants, manageOrganization);
    const roles: Role[] = [...new Set(body.roles)];
    return this.platform.db.transaction().execute(async (trx) => {
      await new TenantRepository(trx, grants.tenantId).lock();
      const members = new MembersRepository(trx, grants.tenantId);
      const member = await members.find(userId);
      if (!member) throw notFound("Member");
      const losesAdmin = member.roles.includes("Admin") && !roles.includes("Admin");
      if (losesAdmin && (await members.adminCount()) <= 1) throw lastAdmin("lose the Admin role");
      await members.setRoles(userId, roles);
      await recordActivity(trx, ctx, {
        tenantId: grants.tenantId,
        eventName: "MemberRolesChanged",
        eventGroup: "TenantManagement",
        description: `${member.email} now holds ${roles.join(", ")}`,
        data: { userId, before: member.roles, after: roles },
      });
      return { ...member, roles };
    });
  }
}
