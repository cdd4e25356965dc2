import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { assetListHandler, failure, makeAsset, sampleAssets } from "../../../storybook/fakeInventoryAssets";
import { figuresHandler, makeInventoryFigures } from "../../../storybook/fakeInventoryFigures";
import {
  makePeople,
  makeTenantOverview,
  multiTenantRoutes,
  noInventoryRoutes,
  peopleApi,
  secondTenant,
} from "../../../storybook/fakeInventoryPeople";
import { renderScreen } from "../../../test/renderScreen";
import { assetsHrefFor } from "../shared/assets";
import { InventoryOverview, type InventoryOverviewProps, peopleHrefFor } from "./InventoryOverview";

const ASSET_LIST = "/api/v1/inventory/assets/list";
const FIGURES = "/api/v1/inventory/figures";

const overview = {
  ...makeTenantOverview([]),
  peopleCount: 50,
  averageScore: 63.46,
  scoreCategory: "Medium" as const,
  categories: { VeryLow: 5, Low: 10, Medium: 15, High: 10, VeryHigh: 5 },
};

function setup(extra: FakeRoutes = {}, session?: FakeRoutes, props: InventoryOverviewProps = {}) {
  return renderScreen(<InventoryOverview {...props} />, {
    ...peopleApi(session ? { session } : {}),
    "GET /api/v1/inventory/people/tenants/overview/*": overview,
    // Acme's sample: 2 domains, 3 subdomains (found by discovery), 2 IPv4 and 1 IPv6 address; 3 verified, 1 monitored.
    [`GET ${ASSET_LIST}`]: assetListHandler(sampleAssets()),
    // 48 people in Sales, Engineering, Finance, … (every fourth also in Management); the sample assets.
    [`GET ${FIGURES}`]: figuresHandler(makePeople(48), sampleAssets()),
    ...extra,
  });
}

/** Switches a chart to its table and returns the table's rows as text. */
async function chartTable(name: string) {
  const figure = await screen.findByRole("figure", { name });
  const toggle = await within(figure).findByRole("button", { name: /Show as table|Prikaži kao tabelu/ });
  await userEvent.click(toggle);
  return within(within(figure).getByRole("table"))
    .getAllByRole("row")
    .map((row) => row.textContent);
}

const assetsCard = () => screen.findByRole("region", { name: "Assets" });

describe("InventoryOverview", () => {
  it("shows the people count, the average score with its category and the share of each category", async () => {
    const { callsTo } = setup();
    const people = await screen.findByRole("region", { name: "People" });
    expect(await within(people).findByText("Average score")).toBeInTheDocument();
    expect(people).toHaveTextContent("People50");
    expect(people).toHaveTextContent("63.5Medium");
    const link = within(people).getByRole("link", { name: "Medium (51–75)" });
    expect(link).toHaveAttribute("href", "/inventory/people?scoreMin=51&scoreMax=75");
    expect(link.closest("li")).toHaveTextContent("15 (33.3%)");
    // 45 scored of 50: five have no score yet.
    expect(people).toHaveTextContent("No score yet5");
    expect(callsTo("GET", /tenants\/overview\/3f6c1c9e/)).toHaveLength(1);
    // A user in one organisation gets no comparison.
    expect(callsTo("GET", "/api/v1/inventory/people/tenants/overview")).toHaveLength(0);
  });

  it("shows the assets in all, verified, monitored, found automatically and per type, each linking to those assets", async () => {
    setup();
    const card = await assetsCard();
    const figure = async (name: string) => within(card).findByRole("link", { name });
    expect(await figure("Total assets: 8")).toHaveAttribute("href", "/inventory/assets");
    expect(await figure("Verified: 3")).toHaveAttribute("href", "/inventory/assets?verified=true");
    expect(await figure("Monitored: 1")).toHaveAttribute("href", "/inventory/assets?monitored=true");
    expect(await figure("Found automatically: 3")).toHaveAttribute("href", "/inventory/assets?origin=automatic");
    expect(card).toHaveTextContent("Total assets8Verified3Monitored1Found automatically3");
    const types = within(within(card).getByRole("region", { name: "Assets by type" })).getAllByRole("listitem");
    expect(types.map((item) => item.textContent)).toEqual([
      "Domains2",
      "Subdomains3",
      "IPv4 addresses2",
      "IPv6 addresses1",
    ]);
    expect(within(card).getByRole("link", { name: "Domains" })).toHaveAttribute(
      "href",
      "/inventory/assets?assetType=domain",
    );
    expect(within(card).getByRole("link", { name: "IPv6 addresses" })).toHaveAttribute(
      "href",
      "/inventory/assets?assetType=ipv6",
    );
    expect(within(card).getByRole("link", { name: "View assets" })).toHaveAttribute("href", "/inventory/assets");
  });

  it("reads every figure from the list's total: one limit=1 query per filter", async () => {
    const { callsTo } = setup();
    await within(await assetsCard()).findByRole("link", { name: "Total assets: 8" });
    const queries = callsTo("GET", ASSET_LIST).map((call) => {
      expect(call.query.get("limit")).toBe("1");
      expect(call.headers.get("x-tenant-id")).toBe("3f6c1c9e-3b7a-4c55-9d0b-0c2b8f1d2a10");
      const rest = new URLSearchParams(call.query);
      rest.delete("limit");
      return rest.toString();
    });
    expect(queries.sort()).toEqual(
      [
        "",
        "verified=true",
        "monitored=true",
        "origin=automatic",
        "assetType=domain",
        "assetType=subdomain",
        "assetType=ipv4",
        "assetType=ipv6",
      ].sort(),
    );
  });

  it("adds the asset filters to a host's own assets path", async () => {
    setup({}, undefined, { assetsHref: "/portal/assets?tab=list" });
    const card = await assetsCard();
    expect(await within(card).findByRole("link", { name: "Verified: 3" })).toHaveAttribute(
      "href",
      "/portal/assets?tab=list&verified=true",
    );
    expect(within(card).getByRole("link", { name: "Total assets: 8" })).toHaveAttribute(
      "href",
      "/portal/assets?tab=list",
    );
  });

  it("hands a figure's link to the host's navigation", async () => {
    const { navigate } = setup();
    await userEvent.click(await within(await assetsCard()).findByRole("link", { name: "Monitored: 1" }));
    expect(navigate).toHaveBeenCalledWith("/inventory/assets?monitored=true");
  });

  it("counts what the list holds, also for a single type", async () => {
    setup({
      [`GET ${ASSET_LIST}`]: assetListHandler([
        makeAsset(1, { name: "10.0.0.1", assetType: "ipv4", verified: true, monitored: true }),
      ]),
    });
    const card = await assetsCard();
    expect(await within(card).findByRole("link", { name: "Total assets: 1" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Monitored: 1" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Found automatically: 0" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "IPv4 addresses" }).closest("li")).toHaveTextContent("1");
    expect(within(card).getByRole("link", { name: "Domains" }).closest("li")).toHaveTextContent("0");
  });

  it("tells how to add assets when there are none", async () => {
    setup({ [`GET ${ASSET_LIST}`]: assetListHandler([]) });
    const card = await assetsCard();
    expect(await within(card).findByRole("heading", { name: "No assets yet" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Add assets" })).toHaveAttribute("href", "/inventory/assets");
    expect(within(card).queryByRole("link", { name: /^Verified/ })).not.toBeInTheDocument();
  });

  it("shows the assets card loading on its own while the people card is ready", async () => {
    setup({ [`GET ${ASSET_LIST}`]: "pending" });
    const card = await assetsCard();
    expect(within(card).getByRole("status")).toHaveTextContent("Loading");
    expect(await screen.findByRole("region", { name: "People" })).toHaveTextContent("People50");
  });

  it("shows the assets card's error without hiding the people", async () => {
    const { errors } = setup({ [`GET ${ASSET_LIST}`]: failure(500, "Internal", "Database unavailable") });
    const card = await assetsCard();
    expect(await within(card).findByRole("alert")).toHaveTextContent("Database unavailable");
    expect(await screen.findByRole("region", { name: "People" })).toHaveTextContent("People50");
    expect(errors).toHaveLength(1);
  });

  it("keeps to a link, without an error, when the token may not read assets (an overview-only embed token)", async () => {
    const { errors, callsTo } = setup({
      [`GET ${ASSET_LIST}`]: failure(403, "Forbidden", "This embed token does not allow this call"),
    });
    const card = await assetsCard();
    await waitFor(() => expect(card).toHaveTextContent("Domains, subdomains and IP addresses your organization owns."));
    expect(within(card).getByRole("link", { name: "View assets" })).toHaveAttribute("href", "/inventory/assets");
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
    expect(errors).toEqual([]);
    expect(callsTo("GET", ASSET_LIST).length).toBeGreaterThan(0);
  });

  it("shows people by group, assets by type and verification state and the discovery trend as charts", async () => {
    const { callsTo } = setup();
    // The largest groups first, then everyone outside them, so the bars add up to the 48 people.
    const groups = await chartTable("People by group");
    expect(groups[0]).toBe("CategoryValue");
    expect(groups.length).toBeGreaterThan(2);
    expect(screen.getByRole("figure", { name: "People by group" })).toHaveTextContent(
      "The largest groups; 48 people in all",
    );
    // Verified and not as two columns of every type, in the product's order.
    expect(await chartTable("Assets by type and verification")).toEqual([
      "CategoryVerifiedNot verifiedTotal",
      "Domains202",
      "Subdomains033",
      "IPv4 addresses112",
      "IPv6 addresses011",
    ]);
    const trend = await chartTable("Assets discovered");
    expect(trend).toHaveLength(31);
    expect(trend[1]).toMatch(/^Feb 19/);
    // One call for the three charts.
    expect(callsTo("GET", FIGURES)).toHaveLength(1);
  });

  it("shows the charts loading on their own, and their error with Retry without hiding the rest", async () => {
    let fail = true;
    const { callsTo } = setup({
      [`GET ${FIGURES}`]: () =>
        fail ? failure(500, "Internal", "Figures unavailable") : makeInventoryFigures(makePeople(3), []),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Figures unavailable");
    expect(await screen.findByRole("region", { name: "People" })).toHaveTextContent("People50");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("figure", { name: "People by group" })).toHaveTextContent("3 people in all");
    expect(callsTo("GET", FIGURES)).toHaveLength(2);
  });

  it("marks each chart busy while the figures load", async () => {
    setup({ [`GET ${FIGURES}`]: "pending" });
    for (const name of ["People by group", "Assets by type and verification", "Assets discovered"]) {
      expect(await screen.findByRole("figure", { name })).toHaveAttribute("aria-busy", "true");
    }
  });

  it("is translated into Serbian", async () => {
    renderScreen(
      <InventoryOverview />,
      {
        ...peopleApi(),
        "GET /api/v1/inventory/people/tenants/overview/*": overview,
        [`GET ${ASSET_LIST}`]: assetListHandler(sampleAssets()),
        [`GET ${FIGURES}`]: figuresHandler(makePeople(48), sampleAssets()),
      },
      { lang: "sr" },
    );
    const groups = await screen.findByRole("figure", { name: "Ljudi po grupama" });
    await waitFor(() => expect(groups).toHaveTextContent("Najveće grupe; ukupno 48 osoba"));
    expect(await chartTable("Resursi po tipu i verifikaciji")).toContain("Domeni202");
    const card = await screen.findByRole("region", { name: "Resursi" });
    expect(await within(card).findByRole("link", { name: "Ukupno resursa: 8" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Pronađeni automatski: 3" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "IPv4 adrese" })).toBeInTheDocument();
  });

  it("puts a host's own assets summary in place of the card, without asking for the counts", async () => {
    const { callsTo } = setup({}, undefined, { assetsSummary: <p>12 assets, 3 monitored</p> });
    expect(await screen.findByText("12 assets, 3 monitored")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View assets" })).not.toBeInTheDocument();
    expect(callsTo("GET", ASSET_LIST)).toHaveLength(0);
  });

  it("tells how to add people when there are none", async () => {
    setup({ "GET /api/v1/inventory/people/tenants/overview/*": makeTenantOverview([]) });
    expect(await screen.findByRole("heading", { name: "No people yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add people" })).toHaveAttribute("href", "/inventory/people");
  });

  it("compares every organisation of a user in several, and switches to one", async () => {
    const { callsTo } = setup({}, multiTenantRoutes());
    const table = await screen.findByRole("table", { name: "Your organizations" });
    // Every organization's figures, not only the first, have arrived.
    await waitFor(() => expect(table).toHaveTextContent("81.4High"));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("Beta Logistics");
    expect(rows[1]).toHaveTextContent("215");
    expect(rows[1]).toHaveTextContent("81.4High");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Switch to Beta Logistics" }));
    await screen.findByRole("table", { name: "Your organizations" });
    expect(callsTo("GET", `/api/v1/inventory/people/tenants/overview/${secondTenant.id}`).length).toBeGreaterThan(0);
  });

  it("shows an error banner when the overview cannot be loaded", async () => {
    setup({
      "GET /api/v1/inventory/people/tenants/overview/*": {
        status: 500,
        body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
  });

  it("shows the not-enabled screen without the inventory feature", async () => {
    setup({}, noInventoryRoutes());
    expect(await screen.findByRole("heading", { name: /not enabled/i })).toBeInTheDocument();
  });
});

describe("assetsHrefFor", () => {
  it("adds the asset filters to the assets page's address", () => {
    expect(assetsHrefFor("/inventory/assets")).toBe("/inventory/assets");
    expect(assetsHrefFor("/inventory/assets", { assetType: "subdomain" })).toBe(
      "/inventory/assets?assetType=subdomain",
    );
    expect(assetsHrefFor("/a?tab=x", { verified: false, origin: "automatic" })).toBe(
      "/a?tab=x&verified=false&origin=automatic",
    );
    expect(assetsHrefFor("/a", { search: "  ", monitored: true })).toBe("/a?monitored=true");
  });
});

describe("peopleHrefFor", () => {
  it("adds a category's score range to the people page's address", () => {
    expect(peopleHrefFor("/inventory/people", "VeryHigh")).toBe("/inventory/people?scoreMin=96&scoreMax=100");
    expect(peopleHrefFor("/p?tab=x", "VeryLow")).toBe("/p?tab=x&scoreMin=0&scoreMax=25");
    expect(peopleHrefFor("/inventory/people")).toBe("/inventory/people");
  });
});
