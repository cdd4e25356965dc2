import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";

// Local stand-ins for Google's OAuth token endpoint and Admin SDK Directory API, and for the
// Microsoft identity platform and Microsoft Graph. They answer in the shapes the services
// document (and return in practice, errors included), and check what a real service would
// refuse, so a connector that passes against them speaks the real wire format.

/** A request a fake received, in arrival order. */
export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as a form, when it was one. */
  form: Record<string, string> | undefined;
}

/** A Google service account key file, as the Cloud console downloads it. */
export interface ServiceAccountKeyFile {
  type: "service_account";
  project_id: string;
  private_key_id: string;
  /** PKCS#8 PEM. */
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
}

/** A service account for tests: the key file, its JSON text and the public key Google would keep. */
export interface TestServiceAccount {
  key: ServiceAccountKeyFile;
  /** The key file's text, for `GoogleCredentials.serviceAccountKey`. */
  json: string;
  publicKey: KeyObject;
}

/** Generates an RSA key pair and wraps it in the key-file shape Google issues. */
export function createTestServiceAccount(
  options: { projectId?: string; name?: string; tokenUri?: string } = {},
): TestServiceAccount {
  const projectId = options.projectId ?? `bulwark-test-${randomBytes(3).toString("hex")}`;
  const clientEmail = `${options.name ?? "directory-sync"}@${projectId}.iam.gserviceaccount.com`;
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key: ServiceAccountKeyFile = {
    type: "service_account",
    project_id: projectId,
    private_key_id: randomBytes(20).toString("hex"),
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    client_email: clientEmail,
    client_id: String(100_000_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15))),
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: options.tokenUri ?? "https://oauth2.googleapis.com/token",
    auth_provider_x509_cert_url: "https://www.googleapis.com/oauth2/v1/certs",
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
    universe_domain: "googleapis.com",
  };
  return { key, json: JSON.stringify(key, null, 2), publicKey };
}

// ---------------------------------------------------------------------------------------------
// Google

/** An Admin SDK Directory user resource (the fields the connector reads, and a few more). */
export interface FakeGoogleUser {
  id: string;
  primaryEmail: string;
  name: { givenName?: string; familyName?: string; fullName?: string };
  suspended?: boolean;
  archived?: boolean;
  /** "/" for the root unit. */
  orgUnitPath?: string;
  organizations?: { name?: string; title?: string; department?: string; primary?: boolean }[];
  isAdmin?: boolean;
}

/** A scripted failure; each applies once, to the next request of its endpoint. */
export type FakeGoogleFailure =
  /** The next user list answers 429 RESOURCE_EXHAUSTED, with `Retry-After` when given. */
  | { kind: "rate-limit"; retryAfter?: string }
  /** The next user list answers 503. */
  | { kind: "unavailable"; retryAfter?: string }
  /** The next user list answers 403 "Not Authorized to access this resource/api". */
  | { kind: "forbidden" }
  /** The next token request answers 400 invalid_grant (default description: a revoked key's). */
  | { kind: "invalid-grant"; description?: string }
  /** The next token request answers 401 unauthorized_client (domain-wide delegation missing). */
  | { kind: "unauthorized-client" };

/** What {@link startFakeGoogle} serves. */
export interface FakeGoogleOptions {
  /** Service accounts whose keys Google knows; assertions signed by others fail. */
  serviceAccounts: TestServiceAccount[];
  /**
   * Users that may be impersonated and hold the admin privilege to read users. Any user in
   * `users` may be impersonated too, but gets 403 from the Directory API unless listed here.
   */
  admins: string[];
  /**
   * Every domain's users; a listing for `my_customer` returns those in the impersonated admin's
   * domain, ordered by email as `orderBy=email` asks.
   */
  users?: FakeGoogleUser[];
  /** Users per page, at most `maxResults`; default 500. */
  pageSize?: number;
}

/** The scope the fake grants; the connector must ask for exactly this. */
const GOOGLE_SCOPE = "https://www.googleapis.com/auth/admin.directory.user.readonly";

/**
 * A fake Google on 127.0.0.1: the OAuth token endpoint (JWT bearer grant; the assertion's RS256
 * signature is verified against the service account's public key, and its iss, sub, scope, aud,
 * iat and exp checked) at `tokenUrl`, and the Directory API users list (bearer token, query
 * parameters and page tokens checked) under `directoryUrl`.
 */
export async function startFakeGoogle(options: FakeGoogleOptions) {
  let users = [...(options.users ?? [])];
  const failures: FakeGoogleFailure[] = [];
  const requests: RecordedRequest[] = [];
  const issued = new Map<string, { sub: string; expiresAt: number }>();
  let origin = "";

  const takeFailure = (kinds: FakeGoogleFailure["kind"][]) => {
    const index = failures.findIndex((failure) => kinds.includes(failure.kind));
    return index < 0 ? undefined : failures.splice(index, 1)[0];
  };
  const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

  const server = await listen(async (request, response, recorded) => {
    if (request.method === "POST" && recorded.path === "/token") return googleToken(recorded, response);
    if (request.method === "GET" && recorded.path === "/directory/admin/directory/v1/users") {
      return googleUsers(recorded, response);
    }
    return sendJson(response, 404, { error: { code: 404, message: "Not Found", status: "NOT_FOUND" } });
  }, requests);
  origin = server.origin;
  const tokenUrl = `${origin}/token`;

  async function googleToken(recorded: RecordedRequest, response: ServerResponse) {
    const oauthError = (status: number, error: string, description: string) =>
      sendJson(response, status, { error, error_description: description });
    const failure = takeFailure(["invalid-grant", "unauthorized-client"]);
    if (failure?.kind === "invalid-grant") {
      return oauthError(400, "invalid_grant", failure.description ?? "Invalid JWT Signature.");
    }
    if (failure?.kind === "unauthorized-client") {
      return oauthError(
        401,
        "unauthorized_client",
        "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
      );
    }
    if (!String(recorded.headers["content-type"]).startsWith("application/x-www-form-urlencoded") || !recorded.form) {
      return oauthError(400, "invalid_request", "Invalid Content-Type");
    }
    const { grant_type: grantType, assertion } = recorded.form;
    if (grantType !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
      return oauthError(400, "unsupported_grant_type", `Invalid grant_type: ${grantType ?? ""}`);
    }
    if (!assertion) return oauthError(400, "invalid_request", "Missing required parameter: assertion");

    let claims: ReturnType<typeof decodeJwt>;
    let kid: string | undefined;
    try {
      claims = decodeJwt(assertion);
      const header = decodeProtectedHeader(assertion);
      if (header.alg !== "RS256") return oauthError(400, "invalid_grant", "Invalid JWT Signature.");
      kid = header.kid;
    } catch {
      return oauthError(
        400,
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token and in a reasonable timeframe",
      );
    }
    const account = options.serviceAccounts.find((candidate) => candidate.key.client_email === claims.iss);
    if (!account) return oauthError(400, "invalid_grant", "Invalid grant: account not found");
    if (kid !== undefined && kid !== account.key.private_key_id) {
      return oauthError(400, "invalid_grant", "Invalid JWT Signature.");
    }
    try {
      await jwtVerify(assertion, account.publicKey, {
        algorithms: ["RS256"],
        issuer: account.key.client_email,
        audience: tokenUrl,
        requiredClaims: ["iat", "exp", "sub", "scope"],
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      return oauthError(
        400,
        "invalid_grant",
        code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED"
          ? "Invalid JWT Signature."
          : code === "ERR_JWT_CLAIM_VALIDATION_FAILED" && (error as { claim?: string }).claim === "aud"
            ? "Invalid JWT: Failed audience check."
            : "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.",
      );
    }
    if (typeof claims.iat !== "number" || typeof claims.exp !== "number" || claims.exp - claims.iat > 3600) {
      return oauthError(
        400,
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.",
      );
    }
    if (claims.scope !== GOOGLE_SCOPE) {
      // Domain-wide delegation is granted per scope; any other scope is unauthorised.
      return oauthError(
        401,
        "unauthorized_client",
        "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
      );
    }
    const sub = String(claims.sub).toLowerCase();
    const known =
      options.admins.some((admin) => admin.toLowerCase() === sub) ||
      users.some((user) => user.primaryEmail.toLowerCase() === sub);
    if (!known) return oauthError(400, "invalid_grant", "Invalid email or User ID");

    const accessToken = `ya29.fake-${randomBytes(24).toString("base64url")}`;
    issued.set(accessToken, { sub, expiresAt: Date.now() + 3_599_000 });
    return sendJson(response, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
  }

  function googleUsers(recorded: RecordedRequest, response: ServerResponse) {
    const apiError = (status: number, message: string, reason: string, statusText: string) =>
      sendJson(response, status, {
        error: { code: status, message, errors: [{ message, domain: "global", reason }], status: statusText },
      });
    const token = /^Bearer (.+)$/.exec(String(recorded.headers.authorization ?? ""))?.[1];
    const grant = token ? issued.get(token) : undefined;
    if (!grant || grant.expiresAt < Date.now()) {
      return apiError(
        401,
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        "authError",
        "UNAUTHENTICATED",
      );
    }
    const failure = takeFailure(["rate-limit", "unavailable", "forbidden"]);
    if (failure?.kind === "rate-limit") {
      if (failure.retryAfter !== undefined) response.setHeader("Retry-After", failure.retryAfter);
      return apiError(
        429,
        "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user' of service 'admin.googleapis.com'.",
        "rateLimitExceeded",
        "RESOURCE_EXHAUSTED",
      );
    }
    if (failure?.kind === "unavailable") {
      if (failure.retryAfter !== undefined) response.setHeader("Retry-After", failure.retryAfter);
      return apiError(503, "The service is currently unavailable.", "backendError", "UNAVAILABLE");
    }
    const isAdmin = options.admins.some((admin) => admin.toLowerCase() === grant.sub);
    if (failure?.kind === "forbidden" || !isAdmin) {
      return apiError(403, "Not Authorized to access this resource/api", "forbidden", "PERMISSION_DENIED");
    }

    const query = recorded.query;
    const maxResults = Number(query.get("maxResults") ?? "100");
    if (query.get("customer") !== "my_customer" && query.get("domain") === null) {
      return apiError(400, "Bad Request", "badRequest", "INVALID_ARGUMENT");
    }
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 500) {
      return apiError(400, "Invalid value for maxResults", "invalid", "INVALID_ARGUMENT");
    }
    for (const [name, allowed] of [
      ["orderBy", ["email", "familyName", "givenName"]],
      ["projection", ["basic", "custom", "full"]],
      ["viewType", ["admin_view", "domain_public"]],
    ] as const) {
      const value = query.get(name);
      if (value !== null && !(allowed as readonly string[]).includes(value)) {
        return apiError(400, `Invalid value for ${name}: ${value}`, "invalid", "INVALID_ARGUMENT");
      }
    }
    let offset = 0;
    const pageToken = query.get("pageToken");
    if (pageToken !== null) {
      const decoded = decodePageToken(pageToken);
      if (decoded === undefined) return apiError(400, "Invalid Input: pageToken", "invalid", "INVALID_ARGUMENT");
      offset = decoded;
    }
    const domain = domainOf(grant.sub);
    const visible = users
      .filter((user) => domainOf(user.primaryEmail) === domain)
      .sort((a, b) => a.primaryEmail.localeCompare(b.primaryEmail));
    const size = Math.min(maxResults, options.pageSize ?? 500);
    const page = visible.slice(offset, offset + size);
    return sendJson(response, 200, {
      kind: "admin#directory#users",
      etag: `"${randomBytes(8).toString("hex")}"`,
      // Google leaves "users" out of an empty page.
      ...(page.length > 0 ? { users: page.map((user) => ({ kind: "admin#directory#user", ...user })) } : {}),
      ...(offset + size < visible.length ? { nextPageToken: encodePageToken(offset + size) } : {}),
    });
  }

  return {
    /** Origin of the fake. */
    url: origin,
    /** For `config.googleOAuthUrl`. */
    tokenUrl,
    /** For `config.googleDirectoryUrl`. */
    directoryUrl: `${origin}/directory`,
    /** `{ googleOAuthUrl, googleDirectoryUrl }`, to spread into a config. */
    config: { googleOAuthUrl: tokenUrl, googleDirectoryUrl: `${origin}/directory` },
    /** Every request received, oldest first. */
    requests,
    /** Access tokens handed out so far (to check they never leak into errors). */
    issuedTokens: () => [...issued.keys()],
    /** Replaces the directory's users. */
    setUsers(next: FakeGoogleUser[]) {
      users = [...next];
    },
    /** Scripts a failure for the next request of its endpoint. */
    failNext(failure: FakeGoogleFailure) {
      failures.push(failure);
    },
    close: () => server.close(),
  };
}

/** A running {@link startFakeGoogle}. */
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

// ---------------------------------------------------------------------------------------------
// Microsoft

/** A directory object the user is a direct member of, as `memberOf` lists it. */
export interface FakeGraphMembership {
  "@odata.type": "#microsoft.graph.group" | "#microsoft.graph.directoryRole" | "#microsoft.graph.administrativeUnit";
  id: string;
  displayName: string | null;
}

/** A Graph user resource with its memberships. */
export interface FakeGraphUser {
  id: string;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  userPrincipalName: string;
  department?: string | null;
  /** Default true. */
  accountEnabled?: boolean;
  memberOf?: FakeGraphMembership[];
}

/** One Entra ID tenant with one app registration. */
export interface FakeMicrosoftDirectory {
  /** The tenant id (GUID). */
  directoryId: string;
  /** Domains that also name the tenant in the token URL (contoso.onmicrosoft.com). */
  domains?: string[];
  clientId: string;
  clientSecret: string;
  /** The secret has passed its end date: token requests get AADSTS7000222. */
  secretExpired?: boolean;
  users?: FakeGraphUser[];
}

/** A scripted failure; each applies once, to the next request of its endpoint. */
export type FakeMicrosoftFailure =
  /** The next token request answers 401 AADSTS7000222 (expired client secret). */
  | { kind: "expired-secret" }
  /** The next Graph request answers 429 TooManyRequests, with `Retry-After` when given. */
  | { kind: "rate-limit"; retryAfter?: string }
  /** The next Graph request answers 503. */
  | { kind: "unavailable"; retryAfter?: string }
  /** The next Graph request answers 403 Authorization_RequestDenied (permissions not consented). */
  | { kind: "forbidden" }
  /** The next user page carries an `@odata.nextLink` under `base` instead of the fake's own. */
  | { kind: "foreign-next-link"; base: string };

/** What {@link startFakeMicrosoft} serves. */
export interface FakeMicrosoftOptions {
  directories: FakeMicrosoftDirectory[];
  /** Users per page at most; default 100 (Graph's cap when $expand is used). */
  pageSize?: number;
}

const GRAPH_SCOPE = "https://graph.microsoft.com/.default";
/** Graph returns at most this many items of an expanded directory relationship. */
const GRAPH_EXPAND_LIMIT = 20;

/**
 * A fake Microsoft on 127.0.0.1: the identity platform's v2.0 token endpoint per directory under
 * `loginUrl` (client-credentials grant; client id, secret, scope and tenant checked, with the
 * AADSTS errors Entra ID returns), and Microsoft Graph under `graphUrl`: `/v1.0/users` with
 * `$select`, `$expand=memberOf` (capped at 20 items like Graph's), `$top` and `@odata.nextLink`
 * paging, and `/v1.0/users/{id}/memberOf`.
 */
export async function startFakeMicrosoft(options: FakeMicrosoftOptions) {
  const directories = options.directories.map((directory) => ({ ...directory, users: [...(directory.users ?? [])] }));
  const failures: FakeMicrosoftFailure[] = [];
  const requests: RecordedRequest[] = [];
  const issued = new Map<string, { directoryId: string; expiresAt: number }>();

  const takeFailure = (kinds: FakeMicrosoftFailure["kind"][]) => {
    const index = failures.findIndex((failure) => kinds.includes(failure.kind));
    return index < 0 ? undefined : failures.splice(index, 1)[0];
  };

  const server = await listen(async (request, response, recorded) => {
    const token = /^\/login\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(recorded.path);
    if (request.method === "POST" && token?.[1])
      return microsoftToken(decodeURIComponent(token[1]), recorded, response);
    if (request.method === "GET" && recorded.path === "/graph/v1.0/users") return graphUsers(recorded, response);
    const memberOf = /^\/graph\/v1\.0\/users\/([^/]+)\/memberOf$/.exec(recorded.path);
    if (request.method === "GET" && memberOf?.[1]) {
      return graphMemberOf(decodeURIComponent(memberOf[1]), recorded, response);
    }
    return graphError(response, 400, "BadRequest", `Resource not found for the segment '${recorded.path}'.`);
  }, requests);
  const loginUrl = `${server.origin}/login`;
  const graphUrl = `${server.origin}/graph`;

  function aadError(response: ServerResponse, status: number, error: string, code: number, text: string): void {
    const traceId = randomUUID();
    const correlationId = randomUUID();
    const timestamp = new Date()
      .toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, "Z");
    sendJson(response, status, {
      error,
      error_description: `AADSTS${code}: ${text} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `${loginUrl}/error?code=${code}`,
    });
  }

  function microsoftToken(tenant: string, recorded: RecordedRequest, response: ServerResponse) {
    const directory = directories.find(
      (candidate) =>
        candidate.directoryId.toLowerCase() === tenant.toLowerCase() ||
        (candidate.domains ?? []).some((domain) => domain.toLowerCase() === tenant.toLowerCase()),
    );
    if (!directory) {
      return aadError(
        response,
        400,
        "invalid_request",
        90002,
        `Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud. Check with your subscription administrator, this may happen if there are no active subscriptions for the tenant.`,
      );
    }
    const form = recorded.form;
    if (!String(recorded.headers["content-type"]).startsWith("application/x-www-form-urlencoded") || !form) {
      return aadError(
        response,
        400,
        "invalid_request",
        900144,
        "The request body must contain the following parameter: 'grant_type'.",
      );
    }
    if (form.grant_type !== "client_credentials") {
      return aadError(
        response,
        400,
        "unsupported_grant_type",
        70003,
        `The app requested an unsupported grant type '${form.grant_type ?? ""}'.`,
      );
    }
    if (form.scope !== GRAPH_SCOPE) {
      return aadError(
        response,
        400,
        "invalid_scope",
        1002012,
        `The provided value for scope ${form.scope ?? ""} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
      );
    }
    if (form.client_id?.toLowerCase() !== directory.clientId.toLowerCase()) {
      return aadError(
        response,
        400,
        "unauthorized_client",
        700016,
        `Application with identifier '${form.client_id ?? ""}' was not found in the directory '${directory.directoryId}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
      );
    }
    if (takeFailure(["expired-secret"]) || (directory.secretExpired && form.client_secret === directory.clientSecret)) {
      return aadError(
        response,
        401,
        "invalid_client",
        7000222,
        `The provided client secret keys for app '${directory.clientId}' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds.`,
      );
    }
    if (form.client_secret !== directory.clientSecret) {
      return aadError(
        response,
        401,
        "invalid_client",
        7000215,
        `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${directory.clientId}'.`,
      );
    }
    const accessToken = `eyJ0eXAiOiJKV1QiLCJub25jZSI6ImZha2UifQ.${randomBytes(32).toString("base64url")}.fake`;
    issued.set(accessToken, { directoryId: directory.directoryId, expiresAt: Date.now() + 3_599_000 });
    return sendJson(response, 200, {
      token_type: "Bearer",
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: accessToken,
    });
  }

  function graphError(response: ServerResponse, status: number, code: string, message: string) {
    sendJson(response, status, {
      error: {
        code,
        message,
        innerError: { date: new Date().toISOString(), "request-id": randomUUID(), "client-request-id": randomUUID() },
      },
    });
  }

  /** The directory the bearer token was issued for, or an error already sent. */
  function authorise(recorded: RecordedRequest, response: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(String(recorded.headers.authorization ?? ""))?.[1];
    const grant = token ? issued.get(token) : undefined;
    if (!grant || grant.expiresAt < Date.now()) {
      graphError(response, 401, "InvalidAuthenticationToken", "Access token validation failure. Invalid audience.");
      return undefined;
    }
    const failure = takeFailure(["rate-limit", "unavailable", "forbidden"]);
    if (failure?.kind === "rate-limit") {
      if (failure.retryAfter !== undefined) response.setHeader("Retry-After", failure.retryAfter);
      graphError(response, 429, "TooManyRequests", "Too many requests.");
      return undefined;
    }
    if (failure?.kind === "unavailable") {
      if (failure.retryAfter !== undefined) response.setHeader("Retry-After", failure.retryAfter);
      graphError(response, 503, "serviceNotAvailable", "Service unavailable.");
      return undefined;
    }
    if (failure?.kind === "forbidden") {
      graphError(response, 403, "Authorization_RequestDenied", "Insufficient privileges to complete the operation.");
      return undefined;
    }
    return directories.find((directory) => directory.directoryId === grant.directoryId);
  }

  function graphUsers(recorded: RecordedRequest, response: ServerResponse) {
    const directory = authorise(recorded, response);
    if (!directory) return;
    const query = recorded.query;
    const select = (query.get("$select") ?? "").split(",").filter(Boolean);
    const expand = query.get("$expand");
    const expandMemberOf = /^memberOf(\(\$select=([^)]*)\))?$/.exec(expand ?? "");
    if (expand !== null && !expandMemberOf) {
      return graphError(
        response,
        400,
        "BadRequest",
        `Could not find a property named '${expand}' on type 'microsoft.graph.user'.`,
      );
    }
    const top = Number(query.get("$top") ?? "100");
    if (!Number.isInteger(top) || top < 1 || top > 999) {
      return graphError(
        response,
        400,
        "Request_UnsupportedQuery",
        `Invalid page size specified: '${query.get("$top")}'. Must be between 1 and 999 inclusive.`,
      );
    }
    const memberSelect = (expandMemberOf?.[2] ?? "").split(",").filter(Boolean);
    const skip = decodeSkipToken(query.get("$skiptoken"));
    if (skip === undefined)
      return graphError(
        response,
        400,
        "Directory_ExpiredPageToken",
        "The specified page token value has expired and can no longer be included in your request.",
      );
    const size = Math.min(top, options.pageSize ?? 100, expand ? 100 : 999);
    const page = directory.users.slice(skip, skip + size);
    const value = page.map((user) => {
      const shaped: Record<string, unknown> = { id: user.id };
      for (const field of select) shaped[field] = userField(user, field);
      if (select.length === 0) {
        for (const field of ["displayName", "givenName", "surname", "mail", "userPrincipalName"]) {
          shaped[field] = userField(user, field);
        }
      }
      if (expandMemberOf) {
        shaped.memberOf = (user.memberOf ?? [])
          .slice(0, GRAPH_EXPAND_LIMIT)
          .map((membership) => shapeMembership(membership, memberSelect));
      }
      return shaped;
    });
    const failure = takeFailure(["foreign-next-link"]);
    const more = skip + size < directory.users.length;
    const nextBase = failure?.kind === "foreign-next-link" ? failure.base : graphUrl;
    return sendJson(response, 200, {
      "@odata.context": `${graphUrl}/v1.0/$metadata#users(${select.join(",")})`,
      ...(more || failure
        ? { "@odata.nextLink": nextLink(`${nextBase}/v1.0/users`, recorded.query, skip + size) }
        : {}),
      value,
    });
  }

  function graphMemberOf(userId: string, recorded: RecordedRequest, response: ServerResponse) {
    const directory = authorise(recorded, response);
    if (!directory) return;
    const user = directory.users.find((candidate) => candidate.id === userId);
    if (!user) {
      return graphError(
        response,
        404,
        "Request_ResourceNotFound",
        `Resource '${userId}' does not exist or one of its queried reference-property objects are not present.`,
      );
    }
    const select = (recorded.query.get("$select") ?? "").split(",").filter(Boolean);
    const top = Math.min(Number(recorded.query.get("$top") ?? "100") || 100, 999, options.pageSize ?? 999);
    const skip = decodeSkipToken(recorded.query.get("$skiptoken")) ?? 0;
    const all = user.memberOf ?? [];
    const more = skip + top < all.length;
    return sendJson(response, 200, {
      "@odata.context": `${graphUrl}/v1.0/$metadata#directoryObjects(${select.join(",")})`,
      ...(more
        ? { "@odata.nextLink": nextLink(`${graphUrl}/v1.0/users/${userId}/memberOf`, recorded.query, skip + top) }
        : {}),
      value: all.slice(skip, skip + top).map((membership) => shapeMembership(membership, select)),
    });
  }

  const findDirectory = (directoryId?: string) => {
    const directory = directoryId
      ? directories.find((candidate) => candidate.directoryId === directoryId)
      : directories[0];
    if (!directory) throw new Error(`The fake Microsoft has no directory ${directoryId ?? ""}`);
    return directory;
  };

  return {
    /** Origin of the fake. */
    url: server.origin,
    /** For `config.microsoftLoginUrl`. */
    loginUrl,
    /** For `config.microsoftGraphUrl`. */
    graphUrl,
    /** `{ microsoftLoginUrl, microsoftGraphUrl }`, to spread into a config. */
    config: { microsoftLoginUrl: loginUrl, microsoftGraphUrl: graphUrl },
    /** Every request received, oldest first. */
    requests,
    /** Access tokens handed out so far (to check they never leak into errors). */
    issuedTokens: () => [...issued.keys()],
    /** Replaces a directory's users (the first directory's by default). */
    setUsers(users: FakeGraphUser[], directoryId?: string) {
      findDirectory(directoryId).users = [...users];
    },
    /** Marks a directory's client secret as expired or current again. */
    setSecretExpired(expired: boolean, directoryId?: string) {
      findDirectory(directoryId).secretExpired = expired;
    },
    /** Scripts a failure for the next request of its endpoint. */
    failNext(failure: FakeMicrosoftFailure) {
      failures.push(failure);
    },
    close: () => server.close(),
  };
}

/** A running {@link startFakeMicrosoft}. */
export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;

function userField(user: FakeGraphUser, field: string): unknown {
  if (field === "accountEnabled") return user.accountEnabled ?? true;
  const value = (user as unknown as Record<string, unknown>)[field];
  // Graph returns null for a selected property that has no value.
  return value === undefined ? null : value;
}

function shapeMembership(membership: FakeGraphMembership, select: string[]) {
  const shaped: Record<string, unknown> = { "@odata.type": membership["@odata.type"], id: membership.id };
  for (const field of select.length > 0 ? select : ["displayName"]) {
    shaped[field] = (membership as unknown as Record<string, unknown>)[field] ?? null;
  }
  return shaped;
}

/** Graph's next links repeat the query with a `$skiptoken`; `$` and parentheses stay literal. */
function nextLink(base: string, query: URLSearchParams, offset: number): string {
  const parts: string[] = [];
  for (const [name, value] of query) {
    if (name !== "$skiptoken")
      parts.push(
        `${name}=${encodeURIComponent(value).replace(/%24/g, "$").replace(/%2C/g, ",").replace(/%28/g, "(").replace(/%29/g, ")")}`,
      );
  }
  parts.push(`$skiptoken=${encodeSkipToken(offset)}`);
  return `${base}?${parts.join("&")}`;
}

// Opaque to clients, like the real ones; the prefix lets a forged or stale token be refused.
const encodePageToken = (offset: number) => Buffer.from(`page:${offset}`).toString("base64url");
function decodePageToken(token: string): number | undefined {
  const match = /^page:(\d+)$/.exec(Buffer.from(token, "base64url").toString());
  return match?.[1] ? Number(match[1]) : undefined;
}
const encodeSkipToken = (offset: number) => `RFNwdAIAAQ${Buffer.from(`skip:${offset}`).toString("base64url")}`;
function decodeSkipToken(token: string | null): number | undefined {
  if (token === null) return 0;
  const match = /^skip:(\d+)$/.exec(Buffer.from(token.replace(/^RFNwdAIAAQ/, ""), "base64url").toString());
  return match?.[1] ? Number(match[1]) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Plumbing

type Handler = (request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest) => Promise<void> | void;

async function listen(handler: Handler, requests: RecordedRequest[]) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const isForm = String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
      const recorded: RecordedRequest = {
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        form: isForm ? Object.fromEntries(new URLSearchParams(body)) : undefined,
      };
      requests.push(recorded);
      Promise.resolve(handler(request, response, recorded)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}
