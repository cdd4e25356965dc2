import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sessionRoutes } from "../../../storybook/fakeApi";
import { noTenantRoutes, sampleTenant, sampleUser } from "../shared/fixtures";
import { phone } from "../shared/storyPlay";
import { AcceptInvitation } from "./AcceptInvitation";

const previewRoute = "GET /api/v1/users/tenants/invitations/preview";
const preview = { valid: true, tenantName: "Acme d.o.o.", email: sampleUser.email, invitedBy: "Marko Marković" };
const routes = (reply: unknown = preview, base = noTenantRoutes()) => ({
  ...base,
  [previewRoute]: reply,
  "POST /api/v1/users/tenants/invitations/accept": sampleTenant,
});

const meta = {
  title: "Screens/Organizations/AcceptInvitation",
  component: AcceptInvitation,
  args: { token: "inv_3b1f0c9a", onAccepted: fn() },
  parameters: { fakeApi: { routes: routes() } },
} satisfies Meta<typeof AcceptInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as the invited address: Accept. */
export const SignedInAsInvitee: Story = {};

/** Signed out: sign in or create an account. */
export const SignedOut: Story = { parameters: { fakeApi: { routes: routes(), signedIn: false } } };

/** Signed in as another person: sign out first. */
export const WrongAccount: Story = {
  parameters: { fakeApi: { routes: routes({ ...preview, email: "someone.else@acme.example" }) } },
};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

/** Used, withdrawn or unknown: "Invitation not valid". */
export const Invalid: Story = { parameters: { fakeApi: { routes: routes({ valid: false }) } } };

export const NoToken: Story = { args: { token: null } };

export const AcceptFailed: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...routes(),
        "POST /api/v1/users/tenants/invitations/accept": {
          status: 400,
          body: { statusCode: 400, message: "Invitation not valid", code: "InvitationNotValid" },
        },
      },
    },
  },
};

export const PreviewFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 503, body: { statusCode: 503, message: "Service unavailable", code: "Unavailable" } }),
    },
  },
};

export const SignedOutSerbianDark: Story = { ...SignedOut, globals: { lang: "sr", theme: "dark" } };

/** A user who already has an organisation accepts a second one. */
export const MemberElsewhere: Story = { parameters: { fakeApi: { routes: routes(preview, sessionRoutes()) } } };

/** A phone: nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
