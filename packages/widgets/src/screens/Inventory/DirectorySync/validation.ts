import type { TFunction } from "i18next";
import { isValidEmail } from "../shared/people";

/** What the Google Workspace form holds. The key is a secret: never filled in from the server. */
export interface GoogleValues {
  serviceAccountKey: string;
  adminEmail: string;
  customer: string;
  deleteMissing: boolean;
}

/** What the Microsoft 365 form holds. The client secret is a secret: never filled in from the server. */
export interface MicrosoftValues {
  directoryId: string;
  clientId: string;
  clientSecret: string;
  deleteMissing: boolean;
}

/** A problem per field name; empty when the form may be sent. */
export type FieldProblems = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CUSTOMER = /^[A-Za-z0-9_]+$/;

/** Whether `text` looks like a Google service account's JSON key (the server checks it for real). */
export function isServiceAccountKey(text: string): boolean {
  try {
    const key = JSON.parse(text) as Record<string, unknown>;
    return typeof key.client_email === "string" && typeof key.private_key === "string";
  } catch {
    return false;
  }
}

const required = (t: TFunction, field: string) => t("validation.fieldRequired", { field });

/** The Google form's problems before anything is sent: a JSON key, an admin email, a customer id. */
export function validateGoogle(values: GoogleValues, t: TFunction): FieldProblems {
  const out: FieldProblems = {};
  const key = values.serviceAccountKey.trim();
  if (!key) out.serviceAccountKey = required(t, t("inventory.directory.google.key"));
  else if (!isServiceAccountKey(key)) out.serviceAccountKey = t("inventory.directory.google.keyInvalid");
  const email = values.adminEmail.trim();
  if (!email) out.adminEmail = required(t, t("inventory.directory.google.adminEmail"));
  else if (!isValidEmail(email)) out.adminEmail = t("validation.invalidEmail");
  if (values.customer.trim() && !CUSTOMER.test(values.customer.trim()))
    out.customer = t("inventory.directory.google.customerInvalid");
  return out;
}

/** The Microsoft form's problems before anything is sent: a directory id, a client id (a UUID), a secret. */
export function validateMicrosoft(values: MicrosoftValues, t: TFunction): FieldProblems {
  const out: FieldProblems = {};
  const directory = values.directoryId.trim();
  if (!directory) out.directoryId = required(t, t("inventory.directory.microsoft.directoryId"));
  else if (directory.length < 3) out.directoryId = t("inventory.directory.microsoft.directoryIdInvalid");
  const client = values.clientId.trim();
  if (!client) out.clientId = required(t, t("inventory.directory.microsoft.clientId"));
  else if (!UUID.test(client)) out.clientId = t("inventory.directory.microsoft.clientIdInvalid");
  if (!values.clientSecret) out.clientSecret = required(t, t("inventory.directory.microsoft.clientSecret"));
  return out;
}
