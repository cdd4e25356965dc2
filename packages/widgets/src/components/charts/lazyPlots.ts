import { lazy } from "react";

// The visx drawings load on the first chart a page renders, in one chunk shared by every chart,
// so a page without charts never downloads them.
const load = () => import("./plots");

export const LazyBarPlot = lazy(() => load().then((m) => ({ default: m.BarPlot })));
export const LazyDonutPlot = lazy(() => load().then((m) => ({ default: m.DonutPlot })));
export const LazyTrendPlot = lazy(() => load().then((m) => ({ default: m.TrendPlot })));
export const LazyGaugePlot = lazy(() => load().then((m) => ({ default: m.GaugePlot })));
export const LazyFunnelPlot = lazy(() => load().then((m) => ({ default: m.FunnelPlot })));
