import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { adminRoutes, makeMembers, memberList, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { MembersAndRoles } from "./MembersAndRoles";

const members = makeMembers(3);
// members[1] is Marko ... with ["Viewer"].
const marko = members[1];
const membersPath = `/api/v1/users/tenants/${sampleTenant.id}/members`;

function setup(extra: FakeRoutes = {}, base: FakeRoutes = adminRoutes()) {
  return renderScreen(<MembersAndRoles />, {
    ...base,
    "GET /api/v1/users/tenants/*/members": memberList(members),
    "PUT /api/v1/users/tenants/*/members/*/roles": { ...marko, roles: ["Viewer", "SecurityAnalyst"] },
    "DELETE /api/v1/users/tenants/*/members/*": { status: 204 },
    ...extra,
  });
}

const markoName = `${marko?.firstName} ${marko?.lastName}`;
const openRoles = async (name: string) => {
  await userEvent.click(await screen.findByRole("button", { name: new RegExp(`^Roles of ${name}:`) }));
};

describe("MembersAndRoles", () => {
  it("lists members with name, email, translated roles and marks the signed-in user", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Members of Acme d.o.o." });
    expect(await within(table).findByRole("rowheader", { name: /^Ana Petrović/ })).toHaveTextContent(
      "Ana Petrović (you)",
    );
    expect(within(table).getByText(marko?.email ?? "")).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: `Roles of ${markoName}: Viewer` })).toBeInTheDocument();
  });

  it("says in one line what each role may do, in the role picker and under the list", async () => {
    setup();
    await openRoles(markoName);
    expect(screen.getByRole("checkbox", { name: "Security analyst" })).toHaveAccessibleDescription(
      "Reads every area and keeps the inventory (people and assets) up to date.",
    );
    expect(screen.getByRole("checkbox", { name: "Viewer" })).toHaveAccessibleDescription("Reads the inventory.");
    const guide = screen.getByRole("group", { name: "What each role may do" });
    expect(guide).toHaveTextContent(
      "Admin: Everything, including members, invitations, API keys and the organization's settings.",
    );
    expect(guide).toHaveTextContent("Awareness manager: Runs training and phishing simulations; reads the inventory.");
  });

  it("asks the API for the first page with skip and limit", async () => {
    const { callsTo } = setup();
    await screen.findByRole("table");
    const call = callsTo("GET", membersPath)[0];
    expect(call?.query.get("skip")).toBe("0");
    expect(call?.query.get("limit")).toBe("20");
  });

  it("enables a row's Save only after its roles change, and saves them", async () => {
    const { callsTo } = setup();
    const save = await screen.findByRole("button", { name: `Save roles of ${markoName}` });
    expect(save).toBeDisabled();
    await openRoles(markoName);
    await userEvent.click(screen.getByRole("checkbox", { name: "Security analyst" }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText("Roles changed")).toBeInTheDocument();
    expect(callsTo("PUT", `${membersPath}/${marko?.userId}/roles`)[0]?.body).toEqual({
      roles: ["SecurityAnalyst", "Viewer"],
    });
    await waitFor(() => expect(callsTo("GET", membersPath)).toHaveLength(2));
  });

  it('says "One role is required!" when every role is cleared and does not save', async () => {
    const { callsTo } = setup();
    await openRoles(markoName);
    await userEvent.click(screen.getByRole("checkbox", { name: "Viewer" }));
    const trigger = screen.getByRole("button", { name: `Roles of ${markoName}: None selected` });
    expect(trigger).toHaveAccessibleDescription("One role is required!");
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    const save = screen.getByRole("button", { name: `Save roles of ${markoName}` });
    expect(save).toBeDisabled();
    await userEvent.click(save);
    expect(callsTo("PUT", /roles$/)).toHaveLength(0);
  });

  it("shows the server's 409 message when the last Admin would lose the role", async () => {
    const message = "The last Admin cannot lose the Admin role; give another member the Admin role first";
    setup({
      // The page was loaded while a second Admin existed; the server settles the race.
      "GET /api/v1/users/tenants/*/members": memberList(members, 3, 2),
      "PUT /api/v1/users/tenants/*/members/*/roles": {
        status: 409,
        body: { statusCode: 409, message, code: "Conflict" },
      },
    });
    await openRoles("Ana Petrović");
    await userEvent.click(screen.getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    await userEvent.click(screen.getByRole("button", { name: "Save roles of Ana Petrović" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("removes a member after confirmation", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: `Remove ${markoName}` }));
    const dialog = screen.getByRole("dialog", { name: "Remove member?" });
    expect(dialog).toHaveTextContent(`${markoName} (${marko?.email}) will lose access to this organization.`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Member removed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("DELETE", `${membersPath}/${marko?.userId}`)).toHaveLength(1);
  });

  it("keeps the dialog open with the server's message when the last Admin cannot be removed", async () => {
    const message = "The last Admin cannot be removed; give another member the Admin role first";
    setup({
      "GET /api/v1/users/tenants/*/members": memberList(members, 3, 2),
      "DELETE /api/v1/users/tenants/*/members/*": { status: 409, body: { statusCode: 409, message, code: "Conflict" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Ana Petrović" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });

  it("disables removing the last Admin and says why, before anyone tries", async () => {
    const { callsTo } = setup();
    const remove = await screen.findByRole("button", { name: "Remove Ana Petrović" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      "The last Admin can't be removed. Give another member the Admin role first.",
    );
    expect(screen.getByRole("button", { name: `Remove ${markoName}` })).toBeEnabled();
    await userEvent.click(remove);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("DELETE", /members/)).toHaveLength(0);
  });

  it("does not let the last Admin's roles be saved without Admin, and says why", async () => {
    setup();
    await openRoles("Ana Petrović");
    await userEvent.click(screen.getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    const trigger = screen.getByRole("button", { name: "Roles of Ana Petrović: Viewer" });
    expect(trigger).toHaveAccessibleDescription(
      "The last Admin keeps the Admin role. Give it to another member first.",
    );
    expect(screen.getByRole("button", { name: "Save roles of Ana Petrović" })).toBeDisabled();
  });

  it("is read-only with the reason for a member without ManageOrganization", async () => {
    setup({}, viewerRoutes());
    // The members, not only the table's loading row, have arrived.
    await waitFor(() => expect(screen.getAllByText("Viewer").length).toBeGreaterThan(0));
    expect(screen.getByRole("note")).toHaveTextContent("You need the Manage organization permission to change this.");
    expect(screen.queryByRole("button", { name: /Save roles/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByText("Viewer").length).toBeGreaterThan(0);
  });

  it("shows only the reason when the API refuses the list to a non-admin", async () => {
    setup(
      {
        "GET /api/v1/users/tenants/*/members": {
          status: 403,
          body: { statusCode: 403, message: "Forbidden", code: "Forbidden" },
        },
      },
      viewerRoutes(),
    );
    expect(await screen.findByRole("note")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("pages with skip and limit", async () => {
    const { callsTo } = setup({ "GET /api/v1/users/tenants/*/members": memberList(makeMembers(20), 57) });
    expect(await screen.findByText("1–20 of 57")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(callsTo("GET", membersPath).at(-1)?.query.get("skip")).toBe("20"));
  });

  it("shows the empty state", async () => {
    setup({ "GET /api/v1/users/tenants/*/members": memberList([]) });
    expect(await screen.findByText("No members yet")).toBeInTheDocument();
  });
});
