import { useTranslation } from "react-i18next";
import { scoreCategory } from "../../score/score";
import { type ChartCommonProps, ChartFrame } from "./ChartFrame";
import * as css from "./charts.css";
import { LazyGaugePlot } from "./lazyPlots";

/** Props of {@link ScoreGauge}. */
export interface ScoreGaugeProps extends ChartCommonProps {
  /** The 0–100 score, or `null` when none has been calculated. */
  value: number | null;
  /** Width of the gauge in px; the specification's is 225. */
  size?: number;
}

/**
 * The security score as the specification's semicircular gauge (0–100, bands at 0/26/51/76/96 in
 * red, orange, amber, yellow, teal), the score in the centre and its category named beneath — in
 * words, so the colour is never the only signal. Without a score the bands fade and nothing is
 * claimed.
 */
export function ScoreGauge(props: ScoreGaugeProps) {
  const { t } = useTranslation();
  const { value, size = 225 } = props;
  const category = value === null ? null : scoreCategory(value);
  const categoryText = category ? t(`score.category.${category}`) : t("chart.noData");
  const label =
    value === null ? categoryText : t("chart.gaugeLabel", { value: String(Math.round(value)), category: categoryText });
  return (
    <ChartFrame
      {...props}
      height={size / 2 + 8}
      table={{
        columns: [t("chart.category"), t("chart.value")],
        rows: [[categoryText, value === null ? "—" : String(Math.round(value))]],
        numeric: [false, true],
      }}
      plot={(width) => (
        <div className={css.gaugeWrap}>
          <LazyGaugePlot value={value} width={Math.min(size, width)} label={label} />
        </div>
      )}
      // The category is text known from the first frame: under the drawing rather than inside the
      // lazily loaded plot, so what is under the gauge does not move down a line when the plot lands.
      legend={<p className={css.gaugeCategory}>{categoryText}</p>}
    />
  );
}
