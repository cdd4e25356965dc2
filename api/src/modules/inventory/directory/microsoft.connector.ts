import type { Config } from "../../../platform/config.js";
import { DirectoryError, type DirectoryPerson, isRecord, type MicrosoftCredentials, redact } from "./directory.js";
import { createHttp, type Http, type HttpOptions, type HttpResponse, requireJson } from "./http.js";

/** The client-credentials scope: the application permissions granted to the app in Entra ID. */
export const MICROSOFT_GRAPH_SCOPE = "https://graph.microsoft.com/.default";
const USER_FIELDS = "id,givenName,surname,displayName,mail,userPrincipalName,department,accountEnabled";
/**
 * Graph returns at most 20 items of an expanded directory relationship, without a next link; a
 * user with that many memberships gets their full list from /users/{id}/memberOf.
 */
export const EXPANDED_MEMBERSHIP_LIMIT = 20;

/** The configuration the Microsoft connector reads. */
export type MicrosoftConnectorConfig = Pick<Config, "microsoftLoginUrl" | "microsoftGraphUrl">;

/**
 * Reads the enabled users of a Microsoft Entra ID tenant through Microsoft Graph, a page at a
 * time, as {@link DirectoryPerson}s.
 *
 * Signs in with the client-credentials grant at `{microsoftLoginUrl}/{directoryId}`, then lists
 * users with their group memberships expanded, following `@odata.nextLink` only while it stays
 * under `config.microsoftGraphUrl` (the access token is never sent anywhere else). The email is
 * `mail`, or the user principal name when it is an address and not a guest's `#EXT#` name; users
 * with neither are skipped, as are disabled accounts. Groups are the department and the names of
 * the security and Microsoft 365 groups the user is a direct member of.
 *
 * Throws {@link DirectoryError}: `credentials` for an expired (AADSTS7000222) or wrong
 * (AADSTS7000215) client secret, `configuration` for an unknown tenant (AADSTS90002) or
 * application (AADSTS700016), `permission` when Graph denies reading users or groups.
 */
export async function* fetchMicrosoftPeople(
  credentials: MicrosoftCredentials,
  config: MicrosoftConnectorConfig,
  options: HttpOptions = {},
): AsyncGenerator<DirectoryPerson> {
  const http = createHttp("microsoft", options);
  const accessToken = await requestAccessToken(http, credentials, config.microsoftLoginUrl);
  const secrets = [accessToken, credentials.clientSecret];
  const authorization = { authorization: `Bearer ${accessToken}` };
  const graph = config.microsoftGraphUrl;

  // $select and $expand are written out rather than built with URLSearchParams, which would
  // percent-encode "$", "(" and "," into a URL that no longer reads like Graph's documentation.
  let url: string | undefined =
    `${graph}/v1.0/users?$select=${USER_FIELDS}&$expand=memberOf($select=displayName)&$top=999`;
  while (url !== undefined) {
    const page = await getPage(http, url, authorization, "user list", secrets);
    for (const user of page.value) {
      if (!isRecord(user) || user.accountEnabled === false || typeof user.id !== "string") continue;
      let memberships = Array.isArray(user.memberOf) ? (user.memberOf as unknown[]) : [];
      if (memberships.length >= EXPANDED_MEMBERSHIP_LIMIT) {
        memberships = await allMemberships(http, graph, user.id, authorization, secrets);
      }
      const person = toPerson(user, memberships);
      if (person) yield person;
    }
    url = page.nextLink === undefined ? undefined : checkedNextLink(page.nextLink, graph);
  }
}

async function requestAccessToken(http: Http, credentials: MicrosoftCredentials, loginUrl: string): Promise<string> {
  const directoryId = credentials.directoryId.trim();
  const response = await http({
    method: "POST",
    // Encoded: the directory id comes from an admin and must stay one path segment.
    url: `${loginUrl}/${encodeURIComponent(directoryId)}/oauth2/v2.0/token`,
    form: {
      client_id: credentials.clientId.trim(),
      client_secret: credentials.clientSecret,
      scope: MICROSOFT_GRAPH_SCOPE,
      grant_type: "client_credentials",
    },
    what: "token request",
  });
  const body = isRecord(response.json) ? response.json : {};
  if (response.status === 200 && typeof body.access_token === "string" && body.access_token !== "") {
    return body.access_token;
  }
  if (response.status === 200) {
    throw unexpected("the token endpoint answered without an access token");
  }
  if (typeof body.error !== "string") {
    throw new DirectoryError(
      "microsoft",
      response.status >= 500 ? "unavailable" : "response",
      `Microsoft's sign-in endpoint answered ${response.status} to the token request`,
    );
  }

  const secrets = [credentials.clientSecret];
  const rawDescription = typeof body.error_description === "string" ? body.error_description : "";
  const codes = Array.isArray(body.error_codes) ? body.error_codes : [];
  const code = typeof codes[0] === "number" ? String(codes[0]) : (/AADSTS(\d+)/.exec(rawDescription)?.[1] ?? undefined);
  const aadsts = code ? `AADSTS${code}` : undefined;
  const app = credentials.clientId.trim();
  switch (code) {
    case "7000222":
      return fail(
        "credentials",
        `Microsoft rejected the client secret: it has expired (AADSTS7000222). Create a new client secret for the app registration ${app} in the Microsoft Entra admin center and update the connector.`,
      );
    case "7000215":
      return fail(
        "credentials",
        `Microsoft rejected the client secret: it is not valid for the app registration ${app} (AADSTS7000215). Paste the secret's Value, not its Secret ID.`,
      );
    case "90002":
    case "900023":
      return fail(
        "configuration",
        `Microsoft could not find the directory (tenant) ${redact(directoryId, secrets, 120)} (${aadsts}). Check the Directory (tenant) ID of the app registration.`,
      );
    case "700016":
      return fail(
        "configuration",
        `Microsoft could not find an application with client ID ${app} in the directory ${redact(directoryId, secrets, 120)} (${aadsts}). Check the Application (client) ID and the Directory (tenant) ID.`,
      );
  }
  return fail(
    response.status >= 500 ? "unavailable" : "credentials",
    `Microsoft sign-in failed: ${redact(body.error, secrets, 60)}${firstSentences(rawDescription, secrets)}`,
  );
}

function fail(kind: "credentials" | "configuration" | "unavailable", reason: string): never {
  throw new DirectoryError("microsoft", kind, reason);
}

/**
 * The part of an Entra ID error description worth showing: the text before the trace and
 * correlation ids and timestamp the service appends.
 */
function firstSentences(description: string, secrets: string[]): string {
  const meaningful = description.split(/\r?\n|\s+Trace ID:/)[0]?.trim() ?? "";
  return meaningful ? ` (${redact(meaningful, secrets, 300)})` : "";
}

interface GraphPage {
  value: unknown[];
  nextLink: string | undefined;
}

async function getPage(
  http: Http,
  url: string,
  authorization: Record<string, string>,
  what: string,
  secrets: string[],
): Promise<GraphPage> {
  const response = await http({ method: "GET", url, headers: authorization, what });
  if (response.status !== 200) throw graphFailure(response, what, secrets);
  const page = requireJson("microsoft", response, what);
  if (!isRecord(page) || !Array.isArray(page.value)) throw unexpected(`the ${what} has no value list`);
  const nextLink = page["@odata.nextLink"];
  if (nextLink !== undefined && typeof nextLink !== "string") throw unexpected("@odata.nextLink is not text");
  return { value: page.value, nextLink };
}

async function allMemberships(
  http: Http,
  graph: string,
  userId: string,
  authorization: Record<string, string>,
  secrets: string[],
): Promise<unknown[]> {
  const memberships: unknown[] = [];
  let url: string | undefined =
    `${graph}/v1.0/users/${encodeURIComponent(userId)}/memberOf?$select=displayName&$top=999`;
  while (url !== undefined) {
    const page = await getPage(http, url, authorization, "group membership list", secrets);
    memberships.push(...page.value);
    url = page.nextLink === undefined ? undefined : checkedNextLink(page.nextLink, graph);
  }
  return memberships;
}

/**
 * Follows a next link only when it stays under the configured Graph base (same scheme, host,
 * port and path prefix): the link comes from a response, and the bearer token goes with it.
 */
function checkedNextLink(link: string, graphBase: string): string {
  let next: URL;
  try {
    next = new URL(link);
  } catch {
    throw unexpected("@odata.nextLink is not an absolute URL");
  }
  const base = new URL(graphBase);
  const basePath = base.pathname.replace(/\/+$/, "");
  if (next.origin !== base.origin || !next.pathname.startsWith(`${basePath}/`)) {
    throw new DirectoryError(
      "microsoft",
      "response",
      `Microsoft Graph pointed the next page outside ${base.host}${basePath} (to ${next.host || "an unknown host"}); Bulwark does not send the access token there, so the sync stopped.`,
    );
  }
  return next.toString();
}

function graphFailure(response: HttpResponse, what: string, secrets: string[]): DirectoryError {
  // Graph errors: {"error":{"code":"Authorization_RequestDenied","message":"...","innerError":{...}}}
  const error = isRecord(response.json) && isRecord(response.json.error) ? response.json.error : {};
  const code = typeof error.code === "string" ? redact(error.code, secrets, 80) : "";
  const message = typeof error.message === "string" ? redact(error.message, secrets) : "";
  const said = [String(response.status), code].filter(Boolean).join(" ") + (message ? `: ${message}` : "");
  if (response.status === 401 || response.status === 403) {
    return new DirectoryError(
      "microsoft",
      "permission",
      `Microsoft Graph refused the ${what} (${said}). Grant the app registration the application permissions User.Read.All and GroupMember.Read.All, with admin consent.`,
    );
  }
  if (response.status >= 500) {
    return new DirectoryError("microsoft", "unavailable", `Microsoft Graph failed the ${what} (${said}).`);
  }
  return new DirectoryError("microsoft", "response", `Microsoft Graph answered the ${what} with ${said}.`);
}

function unexpected(what: string): DirectoryError {
  return new DirectoryError("microsoft", "response", `Microsoft Graph answered in an unexpected form: ${what}`);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Graph user and their memberships as a person; undefined for users without an address. */
function toPerson(user: Record<string, unknown>, memberships: unknown[]): DirectoryPerson | undefined {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const mail = text(user.mail);
  const principal = text(user.userPrincipalName);
  // A guest's principal name (ana_example.com#EXT#@contoso.onmicrosoft.com) is not their address.
  const email = mail || (emailPattern.test(principal) && !principal.includes("#EXT#") ? principal : "");
  if (!email || typeof user.id !== "string") return undefined;

  const [firstOfDisplay = "", ...restOfDisplay] = text(user.displayName).split(/\s+/).filter(Boolean);
  const groups = new Set<string>();
  const department = text(user.department);
  if (department) groups.add(department);
  for (const membership of memberships) {
    // memberOf also lists directory roles and administrative units, which are not groups of people.
    if (isRecord(membership) && membership["@odata.type"] === "#microsoft.graph.group") {
      const name = text(membership.displayName);
      if (name) groups.add(name);
    }
  }
  return {
    externalId: user.id,
    email: email.toLowerCase(),
    firstName: text(user.givenName) || firstOfDisplay,
    lastName: text(user.surname) || restOfDisplay.join(" "),
    groups: [...groups],
  };
}
