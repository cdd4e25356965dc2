import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, list, makeInvitations, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { Invitations } from "./Invitations";

const invitations = makeInvitations(2);
const path = `/api/v1/users/tenants/${sampleTenant.id}/invitations`;

function setup(extra: FakeRoutes = {}, base: FakeRoutes = adminRoutes()) {
  return renderScreen(<Invitations />, {
    ...base,
    "GET /api/v1/users/tenants/*/invitations": list(invitations),
    "POST /api/v1/users/tenants/*/invitations": { status: 201, body: list(invitations) },
    "POST /api/v1/users/tenants/*/invitations/*/resend": invitations[0],
    "DELETE /api/v1/users/tenants/*/invitations/*": { status: 204 },
    ...extra,
  });
}

/** The emails field of the "Invite people" dialog, opening the dialog from the page's primary action first. */
const emails = async (invite = "Invite people") => {
  if (!screen.queryByRole("dialog")) {
    // The page's primary action (the empty list offers the same button).
    const [primary] = await screen.findAllByRole("button", { name: invite });
    if (primary) await userEvent.click(primary);
  }
  return screen.findByRole("textbox", { name: /Email addresses|Adrese e-pošte/ });
};
const submit = () => userEvent.click(screen.getByRole("button", { name: "Send invitations" }));
/** Opens a row's actions menu and chooses `item`. */
const rowAction = async (name: string, item: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: item }));
};

describe("Invitations", () => {
  it("requires at least one address", async () => {
    const { callsTo } = setup();
    await emails();
    await submit();
    expect(await emails()).toHaveAccessibleDescription("Separate several addresses with commas or new lines. Required");
    expect(callsTo("POST", path)).toHaveLength(0);
  });

  it('names each invalid address after "Invalid email"', async () => {
    const { callsTo } = setup();
    await userEvent.type(await emails(), "ana@acme.example, marko@,  not-an-email ");
    await submit();
    expect(screen.getByText("Invalid email: marko@, not-an-email")).toBeInTheDocument();
    expect(await emails()).toHaveFocus();
    expect(callsTo("POST", path)).toHaveLength(0);
  });

  it('refuses the same address twice, ignoring case: "Duplicate email addresses are not allowed"', async () => {
    setup();
    await userEvent.type(await emails(), "ana@acme.example\nANA@acme.example");
    await submit();
    expect(screen.getByText("Duplicate email addresses are not allowed")).toBeInTheDocument();
  });

  it('requires a role: "One role is required!"', async () => {
    const { callsTo } = setup();
    await userEvent.type(await emails(), "new@acme.example");
    await userEvent.click(screen.getByRole("checkbox", { name: "Viewer" }));
    await submit();
    expect(screen.getByRole("group", { name: /Roles/ })).toHaveAccessibleDescription("One role is required!");
    expect(callsTo("POST", path)).toHaveLength(0);
  });

  it("invites every address, split on commas, semicolons and new lines, with the chosen roles", async () => {
    const { callsTo } = setup();
    await userEvent.type(await emails(), "a@acme.example, b@acme.example;\nc@acme.example");
    await userEvent.click(screen.getByRole("checkbox", { name: "Security analyst" }));
    await submit();
    expect(await screen.findByText("3 invitations sent")).toBeInTheDocument();
    expect(callsTo("POST", path)[0]?.body).toEqual({
      emails: ["a@acme.example", "b@acme.example", "c@acme.example"],
      roles: ["SecurityAnalyst", "Viewer"],
    });
    // The dialog closed; opened again, it starts empty.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await emails()).toHaveValue("");
    await waitFor(() => expect(callsTo("GET", path)).toHaveLength(2));
  });

  it("says nobody was invited when one address is already a member or invited (all or nothing)", async () => {
    setup({
      "POST /api/v1/users/tenants/*/invitations": {
        status: 409,
        body: {
          statusCode: 409,
          message: "User is already part of organization or waiting for response!",
          code: "AlreadyMemberOrInvited",
        },
      },
    });
    await userEvent.type(await emails(), "ana@acme.example, new@acme.example");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("User is already part of organization or waiting for response!");
    expect(alert).toHaveTextContent("Nobody was invited.");
    // The addresses stay for correction.
    expect(await emails()).toHaveValue("ana@acme.example, new@acme.example");
  });

  it("translates the conflict by its code in Serbian", async () => {
    renderScreen(
      <Invitations />,
      {
        ...adminRoutes(),
        "GET /api/v1/users/tenants/*/invitations": list([]),
        "POST /api/v1/users/tenants/*/invitations": {
          status: 409,
          body: {
            statusCode: 409,
            message: "User is already part of organization or waiting for response!",
            code: "AlreadyMemberOrInvited",
          },
        },
      },
      { lang: "sr" },
    );
    await userEvent.type(await emails("Pozovite ljude"), "ana@acme.example");
    await userEvent.click(screen.getByRole("button", { name: "Pošalji pozivnice" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Korisnik je već član organizacije ili se čeka njegov odgovor!",
    );
  });

  it("lists pending invitations with email, inviter, date and translated roles", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Pending invitations of Acme d.o.o." });
    const row = await within(table).findByRole("row", { name: new RegExp(`^${invitations[0]?.email}`) });
    expect(row).toHaveTextContent("Ana Petrović");
    expect(row).toHaveTextContent(/2026/);
    // Roles in plain words.
    expect(row).toHaveTextContent("Viewer");
  });

  it("resends an invitation", async () => {
    const { callsTo } = setup();
    const email = invitations[0]?.email ?? "";
    await rowAction(email, "Resend");
    expect(await screen.findByText("Invitation sent again")).toBeInTheDocument();
    expect(callsTo("POST", `${path}/${invitations[0]?.id}/resend`)).toHaveLength(1);
  });

  it("revokes an invitation after confirmation", async () => {
    const { callsTo } = setup();
    const email = invitations[1]?.email ?? "";
    await rowAction(email, "Revoke");
    const dialog = screen.getByRole("dialog", { name: "Revoke invitation?" });
    expect(dialog).toHaveTextContent(`The link sent to ${email} will stop working.`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Invitation revoked")).toBeInTheDocument();
    expect(callsTo("DELETE", `${path}/${invitations[1]?.id}`)).toHaveLength(1);
  });

  it("is read-only for members without ManageOrganization: no form, no actions, the reason", async () => {
    setup({}, viewerRoutes());
    expect(await screen.findByRole("note")).toHaveTextContent("Manage organization permission");
    expect(screen.queryByRole("textbox", { name: "Email addresses" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Invite people" })).toBeNull();
    await screen.findByText(invitations[0]?.email ?? "");
    expect(screen.queryByRole("button", { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Resend|Revoke/ })).toBeNull();
  });

  it("shows the empty state with the next step, Invite people", async () => {
    setup({ "GET /api/v1/users/tenants/*/invitations": list([]) });
    expect(await screen.findByText("No pending invitations")).toBeInTheDocument();
    const table = screen.getByRole("table");
    await userEvent.click(within(table).getByRole("button", { name: "Invite people" }));
    expect(screen.getByRole("dialog", { name: "Invite people" })).toBeInTheDocument();
  });

  it("shows the error with Retry when the list fails, and asks again", async () => {
    const { callsTo } = setup({
      "GET /api/v1/users/tenants/*/invitations": {
        status: 500,
        body: { statusCode: 500, message: "Boom", code: "InternalServerError" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happened");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(callsTo("GET", path)).toHaveLength(2));
  });
});
