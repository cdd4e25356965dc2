import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, makeActivityLogs, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { ActivityLogs, type ActivityLogsProps } from "./ActivityLogs";

/** Picks an event group from the filter bar's "Add filter" → "Event group" popover. */
async function chooseGroup(label: string) {
  await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
  await userEvent.click(
    within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Event group" }),
  );
  await userEvent.click(
    within(screen.getByRole("dialog", { name: "Event group" })).getByRole("radio", { name: label }),
  );
}

const path = `/api/v1/activity-logs/tenants/${sampleTenant.id}`;
const logs = makeActivityLogs(7);

function setup(
  extra: FakeRoutes = {},
  base = adminRoutes(),
  lang: "en" | "sr" = "en",
  props: Partial<ActivityLogsProps> = {},
) {
  return renderScreen(
    <ActivityLogs tenantId={sampleTenant.id} {...props} />,
    { ...base, "GET /api/v1/activity-logs/tenants/*": list(logs), ...extra },
    { lang },
  );
}

describe("ActivityLogs", () => {
  it("shows event, group, description, user, IP and date, translating known events", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Activity log of the organization" });
    const row = await within(table).findByRole("row", { name: /^Organization updated/ });
    expect(row).toHaveTextContent("Organization and its data");
    expect(row).toHaveTextContent("Acme d.o.o. updated");
    expect(row).toHaveTextContent("Ana Petrović");
    expect(row).toHaveTextContent("192.0.2.1");
    expect(within(row as HTMLElement).getByText(/2026/)).toHaveAttribute("datetime", logs[0]?.createdAt);
  });

  it("spells out an event it does not know instead of hiding it", async () => {
    setup();
    expect(await screen.findByRole("row", { name: /^Report Exported/ })).toBeInTheDocument();
  });

  it('names entries without a user "System" and without an IP "—"', async () => {
    setup();
    const row = await screen.findByRole("row", { name: /^Organization features changed/ });
    expect(row).toHaveTextContent("System");
    expect(row).toHaveTextContent("—");
  });

  it("filters by one of the five event groups and starts again at the first page", async () => {
    const { callsTo } = setup({ "GET /api/v1/activity-logs/tenants/*": list(logs, 60) });
    await screen.findByText("1–20 of 60");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("20"));
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Event group" }),
    );
    const editor = screen.getByRole("dialog", { name: "Event group" });
    expect(
      within(editor)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Accounts and sign-in",
      "Platform users",
      "Platform permissions",
      "Platform administration",
      "Organization and its data",
    ]);
    await userEvent.click(within(editor).getByRole("radio", { name: "Platform permissions" }));
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("eventGroup")).toBe("AclManagement"));
    // The API cannot search the log: the filter bar offers no search field that would do nothing.
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("0");
  });

  it("translates groups and events in Serbian", async () => {
    setup({}, adminRoutes(), "sr");
    expect(await screen.findByRole("row", { name: /^Organizacija ažurirana/ })).toBeInTheDocument();
    expect(screen.getAllByText("Organizacija i njeni podaci").length).toBeGreaterThan(0);
  });

  it("says what happened from the event's data in Serbian, with plural forms, not the API's English", async () => {
    setup({}, adminRoutes(), "sr");
    const table = await screen.findByRole("table", { name: "Dnevnik aktivnosti organizacije" });
    expect(await within(table).findByRole("row", { name: /^Resursi dodati/ })).toHaveTextContent("Dodata su 4 resursa");
    expect(within(table).getByRole("row", { name: /^Otkrivanje je pronašlo/ })).toHaveTextContent(
      "Otkrivanje sa acme.example dodalo je 1 novi resurs",
    );
    expect(within(table).getByRole("row", { name: /^Korisnik pozvan/ })).toHaveTextContent(
      "Poslata je pozivnica za marko@acme.example, uloge: Bezbednosni analitičar",
    );
    expect(table).not.toHaveTextContent("assets added");
    expect(table).not.toHaveTextContent("Discovery from");
    // An event this version cannot say keeps the API's own words.
    expect(within(table).getByRole("row", { name: /^Report Exported/ })).toHaveTextContent(
      "An event this UI does not know yet",
    );
  });

  it("says the same entries in English from their data", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Activity log of the organization" });
    expect(await within(table).findByRole("row", { name: /^Assets added/ })).toHaveTextContent("4 assets added");
    expect(within(table).getByRole("row", { name: /^Discovery found/ })).toHaveTextContent(
      "Discovery from acme.example added 1 new asset",
    );
    expect(within(table).getByRole("row", { name: /^User invited/ })).toHaveTextContent(
      "marko@acme.example invited as Security analyst",
    );
    expect(within(table).getByRole("row", { name: /^Organization features changed/ })).toHaveTextContent(
      "Features: Inventory",
    );
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
    await chooseGroup("Accounts and sign-in");
    expect(await screen.findByText("No activity in this group")).toBeInTheDocument();
    // The next step: clear the filter.
    await userEvent.click(within(screen.getByRole("table")).getByRole("button", { name: "Clear all" }));
    expect(await screen.findByText("No activity yet")).toBeInTheDocument();
  });

  it("shows the error with the reason and Retry when loading fails, and asks again", async () => {
    const { callsTo } = setup({
      "GET /api/v1/activity-logs/tenants/*": {
        status: 500,
        body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(callsTo("GET", path)).toHaveLength(2));
  });

  it("starts from the filters it is given and reports each change (the web app keeps them in the URL)", async () => {
    const changes: unknown[] = [];
    const { callsTo } = setup({}, adminRoutes(), "en", {
      defaultFilters: { group: "UserManagement" },
      onFiltersChange: (filters) => changes.push(filters),
    });
    await waitFor(() => expect(callsTo("GET", path)[0]?.query.get("eventGroup")).toBe("UserManagement"));
    expect(screen.getByRole("button", { name: /Event group:\s*Accounts and sign-in/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(changes).toEqual([{}]));
    await chooseGroup("Platform users");
    await waitFor(() => expect(changes.at(-1)).toEqual({ group: "UserAdministration" }));
    expect(callsTo("GET", path).at(-1)?.query.get("eventGroup")).toBe("UserAdministration");
  });
});
