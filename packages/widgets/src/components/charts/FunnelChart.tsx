import { useTranslation } from "react-i18next";
import { type ChartCommonProps, ChartFrame, useNumberFormat } from "./ChartFrame";
import { LazyFunnelPlot } from "./lazyPlots";
import type { ChartDatum } from "./types";

/** Props of {@link FunnelChart}. */
export interface FunnelChartProps extends ChartCommonProps {
  /** The steps, widest first (sent → opened → clicked → reported). */
  steps: readonly ChartDatum[];
}

/** Steps that narrow, each labelled with its count; the table adds each step's share of the previous one. */
export function FunnelChart(props: FunnelChartProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { steps, title } = props;
  const ofPrevious = (index: number) => {
    const previous = steps[index - 1]?.value;
    const value = steps[index]?.value ?? 0;
    return previous ? format(value / previous, { style: "percent", maximumFractionDigits: 0 }) : "—";
  };
  return (
    <ChartFrame
      {...props}
      height={Math.max(steps.length, 1) * 44}
      empty={steps.length === 0 || (steps[0]?.value ?? 0) === 0}
      table={{
        columns: [t("chart.step"), t("chart.value"), t("chart.conversion")],
        rows: steps.map((step, index) => [step.label, format(step.value), ofPrevious(index)]),
        numeric: [false, true, true],
      }}
      plot={(width) => (
        <LazyFunnelPlot
          steps={steps}
          width={width}
          label={`${title}: ${steps.map((s) => `${s.label} ${format(s.value)}`).join(", ")}`}
          format={(v) => format(v)}
        />
      )}
    />
  );
}
