import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, makeApiKeys, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { ApiKeys } from "./ApiKeys";

const keys = makeApiKeys(3);
const path = `/api/v1/users/tenants/${sampleTenant.id}/api-keys`;
const secret = "bwk_1a2b3c_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const created = { ...keys[0], id: "30000000-0000-4000-8000-0000000000ff", name: "Intranet portal", key: secret };

function setup(extra: FakeRoutes = {}, base = adminRoutes()) {
  return renderScreen(<ApiKeys />, {
    ...base,
    "GET /api/v1/users/tenants/*/api-keys": list(keys),
    "POST /api/v1/users/tenants/*/api-keys": { status: 201, body: created },
    "DELETE /api/v1/users/tenants/*/api-keys/*": { status: 204 },
    ...extra,
  });
}

/** The name field of the "Create an API key" dialog, opening it from the page's primary action first. */
const nameBox = async () => {
  if (!screen.queryByRole("dialog")) {
    const [primary] = await screen.findAllByRole("button", { name: "Create key" });
    if (primary) await userEvent.click(primary);
  }
  return screen.findByRole("textbox", { name: /Key name/ });
};
/** Submits the create dialog. */
const submitCreate = () =>
  userEvent.click(
    within(screen.getByRole("dialog", { name: "Create an API key" })).getByRole("button", { name: "Create key" }),
  );

describe("ApiKeys", () => {
  it("lists keys with name, prefix, creator, dates and Never for unused ones", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "API keys of the organization" });
    const first = await within(table).findByRole("row", { name: new RegExp(`^${keys[0]?.name}`) });
    expect(first).toHaveTextContent(`${keys[0]?.prefix}…`);
    expect(first).toHaveTextContent("Ana Petrović");
    const unused = within(table).getByRole("row", { name: new RegExp(`^${keys[2]?.name}`) });
    expect(unused).toHaveTextContent("Never");
  });

  it("requires a name of 2 to 100 characters", async () => {
    const { callsTo } = setup();
    await nameBox();
    await submitCreate();
    expect(await nameBox()).toHaveAccessibleDescription("For example: Intranet portal Key name is required");
    await userEvent.type(await nameBox(), "x");
    expect(screen.getByText("Minimum 2 characters")).toBeInTheDocument();
    expect(callsTo("POST", path)).toHaveLength(0);
  });

  it("creates a key and shows the secret once, with a warning, until dismissed", async () => {
    const { callsTo } = setup();
    await userEvent.type(await nameBox(), "  Intranet portal ");
    await submitCreate();
    const dialog = await screen.findByRole("dialog", { name: "Your new API key" });
    expect(callsTo("POST", path)[0]?.body).toEqual({ name: "Intranet portal" });
    expect(within(dialog).getByRole("textbox", { name: "API key Intranet portal" })).toHaveValue(secret);
    expect(within(dialog).getByRole("note")).toHaveTextContent("Copy this key now. It will not be shown again.");
    await waitFor(() => expect(callsTo("GET", path)).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole("button", { name: "I have copied the key" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it("copies the key to the clipboard and says so", async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await nameBox(), "Intranet portal");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Create key" }));
    const dialog = await screen.findByRole("dialog", { name: "Your new API key" });
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await within(dialog).findByText("Copied to the clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
  });

  it("does not close the key dialog on a click outside it", async () => {
    setup();
    await userEvent.type(await nameBox(), "Intranet portal");
    await submitCreate();
    const dialog = await screen.findByRole("dialog", { name: "Your new API key" });
    await userEvent.pointer({ keys: "[MouseLeft]", target: dialog.parentElement as HTMLElement });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("revokes a key after confirmation", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: `Actions for ${keys[1]?.name}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Revoke" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke API key?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("API key revoked")).toBeInTheDocument();
    expect(callsTo("DELETE", `${path}/${keys[1]?.id}`)).toHaveLength(1);
  });

  it("shows the server's message when creating fails", async () => {
    setup({
      "POST /api/v1/users/tenants/*/api-keys": {
        status: 403,
        body: { statusCode: 403, message: "Not allowed", code: "Forbidden" },
      },
    });
    await userEvent.type(await nameBox(), "Intranet portal");
    await submitCreate();
    expect(await screen.findByRole("alert")).toHaveTextContent("Not allowed");
    // No secret: the create dialog stays, with the name, for another try.
    expect(screen.queryByRole("dialog", { name: "Your new API key" })).toBeNull();
    expect(screen.getByRole("textbox", { name: /Key name/ })).toHaveValue("Intranet portal");
  });

  it("shows only the reason to members without ManageOrganization", async () => {
    setup(
      {
        "GET /api/v1/users/tenants/*/api-keys": {
          status: 403,
          body: { statusCode: 403, message: "Forbidden", code: "Forbidden" },
        },
      },
      viewerRoutes(),
    );
    expect(await screen.findByRole("note")).toHaveTextContent("Manage organization permission");
    expect(screen.queryByRole("textbox", { name: /Key name/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create key" })).toBeNull();
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
  });

  it("shows the empty state with the next step, Create key", async () => {
    setup({ "GET /api/v1/users/tenants/*/api-keys": list([]) });
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole("table")).getByRole("button", { name: "Create key" }));
    expect(screen.getByRole("dialog", { name: "Create an API key" })).toBeInTheDocument();
  });

  it("shows the error with Retry when the list fails, and asks again", async () => {
    const { callsTo } = setup({
      "GET /api/v1/users/tenants/*/api-keys": {
        status: 500,
        body: { statusCode: 500, message: "Boom", code: "InternalServerError" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happened");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(callsTo("GET", path)).toHaveLength(2));
  });
});
