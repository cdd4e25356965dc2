import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, noTenantRoutes, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { createdEndpoint, sampleDeliveries, sampleEndpoints } from "./fixtures";
import { Webhooks } from "./Webhooks";

const ENDPOINTS = "/api/v1/webhooks/endpoints";
const [enabled, failed] = sampleEndpoints as [(typeof sampleEndpoints)[number], (typeof sampleEndpoints)[number]];

function setup(extra: FakeRoutes = {}, base = adminRoutes(), lang: "en" | "sr" = "en") {
  return renderScreen(
    <Webhooks />,
    {
      ...base,
      "GET /api/v1/webhooks/endpoints": list(sampleEndpoints),
      "GET /api/v1/webhooks/endpoints/*/deliveries": list(sampleDeliveries),
      "POST /api/v1/webhooks/endpoints": { status: 201, body: createdEndpoint },
      "PATCH /api/v1/webhooks/endpoints/*": { status: 200, body: { ...failed, enabled: true, disabledReason: null } },
      "DELETE /api/v1/webhooks/endpoints/*": { status: 204 },
      "POST /api/v1/webhooks/endpoints/*/rotate-secret": { status: 200, body: createdEndpoint },
      "POST /api/v1/webhooks/endpoints/*/test": { status: 202, body: sampleDeliveries[0] },
      "POST /api/v1/webhooks/deliveries/*/replay": { status: 202, body: sampleDeliveries[1] },
      ...extra,
    },
    { lang },
  );
}

const table = () => screen.findByRole("table", { name: "Webhook endpoints of the organization" });

describe("Webhooks", () => {
  it("lists endpoints with their events and state, asking with the organisation's header", async () => {
    const { callsTo } = setup();
    const rows = within(await table());
    const first = (await rows.findByRole("rowheader", { name: /hooks\.acme\.example\/bulwark/ })).closest("tr");
    expect(first).toHaveTextContent("SIEM intake");
    expect(first).toHaveTextContent("People imported, People synced from a directory, Asset verified");
    expect(first).toHaveTextContent("Enabled");
    expect(rows.getByRole("rowheader", { name: /old-receiver/ }).closest("tr")).toHaveTextContent(
      "Disabled after failures",
    );
    expect(rows.getByRole("rowheader", { name: /staging/ }).closest("tr")).toHaveTextContent("Disabled");
    expect(callsTo("GET", ENDPOINTS)[0]?.headers.get("x-tenant-id")).toBe(sampleTenant.id);
  });

  it("adds an endpoint for the chosen events and shows its secret once", async () => {
    const { callsTo } = setup();
    await userEvent.type(
      await screen.findByRole("textbox", { name: /Endpoint URL/ }),
      " https://new.acme.example/hook ",
    );
    await userEvent.type(screen.getByRole("textbox", { name: /Description/ }), "SIEM");
    await userEvent.click(screen.getByRole("checkbox", { name: "People synced from a directory" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Export ready" }));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(callsTo("POST", ENDPOINTS)[0]?.body).toEqual({
      url: "https://new.acme.example/hook",
      description: "SIEM",
      eventTypes: ["PeopleImported", "PeopleBulkChanged", "AssetVerified", "DiscoveryCompleted"],
      enabled: true,
    });
    expect(within(dialog).getByRole("textbox", { name: /Signing secret of/ })).toHaveValue(createdEndpoint.secret);
    expect(within(dialog).getByRole("note")).toHaveTextContent("Copy this secret now. It will not be shown again.");
    await waitFor(() => expect(callsTo("GET", ENDPOINTS).length).toBeGreaterThan(1));
    await userEvent.click(within(dialog).getByRole("button", { name: "I have copied the secret" }));
    expect(screen.queryByDisplayValue(createdEndpoint.secret)).toBeNull();
  });

  it("refuses a URL that is not http(s) and an empty event list before calling the API", async () => {
    const { callsTo } = setup();
    const url = await screen.findByRole("textbox", { name: /Endpoint URL/ });
    await userEvent.type(url, "ftp://files.example.com");
    for (const box of screen.getAllByRole("checkbox")) await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Enter an http or https URL")).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, "https://ok.example.com/hook");
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose at least one event");
    expect(callsTo("POST", ENDPOINTS)).toHaveLength(0);
  });

  it("shows an endpoint's delivery log and replays a delivery", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: `Deliveries to ${enabled.url}` }));
    const log = within(await screen.findByRole("table", { name: "Deliveries, newest first" }));
    const rows = await log.findAllByRole("row");
    expect(rows[1]).toHaveTextContent("Asset verified");
    expect(rows[1]).toHaveTextContent("Pending");
    expect(rows[1]).toHaveTextContent("timed out after 10000 ms");
    expect(rows[1]).toHaveTextContent("10002 ms");
    expect(rows[2]).toHaveTextContent("(replay)");
    expect(rows[4]).toHaveTextContent("Failed");
    expect(rows[4]).toHaveTextContent("HTTP 500");
    await userEvent.click(log.getAllByRole("button", { name: /^Replay the Export ready message/ })[0] as HTMLElement);
    await waitFor(() =>
      expect(callsTo("POST", `/api/v1/webhooks/deliveries/${sampleDeliveries[3]?.id}/replay`)).toHaveLength(1),
    );
    expect(await screen.findByText("Delivery queued again")).toBeInTheDocument();
  });

  it("sends a test, enables a disabled endpoint, rotates a secret and removes after confirmation", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: `Send test to ${enabled.url}` }));
    await waitFor(() => expect(callsTo("POST", `${ENDPOINTS}/${enabled.id}/test`)).toHaveLength(1));

    await userEvent.click(screen.getByRole("button", { name: `Enable ${failed.url}` }));
    await waitFor(() => expect(callsTo("PATCH", `${ENDPOINTS}/${failed.id}`)[0]?.body).toEqual({ enabled: true }));

    await userEvent.click(screen.getByRole("button", { name: `Rotate secret of ${enabled.url}` }));
    const confirm = await screen.findByRole("dialog", { name: "Rotate the signing secret?" });
    expect(confirm).toHaveTextContent("signed with both the new and the old secret");
    await userEvent.click(within(confirm).getByRole("button", { name: "Rotate secret" }));
    expect(await screen.findByRole("dialog", { name: "Signing secret" })).toBeInTheDocument();
    expect(callsTo("POST", `${ENDPOINTS}/${enabled.id}/rotate-secret`)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "I have copied the secret" }));

    await userEvent.click(screen.getByRole("button", { name: `Remove ${enabled.url}` }));
    const remove = await screen.findByRole("dialog", { name: "Remove endpoint?" });
    await userEvent.click(within(remove).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(callsTo("DELETE", `${ENDPOINTS}/${enabled.id}`)).toHaveLength(1));
  });

  it("shows only the read-only notice to a member without ManageOrganization", async () => {
    setup(
      {
        "GET /api/v1/webhooks/endpoints": {
          status: 403,
          body: { statusCode: 403, message: "Forbidden", code: "Forbidden" },
        },
      },
      viewerRoutes(),
    );
    expect(await screen.findByText("You need the Manage organization permission to change this.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add endpoint" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks to set up an organisation when there is none", async () => {
    setup({}, noTenantRoutes());
    expect(await screen.findByText("Must set up organization first")).toBeInTheDocument();
  });

  it("speaks Serbian", async () => {
    setup({}, adminRoutes(), "sr");
    expect(await screen.findByRole("heading", { name: "Webhook-ovi" })).toBeInTheDocument();
    expect(await screen.findByText("Isključena posle neuspeha")).toBeInTheDocument();
  });
});
