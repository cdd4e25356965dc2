import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../../../components/Card/Card";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { assetListHandler, failure, sampleAssets } from "../../../storybook/fakeInventoryAssets";
import { figuresHandler, sampleDiscoveryTrend } from "../../../storybook/fakeInventoryFigures";
import {
  makePeople,
  makeTenantOverview,
  multiTenantRoutes,
  noInventoryRoutes,
  peopleApi,
} from "../../../storybook/fakeInventoryPeople";
import { InventoryOverview } from "./InventoryOverview";

const ASSET_LIST = "GET /api/v1/inventory/assets/list";
const FIGURES = "GET /api/v1/inventory/figures";

/**
 * The people fake plus the assets list the asset figures are counted from (`limit=1` queries) and
 * the figures the charts draw.
 */
const overviewApi = (options: Parameters<typeof peopleApi>[0] = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  ...peopleApi(options),
  [ASSET_LIST]: assetListHandler(sampleAssets()),
  [FIGURES]: figuresHandler(options.people ?? makePeople(48), sampleAssets()),
  ...extra,
});

const meta = {
  title: "Screens/Inventory/InventoryOverview",
  component: InventoryOverview,
  args: { contactEmail: "sales@bulwark.example" },
  parameters: { fakeApi: { routes: overviewApi() } },
} satisfies Meta<typeof InventoryOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A user of several organisations: every organisation's people and average score. */
export const SeveralOrganizations: Story = {
  parameters: { fakeApi: { routes: overviewApi({ session: multiTenantRoutes() }) } },
};

/** A host's own assets card in place of the built-in one. */
export const WithAssetsSummary: Story = {
  args: {
    assetsSummary: (
      <Card title="Assets">
        <p style={{ margin: 0 }}>12 assets, 9 verified, 3 monitored</p>
      </Card>
    ),
  },
};

export const Empty: Story = {
  parameters: {
    fakeApi: {
      routes: overviewApi(
        { people: [] },
        {
          [ASSET_LIST]: assetListHandler([]),
          [FIGURES]: figuresHandler(
            [],
            [],
            sampleDiscoveryTrend.map((day) => ({ ...day, count: 0 })),
          ),
        },
      ),
    },
  },
};

export const Loading: Story = {
  parameters: {
    fakeApi: {
      routes: overviewApi(
        {},
        { "GET /api/v1/inventory/people/tenants/overview/*": "pending", [ASSET_LIST]: "pending", [FIGURES]: "pending" },
      ),
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: overviewApi(
        {},
        {
          "GET /api/v1/inventory/people/tenants/overview/*": failure(500, "Internal", "Database unavailable"),
          [ASSET_LIST]: failure(500, "Internal", "Database unavailable"),
          [FIGURES]: failure(500, "Internal", "Database unavailable"),
        },
      ),
    },
  },
};

/** The people are there, the asset figures are still on their way. */
export const AssetsLoading: Story = {
  parameters: { fakeApi: { routes: overviewApi({}, { [ASSET_LIST]: "pending" }) } },
};

/** The cards are there, the charts' figures are still on their way: each chart is a busy skeleton. */
export const ChartsLoading: Story = {
  parameters: { fakeApi: { routes: overviewApi({}, { [FIGURES]: "pending" }) } },
};

/** The figures failed: the reason and Retry in place of the charts, the cards still shown. */
export const ChartsFailed: Story = {
  parameters: {
    fakeApi: { routes: overviewApi({}, { [FIGURES]: failure(500, "Internal", "Database unavailable") }) },
  },
};

/** No assets yet: how to add them. */
export const NoAssets: Story = {
  parameters: { fakeApi: { routes: overviewApi({}, { [ASSET_LIST]: assetListHandler([]) }) } },
};

export const AssetsFailed: Story = {
  parameters: {
    fakeApi: { routes: overviewApi({}, { [ASSET_LIST]: failure(500, "Internal", "Database unavailable") }) },
  },
};

/** An embed token minted for the overview alone may not read assets: the card only links. */
export const AssetsNotAllowed: Story = {
  parameters: {
    fakeApi: {
      routes: overviewApi({}, { [ASSET_LIST]: failure(403, "Forbidden", "This embed token does not allow this call") }),
    },
  },
};

/** Nobody has a score yet. */
export const NoScores: Story = {
  parameters: {
    fakeApi: {
      routes: overviewApi(
        {},
        {
          "GET /api/v1/inventory/people/tenants/overview/*": makeTenantOverview(
            makePeople(8).map((p) => ({ ...p, score: null, scoreCategory: null })),
          ),
        },
      ),
    },
  },
};

export const FeatureOff: Story = {
  parameters: { fakeApi: { routes: overviewApi({ session: noInventoryRoutes() }) } },
};

export const SerbianDark: Story = {
  globals: { lang: "sr", theme: "dark" },
  parameters: { fakeApi: { routes: overviewApi({ session: multiTenantRoutes() }) } },
};

/** A phone: the cards and the charts in one column, nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
