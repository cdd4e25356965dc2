import type { Lesson } from "@bulwark/client";
import type { TFunction } from "i18next";
import { Badge } from "../../../components/Badge/Badge";
import type { DataTableColumn } from "../../../components/DataTable/DataTable";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import * as css from "./Lessons.css";

/**
 * The lessons table's columns: name (the title in the interface's language under it when it
 * differs), languages as badges, tags, Premium or Standard, expected time, pages, and whether the
 * lesson is common or the organisation's own.
 */
export function lessonColumns(t: TFunction): DataTableColumn<Lesson>[] {
  return [
    { id: "name", header: t("learning.lessons.columns.name"), primary: true, cell: (lesson) => lesson.name },
    {
      id: "languages",
      header: t("learning.lessons.columns.languages"),
      width: 150,
      text: (lesson) => lesson.languages.map((l) => t(`learning.languages.${l}`)).join(", "),
      cell: (lesson) => (
        <span className={css.chips}>
          {lesson.languages.map((language) => (
            <Badge key={language} title={t(`learning.languages.${language}`)}>
              {language}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: "tags",
      header: t("learning.lessons.columns.tags"),
      width: "16%",
      text: (lesson) => lesson.tags.join(", "),
      cell: (lesson) =>
        lesson.tags.length === 0 ? <span className={parts.muted}>—</span> : <span>{lesson.tags.join(", ")}</span>,
    },
    {
      id: "premium",
      header: t("learning.lessons.columns.premium"),
      width: 110,
      text: (lesson) => (lesson.premium ? t("learning.lessons.premium") : t("learning.lessons.standard")),
      cell: (lesson) =>
        lesson.premium ? <Badge tone="primary">{t("learning.lessons.premium")}</Badge> : t("learning.lessons.standard"),
    },
    {
      id: "time",
      header: t("learning.lessons.columns.time"),
      width: 80,
      align: "end",
      cell: (lesson) => t("learning.lessons.minutes", { count: lesson.expectedCompletionTime }),
    },
    {
      id: "pages",
      header: t("learning.lessons.columns.pages"),
      width: 72,
      align: "end",
      cell: (l) => String(l.pageCount),
    },
    {
      id: "owner",
      header: t("learning.lessons.columns.owner"),
      width: 120,
      text: (lesson) => (lesson.tenantId === null ? t("learning.lessons.common") : t("learning.lessons.organization")),
      cell: (lesson) =>
        lesson.tenantId === null ? (
          <Badge>{t("learning.lessons.common")}</Badge>
        ) : (
          <Badge tone="success">{t("learning.lessons.organization")}</Badge>
        ),
    },
  ];
}
