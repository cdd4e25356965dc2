import { importPKCS8, SignJWT } from "jose";
import type { Config } from "../../../platform/config.js";
import {
  DirectoryError,
  type DirectoryPerson,
  type GoogleCredentials,
  isRecord,
  parseServiceAccountKey,
  redact,
  type ServiceAccountKey,
} from "./directory.js";
import { createHttp, type Http, type HttpOptions, type HttpResponse, requireJson } from "./http.js";

/** The only scope the connector asks for: reading users, nothing else. */
export const GOOGLE_DIRECTORY_SCOPE = "https://www.googleapis.com/auth/admin.directory.user.readonly";
const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** The largest page the Directory API serves. */
const PAGE_SIZE = 500;

/** The configuration the Google connector reads. */
export type GoogleConnectorConfig = Pick<Config, "googleOAuthUrl" | "googleDirectoryUrl">;

/**
 * Reads the active users of a Google Workspace account through the Admin SDK Directory API, a
 * page at a time (500 users), as {@link DirectoryPerson}s.
 *
 * Signs in as the service account with domain-wide delegation: an RS256 assertion (iss = the
 * service account, sub = `adminEmail`, scope = {@link GOOGLE_DIRECTORY_SCOPE}) exchanged at
 * `config.googleOAuthUrl` for an access token. Suspended and archived users are skipped. Groups
 * are the organisational unit path (without the leading "/"; none for the root) and the
 * departments of the user's organisations.
 *
 * Throws {@link DirectoryError}: `credentials` when Google rejects the service account
 * (invalid_grant: deleted or disabled key, unknown admin), `permission` when delegation is not
 * granted or the admin may not read users, `configuration` when the stored key is unusable.
 */
export async function* fetchGooglePeople(
  credentials: GoogleCredentials,
  config: GoogleConnectorConfig,
  options: HttpOptions = {},
): AsyncGenerator<DirectoryPerson> {
  const http = createHttp("google", options);
  const key = parseServiceAccountKey(credentials.serviceAccountKey);
  if ("problem" in key) {
    throw new DirectoryError("google", "configuration", `The stored service account key ${key.problem}`);
  }
  const accessToken = await requestAccessToken(http, key, credentials.adminEmail.trim(), config.googleOAuthUrl);
  // Anything Google echoes back is checked against these before it reaches an error message.
  const secrets = [accessToken, key.private_key];

  const customer = credentials.customer ?? "my_customer";
  const seenPageTokens = new Set<string>();
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({
      customer,
      maxResults: String(PAGE_SIZE),
      orderBy: "email",
      projection: "basic",
      viewType: "admin_view",
    });
    if (pageToken) query.set("pageToken", pageToken);
    const response = await http({
      method: "GET",
      url: `${config.googleDirectoryUrl}/admin/directory/v1/users?${query}`,
      headers: { authorization: `Bearer ${accessToken}` },
      what: "user list",
    });
    if (response.status !== 200) throw directoryFailure(response, credentials.adminEmail, customer, key, secrets);
    const page = requireJson("google", response, "user list");
    if (!isRecord(page)) throw unexpected("the user list is not an object");
    if (page.users !== undefined && !Array.isArray(page.users)) throw unexpected("users is not a list");
    for (const user of (page.users as unknown[] | undefined) ?? []) {
      const person = toPerson(user);
      if (person) yield person;
    }
    pageToken = typeof page.nextPageToken === "string" && page.nextPageToken !== "" ? page.nextPageToken : undefined;
    // A page token seen before would loop forever.
    if (pageToken !== undefined) {
      if (seenPageTokens.has(pageToken)) throw unexpected("the same page was offered twice");
      seenPageTokens.add(pageToken);
    }
  } while (pageToken !== undefined);
}

async function requestAccessToken(
  http: Http,
  key: ServiceAccountKey,
  adminEmail: string,
  tokenUrl: string,
): Promise<string> {
  let signingKey: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    signingKey = await importPKCS8(key.private_key, "RS256");
  } catch {
    throw new DirectoryError(
      "google",
      "configuration",
      "The stored service account key has a private_key that is not a PKCS#8 RSA key",
    );
  }
  const assertion = await new SignJWT({ scope: GOOGLE_DIRECTORY_SCOPE })
    // Google picks the verification key by kid; without it, it has to try each of the account's keys.
    .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
    .setIssuer(key.client_email)
    .setSubject(adminEmail)
    .setAudience(tokenUrl)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(signingKey);

  const response = await http({
    method: "POST",
    url: tokenUrl,
    form: { grant_type: JWT_BEARER_GRANT, assertion },
    what: "token request",
  });
  const secrets = [assertion, key.private_key];
  const body = isRecord(response.json) ? response.json : {};
  if (response.status === 200 && typeof body.access_token === "string" && body.access_token !== "") {
    return body.access_token;
  }
  if (response.status === 200) {
    throw unexpected("the token endpoint answered without an access token");
  }
  if (response.status >= 500 || typeof body.error !== "string") {
    throw new DirectoryError(
      "google",
      "unavailable",
      `Google's token endpoint answered ${response.status} to the token request`,
    );
  }

  const code = redact(body.error, secrets, 60);
  const description = typeof body.error_description === "string" ? redact(body.error_description, secrets) : "";
  const reason = `Google rejected the service account: ${code}${description ? ` (${description})` : ""}`;
  if (code === "unauthorized_client") {
    throw new DirectoryError(
      "google",
      "permission",
      `${reason}. Domain-wide delegation is not granted: in the Google Admin console (Security > Access and data control > API controls > Domain-wide delegation) authorise client ID ${key.client_id ?? key.client_email} for the scope ${GOOGLE_DIRECTORY_SCOPE}.`,
    );
  }
  if (code === "invalid_grant") {
    const hint = /signature|key/i.test(description)
      ? " The key may have been deleted or disabled in the Google Cloud console: create a new key and upload it."
      : /email|user/i.test(description)
        ? ` Check the admin email ${adminEmail}: it must be an existing user of the Google Workspace account.`
        : "";
    throw new DirectoryError("google", "credentials", `${reason}.${hint}`);
  }
  throw new DirectoryError("google", "credentials", `${reason}.`);
}

function directoryFailure(
  response: HttpResponse,
  adminEmail: string,
  customer: string,
  key: ServiceAccountKey,
  secrets: string[],
): DirectoryError {
  // Google API errors: {"error":{"code":403,"message":"...","errors":[...],"status":"..."}}
  const error = isRecord(response.json) && isRecord(response.json.error) ? response.json.error : {};
  const message = typeof error.message === "string" ? redact(error.message, secrets) : "";
  const said = `${response.status}${message ? `: ${message}` : ""}`;
  if (response.status === 401 || response.status === 403) {
    return new DirectoryError(
      "google",
      "permission",
      `Google refused to list users (${said}). Check that ${adminEmail} is a Google Workspace administrator allowed to read users, and that the Admin SDK API is enabled${key.project_id ? ` in the Google Cloud project ${key.project_id}` : ""}.`,
    );
  }
  if (response.status === 400 || response.status === 404) {
    return new DirectoryError(
      "google",
      "configuration",
      `Google could not list the users of customer ${customer} (${said}).`,
    );
  }
  if (response.status >= 500) {
    return new DirectoryError("google", "unavailable", `Google failed to list users (${said}).`);
  }
  return new DirectoryError("google", "response", `Google answered the user list with ${said}.`);
}

function unexpected(what: string): DirectoryError {
  return new DirectoryError("google", "response", `Google answered in an unexpected form: ${what}`);
}

/** An Admin SDK user resource as a person; undefined for users not to sync. */
function toPerson(user: unknown): DirectoryPerson | undefined {
  if (!isRecord(user)) return undefined;
  if (user.suspended === true || user.archived === true) return undefined;
  if (typeof user.id !== "string" || typeof user.primaryEmail !== "string") return undefined;
  const name = isRecord(user.name) ? user.name : {};
  const groups = new Set<string>();
  if (typeof user.orgUnitPath === "string") {
    const unit = user.orgUnitPath.replace(/^\/+/, "").trim();
    if (unit) groups.add(unit);
  }
  if (Array.isArray(user.organizations)) {
    for (const organization of user.organizations) {
      if (isRecord(organization) && typeof organization.department === "string" && organization.department.trim()) {
        groups.add(organization.department.trim());
      }
    }
  }
  return {
    externalId: user.id,
    email: user.primaryEmail.trim().toLowerCase(),
    firstName: typeof name.givenName === "string" ? name.givenName.trim() : "",
    lastName: typeof name.familyName === "string" ? name.familyName.trim() : "",
    groups: [...groups],
  };
}
