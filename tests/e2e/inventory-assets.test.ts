import { type DnsServer, type DnsZone, dnsmasqAvailable, startDnsServer } from "@bulwark/api/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { skipBrowserTests } from "./support/browser.js";

/** The link of the asset named `name` in the assets table (each row's name links to the asset). */
const assetLink = (page: Page, name: string) =>
  page.getByRole("table", { name: "Assets of the organization" }).getByRole("link", { name, exact: true });

// The asset inventory in the real web app on the real API, whose DNS lookups (discovery,
// records, verification) go to a real dnsmasq serving one zone: an organisation admin adds a
// domain, sees its discovery finish and the new-assets notice, opens the asset, reads its DNS
// records, proves ownership with a TXT record and turns monitoring on.
describe.skipIf(skipBrowserTests || (!dnsmasqAvailable() && !process.env.CI))("the asset inventory", () => {
  // A name under a real public suffix (the API refuses unknown ones); dnsmasq answers it from the
  // zone below and never forwards, so nothing leaves the machine.
  const domain = `acme-assets-${Date.now().toString(36)}.com`;
  const zone = (extraTxt: string[] = []): DnsZone => ({
    a: {
      // Loopback: the verification file is looked for there, and refused at once.
      [domain]: ["127.0.0.1"],
      [`www.${domain}`]: ["203.0.113.11"],
      [`mail.${domain}`]: ["203.0.113.12"],
    },
    mx: { [domain]: [{ priority: 10, exchange: `mail.${domain}` }] },
    txt: { [domain]: ["v=spf1 mx -all", ...extraTxt] },
    soa: {
      [domain]: {
        nsname: `ns1.${domain}`,
        hostmaster: `hostmaster.${domain}`,
        serial: 2026020301,
        refresh: 7200,
        retry: 3600,
        expire: 1209600,
        minttl: 300,
      },
    },
  });

  let dns: DnsServer;
  let close: () => Promise<void>;
  let session: { context: BrowserContext; page: Page; errors: () => string[] };
  let page: Page;

  beforeAll(async () => {
    dns = await startDnsServer(zone());
    ({ close, session } = await startSignedInStack("Acme Assets d.o.o.", { DNS_SERVERS: dns.server }));
    page = session.page;
  });
  afterAll(async () => {
    await close?.();
    await dns?.close();
  });

  it("adds a domain, follows its discovery and offers the new assets in a notice", async () => {
    await page.goto("/inventory/assets");
    await page.getByRole("heading", { name: "Assets", level: 1 }).waitFor();
    await page.getByText("No assets yet").waitFor();
    await expectAccessible(page, "the empty assets page");

    await page.getByRole("button", { name: "Add assets" }).click();
    const dialog = page.getByRole("dialog", { name: "Add assets" });
    await dialog.getByRole("textbox").fill(`${domain.toUpperCase()}\nnot a domain`);
    await dialog.getByText("These do not look like").waitFor();
    await expectAccessible(page, "the add-assets dialog with a hint");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    // The server refuses the batch and says why, next to the name.
    const refused = dialog.getByRole("alert").getByRole("listitem");
    await refused.first().waitFor();
    expect(await refused.allTextContents()).toEqual([
      expect.stringMatching(/^not a domainInvalid domain or IP address: /),
    ]);
    await expectAccessible(page, "the add-assets dialog with a refused name");

    await dialog.getByRole("textbox").fill(domain);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("1 asset added").waitFor();
    await assetLink(page, domain).waitFor();

    // The discovery runs in the background; the page re-checks every 3 s and then offers the new assets.
    const notice = page.getByRole("status").filter({ hasText: /\d+ new assets were discovered/ });
    await notice.waitFor({ timeout: 20_000 });
    const found = Number(/(\d+) new assets were discovered/.exec((await notice.textContent()) ?? "")?.[1]);
    expect(found).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, "the assets page with the new-assets notice");

    await notice.getByRole("button", { name: "View the new assets" }).click();
    await page.waitForURL((url) => url.pathname === "/inventory/assets" && url.searchParams.getAll("ids").length > 0);
    expect(new URL(page.url()).searchParams.getAll("ids")).toHaveLength(found);
    await page.getByText(`Showing ${found} newly discovered assets`).waitFor();
    await assetLink(page, `www.${domain}`).waitFor();
    await assetLink(page, `mail.${domain}`).waitFor();
    expect(await assetLink(page, domain).count()).toBe(0);

    await page.getByRole("button", { name: "Show all" }).click();
    await page.waitForURL((url) => pathOf(page) === "/inventory/assets" && url.search === "");
    await assetLink(page, domain).waitFor();
    expect(session.errors()).toEqual([]);
  });

  it("opens the asset and shows its DNS records", async () => {
    await assetLink(page, domain).click();
    await page.waitForURL((url) => /^\/inventory\/assets\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole("heading", { name: domain, level: 1 }).waitFor();
    const records = page.getByRole("table", { name: "Current DNS records" });
    await records.waitFor();
    const row = (type: string) =>
      records.getByRole("row").filter({ has: page.getByRole("cell", { name: type, exact: true }) });
    await row("A").getByText("127.0.0.1").waitFor();
    await row("MX").getByText(`10 mail.${domain}`).waitFor();
    await row("TXT").getByText("v=spf1 mx -all").waitFor();
    await expectAccessible(page, "the asset page");

    await page.getByRole("tab", { name: "Discoveries" }).click();
    const runs = page.getByRole("table", { name: "Discovery runs" });
    await runs.getByText("Completed").waitFor();
    await runs.getByRole("link", { name: `www.${domain}` }).waitFor();
    await expectAccessible(page, "the asset's discoveries");
  });

  it("explains why monitoring is off, verifies the asset through a TXT record and turns monitoring on", async () => {
    const toggle = page.getByRole("switch", { name: /Monitoring/ });
    await expect.poll(() => toggle.getAttribute("aria-disabled")).toBe("true");
    await toggle.focus();
    await page.getByRole("tooltip").getByText("Asset must be verified first").waitFor();
    await expectAccessible(page, "the blocked monitoring switch with its tooltip");

    const panel = page.getByRole("region", { name: "Verification" });
    await panel.getByText("DNS changes can take up to 48 hours.").waitFor();
    const txt = ((await panel.locator("code").filter({ hasText: "bulwark-verification=" }).textContent()) ?? "").trim();
    expect(txt).toMatch(/^bulwark-verification=\S+$/);

    // Before the record exists, the check says what each method found.
    await panel.getByRole("button", { name: "Verify now" }).click();
    const failed = panel.getByRole("alert");
    await failed.getByText("unable to verify").waitFor({ timeout: 20_000 });
    await failed.getByText(/DNS TXT record:/).waitFor();

    await dns.update(zone([txt]));
    await panel.getByRole("button", { name: "Verify now" }).click();
    await page.getByText(`${domain} is now verifed`).waitFor({ timeout: 20_000 });
    await panel.getByText(/Verified through its DNS TXT record/).waitFor();

    await expect.poll(() => toggle.getAttribute("aria-disabled")).toBeNull();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await page.getByText(`Monitoring of ${domain} started`).waitFor();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await expectAccessible(page, "the verified, monitored asset");

    // The list says so too.
    await page.getByRole("link", { name: "All assets" }).click();
    const row = page
      .getByRole("table", { name: "Assets of the organization" })
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: domain, exact: true }) });
    await row.getByText("Monitored", { exact: true }).waitFor();
    await row.getByText("Verified", { exact: true }).waitFor();
    expect(session.errors()).toEqual([]);
  });

  it("scrolls nothing sideways at 390 px: the list's rows become cards, the asset page fits", async () => {
    const fits = () =>
      page.evaluate(() => {
        const root = document.scrollingElement as HTMLElement;
        return root.scrollWidth <= root.clientWidth;
      });
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto("/inventory/assets");
      await assetLink(page, domain).waitFor();
      expect(await fits()).toBe(true);
      await expectAccessible(page, "the assets list at phone width");
      await assetLink(page, domain).click();
      await page.getByRole("table", { name: "Current DNS records" }).getByText("v=spf1 mx -all").waitFor();
      expect(await fits()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
