import type { Db } from "../../platform/db/database.js";
import { InvitationsRepository } from "./invitations.repository.js";
import { MembersRepository } from "./members.repository.js";
import { TenantRepository } from "./tenants.repository.js";

/** The organisation module's repositories, one per aggregate, bound to one organisation: what its scopes carry. */
export function organizationRepositories(db: Db, tenantId: string) {
  return {
    tenant: new TenantRepository(db, tenantId),
    members: new MembersRepository(db, tenantId),
    invitations: new InvitationsRepository(db, tenantId),
  };
}
