import type { TFunction } from "i18next";
import { Badge } from "../../../../components/Badge/Badge";
import type { DataTableColumn } from "../../../../components/DataTable/DataTable";
import { formatDate } from "../../../../components/format";
import type { PhishingSimulation } from "../queries";
import { simulationTone } from "../shared/simulations";

/**
 * The simulations table's columns: name, status as a badge, start, end (or when it was stopped),
 * dates in the simulation's time zone, targets, emails sent of planned, the funnel's opened,
 * clicked and reported as shares of the emails sent, and the templates (several for an A/B
 * simulation; hidden at first, so that at 1366 px the name keeps a readable width: with every
 * column shown the fixed widths took the whole table and left the name none).
 */
export function simulationColumns(t: TFunction, language: string): DataTableColumn<PhishingSimulation>[] {
  return [
    { id: "name", header: t("simulations.list.columns.name"), primary: true, cell: (s) => s.name },
    {
      id: "status",
      header: t("simulations.list.columns.status"),
      width: 100,
      text: (s) => t(`simulations.status.${s.status}`),
      cell: (s) => <Badge tone={simulationTone(s.status)}>{t(`simulations.status.${s.status}`)}</Badge>,
    },
    {
      id: "start",
      header: t("simulations.list.columns.start"),
      width: 120,
      cell: (s) => formatDate(s.startDate, language, s.timeZone),
    },
    {
      id: "end",
      header: t("simulations.list.columns.end"),
      width: 120,
      cell: (s) => formatDate(s.stoppedAt ?? s.endDate, language, s.timeZone),
    },
    {
      id: "targets",
      header: t("simulations.list.columns.targets"),
      width: 80,
      align: "end",
      cell: (s) => String(s.targetsCount),
    },
    {
      id: "sent",
      header: t("simulations.list.columns.sent"),
      width: 110,
      align: "end",
      text: (s) => t("simulations.list.sentOf", { sent: s.funnel.sent, planned: s.emailsCount }),
      cell: (s) => t("simulations.list.sentOf", { sent: s.funnel.sent, planned: s.emailsCount }),
    },
    ...(["opened", "clicked", "reported"] as const).map(
      (step): DataTableColumn<PhishingSimulation> => ({
        id: step,
        header: t(`simulations.funnel.${step}`),
        width: 88,
        align: "end",
        cell: (s) => `${percentOf(s.funnel[step], s.funnel.sent)}%`,
      }),
    ),
    {
      id: "templates",
      header: t("simulations.list.columns.templates"),
      width: "18%",
      hideable: true,
      hiddenByDefault: true,
      cell: (s) => s.templates.map((template) => template.name).join(", "),
    },
  ];
}

/** A funnel step as the overview rounds it: a share of the emails sent, 0 with none sent. */
const percentOf = (count: number, sent: number) => (sent === 0 ? 0 : Math.round((count / sent) * 100));
