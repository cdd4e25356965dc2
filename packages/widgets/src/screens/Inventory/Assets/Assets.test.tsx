import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { sampleTenant } from "../../../storybook/fakeApi";
import {
  type FakeAssetsOptions,
  failure,
  fakeAssetsApi,
  makeAsset,
  makeDiscovery,
  sampleAssets,
} from "../../../storybook/fakeInventoryAssets";
import { renderScreen } from "../../../test/renderScreen";
import { POLLING_DELAY_MS } from "../../../theme/layout";
import { Assets, type AssetsProps } from "./Assets";

const LIST = "/api/v1/inventory/assets/list";
const DISCOVERIES = /^\/api\/v1\/inventory\/assets\/[^/]+\/discoveries$/;

function setup(options: FakeAssetsOptions = {}, props: AssetsProps = {}, lang: "en" | "sr" = "en") {
  return renderScreen(<Assets {...props} />, fakeAssetsApi(options), { tenantId: sampleTenant.id, lang });
}

const table = () => screen.findByRole("table", { name: "Assets of the organization" });
const lastList = (callsTo: ReturnType<typeof setup>["callsTo"]) => callsTo("GET", LIST).at(-1)?.query;

/** The table row of the asset named `name` (its name cell links to the asset). */
const findRow = async (name: string) =>
  (await within(await table()).findByRole("link", { name })).closest("tr") as HTMLElement;
const queryRow = (name: string) => screen.queryByRole("link", { name });
/** The names of the rows shown, in order. */
const rowNames = async () =>
  within(await table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("link")[0]?.textContent);

/** Adds a filter from "Add filter" and picks `option` in its editor, which then closes. */
async function addFilter(filter: string, option: string) {
  await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
  await userEvent.click(
    within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: filter }),
  );
  await userEvent.click(within(screen.getByRole("dialog", { name: filter })).getByRole("radio", { name: option }));
  await userEvent.keyboard("{Escape}");
}

/** The chip of an active filter (its button reads "Filter: value"). */
const chip = (filter: string) => screen.queryByRole("button", { name: new RegExp(`^${filter}:`) });

afterEach(() => {
  vi.useRealTimers();
});

describe("Assets", () => {
  it("lists name (linking to the asset), type, verification, monitoring, origin, date added and last discovery", async () => {
    setup();
    const acme = await findRow("acme.example");
    expect(within(acme).getByRole("link", { name: "acme.example" })).toHaveAttribute(
      "href",
      `/inventory/assets/${sampleAssets()[0]?.id}`,
    );
    expect(acme).toHaveTextContent("Domain");
    expect(acme).toHaveTextContent("Verified");
    expect(acme).toHaveTextContent("Monitored");
    expect(acme).toHaveTextContent("Added manually");
    expect(acme).toHaveTextContent("Completed");
    const vpn = await findRow("vpn.acme.example");
    expect(vpn).toHaveTextContent("Subdomain");
    expect(vpn).toHaveTextContent("Not verified");
    expect(vpn).toHaveTextContent("Not monitored");
    expect(vpn).toHaveTextContent("Discovered");
    expect(vpn).toHaveTextContent("Failed");
    const ip = await findRow("2001:db8::10");
    expect(ip).toHaveTextContent("IPv6 address");
  });

  it("sends each filter as the list call's query and starts again at the first page", async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      makeAsset(200 + i, { name: `host${i}.acme.example`, assetType: "subdomain" }),
    );
    const { callsTo } = setup({ assets: many });
    await screen.findByText("1–20 of 45");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastList(callsTo)?.get("skip")).toBe("20"));

    await addFilter("Type", "Subdomain");
    await waitFor(() => expect(lastList(callsTo)?.get("assetType")).toBe("subdomain"));
    expect(lastList(callsTo)?.get("skip")).toBe("0");

    await addFilter("Verification", "Not verified");
    await waitFor(() => expect(lastList(callsTo)?.get("verified")).toBe("false"));
    await addFilter("Monitoring", "Monitored");
    await waitFor(() => expect(lastList(callsTo)?.get("monitored")).toBe("true"));
    await addFilter("Origin", "Discovered");
    await waitFor(() => expect(lastList(callsTo)?.get("origin")).toBe("automatic"));
    // Each active filter is a chip that says its value.
    expect(chip("Type")).toHaveTextContent("Subdomain");
    expect(chip("Verification")).toHaveTextContent("Not verified");

    const before = callsTo("GET", LIST).length;
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "  host1 ");
    await waitFor(() => expect(lastList(callsTo)?.get("search")).toBe("host1"));
    // Typing is debounced: one request for the whole word, not one per key.
    expect(callsTo("GET", LIST).length - before).toBe(1);
    const query = lastList(callsTo);
    expect(Object.fromEntries(query ?? [])).toEqual({
      search: "host1",
      assetType: "subdomain",
      verified: "false",
      monitored: "true",
      origin: "automatic",
      skip: "0",
      limit: "20",
    });
    expect(await screen.findByText("No assets match these filters")).toBeInTheDocument();
  }, 20_000);

  it("starts with the filters it is given (the overview's links) and reports each change, not the first ones", async () => {
    const onFiltersChange = vi.fn();
    const { callsTo } = setup(
      {},
      { defaultFilters: { assetType: "domain", verified: true, origin: "manual" }, onFiltersChange },
    );
    await findRow("acme.example");
    expect(callsTo("GET", LIST)).toHaveLength(1);
    expect(Object.fromEntries(lastList(callsTo) ?? [])).toEqual({
      assetType: "domain",
      verified: "true",
      origin: "manual",
      skip: "0",
      limit: "20",
    });
    expect(chip("Type")).toHaveTextContent("Domain");
    expect(chip("Verification")).toHaveTextContent("Verified");
    expect(chip("Monitoring")).toBeNull();
    expect(chip("Origin")).toHaveTextContent("Added manually");
    // Two verified domains, both added by hand; the subdomains and addresses are left out.
    expect(await rowNames()).toEqual(["acme.example", "acme-shop.example"]);
    expect(onFiltersChange).not.toHaveBeenCalled();

    await addFilter("Monitoring", "Monitored");
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith({
        assetType: "domain",
        verified: true,
        monitored: true,
        origin: "manual",
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove filter Type" }));
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith({ verified: true, monitored: true, origin: "manual" }),
    );
    expect(onFiltersChange).toHaveBeenCalledTimes(2);
  });

  it("opens an asset with Enter on its row, as a click on the row does", async () => {
    const { navigate } = setup();
    const row = await findRow("vpn.acme.example");
    row.focus();
    await userEvent.keyboard("{Enter}");
    expect(navigate).toHaveBeenLastCalledWith(`/inventory/assets/${sampleAssets()[3]?.id}`);
    await userEvent.click(within(await findRow("acme.example")).getByText("Domain"));
    expect(navigate).toHaveBeenLastCalledWith(`/inventory/assets/${sampleAssets()[0]?.id}`);
  });

  it("says nothing matches the filters and clears them from the empty state", async () => {
    const { callsTo } = setup({}, { defaultFilters: { search: "nothing-like-this" } });
    expect(await screen.findByText("No assets match these filters")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Assets of the organization" });
    await userEvent.click(within(table).getByRole("button", { name: "Clear all" }));
    await findRow("acme.example");
    expect(lastList(callsTo)?.has("search")).toBe(false);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("starts with a given search in the search field", async () => {
    const { callsTo } = setup({}, { defaultFilters: { search: "mail" } });
    expect(await findRow("mail.acme.example")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("mail");
    expect(lastList(callsTo)?.get("search")).toBe("mail");
  });

  it("limits the list to the `ids` of newly discovered assets, as a chip with Show all", async () => {
    const ids = [sampleAssets()[1]?.id ?? "", sampleAssets()[2]?.id ?? ""];
    const { callsTo, navigate } = setup({}, { ids });
    await findRow("www.acme.example");
    expect(lastList(callsTo)?.getAll("ids")).toEqual(ids);
    expect(queryRow("acme.example")).toBeNull();
    expect(screen.getByText("Showing 2 newly discovered assets")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(navigate).toHaveBeenCalledWith("/inventory/assets");
  });

  it("says No assets to be added for an empty dialog without calling the server", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Add assets" }));
    const dialog = await screen.findByRole("dialog", { name: "Add assets" });
    await userEvent.type(within(dialog).getByRole("textbox"), " , \n ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByRole("textbox")).toHaveAccessibleDescription(
      "One per line, or separated by commas. No assets to be added",
    );
    expect(callsTo("POST", "/api/v1/inventory/assets/create/batch")).toHaveLength(0);
  });

  it("points out names that do not look like assets, sends them anyway, and shows the server's error next to each refused name", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Add assets" }));
    const dialog = await screen.findByRole("dialog", { name: "Add assets" });
    await userEvent.type(within(dialog).getByRole("textbox"), "new.example, https://\nnot a name{enter}new.example");
    expect(within(dialog).getByText("3 names to add")).toBeInTheDocument();
    const hint = within(dialog).getByRole("note");
    expect(
      within(hint)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["https://", "not a name"]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    const refused = await within(dialog).findByRole("alert");
    expect(callsTo("POST", "/api/v1/inventory/assets/create/batch")[0]?.body).toEqual({
      assets: [{ name: "new.example" }, { name: "https://" }, { name: "not a name" }],
    });
    expect(
      within(refused)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "https://Invalid domain or IP address: https:// is not a valid domain name",
      "not a nameInvalid domain or IP address: not a name is not a valid domain name",
    ]);
    expect(within(dialog).getByRole("textbox")).toHaveAccessibleDescription(
      expect.stringContaining("2 names refused."),
    );
  });

  it("adds the host of a pasted web address, says so, and does not call it a bad name", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Add assets" }));
    const dialog = await screen.findByRole("dialog", { name: "Add assets" });
    await userEvent.type(within(dialog).getByRole("textbox"), "https://github.com/foo, github.com");
    expect(within(dialog).getByText("1 name to add")).toBeInTheDocument();
    expect(within(dialog).getByText("Web addresses are added by their host name: github.com")).toBeVisible();
    expect(within(dialog).queryByText(/do not look like/)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(callsTo("POST", "/api/v1/inventory/assets/create/batch")[0]?.body).toEqual({
        assets: [{ name: "github.com" }],
      }),
    );
  });

  it("adds the names, reports those already in the inventory, and refreshes the list", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Add assets" }));
    const dialog = await screen.findByRole("dialog", { name: "Add assets" });
    await userEvent.type(within(dialog).getByRole("textbox"), "203.0.113.5, acme.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("1 asset added")).toBeInTheDocument();
    expect(screen.getByText("Already in the inventory: acme.example")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await findRow("203.0.113.5")).toBeInTheDocument();
    expect(callsTo("GET", LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('says "Organization must be set!" when the server refuses for lack of an organisation', async () => {
    setup({
      override: {
        "POST /api/v1/inventory/assets/create/batch": failure(403, "OrganizationRequired", "Organization must be set!"),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add assets" }));
    const dialog = await screen.findByRole("dialog", { name: "Add assets" });
    await userEvent.type(within(dialog).getByRole("textbox"), "new.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Organization must be set!");
  });

  it("deletes an asset after confirmation", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Actions for 192.0.2.10" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete asset?" });
    expect(dialog).toHaveTextContent("192.0.2.10 is deleted with its DNS records");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("192.0.2.10 deleted")).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/v1/inventory/assets/${sampleAssets()[5]?.id}`)).toHaveLength(1);
    await waitFor(() => expect(queryRow("192.0.2.10")).toBeNull());
  });

  it("deletes the selected assets at once after confirmation, in one call", async () => {
    const { callsTo } = setup();
    const names = ["192.0.2.10", "2001:db8::10"];
    for (const name of names) {
      await userEvent.click(within(await findRow(name)).getByRole("checkbox", { name: `Select ${name}` }));
    }
    const bar = screen.getByRole("toolbar", { name: "2 selected" });
    await userEvent.click(within(bar).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete 2 assets?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 assets deleted")).toBeInTheDocument();
    const calls = callsTo("POST", "/api/v1/inventory/assets/delete/batch");
    expect(calls).toHaveLength(1);
    const ids = names.map((name) => sampleAssets().find((asset) => asset.name === name)?.id);
    expect(calls[0]?.body).toEqual({ assetIds: ids });
    expect(callsTo("DELETE", /\/api\/v1\/inventory\/assets\//)).toHaveLength(0);
    await waitFor(() => expect(queryRow("192.0.2.10")).toBeNull());
    expect(queryRow("2001:db8::10")).toBeNull();
    // The selection is cleared with them: the filter bar is back.
    expect(screen.getByRole("search")).toBeInTheDocument();
  });

  it("keeps every selected asset when the batch is refused, and says why", async () => {
    const { callsTo } = setup({
      override: { "POST /api/v1/inventory/assets/delete/batch": failure(404, "NotFound", "Asset not found") },
    });
    await userEvent.click(within(await findRow("192.0.2.10")).getByRole("checkbox", { name: "Select 192.0.2.10" }));
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "1 selected" })).getByRole("button", { name: "Delete" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Delete 1 asset?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Asset not found");
    expect(callsTo("POST", "/api/v1/inventory/assets/delete/batch")).toHaveLength(1);
    expect(await findRow("192.0.2.10")).toBeInTheDocument();
  });

  it("shows read-only members no Add or Delete, but the export", async () => {
    setup({ session: "viewer" });
    await findRow("acme.example");
    expect(screen.queryByRole("button", { name: "Add assets" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Actions for/ })).toBeNull();
    // Nothing to do with a selection: no checkboxes.
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
  });

  it("shows the not-enabled screen when the organisation lacks the inventory feature", async () => {
    const { callsTo } = setup({ session: "noFeature" });
    expect(await screen.findByRole("heading", { name: "This feature is not enabled" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Contact Us/ })).toHaveAttribute(
      "href",
      expect.stringContaining("mailto:"),
    );
    expect(callsTo("GET", LIST)).toHaveLength(0);
  });

  it("shows the not-enabled screen when the API refuses with FeatureNotEnabled", async () => {
    setup({
      override: { "GET /api/v1/inventory/assets/list": failure(403, "FeatureNotEnabled", "Inventory is not enabled") },
    });
    expect(await screen.findByRole("heading", { name: "This feature is not enabled" })).toBeInTheDocument();
  });

  it('says "Organization must be set!" without an active organisation', async () => {
    renderScreen(<Assets />, fakeAssetsApi({ session: "noTenant" }));
    expect(await screen.findByRole("heading", { name: "Organization must be set!" })).toBeInTheDocument();
  });

  it("shows an error banner when the list fails", async () => {
    setup({ override: { "GET /api/v1/inventory/assets/list": failure(500, "Internal", "Database unavailable") } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
  });

  it("says the server could not be reached when the network fails, and Retry loads the list again", async () => {
    let calls = 0;
    const { callsTo } = setup({
      override: {
        "GET /api/v1/inventory/assets/list": () => {
          calls += 1;
          // fetch rejects as it does offline; the next try gets through.
          if (calls === 1) throw new TypeError("Failed to fetch");
          return { items: [], total: 0 };
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not reach Bulwark. Check your connection and try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No assets yet")).toBeInTheDocument();
    // The empty list offers the next step: adding the first assets opens the dialog.
    await userEvent.click(screen.getByRole("button", { name: "Add your first assets" }));
    expect(screen.getByRole("dialog", { name: "Add assets" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(callsTo("GET", LIST)).toHaveLength(2);
  });

  it("is translated into Serbian", async () => {
    setup({}, {}, "sr");
    expect(await screen.findByRole("heading", { name: "Resursi" })).toBeInTheDocument();
    const row = (await screen.findByRole("link", { name: "vpn.acme.example" })).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Poddomen");
    expect(row).toHaveTextContent("Nije verifikovan");
    expect(screen.getByRole("button", { name: "Dodaj resurse" })).toBeInTheDocument();
  });
});

describe("Assets discovery", () => {
  /**
   * Moves fake time on by `ms`, in small steps: React renders (and runs effects, which start the
   * next check) when each `act` ends, as it would between real timer ticks.
   */
  async function flush(ms = 0) {
    const step = 10;
    for (let done = 0; done < ms; done += step) await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - done)));
    await act(() => vi.advanceTimersByTimeAsync(0));
  }

  /** Renders under fake timers and waits (in fake time) for the list. */
  async function mount(routes: FakeRoutes) {
    vi.useFakeTimers();
    const utils = renderScreen(<Assets />, routes, { tenantId: sampleTenant.id });
    for (let i = 0; i < 20 && utils.callsTo("GET", LIST).length === 0; i++) await flush(10);
    await flush(10);
    return utils;
  }

  async function addNames(text: string) {
    fireEvent.click(screen.getByRole("button", { name: "Add assets" }));
    // The dialog's code is fetched on its first opening.
    await flush(10);
    const dialog = screen.getByRole("dialog", { name: "Add assets" });
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: text } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
  }

  it("re-checks a new domain's discovery every 3 s, then offers the new assets in a notice that stays until dismissed", async () => {
    const { callsTo, navigate } = await mount(fakeAssetsApi({ discoveryMs: 4000 }));
    await addNames("globex.example");
    await flush(10);
    expect(screen.getByText("1 asset added")).toBeInTheDocument();
    const checks = () => callsTo("GET", DISCOVERIES).length;
    expect(checks()).toBe(0);

    await flush(POLLING_DELAY_MS - 20);
    expect(checks()).toBe(0);
    await flush(20);
    // First check: still Requested.
    expect(checks()).toBe(1);
    expect(screen.queryByText(/new assets? (were|was) discovered/)).toBeNull();

    await flush(POLLING_DELAY_MS);
    expect(checks()).toBe(2);
    const notice = screen.getByText("2 new assets were discovered").closest("[role=status]") as HTMLElement;
    expect(notice).toBeInTheDocument();

    // Nothing is Requested any more: no further checks, and the notice stays.
    await flush(POLLING_DELAY_MS * 5);
    expect(checks()).toBe(2);
    expect(screen.getByText("2 new assets were discovered")).toBeInTheDocument();

    fireEvent.click(within(notice).getByRole("button", { name: "View the new assets" }));
    const target = new URL(navigate.mock.calls.at(-1)?.[0] as string, "http://x");
    expect(target.pathname).toBe("/inventory/assets");
    expect(target.searchParams.getAll("ids")).toHaveLength(2);
    expect(screen.queryByText("2 new assets were discovered")).toBeNull();
  });

  it("can dismiss the notice", async () => {
    await mount(fakeAssetsApi({ discoveryMs: 0 }));
    await addNames("globex.example");
    await flush(POLLING_DELAY_MS + 10);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/new assets? (were|was) discovered/)).toBeNull();
  });

  it("shows one error naming the asset per failed discovery, and no notice when nothing was found", async () => {
    await mount(
      fakeAssetsApi({ discoveryMs: 0, failingDiscoveries: ["globex.example", "initech.example"], discovers: [] }),
    );
    await addNames("globex.example\ninitech.example\nhooli.example");
    await flush(POLLING_DELAY_MS + 10);
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts.filter((text) => text?.includes("Error while resolving"))).toEqual([
      expect.stringContaining("Error while resolving globex.example subdomains and IPs"),
      expect.stringContaining("Error while resolving initech.example subdomains and IPs"),
    ]);
    expect(screen.queryByText(/new assets? (were|was) discovered/)).toBeNull();
  });

  it("waits for every Requested discovery before offering what was found", async () => {
    const acme = makeAsset(1, { name: "acme.example", assetType: "domain", lastDiscoveryStatus: "Requested" });
    const beta = makeAsset(2, { name: "beta.example", assetType: "domain", lastDiscoveryStatus: "Requested" });
    const found = makeAsset(3, { name: "www.acme.example", assetType: "subdomain", origin: "automatic" });
    const replies: Record<string, unknown[]> = {
      [acme.id]: [makeDiscovery(1, acme, "Completed", [found])],
      [beta.id]: [makeDiscovery(2, beta, "Requested"), makeDiscovery(2, beta, "Completed")],
    };
    const { callsTo } = await mount({
      ...fakeAssetsApi({ assets: [acme, beta] }),
      "GET /api/v1/inventory/assets/*/discoveries": (_request: Request, url: URL) => {
        const assetId = url.pathname.split("/")[5] ?? "";
        const runs = replies[assetId] ?? [];
        const run = (runs.length > 1 ? runs.shift() : runs[0]) as ReturnType<typeof makeDiscovery>;
        // As the real API does, the asset's last status follows its run (the list is refetched).
        for (const asset of [acme, beta]) if (asset.id === assetId) asset.lastDiscoveryStatus = run.status;
        return { items: [run], total: 1 };
      },
    });
    // Assets already Requested when the list loads are followed too.
    await flush(POLLING_DELAY_MS);
    expect(callsTo("GET", DISCOVERIES)).toHaveLength(2);
    expect(screen.queryByText(/new assets? (were|was) discovered/)).toBeNull();
    await flush(POLLING_DELAY_MS);
    // Only beta was still Requested.
    expect(callsTo("GET", DISCOVERIES)).toHaveLength(3);
    expect(screen.getByText("1 new asset was discovered")).toBeInTheDocument();
  });

  it("swallows errors of the discovery checks and keeps checking", async () => {
    const acme = makeAsset(1, { name: "acme.example", assetType: "domain", lastDiscoveryStatus: "Requested" });
    const { callsTo, errors } = await mount({
      ...fakeAssetsApi({ assets: [acme] }),
      "GET /api/v1/inventory/assets/*/discoveries": failure(500, "Internal", "Discovery store down"),
    });
    await flush(POLLING_DELAY_MS * 2 + 50);
    expect(callsTo("GET", DISCOVERIES)).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(errors).toEqual([]);
  });
});
