import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FeatureNotEnabled } from "../../../components/FeatureNotEnabled/FeatureNotEnabled";
import { vars } from "../../../theme/theme.css";
import { NotificationsPage } from "../../Notifications/NotificationsPage/NotificationsPage";
import { NotFound } from "../NotFound/NotFound";
import {
  manyOrganizationsUser,
  noOrganizationUser,
  plainUser,
  shellRoutes,
  superAdminUser,
  unverifiedUser,
} from "../samples";
import { AppShell } from "./AppShell";

function Placeholder({ title }: { title: string }) {
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <h1 style={{ margin: 0 }}>{title}</h1>
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" }}>
        {[1, 2, 3].map((n) => (
          <div
            key={n}
            style={{
              height: 140,
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius,
              background: vars.color.surface,
            }}
          />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: "Shell/AppShell",
  component: AppShell,
  args: {
    view: "platform",
    currentPath: "/",
    onViewChange: fn(),
    onLanguageChange: fn(),
    children: <Placeholder title="Overview" />,
  },
  // The shell takes the whole page: no padding around it.
  decorators: [(Story) => <div style={{ margin: `calc(-1 * ${vars.space[5]})` }}>{Story()}</div>],
  parameters: { fakeApi: { routes: shellRoutes(plainUser) } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin on the overview. */
export const Platform: Story = {};

/** The notifications page inside the shell. */
export const Notifications: Story = {
  args: { currentPath: "/notifications", children: <NotificationsPage /> },
};

/** A super-admin in the administration view. */
export const Administration: Story = {
  args: {
    view: "administration",
    currentPath: "/administration/organizations",
    children: <Placeholder title="Organizations" />,
  },
  parameters: { fakeApi: { routes: shellRoutes(superAdminUser) } },
};

/** Unverified email: the banner under the top bar. */
export const Unverified: Story = { parameters: { fakeApi: { routes: shellRoutes(unverifiedUser) } } };

/** No organisation: demo data, DEMO badge, Get Started. */
export const Demo: Story = { parameters: { fakeApi: { routes: shellRoutes(noOrganizationUser) } } };

export const ManyOrganizations: Story = { parameters: { fakeApi: { routes: shellRoutes(manyOrganizationsUser) } } };

/** A page whose feature is off. */
export const FeatureOff: Story = {
  args: {
    currentPath: "/waf/overview",
    children: <FeatureNotEnabled contactEmail="sales@bulwark.example" feature="waf" />,
  },
};

/** An unknown path. */
export const UnknownPath: Story = { args: { currentPath: "/nowhere", children: <NotFound /> } };
