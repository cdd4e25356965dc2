import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { adminRoutes, list, makeInvitations, noTenantRoutes, viewerRoutes } from "../shared/fixtures";
import { chooseRowAction, phone, pressPrimary } from "../shared/storyPlay";
import { Invitations } from "./Invitations";

const listRoute = "GET /api/v1/users/tenants/*/invitations";
const invitations = makeInvitations(4);
const conflict = {
  status: 409,
  body: {
    statusCode: 409,
    message: "User is already part of organization or waiting for response!",
    code: "AlreadyMemberOrInvited",
  },
};

const routes = (
  reply: unknown,
  base = adminRoutes(),
  invite: unknown = { status: 201, body: list(invitations.slice(0, 1)) },
) => ({
  ...base,
  [listRoute]: reply,
  "POST /api/v1/users/tenants/*/invitations": invite,
  "POST /api/v1/users/tenants/*/invitations/*/resend": invitations[0],
  "DELETE /api/v1/users/tenants/*/invitations/*": { status: 204 },
});

const meta = {
  title: "Screens/Organizations/Invitations",
  component: Invitations,
  parameters: { fakeApi: { routes: routes(list(invitations)) } },
} satisfies Meta<typeof Invitations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(list([])) } } };

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

export const ManyRowsPaging: Story = { parameters: { fakeApi: { routes: routes(list(makeInvitations(20), 43)) } } };

/** Invalid and duplicate addresses, and no role: every message at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await pressPrimary(canvasElement, "Invite people");
    const canvas = within(await within(canvasElement).findByRole("dialog"));
    await userEvent.type(canvas.getByLabelText("Email addresses"), "ana@acme.example, marko@, not-an-email");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send invitations" }));
  },
};

/** One address is already a member: nobody is invited (all or nothing). */
export const AlreadyInvited: Story = {
  parameters: { fakeApi: { routes: routes(list(invitations), adminRoutes(), conflict) } },
  play: async ({ canvasElement }) => {
    await pressPrimary(canvasElement, "Invite people");
    const canvas = within(await within(canvasElement).findByRole("dialog"));
    await userEvent.type(canvas.getByLabelText("Email addresses"), "ana@acme.example, new@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send invitations" }));
    await canvas.findByRole("alert");
  },
};

export const ReadOnly: Story = { parameters: { fakeApi: { routes: routes(list(invitations), viewerRoutes()) } } };

export const NoOrganization: Story = { parameters: { fakeApi: { routes: noTenantRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A row's menu: Resend and Revoke. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: `Actions for ${invitations[0]?.email}` }),
    );
  },
};

/** Revoking asks first. */
export const RevokeConfirm: Story = {
  play: ({ canvasElement }) => chooseRowAction(canvasElement, invitations[0]?.email ?? "", "Revoke"),
};

/** A phone: each invitation is a card, nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
