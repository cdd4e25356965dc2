import { useTranslation } from "react-i18next";
import { type ChartCommonProps, ChartFrame, useNumberFormat } from "./ChartFrame";
import * as css from "./charts.css";
import { LazyDonutPlot } from "./lazyPlots";
import { type ChartDatum, seriesColor } from "./types";

/** Props of {@link DonutChart}. */
export interface DonutChartProps extends ChartCommonProps {
  /** The parts of the whole. */
  data: readonly ChartDatum[];
  /**
   * What the total in the middle counts ("assets"); a function of the total when the word agrees
   * with the number ("1 learner", "2 learners").
   */
  totalLabel: string | ((total: number) => string);
}

/**
 * Shares of a whole as a donut with the total in the middle; the legend beside it names every part
 * with its count and share, so the colours are never needed to read it.
 */
export function DonutChart(props: DonutChartProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { data, title, totalLabel, height = 160 } = props;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const totalWord = typeof totalLabel === "function" ? totalLabel(total) : totalLabel;
  const share = (value: number) =>
    format(total === 0 ? 0 : value / total, { style: "percent", maximumFractionDigits: 0 });
  const summary = `${title}: ${data.map((d) => `${d.label} ${format(d.value)} (${share(d.value)})`).join(", ")}`;
  return (
    <ChartFrame
      {...props}
      height={height}
      empty={total === 0}
      legendBeside
      table={{
        columns: [t("chart.category"), t("chart.value"), t("chart.share")],
        rows: data.map((d) => [d.label, format(d.value), share(d.value)]),
        numeric: [false, true, true],
      }}
      plot={() => (
        <LazyDonutPlot data={data} size={height} label={summary} totalLabel={totalWord} format={(v) => format(v)} />
      )}
      legend={
        <ul className={css.legendColumn}>
          {data.map((d, index) => (
            <li key={d.label} className={css.legendItem}>
              <span className={css.swatch} style={{ background: seriesColor(index) }} aria-hidden="true" />
              <span className={css.legendLabel}>{d.label}</span>
              <span className={css.legendValue}>
                {format(d.value)} · {share(d.value)}
              </span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
