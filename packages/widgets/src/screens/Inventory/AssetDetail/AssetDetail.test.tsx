import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import {
  type FakeAssetsOptions,
  failure,
  fakeAssetsApi,
  makeAsset,
  sampleAssets,
} from "../../../storybook/fakeInventoryAssets";
import { renderScreen } from "../../../test/renderScreen";
import { POLLING_DELAY_MS } from "../../../theme/layout";
import { AssetDetail, type AssetDetailProps } from "./AssetDetail";

const [acme, www, , , , ipv4, verifiedIp] = sampleAssets() as [
  ReturnType<typeof makeAsset>,
  ...ReturnType<typeof makeAsset>[],
];
const api = (assetId: string, rest = "") => `/api/v1/inventory/assets/${assetId}${rest}`;

function setup(
  assetId: string,
  options: FakeAssetsOptions = {},
  props: Partial<AssetDetailProps> = {},
  lang: "en" | "sr" = "en",
) {
  return renderScreen(<AssetDetail assetId={assetId} {...props} />, fakeAssetsApi(options), {
    tenantId: sampleTenant.id,
    lang,
  });
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
const monitoringSwitch = (name = /Monitoring/) => screen.findByRole("switch", { name });

afterEach(() => {
  vi.useRealTimers();
});

describe("AssetDetail", () => {
  it("shows the name, type, origin, date added and, for a discovered asset, a link to the asset that found it", async () => {
    setup(www?.id ?? "");
    await heading("www.acme.example");
    // Type and origin are the page's one-line description, under its title.
    const titles = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(titles).toHaveTextContent("Subdomain · Discovered");
    const facts = screen.getByRole("region", { name: "About this asset" });
    expect(facts).toHaveTextContent(/Added.*2026/);
    expect(facts).toHaveTextContent("VerificationNot verified");
    expect(await within(facts).findByRole("link", { name: "acme.example" })).toHaveAttribute(
      "href",
      `/inventory/assets/${acme.id}`,
    );
  });

  it("explains how to verify: the TXT record and the file, each with a copy button, and the 48-hour DNS delay", async () => {
    const user = userEvent.setup();
    setup(www?.id ?? "");
    const panel = await screen.findByRole("region", { name: "Verification" });
    expect(await within(panel).findByText("bulwark-verification=3q2-5vQk7mWb1xZtR8yLp0")).toBeInTheDocument();
    expect(
      within(panel).getByText("https://www.acme.example/.well-known/bulwark-verification.txt"),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("note")).toHaveTextContent("DNS changes can take up to 48 hours.");
    await user.click(within(panel).getByRole("button", { name: "Copy TXT record" }));
    expect(await navigator.clipboard.readText()).toBe("bulwark-verification=3q2-5vQk7mWb1xZtR8yLp0");
    expect(within(panel).getByText("Copied")).toBeInTheDocument();
  });

  it("offers only the file for an IP address (no DNS to add a TXT record to)", async () => {
    setup(ipv4?.id ?? "");
    const panel = await screen.findByRole("region", { name: "Verification" });
    await within(panel).findByText("https://192.0.2.10/.well-known/bulwark-verification.txt");
    expect(within(panel).queryByText(/bulwark-verification=/)).toBeNull();
  });

  it("opens an IP address on its IP info and says nothing of DNS (no DNS tab, no DNS wording)", async () => {
    const { callsTo } = setup(ipv4?.id ?? "");
    await heading("192.0.2.10");
    const tabs = screen.getByRole("tablist", { name: "Asset details" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["IP info"]);
    expect(within(tabs).getByRole("tab", { name: "IP info" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("table", { name: "IP address info" })).toBeInTheDocument();
    await screen.findByText("https://192.0.2.10/.well-known/bulwark-verification.txt");
    // Reverse DNS is a property of the address (a column of its IP info); nothing else says DNS.
    const text = (document.body.textContent ?? "").replaceAll("Reverse DNS", "");
    expect(text).not.toMatch(/DNS/);
    expect(callsTo("GET", /\/dns-records/)).toHaveLength(0);
  });

  it("opens a domain on its DNS records", async () => {
    setup(acme.id);
    await heading("acme.example");
    expect(screen.getByRole("tab", { name: "DNS records" })).toHaveAttribute("aria-selected", "true");
  });

  it('says "<name> is now verifed" after a successful check, and the asset shows as verified', async () => {
    const { callsTo } = setup(www?.id ?? "", { verifiable: true });
    const panel = await screen.findByRole("region", { name: "Verification" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Verify now" }));
    expect(await screen.findByText("www.acme.example is now verifed")).toBeInTheDocument();
    expect(callsTo("POST", api(www?.id ?? "", "/verification/verify"))).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByRole("button", { name: "Verify now" })).toBeNull());
    expect(within(panel).getByText(/Verified through its DNS TXT record/)).toBeInTheDocument();
    // The asset is fetched again, so the monitoring switch follows the verification.
    await waitFor(() => expect(callsTo("GET", api(www?.id ?? "")).length).toBeGreaterThanOrEqual(2));
  });

  it('says "unable to verify" with what each method found', async () => {
    setup(www?.id ?? "");
    const panel = await screen.findByRole("region", { name: "Verification" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Verify now" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("unable to verify");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      'DNS TXT record: No TXT record "bulwark-verification=…" found on www.acme.example',
      "Verification file: https://www.acme.example/.well-known/bulwark-verification.txt answered 404",
    ]);
  });

  it("lets a super-admin verify and unverify by hand, and no one else", async () => {
    const { callsTo, unmount } = setup(www?.id ?? "", { session: "superAdmin" });
    const panel = await screen.findByRole("region", { name: "Verification" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Verify manually" }));
    expect(await screen.findByText("www.acme.example verified manually")).toBeInTheDocument();
    expect(callsTo("PUT", api(www?.id ?? "", "/verification"))[0]?.body).toEqual({ verified: true });

    await userEvent.click(await within(panel).findByRole("button", { name: "Unverify manually" }));
    const dialog = screen.getByRole("dialog", { name: "Unverify asset?" });
    expect(dialog).toHaveTextContent("its monitoring stops");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unverify manually" }));
    expect(await screen.findByText("www.acme.example is no longer verified")).toBeInTheDocument();
    expect(callsTo("PUT", api(www?.id ?? "", "/verification"))[1]?.body).toEqual({ verified: false });
    unmount();

    setup(www?.id ?? "");
    const adminPanel = await screen.findByRole("region", { name: "Verification" });
    await within(adminPanel).findByRole("button", { name: "Verify now" });
    expect(within(adminPanel).queryByRole("button", { name: /manually/ })).toBeNull();
  });

  it.each([
    ["NotVerified", "Asset must be verified first"],
    ["FeatureNotEnabled", "Vulnerability feature not enabled"],
    ["NotAllowed", "Not allowed"],
  ] as const)(
    "disables the monitoring switch for %s with its reason as a tooltip keyboard and screen-reader users get",
    async (reason, text) => {
      const asset = makeAsset(50, { name: "blocked.example", assetType: "domain", monitoringBlockedReason: reason });
      const { callsTo } = setup(asset.id, { assets: [asset] });
      const toggle = await monitoringSwitch();
      expect(toggle).toHaveAttribute("aria-disabled", "true");
      expect(toggle).toHaveAccessibleDescription(text);
      const tooltip = screen.getByRole("tooltip", { hidden: true });
      expect(tooltip).toHaveTextContent(text);
      expect(tooltip).not.toHaveAttribute("data-open");

      // Reachable by keyboard: focusing it shows the tooltip, Escape hides it.
      await userEvent.tab();
      while (document.activeElement !== toggle) await userEvent.tab();
      expect(tooltip).toHaveAttribute("data-open");
      await userEvent.keyboard("{Escape}");
      expect(tooltip).not.toHaveAttribute("data-open");

      await userEvent.click(toggle);
      expect(callsTo("PUT", api(asset.id, "/monitoring"))).toHaveLength(0);
      expect(toggle).toHaveAttribute("aria-checked", "false");
    },
  );

  it("starts and stops monitoring of a verified asset", async () => {
    const { callsTo } = setup(verifiedIp?.id ?? "");
    const toggle = await monitoringSwitch();
    expect(toggle).not.toHaveAttribute("aria-disabled");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.click(toggle);
    expect(await screen.findByText("Monitoring of 198.51.100.7 started")).toBeInTheDocument();
    expect(callsTo("PUT", api(verifiedIp?.id ?? "", "/monitoring"))[0]?.body).toEqual({ monitored: true });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    await userEvent.click(toggle);
    expect(await screen.findByText("Monitoring of 198.51.100.7 stopped")).toBeInTheDocument();
    expect(callsTo("PUT", api(verifiedIp?.id ?? "", "/monitoring"))[1]?.body).toEqual({ monitored: false });
  });

  it("names the reason when the server refuses to start monitoring", async () => {
    const asset = makeAsset(51, { name: "stale.example", assetType: "domain", monitoringBlockedReason: null });
    setup(asset.id, { assets: [asset] });
    await userEvent.click(await monitoringSwitch());
    expect(await screen.findByRole("alert")).toHaveTextContent("Asset must be verified first");
  });

  it("lists the current DNS records per type with when they changed, and each type's history in pages", async () => {
    const { callsTo } = setup(acme.id);
    const dns = await screen.findByRole("table", { name: "Current DNS records" });
    const rows = within(dns).getAllByRole("row").slice(1);
    const types = rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(types).toEqual(["A", "AAAA", "MX", "NS", "SOA", "TXT"]);
    const mx = rows[2] as HTMLElement;
    expect(mx).toHaveTextContent("10 mail.acme.example");
    expect(mx).toHaveTextContent("20 mx2.acme.example");
    expect(mx).toHaveTextContent(/2026/);

    await userEvent.click(within(dns).getByRole("button", { name: "Actions for A" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "History of A records" }));
    const dialog = screen.getByRole("dialog", { name: "History of A records" });
    expect(await within(dialog).findByText("1–10 of 14")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(callsTo("GET", api(acme.id, "/dns-records/A/history")).at(-1)?.query.get("skip")).toBe("10"),
    );
  });

  it("says DNS records have not been checked yet before the first lookup", async () => {
    setup(acme.id, { checked: false });
    expect(await screen.findByText("DNS records haven't been checked yet")).toBeInTheDocument();
  });

  it("shows reverse DNS, ASN, AS organisation and the country with its name, and the history", async () => {
    setup(acme.id);
    await userEvent.click(await screen.findByRole("tab", { name: "IP info" }));
    const table = await screen.findByRole("table", { name: "IP address info" });
    const row = within(table).getByRole("cell", { name: "192.0.2.10" }).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("web1.hosting.example");
    expect(row).toHaveTextContent("AS64500");
    expect(row).toHaveTextContent("Example Hosting d.o.o.");
    expect(row).toHaveTextContent("Serbia (RS)");
    expect(await screen.findByRole("table", { name: "IP info history" })).toBeInTheDocument();
  });

  it("credits DB-IP.com and RouteViews (CC BY 4.0) under the IP info, linking to DB-IP.com", async () => {
    setup(acme.id);
    await userEvent.click(await screen.findByRole("tab", { name: "IP info" }));
    await screen.findByRole("table", { name: "IP address info" });
    const line = screen.getByText(
      (_, element) => element?.tagName === "P" && /^IP data:/.test(element.textContent ?? ""),
    );
    expect(line).toHaveTextContent("IP data: DB-IP.com and RouteViews, CC BY 4.0");
    expect(within(line).getByRole("link", { name: "DB-IP.com" })).toHaveAttribute("href", "https://db-ip.com");
    expect(within(line).getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/",
    );
    // After the tables it credits: the current info and its history.
    const history = screen.getByRole("table", { name: "IP info history" });
    expect(history.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("credits the IP data in Serbian too", async () => {
    setup(acme.id, {}, {}, "sr");
    await userEvent.click(await screen.findByRole("tab", { name: "IP podaci" }));
    const link = await screen.findByRole("link", { name: "DB-IP.com" });
    expect(link.closest("p")).toHaveTextContent("IP podaci: DB-IP.com i RouteViews, CC BY 4.0");
  });

  it("says IP address info hasn't been discovered yet when it was never looked up", async () => {
    setup(acme.id, { checked: false });
    await userEvent.click(await screen.findByRole("tab", { name: "IP info" }));
    expect(await screen.findByText("IP address info hasn't been discovered yet")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "IP address info" })).toBeNull();
    // Nothing from the databases is shown, so nothing to credit.
    expect(screen.queryByRole("link", { name: "DB-IP.com" })).toBeNull();
  });

  it("lists discovery runs with the new assets each found, linking to them", async () => {
    setup(acme.id);
    await userEvent.click(await screen.findByRole("tab", { name: "Discoveries" }));
    const table = await screen.findByRole("table", { name: "Discovery runs" });
    await within(table).findByText("Completed");
    expect(within(table).getByRole("link", { name: "www.acme.example" })).toHaveAttribute(
      "href",
      `/inventory/assets/${www?.id}`,
    );
    expect(table).toHaveTextContent("DNS, Common names, Certificate Transparency");
  });

  it("discovers again, re-checks every 3 s and offers the new assets when done", async () => {
    vi.useFakeTimers();
    const { callsTo, navigate } = renderScreen(
      <AssetDetail assetId={acme.id} defaultTab="discoveries" />,
      fakeAssetsApi({ discovers: ["shop", "vpn2"], discoveryMs: 4000 }),
      { tenantId: sampleTenant.id },
    );
    const step = async (ms: number) => {
      for (let done = 0; done < ms; done += 10) await act(() => vi.advanceTimersByTimeAsync(10));
    };
    await step(200);
    fireEvent.click(screen.getByRole("button", { name: "Discover again" }));
    await step(50);
    expect(callsTo("POST", api(acme.id, "/discoveries"))).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Discovery running…" })).toBeInTheDocument();
    const polls = () => callsTo("GET", api(acme.id, "/discoveries")).filter((c) => c.query.get("limit") === "1");
    expect(polls()).toHaveLength(0);
    await step(POLLING_DELAY_MS);
    expect(polls()).toHaveLength(1);
    await step(POLLING_DELAY_MS);
    expect(polls()).toHaveLength(2);
    const notice = screen.getByText("2 new assets were discovered").closest("[role=status]") as HTMLElement;
    fireEvent.click(within(notice).getByRole("button", { name: "View the new assets" }));
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/inventory\/assets\?ids=[^&]+&ids=[^&]+$/);
  });

  it("swallows a refused discovery request", async () => {
    setup(acme.id, {
      override: { "POST /api/v1/inventory/assets/*/discoveries": failure(500, "Internal", "Queue down") },
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Discoveries" }));
    await userEvent.click(await screen.findByRole("button", { name: "Discover again" }));
    await screen.findByRole("button", { name: "Discover again" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("deletes the asset after confirmation, then goes back to the assets page", async () => {
    const { callsTo, navigate } = setup(ipv4?.id ?? "");
    await userEvent.click(await screen.findByRole("button", { name: "More actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete asset" }));
    const dialog = screen.getByRole("dialog", { name: "Delete asset?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/inventory/assets"));
    expect(callsTo("DELETE", api(ipv4?.id ?? ""))).toHaveLength(1);
  });

  it("calls onDeleted instead of navigating when given", async () => {
    const onDeleted = vi.fn();
    const { navigate } = setup(ipv4?.id ?? "", {}, { onDeleted });
    await userEvent.click(await screen.findByRole("button", { name: "More actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete asset" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ id: ipv4?.id, name: "192.0.2.10" }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows read-only members no Verify now, Delete or Discover again", async () => {
    const asset = { ...(www as ReturnType<typeof makeAsset>), monitoringBlockedReason: "NotAllowed" as const };
    setup(asset.id, { session: "viewer", assets: [acme, asset] });
    await heading("www.acme.example");
    const panel = await screen.findByRole("region", { name: "Verification" });
    await within(panel).findByText(/bulwark-verification=/);
    expect(within(panel).queryByRole("button", { name: "Verify now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "More actions" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Delete asset" })).toBeNull();
    expect(await monitoringSwitch()).toHaveAccessibleDescription("Not allowed");
    await userEvent.click(screen.getByRole("tab", { name: "Discoveries" }));
    await screen.findByRole("table", { name: "Discovery runs" });
    expect(screen.queryByRole("button", { name: "Discover again" })).toBeNull();
  });

  it("says the asset was not found", async () => {
    setup("a0000000-0000-4000-8000-000000009999");
    expect(await heading("Asset not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All assets/ })).toHaveAttribute("href", "/inventory/assets");
  });

  it("shows the not-enabled screen without the inventory feature", async () => {
    setup(acme.id, { session: "noFeature" });
    expect(await screen.findByRole("heading", { name: "This feature is not enabled" })).toBeInTheDocument();
  });

  it("is translated into Serbian", async () => {
    setup(www?.id ?? "", {}, {}, "sr");
    await heading("www.acme.example");
    expect(await screen.findByRole("region", { name: "Verifikacija" })).toBeInTheDocument();
    expect(await screen.findByText("DNS promene mogu da potraju do 48 sati.")).toBeInTheDocument();
    expect(await monitoringSwitch(/Praćenje/)).toHaveAccessibleDescription("Resurs prvo mora biti verifikovan");
    expect(screen.getByRole("tab", { name: "DNS zapisi" })).toBeInTheDocument();
  });
});
