// The chart kit. The components are light; their visx drawings load lazily (lazyPlots.ts).
export type { BarChartProps } from "./BarChart";
export { BarChart } from "./BarChart";
export type { ChartCommonProps } from "./ChartFrame";
export type { DonutChartProps } from "./DonutChart";
export { DonutChart } from "./DonutChart";
export type { FunnelChartProps } from "./FunnelChart";
export { FunnelChart } from "./FunnelChart";
export type { ScoreGaugeProps } from "./ScoreGauge";
export { ScoreGauge } from "./ScoreGauge";
export type { TrendChartProps } from "./TrendChart";
export { TrendChart } from "./TrendChart";
export type { ChartDatum, ChartSeries, StackedDatum, TrendPoint } from "./types";
