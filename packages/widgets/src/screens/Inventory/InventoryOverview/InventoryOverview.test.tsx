import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import {
  makeTenantOverview,
  multiTenantRoutes,
  noInventoryRoutes,
  peopleApi,
  secondTenant,
} from "../../../storybook/fakeInventoryPeople";
import { renderPeopleScreen } from "../shared/peopleTesting";
import { InventoryOverview, peopleHrefFor } from "./InventoryOverview";

const overview = {
  ...makeTenantOverview([]),
  peopleCount: 50,
  averageScore: 63.46,
  scoreCategory: "Medium" as const,
  categories: { VeryLow: 5, Low: 10, Medium: 15, High: 10, VeryHigh: 5 },
};

function setup(extra: FakeRoutes = {}, session?: FakeRoutes) {
  return renderPeopleScreen(<InventoryOverview />, {
    ...peopleApi(session ? { session } : {}),
    "GET /api/v1/inventory/people/tenants/overview/*": overview,
    ...extra,
  });
}

describe("InventoryOverview", () => {
  it("shows the people count, the average score with its category and the share of each category", async () => {
    const { callsTo } = setup();
    const people = await screen.findByRole("region", { name: "People" });
    expect(await within(people).findByText("Average score")).toBeInTheDocument();
    expect(people).toHaveTextContent("People50");
    expect(people).toHaveTextContent("63.5Medium");
    const link = within(people).getByRole("link", { name: "Medium (51–75)" });
    expect(link).toHaveAttribute("href", "/inventory/people?scoreMin=51&scoreMax=75");
    expect(link.closest("li")).toHaveTextContent("15 (33.3 %)");
    // 45 scored of 50: five have no score yet.
    expect(people).toHaveTextContent("No score yet5");
    expect(callsTo("GET", /tenants\/overview\/3f6c1c9e/)).toHaveLength(1);
    // A user in one organisation gets no comparison.
    expect(callsTo("GET", "/api/v1/inventory/people/tenants/overview")).toHaveLength(0);
  });

  it("keeps a slot for the assets summary", async () => {
    renderPeopleScreen(<InventoryOverview assetsSummary={<p>12 assets, 3 monitored</p>} />, {
      ...peopleApi(),
      "GET /api/v1/inventory/people/tenants/overview/*": overview,
    });
    expect(await screen.findByText("12 assets, 3 monitored")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View assets" })).not.toBeInTheDocument();
  });

  it("links to the assets page when no assets summary is given", async () => {
    setup();
    expect(await screen.findByRole("link", { name: "View assets" })).toHaveAttribute("href", "/inventory/assets");
  });

  it("tells how to add people when there are none", async () => {
    setup({ "GET /api/v1/inventory/people/tenants/overview/*": makeTenantOverview([]) });
    expect(await screen.findByRole("heading", { name: "No people yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add people" })).toHaveAttribute("href", "/inventory/people");
  });

  it("compares every organisation of a user in several, and switches to one", async () => {
    const { callsTo } = setup({}, multiTenantRoutes());
    const table = await screen.findByRole("table", { name: "Your organisations" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("Beta Logistics");
    expect(rows[1]).toHaveTextContent("215");
    expect(rows[1]).toHaveTextContent("81.4High");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Switch to Beta Logistics" }));
    await screen.findByRole("table", { name: "Your organisations" });
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

describe("peopleHrefFor", () => {
  it("adds a category's score range to the people page's address", () => {
    expect(peopleHrefFor("/inventory/people", "VeryHigh")).toBe("/inventory/people?scoreMin=96&scoreMax=100");
    expect(peopleHrefFor("/p?tab=x", "VeryLow")).toBe("/p?tab=x&scoreMin=0&scoreMax=25");
    expect(peopleHrefFor("/inventory/people")).toBe("/inventory/people");
  });
});
