import { CsvError } from "../../../../platform/csv/csv-reader.js";
import type { PersonInput } from "./person-row.js";

/** Which column (0-based index) holds each person field. */
export interface PeopleColumns {
  email: number;
  firstName?: number;
  lastName?: number;
  /** A full name, used for rows whose first and last name are both empty. */
  displayName?: number;
  /** Every column that names a group (department, team, organisational unit, ...), in header order. */
  groups: number[];
  /** Those of `groups` that hold Google Workspace org unit paths ("/Sales/EMEA"). */
  orgUnitPaths: number[];
  /** Tags, several in one cell separated by `|`, `;` or `,`. */
  tags?: number;
}

/** The result of {@link mapPeopleHeader}. */
export interface PeopleHeader {
  columns: PeopleColumns;
  /** Header names of the columns that are not imported, in header order (blank names left out). */
  ignored: string[];
}

type Field = "email" | "upn" | "firstName" | "lastName" | "displayName" | "group" | "orgUnitPath" | "tags";

/**
 * Header names people and admin consoles use, by field. Matched after {@link normalizeHeader}, so
 * "E-MAIL", "email_address" and "Email Address [Required]" (Google Workspace) all match.
 */
const ALIASES: Record<Field, readonly string[]> = {
  email: [
    "Email",
    "E-mail",
    "E-mail Address",
    "Email Address",
    "Mail",
    "Primary Email",
    "Work Email",
    "Adresa e-pošte",
    "Imejl",
  ],
  // A sign-in name, usually but not always the address: used only when no column above exists.
  upn: ["User principal name", "UPN"],
  firstName: ["First Name", "Firstname", "Given Name", "Forename", "Ime"],
  lastName: ["Last Name", "Surname", "Family Name", "Prezime"],
  displayName: ["Display name", "Full Name", "Name", "Ime i prezime"],
  group: ["Department", "Departments", "Group", "Groups", "Team", "Odeljenje", "Sektor"],
  orgUnitPath: ["Org Unit Path", "Organizational Unit"],
  tags: ["Tags", "Labels", "Oznake"],
};

const FIELD_BY_NAME = new Map<string, Field>();
for (const [field, names] of Object.entries(ALIASES) as [Field, readonly string[]][]) {
  for (const name of names) FIELD_BY_NAME.set(normalizeHeader(name), field);
}

/**
 * A header name reduced to what identifies it: bracketed notes ("[Required]", "(optional)")
 * dropped, accents removed, lower case, letters and digits only.
 */
export function normalizeHeader(name: string): string {
  const folded = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const withoutNotes = folded.replace(/\[[^\]]*\]|\([^)]*\)/g, "");
  const key = withoutNotes.replace(/[^\p{L}\p{N}]/gu, "");
  // "[Email]" is all note: then the note is the name.
  return key === "" ? folded.replace(/[^\p{L}\p{N}]/gu, "") : key;
}

/**
 * Maps a CSV header row to person fields. Matching ignores case, spaces, underscores, hyphens,
 * accents and bracketed notes; the first column of a field wins and later duplicates are ignored.
 * "User principal name" is the email only when no better email column exists (Microsoft 365's
 * export has no other). Throws {@link CsvError} at `line` when there is no email column.
 */
export function mapPeopleHeader(header: string[], line = 1): PeopleHeader {
  const found: Partial<Record<Exclude<Field, "group" | "orgUnitPath">, number>> = {};
  const groups: number[] = [];
  const orgUnitPaths: number[] = [];
  const unmatched = new Set<number>();
  header.forEach((name, index) => {
    const field = FIELD_BY_NAME.get(normalizeHeader(name));
    if (field === "group" || field === "orgUnitPath") {
      groups.push(index);
      if (field === "orgUnitPath") orgUnitPaths.push(index);
    } else if (field !== undefined && found[field] === undefined) found[field] = index;
    else unmatched.add(index);
  });
  const email = found.email ?? found.upn;
  if (email === undefined) {
    const names = header.map((name) => name.trim()).filter((name) => name !== "");
    const shown = names.length > 10 ? [...names.slice(0, 10), "…"] : names;
    throw new CsvError(
      `no email column; expected one of: ${[...ALIASES.email, ...ALIASES.upn].join(", ")}` +
        (shown.length > 0 ? ` (the header has: ${shown.join(", ")})` : ""),
      line,
    );
  }
  if (found.upn !== undefined && found.upn !== email) unmatched.add(found.upn);
  const columns: PeopleColumns = { email, groups, orgUnitPaths };
  if (found.firstName !== undefined) columns.firstName = found.firstName;
  if (found.lastName !== undefined) columns.lastName = found.lastName;
  if (found.displayName !== undefined) columns.displayName = found.displayName;
  if (found.tags !== undefined) columns.tags = found.tags;
  const ignored = header.filter((name, index) => unmatched.has(index) && name.trim() !== "").map((name) => name.trim());
  return { columns, ignored };
}

const TAG_SEPARATORS = /[|;,]/;

/**
 * The person fields of one record, as {@link validatePersonRow} takes them: a display name is
 * split on its last space when first and last name are both empty, org unit paths lose their
 * leading "/" ("/" alone is no group), tags are split on `|`, `;` or `,`. Missing trailing fields
 * read as empty. Values are not trimmed or checked here.
 */
export function personInputFromRecord(columns: PeopleColumns, fields: readonly string[]): PersonInput {
  let firstName = columns.firstName === undefined ? "" : (fields[columns.firstName] ?? "");
  let lastName = columns.lastName === undefined ? "" : (fields[columns.lastName] ?? "");
  if (columns.displayName !== undefined && firstName.trim() === "" && lastName.trim() === "") {
    const full = (fields[columns.displayName] ?? "").trim();
    const space = full.lastIndexOf(" ");
    firstName = space === -1 ? full : full.slice(0, space);
    lastName = space === -1 ? "" : full.slice(space + 1);
  }
  const groups: string[] = [];
  for (const index of columns.groups) {
    let value = (fields[index] ?? "").trim();
    if (columns.orgUnitPaths.includes(index) && value.startsWith("/")) value = value.slice(1);
    if (value !== "") groups.push(value);
  }
  const tagCell = columns.tags === undefined ? "" : (fields[columns.tags] ?? "");
  return {
    email: fields[columns.email] ?? "",
    firstName,
    lastName,
    groups,
    tags: tagCell.trim() === "" ? [] : tagCell.split(TAG_SEPARATORS),
  };
}
