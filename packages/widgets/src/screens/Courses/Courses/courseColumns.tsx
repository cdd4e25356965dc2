import type { Course } from "@bulwark/client";
import type { TFunction } from "i18next";
import type { DataTableColumn } from "../../../components/DataTable/DataTable";
import { completionRate, courseDates, passingRate } from "../shared/courses";

/**
 * The courses table's columns, what a security manager checks first: name (with its language),
 * dates (enrolment to end), learners, the completion rate (seeds: round(completed / total × 100),
 * 0 without learners) and the passing rate (seeds: shown as passed/total learners).
 */
export function courseColumns(t: TFunction, language: string): DataTableColumn<Course>[] {
  return [
    { id: "name", header: t("courses.list.columns.name"), primary: true, cell: (c) => c.name },
    {
      id: "language",
      header: t("courses.list.columns.language"),
      width: 110,
      cell: (c) => t(`courses.languages.${c.language}`),
    },
    { id: "dates", header: t("courses.list.columns.dates"), width: "26%", cell: (c) => courseDates(c, language) },
    {
      id: "learners",
      header: t("courses.list.columns.learners"),
      width: 96,
      align: "end",
      cell: (c) => String(c.learnerCount),
    },
    {
      id: "completion",
      header: t("courses.list.columns.completion"),
      width: 130,
      align: "end",
      cell: (c) => `${completionRate(c.completedCount, c.learnerCount)}%`,
    },
    {
      id: "passing",
      header: t("courses.list.columns.passing"),
      width: 120,
      align: "end",
      cell: (c) => passingRate(c.passedCount, c.learnerCount),
    },
  ];
}
