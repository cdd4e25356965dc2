import { existsSync } from "node:fs";
import { createOrganizationOwner, createUser, startTestApi, type TestApi } from "@bulwark/api/testing";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainPage, startPageServer } from "./page-server";
import { recordingPage } from "./recording-page";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FONT_STACK =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// Skipped without Chromium on a developer machine, never in CI (a missing browser must fail there).
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("elements in Chromium on a hostile host page", () => {
  let api: TestApi;
  let server: Awaited<ReturnType<typeof startPageServer>>;
  let browser: Browser;
  let page: Page;
  /** The assets of the organisation the assets page embeds, by name. */
  let assetIds: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi();
    const user = await createUser(api, { firstName: "Mila" });
    // An organisation with two addresses (no discovery to run), embedded on a read-only embed
    // token limited to the assets widget, as an MSP portal would.
    const owner = await createOrganizationOwner(api, "Assets Org");
    const added = await api.request("POST", "/api/v1/inventory/assets/create/batch", {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: { assets: [{ name: "192.0.2.10" }, { name: "198.51.100.7" }] },
    });
    expect(added.status).toBe(201);
    assetIds = Object.fromEntries(
      added.body.items.map((asset: { id: string; name: string }) => [asset.name, asset.id]),
    );
    const embed = await api.request("POST", "/api/v1/users/embed-tokens", {
      token: owner.accessToken,
      body: { tenantId: owner.tenantId, widgets: ["assets"] },
    });
    expect(embed.status).toBe(201);
    const common = `tenant-id="${owner.tenantId}" token="${embed.body.token}"`;
    server = await startPageServer({
      apiBaseUrl: api.baseUrl,
      bundleDir: inject("bundleDir"),
      token: user.accessToken,
      pages: {
        "/assets": plainPage(
          "Bulwark elements: assets",
          `<bulwark-assets id="assets" ${common}></bulwark-assets>
<bulwark-asset id="asset" asset-id="${assetIds["192.0.2.10"]}" ${common}></bulwark-asset>`,
        ),
      },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(server.url);
    // The early element is signed in through its fetchToken and shows the password tab.
    await page.waitForFunction(() => {
      const root = document.getElementById("early")?.shadowRoot;
      return root?.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Password";
    });
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.close();
  });

  it("keeps the widget's own styles inside the shadow root despite the host's CSS", async () => {
    const inner = await page.evaluate(() => {
      const root = document.getElementById("early")?.shadowRoot;
      const tab = root?.querySelector('[role="tab"]') as HTMLElement;
      const provider = root?.querySelector(".bulwark-theme-light") as HTMLElement;
      const style = getComputedStyle(tab);
      return {
        fontFamily: style.fontFamily,
        color: style.color,
        fontSize: style.fontSize,
        letterSpacing: style.letterSpacing,
        textTransform: style.textTransform,
        providerDisplay: getComputedStyle(provider).display,
        primary: getComputedStyle(provider).getPropertyValue("--bulwark-color-primary").trim(),
        expectedFont: getComputedStyle(provider).getPropertyValue("--bulwark-font-family").trim(),
      };
    });
    expect(inner.expectedFont).toBe(FONT_STACK);
    expect(inner.fontFamily).toBe(FONT_STACK);
    expect(inner.color).not.toBe("rgb(255, 0, 0)");
    // 1rem inside is --bulwark-rem (16px), not the host's root font size.
    expect(inner.fontSize).toMatch(/^1[0-9](\.\d+)?px$/);
    expect(inner.letterSpacing).toBe("normal");
    expect(inner.textTransform).toBe("none");
    expect(inner.providerDisplay).not.toBe("none");
    expect(inner.primary).toBe("#5b3de6");
  });

  it("lets the host restyle through --bulwark-* variables set on the element", async () => {
    const primary = await page.evaluate(() => {
      const element = document.getElementById("early") as HTMLElement;
      element.style.setProperty("--bulwark-color-primary", "rgb(0, 128, 128)");
      const provider = element.shadowRoot?.querySelector(".bulwark-theme-light") as HTMLElement;
      const value = getComputedStyle(provider).getPropertyValue("--bulwark-color-primary").trim();
      element.style.removeProperty("--bulwark-color-primary");
      return value;
    });
    expect(primary).toBe("rgb(0, 128, 128)");
  });

  it("leaves the host page's styles unchanged", async () => {
    const host = await page.evaluate(() => {
      const styleOf = (window as any).__styleOf as (element: Element) => Record<string, string>;
      return {
        before: (window as any).__hostBefore,
        after: {
          probe: styleOf(document.getElementById("host-probe") as Element),
          theme: styleOf(document.getElementById("host-theme") as Element),
          // The elements add no stylesheet to the page: they take the host's font (the web app and
          // npm users get Inter from BulwarkProvider), so an embedded widget costs no font download.
          sheets: document.styleSheets.length,
        },
        fonts: [...document.fonts].map((face) => face.family),
        adopted: document.adoptedStyleSheets.length,
      };
    });
    expect(host.after).toEqual(host.before);
    expect(host.fonts).not.toContain("Inter Variable");
    expect(host.before.probe.color).toBe("rgb(255, 0, 0)");
    // The widgets' theme classes and global rules exist only inside shadow roots.
    expect(host.after.theme.primary).toBe("");
    expect(host.adopted).toBe(0);
  });

  it("keeps properties set before the element was defined", async () => {
    const early = await page.evaluate(() => {
      const element = document.getElementById("early") as HTMLElement & { fetchToken: unknown; section: string };
      return {
        fetchToken: typeof element.fetchToken,
        ownFetchToken: Object.hasOwn(element, "fetchToken"),
        section: element.section,
        attribute: element.getAttribute("section"),
        calls: (window as any).__tokenCalls as number,
      };
    });
    expect(early).toEqual({
      fetchToken: "function",
      ownFetchToken: false,
      section: "password",
      attribute: "password",
      calls: 1,
    });
  });

  it("treats boolean attributes by presence", async () => {
    const width = () =>
      page.evaluate(() => {
        const root = document.getElementById("sidebar")?.shadowRoot;
        const frame = root?.querySelector(".bulwark-theme-light > div") as HTMLElement | null;
        return frame ? Math.round(frame.getBoundingClientRect().width) : -1;
      });
    // collapsed="false" is present, so the sidebar is collapsed (80 px, not 210 px).
    await expect.poll(width).toBe(80);
    // The widget's own toggle: the element flips its attribute and fires bulwark-toggle.
    await page.locator("#sidebar").getByRole("button").first().click();
    expect(await page.evaluate(() => document.getElementById("sidebar")?.hasAttribute("collapsed"))).toBe(false);
    await expect.poll(width).toBe(210);
    await page.evaluate(() => document.getElementById("sidebar")?.setAttribute("collapsed", ""));
    await expect.poll(width).toBe(80);
    const toggles = await page.evaluate(() =>
      (window as any).__events.filter((e: { type: string }) => e.type === "bulwark-toggle"),
    );
    expect(toggles).toEqual([expect.objectContaining({ origin: "sidebar", bubbles: true, composed: true })]);

    // `hidden` too: :host resets display, yet hidden="false" hides the element.
    const displays = await page.evaluate(() => {
      const element = document.getElementById("early") as HTMLElement;
      const display = () => getComputedStyle(element).display;
      const shown = display();
      element.setAttribute("hidden", "false");
      const hiddenWithFalse = display();
      element.removeAttribute("hidden");
      return { shown, hiddenWithFalse, shownAgain: display() };
    });
    expect(displays).toEqual({ shown: "block", hiddenWithFalse: "none", shownAgain: "block" });
  });

  it("fires bubbling, composed events that reach the document from inside another shadow root", async () => {
    await page.waitForFunction(() =>
      (window as any).__events.some(
        (e: { type: string; origin: string }) => e.type === "bulwark-error" && e.origin === "verify",
      ),
    );
    const events = (await page.evaluate(() => (window as any).__events)) as Array<Record<string, any>>;
    const ready = events.find((e) => e.type === "bulwark-ready" && e.origin === "early");
    expect(ready).toMatchObject({ bubbles: true, composed: true, detail: { widget: "bulwark-account-settings" } });
    // Fired by <bulwark-verify-email> inside #shell's shadow root, heard on document (retargeted to #shell).
    const error = events.find((e) => e.type === "bulwark-error" && e.origin === "verify");
    expect(error).toMatchObject({ bubbles: true, composed: true, target: "shell" });
    expect(error?.detail.statusCode).toBeGreaterThanOrEqual(400);
    expect(events.find((e) => e.type === "bulwark-ready" && e.origin === "verify")).toMatchObject({
      composed: true,
      target: "shell",
      detail: { widget: "bulwark-verify-email" },
    });
  });

  it("does not navigate when bulwark-navigate is canceled, and navigates when it is not", async () => {
    // A sidebar link: the page's <bulwark-verify-email> has no link any more, since the page is
    // signed in as a verified owner and a failed link then says the email is already verified.
    const links = page.locator("#sidebar").getByRole("link");
    await links.first().waitFor();
    // One that leaves this page ("/" is the page itself).
    const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const index = hrefs.findIndex((href) => href !== "/");
    expect(index).toBeGreaterThanOrEqual(0);
    const link = links.nth(index);
    const to = hrefs[index] as string;
    await page.evaluate(() => {
      document.addEventListener("bulwark-navigate", (event) => event.preventDefault(), { once: true });
    });
    await link.click();
    const afterCancel = await page.evaluate(() => ({
      href: location.href,
      navigate: (window as any).__events.filter((e: { type: string }) => e.type === "bulwark-navigate"),
    }));
    expect(afterCancel.href).toBe(server.url);
    expect(afterCancel.navigate).toEqual([
      expect.objectContaining({ detail: { to }, cancelable: true, composed: true, origin: "sidebar" }),
    ]);

    await Promise.all([page.waitForURL(`${server.url}${to.slice(1)}`), link.click()]);
    expect(new URL(page.url()).pathname).toBe(to);
  });

  it("shows <bulwark-assets> and <bulwark-asset> from the real API on an embed token, read-only, with cancelable navigation", async () => {
    const {
      page: assetsPage,
      errors,
      events,
    } = await recordingPage(browser, ["bulwark-ready", "bulwark-error", "bulwark-navigate"]);
    try {
      await assetsPage.goto(`${server.url}assets`);
      const list = assetsPage.locator("#assets");
      const rows = list.getByRole("table", { name: "Assets of the organization" });
      await rows.getByRole("link", { name: "192.0.2.10", exact: true }).waitFor();
      await rows.getByRole("link", { name: "198.51.100.7", exact: true }).waitFor();
      // An embed token is read-only: no adding, deleting (no row actions) or exporting.
      expect(await list.getByRole("button", { name: "Add assets" }).count()).toBe(0);
      expect(await list.getByRole("button", { name: /^Actions for/ }).count()).toBe(0);
      expect(await list.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
      expect(await list.getByRole("button", { name: /Export/ }).count()).toBe(0);

      const one = assetsPage.locator("#asset");
      await one.getByRole("heading", { name: "192.0.2.10", level: 1 }).waitFor();
      await one
        .getByRole("region", { name: "Verification" })
        .getByText(/bulwark-verification\.txt/)
        .waitFor();
      expect(await one.getByRole("switch", { name: /Monitoring/ }).getAttribute("aria-disabled")).toBe("true");

      const ready = (await events("bulwark-ready")).map((e) => e.origin);
      expect(ready.sort()).toEqual(["asset", "assets"]);

      // A link to an asset asks the host to navigate; canceled, the page stays.
      await assetsPage.evaluate(() => {
        document.addEventListener("bulwark-navigate", (event) => event.preventDefault(), { once: true });
      });
      await list.getByRole("link", { name: "198.51.100.7" }).click();
      const navigations = await events("bulwark-navigate");
      expect(navigations).toEqual([
        {
          type: "bulwark-navigate",
          detail: { to: `/inventory/assets/${assetIds["198.51.100.7"]}` },
          cancelable: true,
          composed: true,
          origin: "assets",
        },
      ]);
      expect(new URL(assetsPage.url()).pathname).toBe("/assets");
      const failures = await events("bulwark-error");
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await assetsPage.close();
    }
  });
});

// <bulwark-people> and <bulwark-inventory-overview> on the real API, as an MSP portal embeds them:
// a read-only embed token for one organisation, limited to those two widgets.
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("people elements in Chromium on the real API", () => {
  let api: TestApi;
  let server: Awaited<ReturnType<typeof startPageServer>>;
  let browser: Browser;

  beforeAll(async () => {
    api = await startTestApi();
    const owner = await createOrganizationOwner(api, "People Org");
    const saved = await api.request("POST", "/api/v1/inventory/people/batch", {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: {
        people: [
          { firstName: "Ana", lastName: "Petrović", email: "ana@people.example", groups: ["Engineering"] },
          { firstName: "Marko", lastName: "Jovanović", email: "marko@people.example", groups: ["Sales"] },
          { firstName: "Jelena", lastName: "Nikolić", email: "jelena@people.example", tags: ["vip"] },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const embed = await api.request("POST", "/api/v1/users/embed-tokens", {
      token: owner.accessToken,
      body: { tenantId: owner.tenantId, widgets: ["people", "inventory-overview"] },
    });
    expect(embed.status).toBe(201);
    const common = `tenant-id="${owner.tenantId}" token="${embed.body.token}"`;
    const user = await createUser(api);
    server = await startPageServer({
      apiBaseUrl: api.baseUrl,
      bundleDir: inject("bundleDir"),
      token: user.accessToken,
      pages: {
        "/people": plainPage(
          "Bulwark elements: people",
          `<bulwark-inventory-overview id="overview" ${common}></bulwark-inventory-overview>
<bulwark-people id="people" page-size="2" ${common}></bulwark-people>`,
        ),
      },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.close();
  });

  it("lists, pages and searches people read-only, reports filters, and links from the overview through bulwark-navigate", async () => {
    const { page, errors, events } = await recordingPage(browser, [
      "bulwark-ready",
      "bulwark-error",
      "bulwark-navigate",
      "bulwark-filters-change",
    ]);
    try {
      await page.goto(`${server.url}people`);

      const people = page.locator("#people");
      const table = people.getByRole("table", { name: "People" });
      // Each person's row is named by its first cell (the DataTable's primary column).
      const names = table.locator("tbody tr td:nth-child(1)");
      await names.first().waitFor();
      // page-size="2": two of three, newest first.
      await expect.poll(() => names.count()).toBe(2);
      await people.getByText("1–2 of 3").waitFor();
      // An embed token is read-only: no import, sync, row actions (edit, delete), selection, nor export (a write).
      for (const name of [/Import CSV/, /^Sync/, /^Actions for /, /Export/]) {
        expect(await people.getByRole("button", { name }).count()).toBe(0);
      }
      expect(await people.getByRole("checkbox").count()).toBe(0);

      await people.getByRole("searchbox", { name: "Search" }).fill("jelena");
      await people.getByText("1–1 of 1").waitFor();
      expect(await names.textContent()).toBe("Jelena Nikolić");
      await expect
        .poll(async () => (await events("bulwark-filters-change")).at(-1)?.detail)
        .toEqual({
          filters: { search: "jelena" },
        });

      const overview = page.locator("#overview");
      const card = overview.getByRole("region", { name: "People", exact: true });
      await expect.poll(() => card.textContent()).toMatch(/People\s*3/);
      await page.evaluate(() => {
        document.addEventListener("bulwark-navigate", (event) => event.preventDefault(), { once: true });
      });
      await card.getByRole("link", { name: /^Very low/ }).click();
      expect(await events("bulwark-navigate")).toEqual([
        {
          type: "bulwark-navigate",
          detail: { to: "/inventory/people?scoreMin=0&scoreMax=25" },
          cancelable: true,
          composed: true,
          origin: "overview",
        },
      ]);
      expect(new URL(page.url()).pathname).toBe("/people");

      expect((await events("bulwark-ready")).map((e: { origin: string }) => e.origin).sort()).toEqual([
        "overview",
        "people",
      ]);
      expect(await events("bulwark-error")).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
