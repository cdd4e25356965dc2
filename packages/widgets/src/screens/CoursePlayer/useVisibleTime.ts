import { useCallback, useEffect, useRef } from "react";

/** How often the time a page was visible is reported while the learner stays on it. */
export const REPORT_INTERVAL_MS = 15_000;

/** What {@link useVisibleTime} reports: the page on screen and the seconds it was visible since the last report. */
export type ReportVisibleTime = (
  body: { pageId: string; visibleSeconds: number },
  options?: { keepalive?: boolean },
) => unknown;

/**
 * Measures honestly the time a page is in front of the learner: only while the document is
 * visible (a background tab, a minimised window or a locked screen counts nothing). Window focus
 * is deliberately not required: watching a lesson video moves focus into its frame, and reading
 * on one screen while the pointer rests on another is still reading.
 *
 * On a new page it reports the page with 0 seconds (so it counts as viewed), then the visible
 * seconds every {@link REPORT_INTERVAL_MS} while any accrued, when the page is hidden, when the
 * browser leaves the page (`pagehide`, sent with `keepalive` so it outlives the page) and when the
 * learner moves to another page. Nothing is sent while `pageId` is null (a preview, a finished
 * course). Answers a function that sends what accrued now (before finishing the course, after
 * which the API records no more time), settling when the report did.
 */
export function useVisibleTime(pageId: string | null, report: ReportVisibleTime): () => Promise<unknown> {
  const reportRef = useRef(report);
  reportRef.current = report;
  const flushNow = useRef<() => unknown>(() => undefined);

  useEffect(() => {
    if (!pageId) return;
    let visibleSince: number | null = document.visibilityState === "visible" ? Date.now() : null;
    /** Visible milliseconds not reported yet, besides the running stretch. */
    let banked = 0;

    const bank = () => {
      if (visibleSince === null) return;
      const now = Date.now();
      banked += Math.max(0, now - visibleSince);
      visibleSince = now;
    };
    /** Reports what accrued; `last`: even a sliver (the page is going away, or the course is being finished). */
    const flush = (keepalive: boolean, last = keepalive): unknown => {
      bank();
      // Whole tenths of a second; a sliver under one second waits for the next report.
      const seconds = Math.floor(banked / 100) / 10;
      if (seconds < 1 && !(last && seconds > 0)) return undefined;
      banked = 0;
      return reportRef.current(
        { pageId, visibleSeconds: Math.min(seconds, 3600) },
        keepalive ? { keepalive } : undefined,
      );
    };
    flushNow.current = () => flush(false, true);
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        visibleSince ??= Date.now();
        return;
      }
      bank();
      visibleSince = null;
      flush(true);
    };
    const onPageHide = () => flush(true);

    reportRef.current({ pageId, visibleSeconds: 0 });
    const timer = setInterval(() => flush(false), REPORT_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      flushNow.current = () => undefined;
      // Leaving this page for another one: its last stretch goes with its own id.
      flush(false);
    };
  }, [pageId]);

  return useCallback(async () => flushNow.current(), []);
}
