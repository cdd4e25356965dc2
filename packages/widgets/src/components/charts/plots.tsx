// The drawings of the chart kit, on visx (SVG through React, d3's maths). This module is only ever
// imported lazily (see lazyPlots.ts), so the charting code stays out of the first paint.
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { AreaClosed, LinePath, Pie } from "@visx/shape";
import { useId } from "react";
import { scoreRanges } from "../../score/score";
import * as css from "./charts.css";
import { type ChartDatum, type ChartSeries, type StackedDatum, seriesColor, type TrendPoint } from "./types";

type Format = (value: number) => string;

/** A diagonal hatch for odd series, so stacked segments differ in texture as well as colour. */
function Hatch({ id, color }: { id: string; color: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" style={{ fill: color }} />
      <line x1="0" y1="0" x2="0" y2="6" stroke="var(--bulwark-color-surface)" strokeWidth="2" strokeOpacity="0.55" />
    </pattern>
  );
}

const ROW = 30;
const BAR = 16;

/**
 * How many characters of a 12 px label fit in `width` px: measured on the kit's font (about
 * 6.2 px a character on average), so a label never runs past the plot's left edge, as it did on
 * a phone when a fixed count let "Other groups or none" overflow.
 */
export function fittingChars(width: number): number {
  return Math.max(4, Math.floor(width / 6.2));
}

/** `text` cut to `max` characters with an ellipsis, or whole when it fits. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Horizontal bars (one series) or stacked bars (several), labels on the left, totals on the right. */
export function BarPlot({
  data,
  stacked,
  series,
  width,
  label,
  format,
}: {
  data?: readonly ChartDatum[];
  stacked?: readonly StackedDatum[];
  series?: readonly ChartSeries[];
  width: number;
  label: string;
  format: Format;
}) {
  const id = useId();
  const rows: Array<{ label: string; parts: Array<{ key: string; value: number; index: number }> }> = stacked
    ? stacked.map((row) => ({
        label: row.label,
        parts: (series ?? []).map((s, index) => ({ key: s.key, value: row.values[s.key] ?? 0, index })),
      }))
    : (data ?? []).map((d) => ({ label: d.label, parts: [{ key: "value", value: d.value, index: 0 }] }));
  const totals = rows.map((row) => row.parts.reduce((sum, part) => sum + part.value, 0));
  const labelWidth = Math.min(Math.max(width * 0.36, 80), 180);
  const labelChars = fittingChars(labelWidth - 12);
  const valueWidth = 56;
  const plotWidth = Math.max(width - labelWidth - valueWidth, 20);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...totals)], range: [0, plotWidth], nice: true });
  const y = scaleBand<number>({ domain: rows.map((_, index) => index), range: [0, rows.length * ROW], padding: 0 });
  const height = rows.length * ROW;
  return (
    <svg width={width} height={height} className={css.svg} role="img" aria-label={label}>
      <defs>
        {(series ?? []).map((s, index) =>
          index % 2 === 1 ? <Hatch key={s.key} id={`${id}-${index}`} color={seriesColor(index)} /> : null,
        )}
      </defs>
      {rows.map((row, index) => {
        const top = (y(index) ?? 0) + (ROW - BAR) / 2;
        let offset = 0;
        return (
          <Group key={row.label} top={top}>
            <text x={labelWidth - 10} y={BAR / 2} dy="0.35em" textAnchor="end" className={css.labelText}>
              {/* A shortened label keeps its whole text for a pointer; the table view lists it too. */}
              {row.label.length > labelChars && <title>{row.label}</title>}
              {shorten(row.label, labelChars)}
            </text>
            <rect
              x={labelWidth}
              y={0}
              width={plotWidth}
              height={BAR}
              rx={4}
              style={{ fill: "var(--bulwark-color-surface-sunken)" }}
            />
            {row.parts.map((part) => {
              const w = x(part.value);
              const rect = (
                <rect
                  key={part.key}
                  x={labelWidth + offset}
                  y={0}
                  width={Math.max(w, 0)}
                  height={BAR}
                  rx={part.value > 0 && w > 6 ? 4 : 0}
                  style={{ fill: part.index % 2 === 1 ? `url(#${id}-${part.index})` : seriesColor(part.index) }}
                />
              );
              offset += w;
              return rect;
            })}
            <text x={width - 4} y={BAR / 2} dy="0.35em" textAnchor="end" className={css.valueText}>
              {format(totals[index] ?? 0)}
            </text>
          </Group>
        );
      })}
    </svg>
  );
}

/** A donut of shares with the total in the middle. */
export function DonutPlot({
  data,
  size,
  label,
  totalLabel,
  format,
}: {
  data: readonly ChartDatum[];
  size: number;
  label: string;
  totalLabel: string;
  format: Format;
}) {
  const radius = size / 2;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <svg width={size} height={size} className={css.svg} role="img" aria-label={label}>
      <Group top={radius} left={radius}>
        <Pie
          data={data.filter((d) => d.value > 0)}
          pieValue={(d) => d.value}
          outerRadius={radius}
          innerRadius={radius * 0.64}
          padAngle={data.length > 1 ? 0.02 : 0}
          cornerRadius={3}
          pieSortValues={null}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path
                key={arc.data.label}
                d={pie.path(arc) ?? ""}
                style={{ fill: seriesColor(data.indexOf(arc.data)) }}
              />
            ))
          }
        </Pie>
        <text textAnchor="middle" dy="0.1em" className={css.center}>
          {format(total)}
        </text>
        <text textAnchor="middle" dy="1.9em" className={css.centerSmall}>
          {totalLabel}
        </text>
      </Group>
    </svg>
  );
}

/** A trend over days: an area under a line, the last point marked, a few date and value ticks. */
export function TrendPlot({
  points,
  width,
  height,
  label,
  format,
  formatDate,
}: {
  points: readonly TrendPoint[];
  width: number;
  height: number;
  label: string;
  format: Format;
  formatDate: (date: string) => string;
}) {
  const id = useId();
  const margin = { top: 8, right: 12, bottom: 22, left: 36 };
  const innerWidth = Math.max(width - margin.left - margin.right, 10);
  const innerHeight = Math.max(height - margin.top - margin.bottom, 10);
  const max = Math.max(1, ...points.map((p) => p.value));
  const x = scaleLinear<number>({ domain: [0, Math.max(points.length - 1, 1)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(3);
  const dateTicks = points.length <= 1 ? [0] : [0, Math.floor((points.length - 1) / 2), points.length - 1];
  const last = points[points.length - 1];
  const indexed = points.map((p, index) => ({ ...p, index }));
  return (
    <svg width={width} height={height} className={css.svg} role="img" aria-label={label}>
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" style={{ stopColor: seriesColor(0), stopOpacity: 0.28 }} />
          <stop offset="100%" style={{ stopColor: seriesColor(0), stopOpacity: 0.02 }} />
        </linearGradient>
      </defs>
      <Group left={margin.left} top={margin.top}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={css.gridLine} />
            <text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" className={css.axisText}>
              {format(tick)}
            </text>
          </g>
        ))}
        <AreaClosed
          data={indexed}
          x={(p) => x(p.index)}
          y={(p) => y(p.value)}
          yScale={y}
          style={{ fill: `url(#${id}-fill)` }}
        />
        <LinePath
          data={indexed}
          x={(p) => x(p.index)}
          y={(p) => y(p.value)}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          style={{ stroke: seriesColor(0), fill: "none" }}
        />
        {last && (
          <circle
            cx={x(points.length - 1)}
            cy={y(last.value)}
            r={4}
            strokeWidth={2}
            style={{ fill: "var(--bulwark-color-surface)", stroke: seriesColor(0) }}
          />
        )}
        {dateTicks.map((index, at) => {
          const point = points[index];
          if (!point) return null;
          return (
            <text
              key={index}
              x={x(index)}
              y={innerHeight + 16}
              textAnchor={at === 0 ? "start" : at === dateTicks.length - 1 ? "end" : "middle"}
              className={css.axisText}
            >
              {formatDate(point.date)}
            </text>
          );
        })}
      </Group>
    </svg>
  );
}

/** The score colours of the specification's gauge stops, lowest first. */
const SCORE_COLORS = [
  "var(--bulwark-color-score-very-low)",
  "var(--bulwark-color-score-low)",
  "var(--bulwark-color-score-medium)",
  "var(--bulwark-color-score-high)",
  "var(--bulwark-color-score-very-high)",
];

/**
 * The semicircular 0–100 gauge: five bands at the specification's stops (0 red, 26 orange, 51
 * amber, 76 yellow, 96 teal), a marker at the score, the score in the middle.
 */
export function GaugePlot({ value, width, label }: { value: number | null; width: number; label: string }) {
  const outer = width / 2;
  const inner = outer * 0.74;
  const height = outer + 8;
  const angle = (score: number) => -Math.PI / 2 + (Math.min(Math.max(score, 0), 100) / 100) * Math.PI;
  const bands = scoreRanges.map((range, index) => ({
    start: index === 0 ? 0 : range.min - 0.5,
    end: index === scoreRanges.length - 1 ? 100 : range.max + 0.5,
    color: SCORE_COLORS[index] ?? SCORE_COLORS[0],
  }));
  const marker = value === null ? null : angle(value);
  const markerRadius = (outer + inner) / 2;
  return (
    <svg width={width} height={height} className={css.svg} role="img" aria-label={label}>
      <Group top={outer} left={outer}>
        <Pie
          data={bands}
          pieValue={(band) => band.end - band.start}
          startAngle={-Math.PI / 2}
          endAngle={Math.PI / 2}
          outerRadius={outer}
          innerRadius={inner}
          padAngle={0.012}
          pieSortValues={null}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path
                key={arc.data.start}
                d={pie.path(arc) ?? ""}
                style={{ fill: arc.data.color, opacity: value === null ? 0.25 : 1 }}
              />
            ))
          }
        </Pie>
        {marker !== null && (
          <circle
            cx={Math.sin(marker) * markerRadius}
            cy={-Math.cos(marker) * markerRadius}
            r={(outer - inner) / 2 + 3}
            strokeWidth={3}
            style={{ fill: "var(--bulwark-color-surface)", stroke: "var(--bulwark-color-text)" }}
          />
        )}
        <text textAnchor="middle" y={-outer * 0.12} className={css.center} style={{ fontSize: outer * 0.36 }}>
          {value === null ? "–" : Math.round(value)}
        </text>
      </Group>
    </svg>
  );
}

/** A funnel: each step a centred bar as wide as its share of the first, with the step's count. */
export function FunnelPlot({
  steps,
  width,
  label,
  format,
}: {
  steps: readonly ChartDatum[];
  width: number;
  label: string;
  format: Format;
}) {
  const rowHeight = 44;
  const barHeight = 24;
  const first = Math.max(1, steps[0]?.value ?? 1);
  const x = scaleLinear<number>({ domain: [0, first], range: [0, width] });
  return (
    <svg width={width} height={steps.length * rowHeight} className={css.svg} role="img" aria-label={label}>
      {steps.map((step, index) => {
        const w = Math.max(x(step.value), 2);
        return (
          <Group key={step.label} top={index * rowHeight}>
            <text x={0} y={10} className={css.labelText}>
              {step.label}
            </text>
            <text x={width} y={10} textAnchor="end" className={css.valueText}>
              {format(step.value)}
            </text>
            <rect
              x={(width - w) / 2}
              y={16}
              width={w}
              height={barHeight}
              rx={4}
              style={{ fill: seriesColor(0), opacity: 1 - index * (0.5 / Math.max(steps.length - 1, 1)) }}
            />
          </Group>
        );
      })}
    </svg>
  );
}
