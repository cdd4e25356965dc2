import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import type { Session } from "../../../data/session";
import type { en } from "../../../i18n/locales/en";

/** A person of the inventory (`components.schemas.Person`). */
export type Person = Schema<"Person">;
export type PersonOrigin = Schema<"PersonOrigin">;
export type PersonSortKey = Schema<"PersonSortKey">;
export type SortOrder = Schema<"SortOrder">;
export type PeopleImportReport = Schema<"PeopleImportReport">;
export type PeopleImportPreviewRow = Schema<"PeopleImportPreviewRow">;
export type DirectoryConnection = Schema<"DirectoryConnection">;
export type DirectoryProvider = Schema<"DirectoryProvider">;
export type ScoreCategoryCode = Schema<"ScoreCategory">;

/** Where the people page lives in the web app (seeds, route table). */
export const PEOPLE_PATH = "/inventory/people";
/** Where the directory (Google / Microsoft) sync settings are, by default: a tab of the people page. */
export const DIRECTORY_SYNC_PATH = "/inventory/people?tab=directory";
/** Organisation setup, for users without an organisation ("Organization must be set!"). */
export const SETUP_PATH = "/organizations/setup";

/** The most labels (groups or tags) one person may carry, and their length (the contract's `Label`). */
export const MAX_LABELS = 50;
export const MAX_LABEL_LENGTH = 100;
/** Longest first or last name (the contract's `PersonNamePart`). */
export const MAX_NAME_PART = 100;
/** Largest CSV file accepted (the contract: "up to 512 MB"). */
export const MAX_CSV_BYTES = 512 * 1024 * 1024;

export const DIRECTORY_PROVIDERS: readonly DirectoryProvider[] = ["google", "microsoft"];
export const PERSON_ORIGINS: readonly PersonOrigin[] = ["manual", "csv", "google", "microsoft"];

/** Whether the user may import, sync, edit and delete people (CrudInventory). */
export const canEditPeople = (session: Pick<Session, "permissions">): boolean =>
  session.permissions.has("CrudInventory");

/** Whether the user may change the directory connections (ManageOrganization, or super-admin ManageTenants). */
export const canManageDirectory = (session: Pick<Session, "permissions" | "superAdminPermissions">): boolean =>
  session.permissions.has("ManageOrganization") || session.superAdminPermissions.has("ManageTenants");

/** Whether a failed call was refused because the organisation lacks the feature. */
export const isFeatureNotEnabled = (error: unknown): boolean => toApiError(error).code === "FeatureNotEnabled";

/** "Ana Petrović", or the email when the person has no name. */
export const personName = (person: Pick<Person, "firstName" | "lastName" | "email">): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

export const originLabel = (t: TFunction, origin: PersonOrigin) => t(`inventory.people.origins.${origin}`);
export const providerLabel = (t: TFunction, provider: DirectoryProvider) => t(`inventory.people.providers.${provider}`);

/**
 * Messages the API (and the seeds) use for people, by their English text: rows of an import
 * report and error bodies carry them, and the interface shows them in its own language.
 */
const knownMessages: Record<string, keyof typeof en.inventory.people.messages> = {
  "Organization must be set!": "organizationRequired",
  "No people to be saved": "noPeople",
  "Your uploaded Csv file is not valid": "csvNotValid",
  "Duplicate email addresses are not allowed": "duplicateEmails",
  "Invalid email": "invalidEmail",
  "Email is required": "emailRequired",
  "Sync with google failed": "syncGoogleFailed",
  "Sync with microsoft failed": "syncMicrosoftFailed",
};

/**
 * A server message in the interface language: the seeds' messages are translated (also when the
 * server adds a detail after them, e.g. "Your uploaded Csv file is not valid (line 3: ...)");
 * anything else is shown as sent.
 */
export function translateMessage(message: string, t: TFunction): string {
  const exact = knownMessages[message.trim()];
  if (exact) return t(`inventory.people.messages.${exact}`);
  for (const [english, key] of Object.entries(knownMessages)) {
    if (message.startsWith(english)) {
      let rest = message
        .slice(english.length)
        .replace(/^[\s:.,-]+/, "")
        .trim();
      // The import's duplicate rows name the first line of the address: "(also on line 5)".
      const line = /^\(also on line (\d+)\)$/.exec(rest)?.[1];
      if (line) rest = t("inventory.people.messages.alsoOnLine", { line });
      return rest ? `${t(`inventory.people.messages.${key}`)} ${rest}` : t(`inventory.people.messages.${key}`);
    }
  }
  return message;
}

/**
 * The message for a failed people call: by stable code where the seeds name one ("Organization
 * must be set!", "Your uploaded Csv file is not valid", duplicate email on 409), else the seeds'
 * messages in the interface language, else the product rule (`errorMessage`).
 */
export function peopleFailure(error: unknown, t: TFunction): string {
  const { code, message, statusCode } = toApiError(error);
  if (code === "OrganizationRequired") return t("inventory.people.messages.organizationRequired");
  if (code === "CsvNotValid") {
    const detail = message && message !== "Your uploaded Csv file is not valid" ? translateMessage(message, t) : "";
    return detail.startsWith(t("inventory.people.messages.csvNotValid"))
      ? detail
      : [t("inventory.people.messages.csvNotValid"), detail].filter(Boolean).join(" — ");
  }
  if (statusCode === 409 && /email/i.test(message ?? "")) return t("inventory.people.messages.duplicateEmails");
  if (message && knownMessages[message.trim()]) return translateMessage(message, t);
  if (statusCode === 413) return t("inventory.people.messages.tooLarge");
  return errorMessage(error, t);
}

/** Field problems of a 422 (`errors: [{ path: "body.email", message }]`), by field name. */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const item of errors) {
    if (!item || typeof item !== "object") continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = path.replace(/^body\./, "").split(/[.[]/)[0] ?? "";
    if (field && !out[field]) out[field] = translateMessage(message, t);
  }
  return out;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
/** An email as the contract takes it (the server has the last word). */
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** A day as `yyyy-MM-dd` (the API's date filters), or undefined. */
export const isDay = (value: string | undefined): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
