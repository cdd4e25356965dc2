import { useTranslation } from "react-i18next";
import { type ChartCommonProps, ChartFrame, useNumberFormat } from "./ChartFrame";
import * as css from "./charts.css";
import { LazyBarPlot } from "./lazyPlots";
import { type ChartDatum, type ChartSeries, type StackedDatum, seriesColor } from "./types";

/** Props of {@link BarChart}. */
export type BarChartProps = ChartCommonProps & {
  /**
   * Rows to make room for, loading or not (at most how many the data can have, e.g. the largest
   * groups plus "everyone else"): the chart keeps that height, so the page under it does not move
   * when the data arrives or has fewer rows.
   */
  reservedRows?: number;
} & (
    | {
        /** One bar per label (people by group). */
        data: readonly ChartDatum[];
        stacked?: never;
        series?: never;
      }
    | {
        data?: never;
        /** Stacked bars: one row per label, one segment per series (assets by type and state). */
        stacked: readonly StackedDatum[];
        /** The stacked series, in order; odd ones are hatched as well as coloured. */
        series: readonly ChartSeries[];
      }
  );

/**
 * Horizontal bars, labelled on the left with their totals on the right (readable without the
 * colour); stacked when given `series`, with a text legend. The table view lists every number.
 */
export function BarChart(props: BarChartProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { reservedRows, ...frameProps } = props;
  const { title, stacked, series, data } = frameProps;
  const rows = stacked ?? data ?? [];
  const total = (row: ChartDatum | StackedDatum) =>
    "values" in row ? Object.values(row.values).reduce((a, b) => a + b, 0) : row.value;
  const summary = `${title}: ${rows.map((row) => `${row.label} ${format(total(row))}`).join(", ")}`;
  const table = series
    ? {
        columns: [t("chart.category"), ...series.map((s) => s.label), t("chart.total")],
        rows: (stacked ?? []).map((row) => [
          row.label,
          ...series.map((s) => format(row.values[s.key] ?? 0)),
          format(total(row)),
        ]),
        numeric: [false, ...series.map(() => true), true],
      }
    : {
        columns: [t("chart.category"), t("chart.value")],
        rows: (data ?? []).map((row) => [row.label, format(row.value)]),
        numeric: [false, true],
      };
  return (
    <ChartFrame
      {...frameProps}
      // The bars set their own height: 30 px a row, and never less than the rows reserved.
      height={Math.max(rows.length, reservedRows ?? 1, 1) * 30}
      empty={rows.length === 0 || rows.every((row) => total(row) === 0)}
      table={table}
      plot={(width) => (
        <LazyBarPlot
          data={data}
          stacked={stacked}
          series={series}
          width={width}
          label={summary}
          format={(v) => format(v)}
        />
      )}
      legend={
        series && (
          <ul className={css.legend}>
            {series.map((s, index) => (
              <li key={s.key} className={css.legendItem}>
                <span
                  className={css.swatch}
                  style={{
                    background:
                      index % 2 === 1
                        ? `repeating-linear-gradient(45deg, ${seriesColor(index)} 0 3px, transparent 3px 5px)`
                        : seriesColor(index),
                  }}
                  aria-hidden="true"
                />
                {s.label}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
