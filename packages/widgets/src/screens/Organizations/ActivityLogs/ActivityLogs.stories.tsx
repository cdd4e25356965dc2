import type { Meta, StoryObj } from "@storybook/react-vite";
import { adminRoutes, list, makeActivityLogs, noTenantRoutes, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { phone } from "../shared/storyPlay";
import { ActivityLogs } from "./ActivityLogs";

const route = "GET /api/v1/activity-logs/tenants/*";
const routes = (reply: unknown, base = adminRoutes()) => ({ ...base, [route]: reply });

const meta = {
  title: "Screens/Organizations/ActivityLogs",
  component: ActivityLogs,
  args: { tenantId: sampleTenant.id },
  parameters: { fakeApi: { routes: routes(list(makeActivityLogs(8))) } },
} satisfies Meta<typeof ActivityLogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(list([])) } } };

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** 143 entries, 20 per page. */
export const ManyRowsPaging: Story = { parameters: { fakeApi: { routes: routes(list(makeActivityLogs(20), 143)) } } };

/** Members without ManageOrganization are refused the log: the reason is shown. */
export const NotAllowed: Story = {
  parameters: {
    fakeApi: {
      routes: routes(
        { status: 403, body: { statusCode: 403, message: "Forbidden", code: "Forbidden" } },
        viewerRoutes(),
      ),
    },
  },
};

export const NoOrganization: Story = {
  args: { tenantId: undefined },
  parameters: { fakeApi: { routes: noTenantRoutes() } },
};

/** Serbian: each entry is said from its event and data, with Serbian plural forms. */
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** Opened with a filter (from the URL): the chip shows it; "Clear all" removes it. */
export const Filtered: Story = { args: { defaultFilters: { group: "TenantManagement" } } };

/** The filter matches nothing: the empty state offers to clear it. */
export const FilteredEmpty: Story = {
  args: { defaultFilters: { group: "UserAdministration" } },
  parameters: { fakeApi: { routes: routes(list([])) } },
};

/** A phone: each entry is a card, nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
