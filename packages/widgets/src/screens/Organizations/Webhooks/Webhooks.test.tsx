import { domainEventTypeValues } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, noTenantRoutes, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { createdEndpoint, sampleDeliveries, sampleDeliveryDetail, sampleEndpoints } from "./fixtures";
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
      "GET /api/v1/webhooks/deliveries/*": { status: 200, body: sampleDeliveryDetail },
      ...extra,
    },
    { lang },
  );
}

const table = () => screen.findByRole("table", { name: "Webhook endpoints of the organization" });
/** Opens the "Add an endpoint" dialog from the page's primary action. */
const openCreate = async () => {
  const [primary] = await screen.findAllByRole("button", { name: "Add endpoint" });
  if (primary) await userEvent.click(primary);
  return screen.findByRole("dialog", { name: "Add an endpoint" });
};
/** Opens a row's actions menu and chooses `item`. */
const rowAction = async (name: string, item: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: item }));
};

describe("Webhooks", () => {
  it("lists endpoints with their events and state, asking with the organisation's header", async () => {
    const { callsTo } = setup();
    const rows = within(await table());
    const first = await rows.findByRole("row", { name: /^https:\/\/hooks\.acme\.example\/bulwark/ });
    expect(first).toHaveTextContent("SIEM intake");
    expect(first).toHaveTextContent("People imported, People synced from a directory, Asset verified");
    expect(first).toHaveTextContent("Enabled");
    expect(rows.getByRole("row", { name: /old-receiver/ })).toHaveTextContent("Disabled after failures");
    expect(rows.getByRole("row", { name: /staging/ })).toHaveTextContent("Disabled");
    expect(callsTo("GET", ENDPOINTS)[0]?.headers.get("x-tenant-id")).toBe(sampleTenant.id);
  });

  it("adds an endpoint for the chosen events and shows its secret once", async () => {
    const { callsTo } = setup();
    const form = within(await openCreate());
    await userEvent.type(form.getByRole("textbox", { name: /Endpoint URL/ }), " https://new.acme.example/hook ");
    await userEvent.type(form.getByRole("textbox", { name: /Description/ }), "SIEM");
    await userEvent.click(form.getByRole("checkbox", { name: "People synced from a directory" }));
    await userEvent.click(form.getByRole("checkbox", { name: "Export ready" }));
    await userEvent.click(form.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(callsTo("POST", ENDPOINTS)[0]?.body).toEqual({
      url: "https://new.acme.example/hook",
      description: "SIEM",
      // Every type the contract lists starts checked; the two unchecked above are left out.
      eventTypes: domainEventTypeValues.filter((type) => type !== "PeopleSynced" && type !== "ExportReady"),
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
    const form = within(await openCreate());
    const url = form.getByRole("textbox", { name: /Endpoint URL/ });
    await userEvent.type(url, "ftp://files.example.com");
    for (const box of form.getAllByRole("checkbox")) await userEvent.click(box);
    await userEvent.click(form.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Enter an http or https URL")).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, "https://ok.example.com/hook");
    await userEvent.click(form.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose at least one event");
    expect(callsTo("POST", ENDPOINTS)).toHaveLength(0);
  });

  it("shows an endpoint's delivery log and replays a delivery", async () => {
    const { callsTo } = setup();
    await rowAction(enabled.url, "Deliveries");
    const log = within(await screen.findByRole("table", { name: "Deliveries, newest first" }));
    // The deliveries have arrived (the skeleton rows are hidden from assistive technology).
    await waitFor(() => expect(log.getAllByRole("row").length).toBeGreaterThan(4));
    const rows = log.getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Asset verified");
    expect(rows[1]).toHaveTextContent("Pending");
    expect(rows[1]).toHaveTextContent("Timed out after 10000 ms");
    expect(rows[1]).toHaveTextContent("10002 ms");
    expect(rows[2]).toHaveTextContent("(replay)");
    expect(rows[4]).toHaveTextContent("Failed");
    expect(rows[4]).toHaveTextContent("HTTP 500");
    // The first Export ready message (rows[4]).
    const exportReady = rows[4]?.textContent?.match(/^(.*?)Export ready/)?.[1] ?? "";
    await userEvent.click(log.getByRole("button", { name: `Actions for ${exportReady}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Replay" }));
    await waitFor(() =>
      expect(callsTo("POST", `/api/v1/webhooks/deliveries/${sampleDeliveries[3]?.id}/replay`)).toHaveLength(1),
    );
    expect(await screen.findByText("Delivery queued again")).toBeInTheDocument();
  });

  it("opens a delivery with its webhook-id, every attempt's answer and the body as signed, and replays it from there", async () => {
    const { callsTo } = setup();
    await rowAction(enabled.url, "Deliveries");
    const log = within(await screen.findByRole("table", { name: "Deliveries, newest first" }));
    await waitFor(() => expect(log.getAllByRole("row").length).toBeGreaterThan(4));
    // A click on the row opens it, as Enter does.
    await userEvent.click(log.getAllByRole("row")[1] as HTMLElement);
    const dialog = within(await screen.findByRole("dialog", { name: "Delivery: Asset verified" }));
    expect(dialog.getByText(sampleDeliveryDetail.delivery.messageId)).toBeInTheDocument();
    expect(await dialog.findByRole("heading", { name: "2 attempts" })).toBeInTheDocument();
    const attempts = dialog.getAllByRole("listitem");
    expect(attempts[0]).toHaveTextContent(/Attempt 1 · .* · HTTP 503 · 35 ms/);
    expect(dialog.getByRole("region", { name: "The receiver's answer to attempt 1" })).toHaveTextContent(
      '{"error":"maintenance until 12:30"}',
    );
    expect(attempts[1]).toHaveTextContent("Timed out after 10000 ms fetching https://hooks.acme.example/bulwark");
    // The body indented for reading, the same JSON that was signed.
    const body =
      dialog.getByRole("region", { name: "Body as sent and signed" }).querySelector("pre")?.textContent ?? "";
    expect(body).toContain('\n  "type": "AssetVerified",');
    expect(JSON.parse(body)).toEqual(JSON.parse(sampleDeliveryDetail.payload));
    expect(
      callsTo("GET", `/api/v1/webhooks/deliveries/${sampleDeliveries[0]?.id}`)[0]?.headers.get("x-tenant-id"),
    ).toBe(sampleTenant.id);

    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await waitFor(() =>
      expect(callsTo("POST", `/api/v1/webhooks/deliveries/${sampleDeliveries[0]?.id}/replay`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Delivery queued again")).toBeInTheDocument();
  });

  it("shows a delivery that could not be loaded as an error with a retry, in Serbian too", async () => {
    setup(
      {
        "GET /api/v1/webhooks/deliveries/*": {
          status: 404,
          body: { statusCode: 404, message: "Not found", code: "NotFound" },
        },
      },
      adminRoutes(),
      "sr",
    );
    await userEvent.click(await screen.findByRole("button", { name: `Radnje za ${enabled.url}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Isporuke" }));
    const log = within(await screen.findByRole("table", { name: "Isporuke, najnovije prve" }));
    await waitFor(() => expect(log.getAllByRole("row").length).toBeGreaterThan(4));
    const exportReady = log.getAllByRole("row")[4]?.textContent?.match(/^(.*?)Izvoz je spreman/)?.[1] ?? "";
    await userEvent.click(log.getByRole("button", { name: `Radnje za ${exportReady}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Detalji" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Isporuka: Izvoz je spreman" }));
    expect(await dialog.findByRole("alert")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Zatvori" })).toBeInTheDocument();
  });

  it("sends a test, enables a disabled endpoint, rotates a secret and removes after confirmation", async () => {
    const { callsTo } = setup();
    await rowAction(enabled.url, "Send test");
    await waitFor(() => expect(callsTo("POST", `${ENDPOINTS}/${enabled.id}/test`)).toHaveLength(1));
    // The delivery log of that endpoint opens, to follow the test.
    expect(await screen.findByRole("table", { name: "Deliveries, newest first" })).toBeInTheDocument();

    await rowAction(failed.url, "Enable");
    await waitFor(() => expect(callsTo("PATCH", `${ENDPOINTS}/${failed.id}`)[0]?.body).toEqual({ enabled: true }));

    await rowAction(enabled.url, "Rotate secret");
    const confirm = await screen.findByRole("dialog", { name: "Rotate the signing secret?" });
    expect(confirm).toHaveTextContent("signed with both the new and the old secret");
    await userEvent.click(within(confirm).getByRole("button", { name: "Rotate secret" }));
    expect(await screen.findByRole("dialog", { name: "Signing secret" })).toBeInTheDocument();
    expect(callsTo("POST", `${ENDPOINTS}/${enabled.id}/rotate-secret`)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "I have copied the secret" }));

    await rowAction(enabled.url, "Remove");
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

  it("opens an endpoint's deliveries with Enter on its row", async () => {
    setup();
    const row = await within(await table()).findByRole("row", { name: new RegExp(`^${enabled.url}`) });
    row.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: `Deliveries to ${enabled.url}` })).toBeInTheDocument();
  });

  it("shows the empty state with the next step, Add endpoint", async () => {
    setup({ "GET /api/v1/webhooks/endpoints": list([]) });
    expect(await screen.findByText("No endpoints yet")).toBeInTheDocument();
    await userEvent.click(within(await table()).getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("dialog", { name: "Add an endpoint" })).toBeInTheDocument();
  });

  it("shows the error with Retry when the list fails, and asks again", async () => {
    const { callsTo } = setup({
      "GET /api/v1/webhooks/endpoints": {
        status: 500,
        body: { statusCode: 500, message: "Boom", code: "InternalServerError" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happened");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(callsTo("GET", ENDPOINTS)).toHaveLength(2));
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
