/** One value of a chart: a labelled number. */
export interface ChartDatum {
  /** What the value counts ("Finance", "Domains"). */
  label: string;
  /** The number. */
  value: number;
}

/** A series of a stacked chart. */
export interface ChartSeries {
  /** Key into each row's `values`. */
  key: string;
  /** Its name in the legend and the table. */
  label: string;
}

/** A row of a stacked bar chart: a label and one value per series. */
export interface StackedDatum {
  label: string;
  values: Readonly<Record<string, number>>;
}

/** A point of a trend: a day (`yyyy-MM-dd`) and its value. */
export interface TrendPoint {
  date: string;
  value: number;
}

/** The series colours in order (`--bulwark-color-chart-1` …), cycling. */
export const seriesColor = (index: number) => `var(--bulwark-color-chart-${(index % 6) + 1})`;
