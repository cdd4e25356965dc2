import type { NanoCampaignSummary } from "@bulwark/client";
import type { TFunction } from "i18next";
import { Badge } from "../../../components/Badge/Badge";
import type { DataTableColumn } from "../../../components/DataTable/DataTable";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { campaignDates, statusTone } from "../shared/nano";

/**
 * The campaigns table's columns: name, status as a badge, dates (first start to last end, or to
 * when it was stopped), learners, contents and the engagement rate the API computes
 * (round(engaged / sent × 100), 0 with none sent).
 */
export function nanoCampaignColumns(t: TFunction, language: string): DataTableColumn<NanoCampaignSummary>[] {
  return [
    { id: "name", header: t("nanoLearning.list.columns.name"), primary: true, cell: (c) => c.name },
    {
      id: "status",
      header: t("nanoLearning.list.columns.status"),
      width: 120,
      text: (c) => t(`nanoLearning.status.${c.status}`),
      cell: (c) => <Badge tone={statusTone(c.status)}>{t(`nanoLearning.status.${c.status}`)}</Badge>,
    },
    {
      id: "dates",
      header: t("nanoLearning.list.columns.dates"),
      width: "28%",
      text: (c) => campaignDates(c, language) ?? t("nanoLearning.list.noDates"),
      cell: (c) => campaignDates(c, language) ?? <span className={parts.muted}>{t("nanoLearning.list.noDates")}</span>,
    },
    {
      id: "learners",
      header: t("nanoLearning.list.columns.learners"),
      width: 96,
      align: "end",
      cell: (c) => String(c.learnersCount),
    },
    {
      id: "contents",
      header: t("nanoLearning.list.columns.contents"),
      width: 96,
      align: "end",
      cell: (c) => String(c.contentsCount),
    },
    {
      id: "engagement",
      header: t("nanoLearning.list.columns.engagement"),
      width: 150,
      align: "end",
      cell: (c) => `${c.engagementRate}%`,
    },
  ];
}
