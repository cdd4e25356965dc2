import type { Tenant } from "@bulwark/client";
import { updateCredentials } from "../../credentials.js";
import { NotFoundError, UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { fetchAllOrgs } from "./list.js";

/** What `bulwark orgs use` answers. */
export interface OrgsUseResult {
  id: string;
  name: string;
}

/**
 * The organization named by `ref`: its id; else its name in any case; else the one name that
 * starts with `ref`. Several matches are a usage error naming their ids.
 */
export function findOrg(tenants: Tenant[], ref: string): Tenant {
  const byId = tenants.find((t) => t.id === ref);
  if (byId) return byId;
  const wanted = ref.trim().toLowerCase();
  if (wanted === "") throw new NotFoundError("No organization has an empty name");
  const exact = tenants.filter((t) => t.name.toLowerCase() === wanted);
  const matches = exact.length > 0 ? exact : tenants.filter((t) => t.name.toLowerCase().startsWith(wanted));
  if (matches.length > 1) {
    throw new UsageError(`Several organizations match "${ref}": use the id (${matches.map((t) => t.id).join(", ")})`);
  }
  const [only] = matches;
  if (!only) throw new NotFoundError(`No organization of yours has the id or name "${ref}"`);
  return only;
}

/** Makes one of the user's organizations the active one for later commands. */
export async function useOrg(session: Session, ref: string, credentialsFile: string): Promise<OrgsUseResult> {
  if (session.source === "env") {
    throw new UsageError("BULWARK_TOKEN is set: choose the organization with BULWARK_TENANT_ID instead");
  }
  const tenant = findOrg((await fetchAllOrgs(session.client)).items, ref);
  await updateCredentials(credentialsFile, { tenantId: tenant.id });
  return { id: tenant.id, name: tenant.name };
}

/** Plain output of `bulwark orgs use`. */
export const orgsUseLines = (result: OrgsUseResult) => [`Active organization: ${result.name} (${result.id})`];
