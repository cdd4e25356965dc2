import { type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import * as css from "./charts.css";

/** Props shared by every chart of the kit. */
export interface ChartCommonProps {
  /** The chart's title; names the figure. */
  title: string;
  /** A line under the title (what is counted, the period). */
  description?: ReactNode;
  /** Height of the plot in px (the width follows the container). */
  height?: number;
  /** Start on the table instead of the drawing. */
  defaultView?: "chart" | "table";
  /** The numbers are still on their way: a skeleton of the plot's size, not "No data". */
  loading?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps extends ChartCommonProps {
  /** The table alternative: the same numbers as rows and columns. */
  table: { columns: readonly string[]; rows: ReadonlyArray<readonly ReactNode[]>; numeric?: readonly boolean[] };
  /** The drawing, given the measured width. Lazily loaded plots go here. */
  plot: (width: number) => ReactNode;
  /** Text beside or under the drawing (legend); stays visible in both views' chart side. */
  legend?: ReactNode;
  /** Lays the legend beside the plot (donut) instead of under it. */
  legendBeside?: boolean;
  /** Nothing to draw: says so instead. */
  empty?: boolean;
}

/**
 * The container's width, following resizes (a ResizeObserver on the element; nothing on
 * `document`). A callback ref, so an element mounted later (data that arrives after the empty
 * state) is measured too.
 */
export function useWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}

/**
 * The frame of every chart: a `figure` named by its title, a "Show as table" toggle, and either
 * the drawing (lazily loaded, a skeleton meanwhile) with its text legend, or a real table of the
 * same numbers. The drawing is `role="img"` with a summary label; the numbers are always one click
 * away as text, so neither colour nor shape is the only way to read them.
 */
export function ChartFrame({
  title,
  description,
  height = 220,
  defaultView = "chart",
  className,
  table,
  plot,
  legend,
  legendBeside = false,
  empty = false,
  loading = false,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState(defaultView);
  const { ref, width } = useWidth<HTMLDivElement>();
  const fallback = <div className={css.placeholder} style={{ height }} aria-hidden="true" />;
  const drawing = (
    // Beside its legend the plot sits in an `auto` grid column: give it the square donut's width,
    // or the column would size to the empty container and the plot (drawn once measured) never appear.
    <div
      key="drawing"
      ref={ref}
      className={css.plot}
      style={legendBeside ? { minHeight: height, width: height } : { minHeight: height }}
    >
      {width > 0 && <Suspense fallback={fallback}>{plot(width)}</Suspense>}
    </div>
  );
  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={[css.figure, className].filter(Boolean).join(" ")}
    >
      <div className={css.header}>
        <div className={css.caption}>
          <h3 id={titleId} className={css.title}>
            {title}
          </h3>
          {description && <p className={css.description}>{description}</p>}
        </div>
        {!empty && !loading && (
          <button
            type="button"
            className={css.toggle}
            aria-pressed={view === "table"}
            onClick={() => setView(view === "table" ? "chart" : "table")}
          >
            {t("chart.showTable")}
          </button>
        )}
      </div>
      {/* Each state is its own element (keyed): the pulsing skeleton is replaced, not restyled into the
          drawing or the empty box. Restyled, the same node stopped its compositor animation and
          Chrome counted it as moved from the viewport's corner (a layout shift of 0.15 on the
          dashboard) though it stayed where it was. */}
      {loading ? (
        <div key="loading" className={css.placeholder} style={{ height }} aria-hidden="true" />
      ) : empty ? (
        <div key="empty" className={css.empty} style={{ minHeight: height }}>
          {t("chart.noData")}
        </div>
      ) : view === "table" ? (
        <table key="table" className={css.table}>
          <caption className={css.description} style={{ textAlign: "start", captionSide: "top" }}>
            {title}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={[css.th, table.numeric?.[index] ? css.num : ""].join(" ")}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => {
                  const key = table.columns[index] ?? String(index);
                  return index === 0 ? (
                    <th key={key} scope="row" className={css.td} style={{ fontWeight: "inherit", textAlign: "start" }}>
                      {cell}
                    </th>
                  ) : (
                    <td key={key} className={[css.td, table.numeric?.[index] ? css.num : ""].join(" ")}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : legendBeside ? (
        <div key="donut" className={css.donutLayout}>
          {drawing}
          {legend}
        </div>
      ) : (
        <>
          {drawing}
          {legend}
        </>
      )}
    </figure>
  );
}

/** Formats a count for the reader's language (1,284 / 1.284). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "sr" ? "sr-Latn" : "en-US";
  return (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value);
}
