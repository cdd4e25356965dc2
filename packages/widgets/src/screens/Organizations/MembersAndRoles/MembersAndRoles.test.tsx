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
/** Opens a row's actions menu and returns the item named `item`. */
const rowAction = async (name: string, item: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  return screen.getByRole("menuitem", { name: item });
};
/** Opens the roles dialog of a member. */
const openRoles = async (name: string) => {
  await userEvent.click(await rowAction(name, "Change roles"));
  return screen.getByRole("dialog", { name: `Change roles of ${name}` });
};

describe("MembersAndRoles", () => {
  it("lists members on one line each: name, email, roles in plain words, and marks the signed-in user", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Members and roles" })).toBeInTheDocument();
    expect(screen.getByText("Who works in Acme d.o.o. and what each of them may do.")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Members of Acme d.o.o." });
    const ana = await within(table).findByRole("row", { name: /^Ana Petrović/ });
    expect(ana).toHaveTextContent("Ana Petrović (you)");
    const markoRow = within(table).getByRole("row", { name: new RegExp(`^${markoName}`) });
    expect(markoRow).toHaveTextContent(marko?.email ?? "");
    expect(within(markoRow).getByText("Viewer")).toBeInTheDocument();
    const jelena = within(table).getByRole("row", { name: /^Jelena/ });
    expect(within(jelena).getByText("Security analyst")).toBeInTheDocument();
  });

  it("says in one line what each role may do, in the role picker and under the list", async () => {
    setup();
    const dialog = await openRoles(markoName);
    expect(within(dialog).getByRole("checkbox", { name: "Security analyst" })).toHaveAccessibleDescription(
      "Reads every area and keeps the inventory (people and assets) up to date.",
    );
    expect(within(dialog).getByRole("checkbox", { name: "Viewer" })).toHaveAccessibleDescription(
      "Reads the inventory.",
    );
    const guide = screen.getByRole("group", { name: "What each role may do" });
    expect(guide).toHaveTextContent(
      "Admin: Everything, including members, invitations, API keys and the organization's settings.",
    );
    expect(guide).toHaveTextContent("Awareness manager: Runs training and phishing simulations; reads the inventory.");
  });

  it("asks the API for the first page with skip and limit", async () => {
    const { callsTo } = setup();
    await screen.findByRole("table");
    await waitFor(() => expect(callsTo("GET", membersPath)).toHaveLength(1));
    const call = callsTo("GET", membersPath)[0];
    expect(call?.query.get("skip")).toBe("0");
    expect(call?.query.get("limit")).toBe("20");
  });

  it("enables Save only after the roles change, and saves them", async () => {
    const { callsTo } = setup();
    const dialog = await openRoles(markoName);
    const save = within(dialog).getByRole("button", { name: `Save roles of ${markoName}` });
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Security analyst" }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText("Roles changed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("PUT", `${membersPath}/${marko?.userId}/roles`)[0]?.body).toEqual({
      roles: ["SecurityAnalyst", "Viewer"],
    });
    await waitFor(() => expect(callsTo("GET", membersPath)).toHaveLength(2));
  });

  it('says "One role is required!" when every role is cleared and does not save', async () => {
    const { callsTo } = setup();
    const dialog = await openRoles(markoName);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Viewer" }));
    expect(within(dialog).getByRole("group", { name: /Roles of/ })).toHaveAccessibleDescription(
      "One role is required!",
    );
    const save = within(dialog).getByRole("button", { name: `Save roles of ${markoName}` });
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
    const dialog = await openRoles("Ana Petrović");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Admin" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save roles of Ana Petrović" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });

  it("removes a member after confirmation", async () => {
    const { callsTo } = setup();
    await userEvent.click(await rowAction(markoName, "Remove"));
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
    await userEvent.click(await rowAction("Ana Petrović", "Remove"));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });

  it("disables removing the last Admin and says why, before anyone tries", async () => {
    const { callsTo } = setup();
    const remove = await rowAction("Ana Petrović", "Remove");
    expect(remove).toHaveAttribute("aria-disabled", "true");
    expect(remove).toHaveAccessibleDescription(
      "The last Admin can't be removed. Give another member the Admin role first.",
    );
    await userEvent.click(remove);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("DELETE", /members/)).toHaveLength(0);
    await userEvent.keyboard("{Escape}");
    expect(await rowAction(markoName, "Remove")).not.toHaveAttribute("aria-disabled");
  });

  it("does not let the last Admin's roles be saved without Admin, and says why", async () => {
    setup();
    const dialog = await openRoles("Ana Petrović");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Admin" }));
    expect(within(dialog).getByRole("group", { name: /Roles of/ })).toHaveAccessibleDescription(
      "The last Admin keeps the Admin role. Give it to another member first.",
    );
    // Only Viewer is left ticked.
    expect(within(dialog).getByRole("checkbox", { name: "Viewer" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Admin" })).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Save roles of Ana Petrović" })).toBeDisabled();
  });

  it("is read-only with the reason for a member without ManageOrganization", async () => {
    setup({}, viewerRoutes());
    // The members, not only the table's skeleton rows, have arrived.
    await waitFor(() => expect(screen.getAllByText("Viewer").length).toBeGreaterThan(0));
    expect(screen.getByRole("note")).toHaveTextContent("You need the Manage organization permission to change this.");
    expect(screen.queryByRole("button", { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Save roles/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
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

  it("shows the error with Retry when the list fails, and asks again", async () => {
    const { callsTo } = setup({
      "GET /api/v1/users/tenants/*/members": {
        status: 500,
        body: { statusCode: 500, message: "Boom", code: "InternalServerError" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happened");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(callsTo("GET", membersPath)).toHaveLength(2));
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
