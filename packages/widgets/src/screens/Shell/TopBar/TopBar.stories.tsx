import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ToastProvider } from "../../../components/Toast/Toaster";
import {
  manyOrganizationsUser,
  noOrganizationUser,
  plainUser,
  shellRoutes,
  superAdminUser,
  unverifiedUser,
} from "../samples";
import { TopBar } from "./TopBar";

const meta = {
  title: "Shell/TopBar",
  component: TopBar,
  args: { view: "platform", onViewChange: fn(), onLanguageChange: fn() },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  parameters: { fakeApi: { routes: shellRoutes(plainUser) } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin: language switch, bell with two unread, organisation menu. */
export const PlainUser: Story = {};

/** Any super-admin permission adds the Platform/Administration switcher. */
export const SuperAdmin: Story = { parameters: { fakeApi: { routes: shellRoutes(superAdminUser) } } };

export const SuperAdminInAdministration: Story = {
  args: { view: "administration" },
  parameters: { fakeApi: { routes: shellRoutes(superAdminUser) } },
};

/** Unverified email: Verify Email and the 40 px banner. */
export const Unverified: Story = { parameters: { fakeApi: { routes: shellRoutes(unverifiedUser) } } };

/** The verification email cannot be sent: "Error happened" toast. */
export const UnverifiedSendFails: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...shellRoutes(unverifiedUser),
        "POST /api/v1/users/auth/resend-verification-token": { status: 500, body: { statusCode: 500 } },
      },
    },
  },
};

/** Verified without organisation: Get Started, Preview Awareness Training, DEMO. */
export const NoOrganization: Story = { parameters: { fakeApi: { routes: shellRoutes(noOrganizationUser) } } };

export const ManyOrganizations: Story = { parameters: { fakeApi: { routes: shellRoutes(manyOrganizationsUser) } } };

/** While the session loads only the brand and the language switch show. */
export const Loading: Story = {
  parameters: { fakeApi: { routes: { ...shellRoutes(), "GET /api/v1/users/users/me": "pending" } } },
};

/** A super-admin without an organisation on a 390 px phone: the fullest bar, and nothing scrolls sideways. */
export const SuperAdminPhone: Story = {
  parameters: { fakeApi: { routes: shellRoutes({ ...superAdminUser, tenants: [] }) } },
  globals: { viewport: { value: "mobile1" } },
};
