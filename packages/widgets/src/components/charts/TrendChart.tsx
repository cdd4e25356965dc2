import { useTranslation } from "react-i18next";
import { type ChartCommonProps, ChartFrame, useNumberFormat } from "./ChartFrame";
import { LazyTrendPlot } from "./lazyPlots";
import type { TrendPoint } from "./types";

/** Props of {@link TrendChart}. */
export interface TrendChartProps extends ChartCommonProps {
  /** One point per day, oldest first. */
  points: readonly TrendPoint[];
  /** The value's name in the table ("Assets discovered"). */
  valueLabel?: string;
}

/** A value over time as a line over a soft area, with date and value ticks; the table lists each day. */
export function TrendChart(props: TrendChartProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const { points, title, valueLabel, height = 180 } = props;
  const locale = i18n.language === "sr" ? "sr-Latn" : "en-US";
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? `${title}: ${formatDate(first.date)} ${format(first.value)}, ${formatDate(last.date)} ${format(last.value)}, ${t("chart.total")} ${format(points.reduce((s, p) => s + p.value, 0))}`
      : title;
  return (
    <ChartFrame
      {...props}
      height={height}
      empty={points.length === 0 || points.every((p) => p.value === 0)}
      table={{
        columns: [t("chart.date"), valueLabel ?? t("chart.value")],
        rows: points.map((p) => [formatDate(p.date), format(p.value)]),
        numeric: [false, true],
      }}
      plot={(width) => (
        <LazyTrendPlot
          points={points}
          width={width}
          height={height}
          label={summary}
          format={(v) => format(v)}
          formatDate={formatDate}
        />
      )}
    />
  );
}
