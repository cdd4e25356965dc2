#!/usr/bin/env node
// `pnpm lighthouse` (node scripts/lighthouse.mjs): Lighthouse 12 (desktop preset, simulated throttling, cold cache)
// on the sign-in page, the dashboard and People of what `pnpm start` serves: the API with the
// built web app (api/src/web-app.ts `builtSites`, precompressed, as main.ts mounts it), on a fresh
// database seeded with an organisation of 40 people. The signed-in pages get a session through the
// API (as scripts/screens.mjs does). Prints performance, accessibility, largest contentful paint
// and bytes per page; the README's "Fast on the first visit" table comes from it.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Runs each page RUNS times
// (default 3) and reports the median, since simulated throttling still scales with the machine.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const chromeLauncher = requireFromLighthouse("chrome-launcher");
const puppeteer = requireFromLighthouse("puppeteer-core");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.RUNS ?? 3);
const say = (line) => process.stdout.write(`${line}\n`);

const { buildIfStale } = await tsImport("../tests/e2e/support/build.ts", import.meta.url);
const harness = await tsImport("../api/src/test/harness.ts", import.meta.url);
const { builtSites } = await tsImport("../api/src/web-app.ts", import.meta.url);

say("Building what is stale (web app, elements bundle)…");
buildIfStale("web-app", path.join(root, "examples/web-app/dist/index.html"), [
  "examples/web-app/src",
  "examples/web-app/index.html",
  "packages/widgets/src",
  "packages/client/src",
]);
buildIfStale("@bulwark/elements", path.join(root, "packages/elements/dist/bulwark-elements.js"), [
  "packages/elements/src",
  "packages/widgets/src",
]);

const api = await harness.startTestApi({}, { staticSites: builtSites() });
const owner = await harness.createOrganizationOwner(api, "Acme d.o.o.");
const csv = [
  "First Name,Last Name,Email,Department",
  ...Array.from({ length: 40 }, (_, i) => `Person${i},Example,person${i}@acme.example,Dept ${i % 5}`),
].join("\r\n");
const imported = await api.request("POST", "/api/v1/inventory/people/import", {
  token: owner.accessToken,
  tenant: owner.tenantId,
  raw: csv,
  headers: { "content-type": "text/csv" },
});
if (imported.status !== 200) throw new Error(`people import: ${imported.status} ${JSON.stringify(imported.body)}`);

const only = process.env.PAGES?.split(",");
const pages = [
  { name: "Sign-in", path: "/auth", signedIn: false },
  { name: "Dashboard", path: "/", signedIn: true },
  { name: "People", path: "/inventory/people", signedIn: true },
].filter((page) => !only || only.includes(page.name));

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

/** Puts the session in the app's storage (or removes it), then empties the HTTP cache: a cold first visit. */
async function prepare(signedIn) {
  const tab = await browser.newPage();
  await tab.goto(`${api.baseUrl}/robots-${Date.now()}.txt`);
  await tab.evaluate(
    (tokens) => {
      localStorage.clear();
      if (tokens) localStorage.setItem("bulwark.tokens", tokens);
    },
    signedIn ? JSON.stringify({ accessToken: owner.accessToken, refreshToken: owner.refreshToken }) : null,
  );
  const cdp = await tab.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await tab.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const page of pages) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await prepare(page.signedIn);
    const result = await lighthouse(
      `${api.baseUrl}${page.path}`,
      // Storage is kept (the session); the cache was emptied by prepare().
      { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: true },
      desktopConfig,
    );
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_SHIFTS=1 names the elements that moved (what to fix when the layout shift is high).
    if (process.env.LIGHTHOUSE_SHIFTS) {
      for (const item of audits["layout-shifts"]?.details?.items ?? []) {
        say(`  shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? ""} ${item.node?.selector ?? ""}`);
      }
      // Lighthouse names one node per shift; the browser's own entries say where each moved from
      // and to, which tells what above it changed size.
      await prepare(page.signedIn);
      const tab = await browser.newPage();
      await tab.setViewport({ width: 1350, height: 940 });
      await tab.evaluateOnNewDocument(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__shifts.push({
              at: Math.round(entry.startTime),
              value: entry.value.toFixed(3),
              sources: entry.sources.map((source) => ({
                node: source.node?.outerHTML?.slice(0, 90) ?? "",
                from: `${Math.round(source.previousRect.y)}+${Math.round(source.previousRect.height)}`,
                to: `${Math.round(source.currentRect.y)}+${Math.round(source.currentRect.height)}`,
              })),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await tab.goto(`${api.baseUrl}${page.path}`, { waitUntil: "networkidle0" });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const shift of await tab.evaluate(() => window.__shifts)) {
        say(`  at ${shift.at} ms, ${shift.value}:`);
        for (const source of shift.sources) say(`    y ${source.from} → ${source.to}  ${source.node}`);
      }
      // LIGHTHOUSE_SHIFTS_SHOT=file.png keeps a picture of the page as it settled.
      if (process.env.LIGHTHOUSE_SHIFTS_SHOT) await tab.screenshot({ path: process.env.LIGHTHOUSE_SHIFTS_SHOT });
      await tab.close();
    }
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits["largest-contentful-paint"].numericValue / 1000,
      bytes: audits["total-byte-weight"].numericValue / 1024,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
      // What the bytes are: script, stylesheet, font, document, other (the API's answers).
      kinds: Object.fromEntries(
        (audits["resource-summary"]?.details?.items ?? [])
          .filter((item) => !["total", "third-party"].includes(item.resourceType) && item.transferSize > 0)
          .map((item) => [item.resourceType, item.transferSize / 1024]),
      ),
    });
  }
  const row = {
    page: page.name,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcp: median(runs.map((r) => r.lcp)),
    bytes: median(runs.map((r) => r.bytes)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    kinds: runs[0].kinds,
  };
  if (!new URL(runs[0].finalUrl).pathname.startsWith(page.path))
    say(`  note: ${page.name} ended on ${runs[0].finalUrl}`);
  rows.push(row);
  say(
    `${page.name}: performance ${runs.map((r) => r.performance).join("/")}, accessibility ${row.accessibility}, ` +
      `LCP ${row.lcp.toFixed(2)} s, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms; ` +
      Object.entries(row.kinds)
        .map(([kind, kb]) => `${kind} ${kb.toFixed(0)} KB`)
        .join(", "),
  );
}

say("");
say("| Page | Performance | Accessibility | Largest contentful paint | Layout shift | Blocking time | Transferred |");
say("| --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  say(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.lcp.toFixed(2)} s | ${r.cls.toFixed(3)} | ` +
      `${r.tbt.toFixed(0)} ms | ${r.bytes.toFixed(0)} KB |`,
  );
}

await browser.disconnect();
await chrome.kill();
await api.close();
process.exit(0);
