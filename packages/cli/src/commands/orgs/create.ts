import { industryValues, type Schema } from "@bulwark/client";
import { updateCredentials } from "../../credentials.js";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** Options of `bulwark orgs create`, as given on the command line. */
export interface CreateOrgOptions {
  webUrl?: string | undefined;
  color?: string | undefined;
  industry?: string | undefined;
  /** Make the new organization the active one for later commands. */
  use?: boolean | undefined;
}

/** What `bulwark orgs create` answers: the new organization, and whether it is now the active one. */
export interface OrgsCreateResult {
  id: string;
  name: string;
  active: boolean;
}

const INDUSTRIES: readonly Schema<"Industry">[] = industryValues;

/**
 * The API's body from the command line. The industry is matched in any case ("retail"); the name,
 * URL and colour are checked by the API, whose field errors the CLI prints (exit 6).
 */
export function createOrgBody(name: string, options: CreateOrgOptions): Schema<"CreateTenantRequest"> {
  let industry: Schema<"Industry"> | undefined;
  if (options.industry !== undefined) {
    industry = INDUSTRIES.find((i) => i.toLowerCase() === options.industry?.trim().toLowerCase());
    if (!industry) throw new UsageError(`Unknown industry "${options.industry}": use one of ${INDUSTRIES.join(", ")}`);
  }
  return {
    name,
    ...(options.webUrl === undefined ? {} : { webUrl: options.webUrl }),
    ...(options.color === undefined ? {} : { color: options.color }),
    ...(industry === undefined ? {} : { industry }),
  };
}

/**
 * Creates an organization (the signed-in user becomes its Admin: a first one for any verified
 * user, more with ManageTenants, as the API decides) and, with `use`, makes it the active one.
 */
export async function createOrg(
  session: Session,
  name: string,
  options: CreateOrgOptions,
  credentialsFile: string,
): Promise<OrgsCreateResult> {
  const body = createOrgBody(name, options);
  if (options.use && session.source === "env") {
    throw new UsageError("BULWARK_TOKEN is set: choose the organization with BULWARK_TENANT_ID instead of --use");
  }
  const tenant = unwrap(await session.client.POST("/api/v1/users/tenants", { body }));
  if (options.use) await updateCredentials(credentialsFile, { tenantId: tenant.id });
  return { id: tenant.id, name: tenant.name, active: options.use ?? false };
}

/** Plain output: the new organization's id, then `name` and `active` when it was made the active one. */
export const orgsCreateLines = (result: OrgsCreateResult) => [
  result.id,
  [result.name, result.active ? "active" : ""].join("\t").trimEnd(),
];
