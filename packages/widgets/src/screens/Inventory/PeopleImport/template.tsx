import { useTranslation } from "react-i18next";
import * as css from "./PeopleImport.css";

/** Header names and two sample rows in each interface language (the API recognises both). */
const TEMPLATES = {
  en: [
    ["First name", "Last name", "Email", "Department", "Tags"],
    ["Ana", "Petrović", "ana.petrovic@example.com", "Engineering", "remote|on-call"],
    ["Marko", "Jovanović", "marko.jovanovic@example.com", "Sales", ""],
  ],
  sr: [
    ["Ime", "Prezime", "Email", "Odeljenje", "Oznake"],
    ["Ana", "Petrović", "ana.petrovic@example.com", "Razvoj", "remote|on-call"],
    ["Marko", "Jovanović", "marko.jovanovic@example.com", "Prodaja", ""],
  ],
} as const;

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV file people can fill in: the recognised columns (email is the only one required; tags are
 * separated by `|`) and two sample rows, with a BOM so spreadsheet programs read it as UTF-8.
 */
export function peopleCsvTemplate(language: string): string {
  const rows = language === "sr" ? TEMPLATES.sr : TEMPLATES.en;
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** File name of the template. */
export const TEMPLATE_FILE_NAME = "people-template.csv";

/** "Download a CSV template": made in the browser, in the interface language. */
export function TemplateLink({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(peopleCsvTemplate(i18n.language))}`;
  return (
    <a className={[css.templateLink, className].filter(Boolean).join(" ")} href={href} download={TEMPLATE_FILE_NAME}>
      {t("inventory.people.import.template")}
    </a>
  );
}
