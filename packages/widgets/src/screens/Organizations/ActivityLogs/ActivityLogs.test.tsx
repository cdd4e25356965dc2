import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, makeActivityLogs, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { ActivityLogs } from "./ActivityLogs";

const path = `/api/v1/activity-logs/tenants/${sampleTenant.id}`;
const logs = makeActivityLogs(7);

function setup(extra: FakeRoutes = {}, base = adminRoutes(), lang: "en" | "sr" = "en") {
  return renderScreen(
    <ActivityLogs tenantId={sampleTenant.id} />,
    { ...base, "GET /api/v1/activity-logs/tenants/*": list(logs), ...extra },
    { lang },
  );
}

describe("ActivityLogs", () => {
  it("shows event, group, description, user, IP and date, translating known events", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Activity log of the organization" });
    const row = (await within(table).findByRole("rowheader", { name: "Organization updated" })).closest("tr");
    expect(row).toHaveTextContent("Organization and its data");
    expect(row).toHaveTextContent("Acme d.o.o. updated");
    expect(row).toHaveTextContent("Ana Petrović");
    expect(row).toHaveTextContent("192.0.2.1");
    expect(within(row as HTMLElement).getByText(/2026/)).toHaveAttribute("datetime", logs[0]?.createdAt);
  });

  it("spells out an event it does not know instead of hiding it", async () => {
    setup();
    expect(await screen.findByRole("rowheader", { name: "Report Exported" })).toBeInTheDocument();
  });

  it('names entries without a user "System" and without an IP "—"', async () => {
    setup();
    const row = (await screen.findByRole("rowheader", { name: "Organization features changed" })).closest("tr");
    expect(row).toHaveTextContent("System");
    expect(row).toHaveTextContent("—");
  });

  it("filters by one of the five event groups and starts again at the first page", async () => {
    const { callsTo } = setup({ "GET /api/v1/activity-logs/tenants/*": list(logs, 60) });
    await screen.findByText("1–20 of 60");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("20"));
    const filter = screen.getByRole("combobox", { name: "Event group" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All groups",
      "Accounts and sign-in",
      "Platform users",
      "Platform permissions",
      "Platform administration",
      "Organization and its data",
    ]);
    await userEvent.selectOptions(filter, "AclManagement");
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("eventGroup")).toBe("AclManagement"));
    expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("0");
  });

  it("translates groups and events in Serbian", async () => {
    setup({}, adminRoutes(), "sr");
    expect(await screen.findByRole("rowheader", { name: "Organizacija ažurirana" })).toBeInTheDocument();
    expect(screen.getAllByText("Organizacija i njeni podaci").length).toBeGreaterThan(0);
  });

  it("says why the log is hidden when the API refuses it", async () => {
    setup(
      {
        "GET /api/v1/activity-logs/tenants/*": {
          status: 403,
          body: { statusCode: 403, message: "Forbidden", code: "Forbidden" },
        },
      },
      viewerRoutes(),
    );
    expect(await screen.findByRole("note")).toHaveTextContent(
      "You need the Manage organization permission to see the activity log.",
    );
  });

  it("shows the empty state, worded for a filter when one is set", async () => {
    setup({ "GET /api/v1/activity-logs/tenants/*": list([]) });
    expect(await screen.findByText("No activity yet")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Event group" }), "UserManagement");
    expect(await screen.findByText("No activity in this group")).toBeInTheDocument();
  });

  it("shows an error banner when loading fails", async () => {
    setup({
      "GET /api/v1/activity-logs/tenants/*": {
        status: 500,
        body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
  });
});
