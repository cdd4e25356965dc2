import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { list, makeExtensionReports, memberRoutes, phishingAdminRoutes } from "../fixtures";
import { ExtensionReports, type ExtensionReportsProps } from "./ExtensionReports";

const path = "/api/v1/phishing/extension-reports";
const reports = makeExtensionReports(5);

function setup(
  extra: FakeRoutes = {},
  base = phishingAdminRoutes(),
  props: ExtensionReportsProps = {},
  lang: "en" | "sr" = "en",
) {
  return renderScreen(
    <ExtensionReports {...props} />,
    {
      ...base,
      [`GET ${path}`]: list(reports),
      [`PATCH ${path}/*`]: { ...reports[0], status: "Threat" },
      ...extra,
    },
    { lang, tenantId: null },
  );
}

describe("ExtensionReports", () => {
  it("shows subject and note, sender and domain, the authentication verdicts, reporter, organisation, status and date", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Reported emails" });
    const row = await within(table).findByRole("row", { name: /^Overdue invoice 4471/ });
    expect(row).toHaveTextContent("Reporter's note: Unknown sender asking for payment");
    expect(row).toHaveTextContent("billing@evil-invoices.example");
    expect(row).toHaveTextContent("evil-invoices.example");
    expect(row).toHaveTextContent("SPF softfail · DKIM none · DMARC fail");
    expect(row).toHaveTextContent("ana.petrovic@acme.example");
    expect(row).toHaveTextContent("Acme d.o.o. · Extension");
    expect(row).toHaveTextContent("Received");
    expect(within(row as HTMLElement).getByText(/2026/)).toHaveAttribute("datetime", reports[0]?.reportedAt);
    expect(await within(table).findByRole("row", { name: /^\(no subject\)/ })).toBeInTheDocument();
  });

  it("searches, filters by status and by day, and starts again at the first page", async () => {
    const { callsTo } = setup({ [`GET ${path}`]: list(reports, 60) });
    await screen.findByText("1–20 of 60");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("20"));
    await userEvent.type(screen.getByRole("searchbox"), "invoice");
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("search")).toBe("invoice"));
    expect(callsTo("GET", path).at(-1)?.query.get("skip")).toBe("0");
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Status" }),
    );
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Status" })).getByRole("radio", { name: "Threat" }),
    );
    await waitFor(() => expect(callsTo("GET", path).at(-1)?.query.get("status")).toBe("Threat"));
  });

  it("turns the URL's day range into the API's from/to, the last day included", async () => {
    const { callsTo } = setup({}, phishingAdminRoutes(), {
      defaultFilters: { from: "2026-03-01", to: "2026-03-02" },
      tenantId: "5a000000-0000-4000-8000-000000000001",
    });
    await screen.findByRole("table", { name: "Reported emails" });
    const query = callsTo("GET", path).at(-1)?.query;
    expect(query?.get("from")).toBe("2026-03-01T00:00:00.000Z");
    expect(query?.get("to")).toBe("2026-03-03T00:00:00.000Z");
    expect(query?.get("tenantId")).toBe("5a000000-0000-4000-8000-000000000001");
  });

  it("triages a report from its row's menu and confirms", async () => {
    const { callsTo } = setup();
    const row = await screen.findByRole("row", { name: /^Overdue invoice 4471/ });
    await userEvent.click(within(row).getByRole("button", { name: /actions/i }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Threat" }));
    expect(await screen.findByText("Marked Threat.")).toBeInTheDocument();
    expect(callsTo("PATCH", `${path}/${reports[0]?.id}`)[0]?.body).toEqual({ status: "Threat" });
  });

  it("tells someone without ManagePhishing why, and asks the API nothing", async () => {
    const { callsTo } = setup({}, memberRoutes());
    expect(await screen.findByText("Extension reports need the ManagePhishing permission.")).toBeInTheDocument();
    expect(callsTo("GET", path)).toHaveLength(0);
  });

  it("speaks Serbian", async () => {
    setup({}, phishingAdminRoutes(), {}, "sr");
    expect(await screen.findByRole("heading", { name: "Prijave iz ekstenzije" })).toBeInTheDocument();
    expect((await screen.findAllByText("Primljeno", { selector: "span" })).length).toBeGreaterThan(0);
    expect(screen.getByRole("table", { name: "Prijavljene poruke" })).toBeInTheDocument();
  });
});
