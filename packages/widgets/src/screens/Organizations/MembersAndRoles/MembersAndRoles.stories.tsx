import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { adminRoutes, makeMembers, memberList, noTenantRoutes, viewerRoutes } from "../shared/fixtures";
import { chooseRowAction, phone } from "../shared/storyPlay";
import { MembersAndRoles } from "./MembersAndRoles";

const membersRoute = "GET /api/v1/users/tenants/*/members";
const members = makeMembers(6);

const routes = (reply: unknown, base = adminRoutes()) => ({
  ...base,
  [membersRoute]: reply,
  "PUT /api/v1/users/tenants/*/members/*/roles": members[1],
  "DELETE /api/v1/users/tenants/*/members/*": { status: 204 },
});

const meta = {
  title: "Screens/Organizations/MembersAndRoles",
  component: MembersAndRoles,
  parameters: { fakeApi: { routes: routes(memberList(members)) } },
} satisfies Meta<typeof MembersAndRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin changes roles and removes members from each row's menu; roles in plain words. */
export const Admin: Story = {};

/** Every role of one member cleared: "One role is required!" and Save is refused. */
export const EditingRoles: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, "Marko Marković", "Change roles");
    await userEvent.click(within(canvasElement).getByRole("checkbox", { name: "Viewer" }));
  },
};

/** The last Admin's row menu: Remove is disabled, with the reason under it. */
export const LastAdminCannotBeRemoved: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Actions for Ana Petrović" }));
  },
};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(memberList([])) } } };

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** 57 members, 20 per page (the fake answers the same page each time). */
export const ManyRowsPaging: Story = {
  parameters: { fakeApi: { routes: routes(memberList(makeMembers(20), 57)) } },
};

/** Saving would take the Admin role from the last Admin: the server's 409 message is shown. */
export const LastAdminRefused: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...routes(memberList(members)),
        "PUT /api/v1/users/tenants/*/members/*/roles": {
          status: 409,
          body: {
            statusCode: 409,
            message: "The last Admin cannot lose the Admin role; give another member the Admin role first",
            code: "Conflict",
          },
        },
      },
    },
  },
};

/** A member without ManageOrganization: roles as labels, no actions, and the reason. */
export const ReadOnly: Story = { parameters: { fakeApi: { routes: routes(memberList(members), viewerRoutes()) } } };

/** The API refuses the list to non-admins: only the reason is shown. */
export const ReadOnlyRefused: Story = {
  parameters: {
    fakeApi: {
      routes: routes(
        { status: 403, body: { statusCode: 403, message: "Forbidden", code: "Forbidden" } },
        viewerRoutes(),
      ),
    },
  },
};

export const NoOrganization: Story = { parameters: { fakeApi: { routes: noTenantRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: each member is a card, nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
