/**
 * Date and time in the interface language, e.g. "Mar 3, 2026, 14:05" / "3. mar 2026. 14:05": in
 * the viewer's time zone, or in `timeZone` (an IANA name) when a screen shows a schedule kept in
 * its own zone (a phishing simulation's).
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** A date in the interface language, e.g. "Mar 3, 2026"; in `timeZone` when given (see {@link formatDateTime}). */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeZone }).format(date);
}

/** Serbian is written in the Latin script in this product. */
function locale(language: string): string {
  return language === "sr" ? "sr-Latn" : language;
}
