import { createPrivateKey } from "node:crypto";
import type { FieldError } from "../../../platform/errors.js";

/** Which directory service a connector talks to. */
export type DirectoryProvider = "google" | "microsoft";

/** One person as a directory connector reports them, whatever the provider. */
export interface DirectoryPerson {
  /** The provider's stable id for the user (Google `id`, Microsoft Graph object id). */
  externalId: string;
  /** Lower-cased. */
  email: string;
  /** Empty when the directory has no given name. */
  firstName: string;
  /** Empty when the directory has no family name. */
  lastName: string;
  /** Organisational unit, department and group names, without duplicates. */
  groups: string[];
}

/** Credentials of the Google Workspace connector (service account with domain-wide delegation). */
export interface GoogleCredentials {
  /** The JSON key file content, as downloaded from the Google Cloud console. */
  serviceAccountKey: string;
  /** The Workspace administrator the service account impersonates (domain-wide delegation). */
  adminEmail: string;
  /** Workspace customer id; default `my_customer` (the administrator's own account). */
  customer?: string;
}

/** Credentials of the Microsoft Entra ID connector (app registration, client-credentials grant). */
export interface MicrosoftCredentials {
  /** Directory (tenant) id, a GUID, or one of the tenant's domains (contoso.onmicrosoft.com). */
  directoryId: string;
  /** Application (client) id of the app registration, a GUID. */
  clientId: string;
  /** The client secret's value (not its id). */
  clientSecret: string;
}

/**
 * Why a directory could not be read, in a form the API can store and show:
 * - `credentials`: the provider rejected the stored credentials (expired or wrong secret or key);
 * - `permission`: signed in, but not allowed to read users (missing delegation, consent or role);
 * - `configuration`: the stored credentials are not usable as they are (bad key file, unknown tenant);
 * - `unavailable`: the provider could not be reached or kept failing or throttling; a later sync may work;
 * - `response`: the provider answered something Bulwark does not understand or will not follow.
 */
export type DirectoryErrorKind = "credentials" | "permission" | "configuration" | "unavailable" | "response";

/**
 * A directory sync failure with a reason an organisation admin can act on. The reason never holds
 * secrets, assertions or access tokens: connectors build it from fixed text, the provider's error
 * code and description, and run it through {@link redact}.
 */
export class DirectoryError extends Error {
  override name = "DirectoryError";

  constructor(
    readonly provider: DirectoryProvider,
    readonly kind: DirectoryErrorKind,
    /** Human-readable, safe to show to an admin. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Text from a provider, made safe to put in a {@link DirectoryError} reason: each of `secrets`
 * replaced by "[redacted]", whitespace folded and the length capped.
 */
export function redact(text: string, secrets: readonly (string | undefined)[], maxLength = 400): string {
  let safe = text;
  for (const secret of secrets) {
    // Short strings would redact ordinary words; no real secret or token is this short.
    if (secret && secret.length >= 8) safe = safe.split(secret).join("[redacted]");
  }
  safe = safe.replace(/\s+/g, " ").trim();
  return safe.length > maxLength ? `${safe.slice(0, maxLength - 1)}…` : safe;
}

/** The fields of a Google service account key file that the connector uses. */
export interface ServiceAccountKey {
  type: "service_account";
  project_id?: string;
  private_key_id?: string;
  /** PKCS#8 PEM. */
  private_key: string;
  client_email: string;
  client_id?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const domainPattern = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
// "my_customer" or a Workspace customer id such as C01abc23d.
const customerPattern = /^(my_customer|[A-Za-z0-9]{4,32})$/;
const MAX_KEY_FILE_LENGTH = 20_000;

/**
 * Reads a service account key file. Returns the key, or a message saying what is wrong with the
 * text (never quoting the private key).
 */
export function parseServiceAccountKey(text: string): ServiceAccountKey | { problem: string } {
  if (text.length > MAX_KEY_FILE_LENGTH) return { problem: "is too long for a service account key file" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: "is not valid JSON: paste the whole key file downloaded from the Google Cloud console" };
  }
  if (!isRecord(json)) return { problem: "must be the JSON object of a service account key file" };
  if (json.type !== "service_account") {
    return {
      problem: `must be a service account key (type "service_account"), not ${typeof json.type === "string" ? `"${json.type}"` : "a file without a type"}`,
    };
  }
  if (typeof json.client_email !== "string" || !emailPattern.test(json.client_email)) {
    return { problem: "has no client_email" };
  }
  if (typeof json.private_key !== "string" || json.private_key.trim() === "") return { problem: "has no private_key" };
  try {
    if (createPrivateKey(json.private_key).asymmetricKeyType !== "rsa") {
      return { problem: "has a private_key that is not an RSA key" };
    }
  } catch {
    return { problem: "has a private_key that is not a readable PEM private key" };
  }
  for (const field of ["project_id", "private_key_id", "client_id"] as const) {
    if (json[field] !== undefined && typeof json[field] !== "string")
      return { problem: `has a ${field} that is not text` };
  }
  return {
    type: "service_account",
    project_id: json.project_id as string | undefined,
    private_key_id: json.private_key_id as string | undefined,
    private_key: json.private_key,
    client_email: json.client_email,
    client_id: json.client_id as string | undefined,
  };
}

/**
 * Field problems of Google connector credentials, for a 422 answer; empty when usable.
 * `pathPrefix` is put before each field name (e.g. "body.").
 */
export function validateGoogleCredentials(input: unknown, pathPrefix = ""): FieldError[] {
  if (!isRecord(input)) return [{ path: pathPrefix.replace(/\.$/, "") || "body", message: "must be an object" }];
  const errors: FieldError[] = [];
  const at = (field: string, message: string) => errors.push({ path: `${pathPrefix}${field}`, message });

  if (typeof input.serviceAccountKey !== "string" || input.serviceAccountKey.trim() === "") {
    at("serviceAccountKey", "is required: the JSON key file of the service account");
  } else {
    const key = parseServiceAccountKey(input.serviceAccountKey);
    if ("problem" in key) at("serviceAccountKey", key.problem);
  }
  if (typeof input.adminEmail !== "string" || !emailPattern.test(input.adminEmail.trim())) {
    at("adminEmail", "must be the email address of a Google Workspace administrator");
  }
  if (input.customer !== undefined && (typeof input.customer !== "string" || !customerPattern.test(input.customer))) {
    at("customer", 'must be "my_customer" or a Google Workspace customer id such as C01abc23d');
  }
  return errors;
}

/**
 * Field problems of Microsoft connector credentials, for a 422 answer; empty when usable.
 * `pathPrefix` is put before each field name (e.g. "body.").
 */
export function validateMicrosoftCredentials(input: unknown, pathPrefix = ""): FieldError[] {
  if (!isRecord(input)) return [{ path: pathPrefix.replace(/\.$/, "") || "body", message: "must be an object" }];
  const errors: FieldError[] = [];
  const at = (field: string, message: string) => errors.push({ path: `${pathPrefix}${field}`, message });

  if (
    typeof input.directoryId !== "string" ||
    !(guidPattern.test(input.directoryId) || domainPattern.test(input.directoryId))
  ) {
    at("directoryId", "must be the Directory (tenant) ID, a GUID, or a domain of the tenant such as contoso.com");
  }
  if (typeof input.clientId !== "string" || !guidPattern.test(input.clientId)) {
    at("clientId", "must be the Application (client) ID of the app registration, a GUID");
  }
  if (typeof input.clientSecret !== "string" || input.clientSecret.trim() === "") {
    at("clientSecret", "is required");
  } else if (input.clientSecret.length > 1024) {
    at("clientSecret", "is too long for a client secret");
  } else if (guidPattern.test(input.clientSecret)) {
    // The Azure portal shows a secret's "Secret ID" (a GUID) next to its "Value"; pasting the ID
    // is the most common mistake, and Entra ID would only say "invalid client secret".
    at("clientSecret", "looks like the secret's ID: paste the secret's Value instead");
  }
  return errors;
}

/** True for a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
