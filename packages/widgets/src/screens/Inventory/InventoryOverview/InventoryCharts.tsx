import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card";
import { BarChart } from "../../../components/charts/BarChart";
import { TrendChart } from "../../../components/charts/TrendChart";
import type { InventoryFigures } from "../figuresQueries";
import { ASSET_TYPES } from "../shared/assets";
import * as css from "./InventoryOverview.css";

/** Rows of the people-by-group chart: the figures' default 8 largest groups, and everyone else. */
const PEOPLE_GROUP_ROWS = 9;

/** Props of {@link InventoryCharts}. */
export interface InventoryChartsProps {
  /** The organisation's figures (`useInventoryFigures`); `undefined` while they load. */
  figures: InventoryFigures | undefined;
  /** Extra class names on the grid. */
  className?: string;
}

/**
 * The inventory in three charts of the kit: people by group (the largest groups, then everyone
 * else, so the bars add up to the total), assets by type stacked by verification state, and the
 * assets discovery added each day of the last 30. Each chart names its numbers in text and has its
 * table view; the verified and unverified segments differ by hatching as well as colour. The
 * inventory overview and the web app's dashboard both show it.
 */
export function InventoryCharts({ figures, className }: InventoryChartsProps) {
  const { t } = useTranslation();
  const loading = figures === undefined;
  const people = figures?.people;
  const groups = people
    ? [
        ...people.groups.map((group) => ({ label: group.name, value: group.count })),
        ...(people.other > 0 ? [{ label: t("inventory.overview.charts.otherGroups"), value: people.other }] : []),
      ]
    : [];
  // Every type in the product's order, whatever order the answer lists them in.
  const byType = ASSET_TYPES.map((assetType) => {
    const row = figures?.assets.byType.find((figure) => figure.assetType === assetType);
    return {
      label: t(`inventory.overview.assetTypes.${assetType}`),
      values: { verified: row?.verified ?? 0, unverified: row?.unverified ?? 0 },
    };
  });
  return (
    <div className={[css.charts, className].filter(Boolean).join(" ")}>
      <Card className={css.chartCard}>
        <BarChart
          title={t("inventory.overview.charts.peopleByGroup")}
          description={t("inventory.overview.charts.peopleByGroupDescription", { count: people?.total ?? 0 })}
          data={groups}
          // The API's largest groups (8 by default) and everyone else: the height is known before the figures.
          reservedRows={PEOPLE_GROUP_ROWS}
          loading={loading}
        />
      </Card>
      <Card className={css.chartCard}>
        <BarChart
          title={t("inventory.overview.charts.assetsByType")}
          description={t("inventory.overview.charts.assetsByTypeDescription")}
          series={[
            { key: "verified", label: t("inventory.overview.charts.verified") },
            { key: "unverified", label: t("inventory.overview.charts.unverified") },
          ]}
          stacked={loading ? [] : byType}
          reservedRows={ASSET_TYPES.length}
          loading={loading}
        />
      </Card>
      <Card className={css.wideChartCard}>
        <TrendChart
          title={t("inventory.overview.charts.discoveryTrend")}
          description={t("inventory.overview.charts.discoveryTrendDescription")}
          valueLabel={t("inventory.overview.charts.discoveryTrendValue")}
          points={(figures?.discoveryTrend ?? []).map((day) => ({ date: day.date, value: day.count }))}
          loading={loading}
        />
      </Card>
    </div>
  );
}
