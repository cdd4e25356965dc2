/**
 * Client-side rules of the organisation screens, mirroring `openapi.yaml` (and so the API):
 * names 2–100 characters after trimming, web URLs `^https?://...`, colours `#rrggbb`, emails,
 * domains of the reporting extension.
 */

export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** Image upload limit (seeds: under 5 MB). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted logo types: any image (seeds: "only image MIME types"). */
export const LOGO_ACCEPT = "image/*";
/** Contract limits of the reporting extension's data. */
export const MAX_DOMAINS = 500;
export const MAX_OVERLAY_CHARS = 500;
/** Contract limit of one invitation request. */
export const MAX_INVITE_EMAILS = 100;

/** Problem with a name field, or null. */
export type NameProblem = { kind: "required" } | { kind: "min"; min: number } | { kind: "max"; max: number } | null;

export function checkName(value: string): NameProblem {
  const trimmed = value.trim();
  if (trimmed === "") return { kind: "required" };
  if (trimmed.length < NAME_MIN) return { kind: "min", min: NAME_MIN };
  if (trimmed.length > NAME_MAX) return { kind: "max", max: NAME_MAX };
  return null;
}

const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An optional web address: empty, or http(s) with a host (the contract's `WebUrl`). */
export function isValidWebUrl(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === "" || (trimmed.length <= 2048 && WEB_URL.test(trimmed));
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
export function isValidColor(value: string): boolean {
  return COLOR.test(value);
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Splits a list typed by a person on commas, semicolons and line breaks, dropping blanks. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What is wrong with a typed email list; each list is empty when fine. */
export interface EmailListCheck {
  emails: string[];
  invalid: string[];
  duplicates: string[];
}

/** Checks each address ("Invalid email") and repeats, ignoring case ("Duplicate email addresses are not allowed"). */
export function checkEmails(text: string): EmailListCheck {
  const emails = splitEmails(text);
  const invalid = emails.filter((email) => !isValidEmail(email));
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const email of emails) {
    const key = email.toLowerCase();
    if (seen.has(key)) duplicates.add(email);
    seen.add(key);
  }
  return { emails, invalid, duplicates: [...duplicates] };
}

const DOMAIN = /^(\*\.)?([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
/** A whitelisted domain: `example.com`, `mail.example.com` or `*.example.com`. */
export function isValidDomain(value: string): boolean {
  return value.length <= 253 && DOMAIN.test(value);
}
