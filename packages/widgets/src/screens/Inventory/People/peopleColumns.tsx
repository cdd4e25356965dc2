import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../components/DataTable/DataTable";
import { formatDate } from "../../../components/format";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { visuallyHidden } from "../../../styles/utils.css";
import { originLabel, type Person } from "../shared/people";
import { ScoreBadge } from "../shared/ScoreBadge";
import * as css from "./People.css";

/**
 * The people table's columns: name (the row's name, taking the width the others leave), email,
 * groups, tags, score with its category, origin and the day added. Name, email, score and added sort on the server; each cell
 * is one line, and the full groups and tags show on hover and focus.
 */
export function peopleColumns(t: TFunction, language: string, sortable: boolean): DataTableColumn<Person>[] {
  const name = (person: Person) => `${person.firstName} ${person.lastName}`.trim();
  return [
    {
      id: "firstName",
      header: t("inventory.people.columns.name"),
      primary: true,
      sortable,
      text: (person) => name(person) || t("inventory.people.noName"),
      cell: (person) => name(person) || <span className={parts.muted}>{t("inventory.people.noName")}</span>,
    },
    {
      id: "email",
      header: t("inventory.people.columns.email"),
      sortable,
      width: "24%",
      cell: (person) => person.email,
    },
    {
      id: "groups",
      header: t("inventory.people.columns.groups"),
      width: "12%",
      text: (person) => person.groups.join(", "),
      cell: (person) => <LabelList items={person.groups} />,
    },
    {
      id: "tags",
      header: t("inventory.people.columns.tags"),
      width: "12%",
      text: (person) => person.tags.join(", "),
      cell: (person) => <LabelList items={person.tags} />,
    },
    {
      id: "score",
      header: t("inventory.people.columns.score"),
      sortable,
      width: 96,
      text: (person) => (person.score === null ? t("inventory.people.noScore") : String(person.score)),
      cell: (person) => <ScoreBadge score={person.score} category={person.scoreCategory} compact />,
    },
    {
      id: "origin",
      header: t("inventory.people.columns.origin"),
      width: 116,
      cell: (person) => originLabel(t, person.origin),
    },
    {
      id: "createdAt",
      header: t("inventory.people.columns.added"),
      sortable,
      width: 116,
      align: "end",
      cell: (person) => formatDate(person.createdAt, language),
    },
  ];
}

/**
 * Groups or tags of a row as small chips on one line: the first two, then "+2"; the cell cuts
 * what does not fit and its hover text (and the focused row) shows them all.
 */
function LabelList({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <span className={parts.muted}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{t("inventory.people.none")}</span>
      </span>
    );
  const shown = items.slice(0, 2);
  return (
    <span className={css.labels}>
      {shown.map((item) => (
        <span key={item} className={css.label}>
          {item}
        </span>
      ))}
      {items.length > shown.length && (
        <span className={parts.muted}>{t("inventory.people.more", { count: items.length - shown.length })}</span>
      )}
    </span>
  );
}
