import { fullFormats } from "ajv-formats/dist/formats.js";

/**
 * One person as a CSV row or a JSON batch item gives it. Values are unchecked: a JSON batch may
 * send anything, so {@link validatePersonRow} checks types too.
 */
export interface PersonInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  groups?: string[];
  tags?: string[];
}

/** A person ready to be saved. */
export interface ValidPerson {
  /** Trimmed and lower-cased. */
  email: string;
  /** Trimmed; may be empty. */
  firstName: string;
  /** Trimmed; may be empty. */
  lastName: string;
  /** Trimmed, without empty or case-insensitively repeated names. */
  groups: string[];
  /** Trimmed, without empty or case-insensitively repeated names. */
  tags: string[];
}

/** What {@link validatePersonRow} decided. */
export type PersonRowResult = { ok: true; person: ValidPerson } | { ok: false; reason: string };

/** The limits of a person, the same as `PersonInput` in openapi.yaml. */
export const PERSON_LIMITS = { emailLength: 254, nameLength: 100, labelLength: 100, labels: 50 } as const;

/**
 * The address rule of ajv-formats' `format: email` (full mode, what the API's JSON validation
 * applies), so a CSV import and a JSON request accept the same addresses.
 */
const EMAIL = fullFormats.email as RegExp;

const ALLOWED_KEYS = new Set(["firstName", "lastName", "email", "groups", "tags"]);

/** True when `email` (already trimmed) is an address the API accepts: `format: email`, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= PERSON_LIMITS.emailLength && EMAIL.test(email);
}

/**
 * Checks and normalises one person from a CSV row or a JSON batch. Every problem is reported,
 * joined by "; ", in the product's wording ("Invalid email", "First name must be at most 100
 * characters", ...). Lengths count characters (code points), as JSON Schema does.
 */
export function validatePersonRow(input: PersonInput): PersonRowResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, reason: "A person must be an object" };
  }
  const problems: string[] = [];
  for (const key of Object.keys(input)) {
    if (!ALLOWED_KEYS.has(key)) problems.push(`${key} is not allowed`);
  }
  return checkPerson(input, problems);
}

/**
 * {@link validatePersonRow} for an input built from a CSV row (`personInputFromRecord`), which
 * has no other keys: it spares the key check, an array and five lookups per row of a large file.
 */
export function validateCsvPerson(input: PersonInput): PersonRowResult {
  return checkPerson(input, []);
}

function checkPerson(input: PersonInput, problems: string[]): PersonRowResult {
  const rawEmail: unknown = input.email;
  const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
  if (!isValidEmail(email)) problems.push("Invalid email");
  const firstName = name(input.firstName, "First name", problems);
  const lastName = name(input.lastName, "Last name", problems);
  const groups = labels(input.groups, "group", "groups", problems);
  const tags = labels(input.tags, "tag", "tags", problems);
  if (problems.length > 0) return { ok: false, reason: problems.join("; ") };
  return { ok: true, person: { email, firstName, lastName, groups, tags } };
}

function name(value: unknown, label: string, problems: string[]): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") {
    problems.push(`${label} must be text`);
    return "";
  }
  const trimmed = normalizeText(value);
  if (longerThan(trimmed, PERSON_LIMITS.nameLength)) {
    problems.push(`${label} must be at most ${PERSON_LIMITS.nameLength} characters`);
  }
  return trimmed;
}

function labels(value: unknown, one: string, many: string, problems: string[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    problems.push(`${capitalize(many)} must be a list of names`);
    return [];
  }
  const out: string[] = [];
  // Rows carry a handful of labels: a linear search beats allocating a Set for every row. The
  // usual cell holds one label (a department, a tag), which has nothing to be a repeat of.
  const keys: string[] | undefined = value.length > 1 ? [] : undefined;
  let tooLong = false;
  for (const item of value as string[]) {
    const trimmed = normalizeText(item);
    if (trimmed === "") continue; // "a||b" and trailing separators leave empty names behind
    if (longerThan(trimmed, PERSON_LIMITS.labelLength)) tooLong = true;
    if (keys) {
      const key = trimmed.toLowerCase();
      if (keys.includes(key)) continue;
      keys.push(key);
    }
    out.push(trimmed);
  }
  if (tooLong) problems.push(`Each ${one} must be at most ${PERSON_LIMITS.labelLength} characters`);
  if (out.length > PERSON_LIMITS.labels) problems.push(`At most ${PERSON_LIMITS.labels} ${many} are allowed`);
  return out;
}

/**
 * Trimmed and in NFC: files saved on macOS can spell "č" as "c" plus a combining caron, which
 * looks the same but would not match the same name typed elsewhere.
 */
function normalizeText(value: string): string {
  const trimmed = value.trim();
  return MAY_CHANGE_IN_NFC.test(trimmed) ? trimmed.normalize("NFC") : trimmed;
}

/**
 * Text wholly below U+0300 (ASCII, Latin-1, Latin Extended: "Petrović", "Đorđe") is in NFC
 * already: the first characters NFC can compose or replace are the combining marks from U+0300 on
 * (a test checks every character and pair below it). Only other text is normalised, which spares
 * most names of a Latin-script file the call (a million such names: 73 → 20 ms).
 */
const MAY_CHANGE_IN_NFC = /[^\0-\u02ff]/;

/** More than `max` code points; only counted when the UTF-16 length leaves it open. */
function longerThan(text: string, max: number): boolean {
  return text.length > max && (text.length > 2 * max || [...text].length > max);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
