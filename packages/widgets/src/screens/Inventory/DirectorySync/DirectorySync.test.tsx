import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import {
  inventoryAnalystRoutes,
  inventoryViewerRoutes,
  noInventoryRoutes,
  type PeopleApiOptions,
  peopleApi,
  sampleConnections,
  unconfiguredConnections,
} from "../../../storybook/fakeInventoryPeople";
import { renderScreen } from "../../../test/renderScreen";
import { DirectorySync, isServiceAccountKey } from "./DirectorySync";

const KEY = JSON.stringify({
  type: "service_account",
  client_email: "sync@acme.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n",
});

function setup(options: PeopleApiOptions = {}, extra: FakeRoutes = {}) {
  return renderScreen(<DirectorySync />, { ...peopleApi(options), ...extra });
}

const card = async (name: string) => screen.findByRole("region", { name });

describe("DirectorySync", () => {
  it("shows each connection's account, last sync and its error, never a secret", async () => {
    setup();
    const google = await card("Google Workspace");
    expect(google).toHaveTextContent("Connected");
    expect(google).toHaveTextContent(sampleConnections.items[0]?.account ?? "");
    expect(google).toHaveTextContent("Succeeded");
    const microsoft = await card("Microsoft 365");
    expect(microsoft).toHaveTextContent("Failed");
    expect(microsoft).toHaveTextContent("AADSTS7000215: Invalid client secret provided.");
    // No stored secret is on the page, and no secret field is open until the admin asks.
    expect(screen.queryByLabelText(/Client secret/)).not.toBeInTheDocument();
    await userEvent.click(within(microsoft).getByRole("button", { name: "Replace credentials" }));
    const secret = within(microsoft).getByLabelText(/Client secret/);
    expect(secret).toHaveValue("");
    expect(secret).toHaveAccessibleDescription(/Stored \(encrypted, never shown\)/);
  });

  it("connects Google Workspace with a pasted JSON key and admin email, then empties the key field", async () => {
    const { callsTo } = setup({ connections: unconfiguredConnections });
    const google = await card("Google Workspace");
    const key = within(google).getByRole("textbox", { name: /Service account key/ });
    await userEvent.click(key);
    await userEvent.paste(KEY);
    await userEvent.type(within(google).getByRole("textbox", { name: /Admin email/ }), "admin@acme.example");
    await userEvent.click(within(google).getByRole("checkbox", { name: /Delete people who came from Google/ }));
    await userEvent.click(within(google).getByRole("button", { name: "Connect" }));
    expect(await screen.findByText("Google Workspace connection saved")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/v1/inventory/directory-connections/google")[0]?.body).toEqual({
      serviceAccountKey: KEY,
      adminEmail: "admin@acme.example",
      customer: "my_customer",
      deleteMissing: true,
    });
    await waitFor(() => expect(google).toHaveTextContent("Connected as"));
    const emptied = within(google).getByRole("textbox", { name: /Service account key/ });
    expect(emptied).toHaveValue("");
    expect(emptied).toHaveAccessibleDescription(/Stored/);
  });

  it("checks the key and the Microsoft ids before sending anything", async () => {
    const { callsTo } = setup({ connections: unconfiguredConnections });
    const google = await card("Google Workspace");
    await userEvent.type(within(google).getByRole("textbox", { name: /Service account key/ }), "not json");
    await userEvent.type(within(google).getByRole("textbox", { name: /Admin email/ }), "admin@");
    await userEvent.click(within(google).getByRole("button", { name: "Connect" }));
    expect(within(google).getByRole("textbox", { name: /Service account key/ })).toHaveAccessibleDescription(
      /not a service account's JSON key/,
    );
    expect(within(google).getByRole("textbox", { name: /Admin email/ })).toHaveAccessibleDescription(/Invalid email$/);

    const microsoft = await card("Microsoft 365");
    await userEvent.type(within(microsoft).getByRole("textbox", { name: /Directory/ }), "acme.onmicrosoft.com");
    await userEvent.type(within(microsoft).getByRole("textbox", { name: /Application/ }), "not-a-uuid");
    await userEvent.click(within(microsoft).getByRole("button", { name: "Connect" }));
    expect(within(microsoft).getByRole("textbox", { name: /Application/ })).toHaveAccessibleDescription(
      /Must be a UUID/,
    );
    expect(within(microsoft).getByLabelText(/Client secret/)).toHaveAccessibleDescription(/Client secret is required/);
    expect(callsTo("PUT", /directory-connections/)).toHaveLength(0);
  });

  it("shows the server's field problems on the fields", async () => {
    setup(
      { connections: unconfiguredConnections },
      {
        "PUT /api/v1/inventory/directory-connections/*": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [{ path: "body.clientSecret", message: "The secret was refused by Microsoft" }],
          },
        },
      },
    );
    const microsoft = await card("Microsoft 365");
    await userEvent.type(within(microsoft).getByRole("textbox", { name: /Directory/ }), "acme.onmicrosoft.com");
    await userEvent.type(
      within(microsoft).getByRole("textbox", { name: /Application/ }),
      "6f1c2d3e-1111-4222-8333-944455566677",
    );
    await userEvent.type(within(microsoft).getByLabelText(/Client secret/), "s3cret");
    await userEvent.click(within(microsoft).getByRole("button", { name: "Connect" }));
    await waitFor(() =>
      expect(within(microsoft).getByLabelText(/Client secret/)).toHaveAccessibleDescription(
        /The secret was refused by Microsoft$/,
      ),
    );
  });

  it("syncs now and shows what changed", async () => {
    const { callsTo } = setup();
    const google = await card("Google Workspace");
    await userEvent.click(within(google).getByRole("button", { name: "Sync now" }));
    expect(await within(google).findByText("Synced with Google Workspace")).toBeInTheDocument();
    expect(within(google).getByText("Added").closest("div")).toHaveTextContent("Added5");
    expect(callsTo("POST", "/api/v1/inventory/people/sync-google")).toHaveLength(1);
  });

  it('says "Sync with microsoft failed" with the reason the connection stored', async () => {
    setup();
    const microsoft = await card("Microsoft 365");
    await userEvent.click(within(microsoft).getByRole("button", { name: "Sync now" }));
    const alert = await within(microsoft).findByRole("alert");
    expect(alert).toHaveTextContent("Sync with microsoft failed: AADSTS7000215: Invalid client secret provided.");
  });

  it("lets people who keep the inventory sync without changing the connections", async () => {
    setup({ session: inventoryAnalystRoutes() });
    const google = await card("Google Workspace");
    expect(within(google).getByRole("button", { name: "Sync now" })).toBeInTheDocument();
    expect(within(google).queryByRole("button", { name: "Replace credentials" })).not.toBeInTheDocument();
    expect(within(google).queryByRole("button", { name: "Disconnect" })).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Only organization admins can connect or change a directory");
  });

  it("shows read-only users the connections only", async () => {
    setup({ session: inventoryViewerRoutes() });
    const google = await card("Google Workspace");
    expect(within(google).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("disconnects only after confirmation", async () => {
    const { callsTo } = setup();
    const google = await card("Google Workspace");
    await userEvent.click(within(google).getByRole("button", { name: "Disconnect" }));
    const dialog = screen.getByRole("dialog", { name: "Disconnect Google Workspace?" });
    expect(callsTo("DELETE", /directory-connections/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("Google Workspace disconnected")).toBeInTheDocument();
    expect(callsTo("DELETE", "/api/v1/inventory/directory-connections/google")).toHaveLength(1);
    await waitFor(() => expect(google).toHaveTextContent("Not connected"));
  });

  it("shows the not-enabled screen without the inventory feature", async () => {
    setup({ session: noInventoryRoutes() });
    expect(await screen.findByRole("heading", { name: /not enabled/i })).toBeInTheDocument();
  });
});

describe("isServiceAccountKey", () => {
  it("wants JSON with client_email and private_key", () => {
    expect(isServiceAccountKey(KEY)).toBe(true);
    expect(isServiceAccountKey('{"client_email":"x"}')).toBe(false);
    expect(isServiceAccountKey("{")).toBe(false);
  });
});
