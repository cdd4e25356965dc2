import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminPermissions, type FakeRoutes, sampleTenant, sessionRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { list, makeReportedEmails, memberRoutes } from "../fixtures";
import { ReportedEmails } from "./ReportedEmails";

const path = "/api/v1/phishing/reported-emails";
const reports = makeReportedEmails(6);

function setup(extra: FakeRoutes = {}, base = memberRoutes(), lang: "en" | "sr" = "en") {
  return renderScreen(
    <ReportedEmails />,
    { ...base, [`GET ${path}`]: list(reports), ...extra },
    { lang, tenantId: sampleTenant.id },
  );
}

describe("ReportedEmails", () => {
  it("shows a suspicious email's sender, reporter, source, triage status and times; a simulation spotted links to it", async () => {
    const { callsTo } = setup();
    const table = await screen.findByRole("table", { name: "Reported emails" });
    const [suspicious] = await within(table).findAllByRole("row", { name: /^Overdue invoice 4471/ });
    expect(suspicious).toHaveTextContent("billing@evil-invoices.example");
    expect(suspicious).toHaveTextContent("ana.petrovic@acme.example");
    expect(suspicious).toHaveTextContent("Extension");
    expect(suspicious).toHaveTextContent("Received");
    const spotted = within(table).getAllByRole("row", { name: /^Password expires today/ })[0] as HTMLElement;
    expect(spotted).toHaveTextContent("Simulation spotted");
    expect(within(spotted).getByRole("link", { name: "Simulation: Q1 password expiry" })).toHaveAttribute(
      "href",
      "/simulations/c5000000-0000-4000-8000-000000000001",
    );
    // The organisation's own list: the active organisation goes with the call.
    expect(callsTo("GET", path)[0]?.headers.get("x-tenant-id")).toBe(sampleTenant.id);
  });

  it("searches and filters by kind through the API, starting again at the first page", async () => {
    const { callsTo } = setup({ [`GET ${path}`]: list(reports, 60) });
    await screen.findByText("1–20 of 60");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("20"));
    await userEvent.type(screen.getByRole("searchbox"), "invoice");
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("search")).toBe("invoice"));
    expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("0");
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Kind" }),
    );
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Kind" })).getByRole("radio", { name: "Phishing simulation" }),
    );
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("kind")).toBe("Simulation"));
  });

  it("tells a member without ReadPhishing why, asking nothing of the API", async () => {
    const { callsTo } = setup(
      {},
      sessionRoutes(undefined, { ...adminPermissions, roles: ["Viewer"], permissions: ["ReadInventory"] }),
    );
    expect(await screen.findByText("Reported emails need the ReadPhishing permission.")).toBeInTheDocument();
    expect(callsTo("GET", path)).toHaveLength(0);
  });

  it("speaks Serbian", async () => {
    setup({}, memberRoutes(), "sr");
    expect(await screen.findByRole("heading", { level: 1, name: "Prijavljeni mejlovi" })).toBeInTheDocument();
    expect((await screen.findAllByText("Prepoznata simulacija")).length).toBeGreaterThan(0);
  });
});
