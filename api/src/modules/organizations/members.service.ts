import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { conflict, notFound } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Role } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { requirements } from "./organizations.access.js";
import { organizationRepositories } from "./repositories.js";

type Member = Schema<"Member">;

/** An organisation always keeps an Admin: otherwise nobody could manage it any more. */
const lastAdmin = (action: string) =>
  conflict(`The last Admin cannot ${action}; give another member the Admin role first`);

/** Members of an organisation and their roles. */
export class MembersService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => organizationRepositories(db, tenantId));
  }

  async list(
    ctx: RequestContext,
    tenantId: string,
    query: { skip?: number; limit?: number },
  ): Promise<Schema<"MemberList">> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const { members } = scope.repositories;
    const [page, adminCount] = await Promise.all([
      members.list(query.skip ?? 0, query.limit ?? 20),
      members.adminCount(),
    ]);
    return { ...page, adminCount };
  }

  async remove(ctx: RequestContext, tenantId: string, userId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    await this.platform.db.transaction().execute(async (trx) => {
      // Serialises membership changes of this organisation, so the Admin count below holds.
      const { tenant, members } = scope.within(trx);
      await tenant.lock();
      const member = await members.find(userId);
      if (!member) throw notFound("Member");
      if (member.roles.includes("Admin") && (await members.adminCount()) <= 1) throw lastAdmin("be removed");
      await members.remove(userId);
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "MemberRemoved",
        eventGroup: "TenantManagement",
        description: `${member.email} removed from the organization`,
        data: { userId, email: member.email, roles: member.roles },
      });
    });
  }

  async setRoles(ctx: RequestContext, tenantId: string, userId: string, body: Schema<"RolesPayload">): Promise<Member> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const roles: Role[] = [...new Set(body.roles)];
    return this.platform.db.transaction().execute(async (trx) => {
      const { tenant, members } = scope.within(trx);
      await tenant.lock();
      const member = await members.find(userId);
      if (!member) throw notFound("Member");
      const losesAdmin = member.roles.includes("Admin") && !roles.includes("Admin");
      if (losesAdmin && (await members.adminCount()) <= 1) throw lastAdmin("lose the Admin role");
      await members.setRoles(userId, roles);
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "MemberRolesChanged",
        eventGroup: "TenantManagement",
        description: `${member.email} now holds ${roles.join(", ")}`,
        data: { userId, email: member.email, before: member.roles, after: roles },
      });
      return { ...member, roles };
    });
  }
}
