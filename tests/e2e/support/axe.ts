import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe-core on the page as it is now and answers the serious and critical violations,
 * described one per line (empty when there are none). `E2E_AXE_SKIP` (rule ids, comma-separated)
 * turns rules off while debugging something else; never set it in CI.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol rather than added as a <script>: the pages run under a
  // Content-Security-Policy without inline scripts, which rightly blocks an injected one.
  if (!loaded) await page.evaluate(axeSource);
  // Colour contrast is judged on the page at rest: a toast fading in or a button's hover transition
  // caught half-way reads as low contrast though the user sees it for 150 ms. Infinite animations
  // (spinners, skeleton shimmer) never finish and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const skip = Object.fromEntries(
    (process.env.E2E_AXE_SKIP ?? "")
      .split(",")
      .filter(Boolean)
      .map((id) => [id, { enabled: false }]),
  );
  const violations = (await page.evaluate(async (skip) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<any> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], rules: skip });
    return result.violations;
  }, skip)) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`)
          .join(" | ")}`,
    );
}
