import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createOrganizationOwner, startTestApi, type TestApi } from "@bulwark/api/testing";
import { type Browser, chromium, type Response } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { elements } from "../../src/registry";
import { gzipSize, kb, reactGzipSize } from "../react-size";
import { plainPage, startPageServer } from "./page-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What a host page showing one element may download in all, as a multiple of react + react-dom (gzip). */
const BUDGET_FACTOR = 1.5;

/**
 * The weight of each element: a host page showing only that element, signed in to an organisation
 * (so it renders its real screen, not a sign-in prompt), opened in a fresh browser context (cold
 * cache). Every file the page fetched besides the page itself and the API's answers (data, not
 * code) counts: the script, its chunks, the screen's styles (inside the chunks), its strings and
 * any font it asks for. Each body is measured gzip-compressed at level 9, so the figures are
 * deterministic whatever the transport did. Fails when an element goes over the budget.
 */
// The elements are measured several at once (`concurrent`, up to vitest's maxConcurrency of 5):
// one at a time, the file took ~120 s of a CI run, mostly each page's wait for the network to
// stay idle half a second. (`describe.concurrent.skipIf` ran them one at a time: the option it is.)
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)(
  "weight of one element on a host page",
  { concurrent: true },
  () => {
    let api: TestApi;
    let server: Awaited<ReturnType<typeof startPageServer>>;
    let browser: Browser;
    let budget = 0;
    let react = 0;
    const weights: Array<{ tag: string; bytes: number; files: number }> = [];
    // A file's compressed size by path: the bundle's file names carry their content's hash, so
    // the chunks many elements share are compressed once.
    const sizes = new Map<string, Promise<[string, number]>>();
    const sizeOf = (pathname: string, response: Response) => {
      let size = sizes.get(pathname);
      if (!size) {
        size = response.body().then(
          (body): [string, number] => [pathname, gzipSize(body)],
          () => [pathname, 0],
        );
        sizes.set(pathname, size);
      }
      return size;
    };

    beforeAll(async () => {
      react = await reactGzipSize();
      budget = Math.floor(BUDGET_FACTOR * react);
      api = await startTestApi();
      const owner = await createOrganizationOwner(api, "Weight Org");
      const common = `tenant-id="${owner.tenantId}" token="${owner.accessToken}" lang="en"`;
      server = await startPageServer({
        apiBaseUrl: api.baseUrl,
        bundleDir: inject("bundleDir"),
        token: owner.accessToken,
        pages: Object.fromEntries(
          elements.map((def) => [`/weight/${def.tag}`, plainPage(def.tag, `<${def.tag} ${common}></${def.tag}>`)]),
        ),
      });
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
      });
    });

    afterAll(async () => {
      if (weights.length === elements.length) {
        const order: string[] = elements.map((def) => def.tag);
        weights.sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
        const rows = weights.map(
          ({ tag, bytes, files }) => `| \`<${tag}>\` | ${kb(bytes)} | ${(bytes / react).toFixed(2)}× | ${files} |`,
        );
        const table = [
          `react + react-dom (gzip): ${kb(react)}; budget ${BUDGET_FACTOR}× = ${kb(budget)}`,
          "",
          "| Element | Downloaded (gzip) | × react + react-dom | Files |",
          "| --- | --- | --- | --- |",
          ...rows,
        ].join("\n");
        // Beside the build, for the README's table ("Weight").
        await writeFile(path.join(inject("bundleDir"), "weights.md"), `${table}\n`);
        process.stdout.write(`${table}\n`);
      }
      await browser?.close();
      await server?.close();
      await api?.close();
    });

    for (const def of elements) {
      it(`<${def.tag}> downloads at most ${BUDGET_FACTOR}× react + react-dom`, async ({ expect }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const pending: Array<Promise<[string, number]>> = [];
        const files = new Set<string>();
        page.on("response", (response) => {
          const url = new URL(response.url());
          if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/weight/")) return;
          files.add(url.pathname);
          pending.push(sizeOf(url.pathname, response));
        });
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(`${server.url}weight/${def.tag}`);
        // Rendered: the element's mount holds its screen, and nothing more is on the way.
        await page.waitForFunction((tag) => {
          const mount = document.querySelector(tag)?.shadowRoot?.querySelector(".bulwark-element");
          return Boolean(mount && !mount.hasAttribute("aria-busy") && mount.childElementCount > 0);
        }, def.tag);
        await page.waitForLoadState("networkidle");
        // Its strings came with it: no key shows instead of a translation.
        const text = await page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? "", def.tag);
        expect(text).not.toMatch(
          /\b(auth|account|organizations|inventory|shell|notifications|learning|common|errors|validation)\.[a-z][a-zA-Z]+/,
        );
        const fetched = await Promise.all(pending);
        const bytes = fetched.reduce((sum, [, size]) => sum + size, 0);
        await context.close();
        weights.push({ tag: def.tag, bytes, files: files.size });
        expect(errors).toEqual([]);
        // Over the budget, the message lists what was fetched, largest first (scripts/weigh.ts says
        // what each chunk holds).
        const list = fetched
          .sort((a, b) => b[1] - a[1])
          .map(([file, size]) => `  ${kb(size)} ${file}`)
          .join("\n");
        if (process.env.BULWARK_WEIGHT_FILES) process.stdout.write(`<${def.tag}> ${kb(bytes)}\n${list}\n`);
        expect(bytes, `<${def.tag}>: ${kb(bytes)} of ${kb(budget)}\n${list}`).toBeLessThanOrEqual(budget);
      });
    }
  },
);
