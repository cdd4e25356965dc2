/** Date and time in the interface language, e.g. "Mar 3, 2026, 14:05" / "3. mar 2026. 14:05". */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A date in the interface language, e.g. "Mar 3, 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium" }).format(date);
}

/** Serbian is written in the Latin script in this product. */
function locale(language: string): string {
  return language === "sr" ? "sr-Latn" : language;
}
