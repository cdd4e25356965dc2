import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../../../components/Card/Card";
import {
  makePeople,
  makeTenantOverview,
  multiTenantRoutes,
  noInventoryRoutes,
  peopleApi,
} from "../../../storybook/fakeInventoryPeople";
import { InventoryOverview } from "./InventoryOverview";

const meta = {
  title: "Screens/Inventory/InventoryOverview",
  component: InventoryOverview,
  args: { contactEmail: "sales@bulwark.example" },
  parameters: { fakeApi: { routes: peopleApi() } },
} satisfies Meta<typeof InventoryOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A user of several organisations: every organisation's people and average score. */
export const SeveralOrganizations: Story = {
  parameters: { fakeApi: { routes: peopleApi({ session: multiTenantRoutes() }) } },
};

/** What the assets area puts in the slot. */
export const WithAssetsSummary: Story = {
  args: {
    assetsSummary: (
      <Card title="Assets">
        <p style={{ margin: 0 }}>12 assets, 9 verified, 3 monitored</p>
      </Card>
    ),
  },
};

export const Empty: Story = { parameters: { fakeApi: { routes: peopleApi({ people: [] }) } } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: { ...peopleApi(), "GET /api/v1/inventory/people/tenants/overview/*": "pending" } } },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...peopleApi(),
        "GET /api/v1/inventory/people/tenants/overview/*": {
          status: 500,
          body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
        },
      },
    },
  },
};

/** Nobody has a score yet. */
export const NoScores: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...peopleApi(),
        "GET /api/v1/inventory/people/tenants/overview/*": makeTenantOverview(
          makePeople(8).map((p) => ({ ...p, score: null, scoreCategory: null })),
        ),
      },
    },
  },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: peopleApi({ session: noInventoryRoutes() }) } } };

export const SerbianDark: Story = {
  globals: { lang: "sr", theme: "dark" },
  parameters: { fakeApi: { routes: peopleApi({ session: multiTenantRoutes() }) } },
};
