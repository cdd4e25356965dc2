import type { ExportLanguage, ExportSource } from "../../exports/export-source.js";
import { requirements } from "./people.access.js";
import { PeopleRepository, type Person, type PersonOrigin, type ScoreCategory } from "./people.repository.js";

const categoryLabels: Record<ExportLanguage, Record<ScoreCategory, string>> = {
  en: { VeryLow: "Very low", Low: "Low", Medium: "Medium", High: "High", VeryHigh: "Very high" },
  sr: { VeryLow: "Veoma nizak", Low: "Nizak", Medium: "Srednji", High: "Visok", VeryHigh: "Veoma visok" },
};

const originLabels: Record<ExportLanguage, Record<PersonOrigin, string>> = {
  en: { manual: "manual", csv: "CSV import", google: "Google Workspace", microsoft: "Microsoft 365" },
  sr: { manual: "ručno", csv: "CSV uvoz", google: "Google Workspace", microsoft: "Microsoft 365" },
};

/** Groups and tags in one cell each, as a person's list shows them. */
const joined = (labels: readonly string[]) => labels.join(", ");

/**
 * The people inventory as an export: the list's filters (search, groups, tags, score range,
 * added between), with the score category and origin in the export's language.
 */
export const peopleExport: ExportSource<Person> = {
  kind: "people",
  fileStem: "people",
  requirement: requirements.read,
  columns: [
    { key: "firstName", header: { en: "First name", sr: "Ime" }, value: (person) => person.firstName, width: 18 },
    { key: "lastName", header: { en: "Last name", sr: "Prezime" }, value: (person) => person.lastName, width: 18 },
    { key: "email", header: { en: "Email", sr: "E-pošta" }, value: (person) => person.email, width: 32 },
    { key: "groups", header: { en: "Groups", sr: "Grupe" }, value: (person) => joined(person.groups), width: 24 },
    { key: "tags", header: { en: "Tags", sr: "Oznake" }, value: (person) => joined(person.tags), width: 24 },
    { key: "score", header: { en: "Score", sr: "Rezultat" }, value: (person) => person.score },
    {
      key: "scoreCategory",
      header: { en: "Score category", sr: "Kategorija rezultata" },
      value: (person, language) => (person.scoreCategory ? categoryLabels[language][person.scoreCategory] : null),
    },
    {
      key: "origin",
      header: { en: "Origin", sr: "Poreklo" },
      value: (person, language) => originLabels[language][person.origin],
      width: 18,
    },
    { key: "added", header: { en: "Added", sr: "Dodato" }, value: (person) => new Date(person.createdAt), width: 20 },
  ],
  rows(platform, tenantId, filters) {
    const { search, groups, tags, scoreMin, scoreMax, createdFrom, createdTo } = filters;
    return new PeopleRepository(platform.db, tenantId, platform.dialect).iterate({
      search,
      groups,
      tags,
      scoreMin,
      scoreMax,
      createdFrom,
      createdTo,
    });
  },
};
