import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { sampleTenant } from "../../../storybook/fakeApi";
import { failure, fakeAssetsApi, makeAsset, sampleAssets } from "../../../storybook/fakeInventoryAssets";
import { Assets } from "./Assets";

const tenantId = sampleTenant.id;
const fake = (options: Parameters<typeof fakeAssetsApi>[0] = {}) => ({ routes: fakeAssetsApi(options), tenantId });

const meta = {
  title: "Screens/Inventory/Assets",
  component: Assets,
  parameters: { fakeApi: fake() },
} satisfies Meta<typeof Assets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin: filters, export, Add assets and Delete. Adding a domain starts a discovery. */
export const Default: Story = {};

export const Empty: Story = { parameters: { fakeApi: fake({ assets: [] }) } };

/** Opened from one of the overview's figures (`?verified=true`): the filters it was given. */
export const Filtered: Story = { args: { defaultFilters: { verified: true } } };

export const Loading: Story = {
  parameters: { fakeApi: fake({ override: { "GET /api/v1/inventory/assets/list": "pending" } }) },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: fake({
      override: { "GET /api/v1/inventory/assets/list": failure(500, "Internal", "Database unavailable") },
    }),
  },
};

/** 45 assets, 20 per page. */
export const ManyAssets: Story = {
  parameters: {
    fakeApi: fake({
      assets: Array.from({ length: 45 }, (_, i) =>
        makeAsset(300 + i, {
          name: `host${i + 1}.acme.example`,
          assetType: "subdomain",
          origin: i % 3 === 0 ? "manual" : "automatic",
          verified: i % 4 === 0,
          monitored: i % 8 === 0,
        }),
      ),
    }),
  },
};

/** The `ids` query of the "View the new assets" notice: only those, with a Show all chip. */
export const NewlyDiscovered: Story = {
  args: {
    ids: sampleAssets()
      .slice(1, 4)
      .map((asset) => asset.id),
  },
};

/** A discovery is Requested: checked every 3 s; after about 4 s the notice offers the two new subdomains. */
export const DiscoveryRunning: Story = {
  parameters: {
    fakeApi: fake({
      assets: [
        makeAsset(1, { name: "globex.example", assetType: "domain", lastDiscoveryStatus: "Requested" }),
        ...sampleAssets().slice(5),
      ],
    }),
  },
};

/** Both discoveries fail: one error per asset. */
export const DiscoveryFailed: Story = {
  parameters: {
    fakeApi: fake({
      discoveryMs: 1000,
      failingDiscoveries: ["globex.example", "initech.example"],
      assets: [
        makeAsset(1, { name: "globex.example", assetType: "domain", lastDiscoveryStatus: "Requested" }),
        makeAsset(2, { name: "initech.example", assetType: "domain", lastDiscoveryStatus: "Requested" }),
      ],
    }),
  },
};

/** A member with ReadInventory only: no Add assets, no Delete. */
export const ReadOnly: Story = { parameters: { fakeApi: fake({ session: "viewer" }) } };

export const FeatureNotEnabled: Story = { parameters: { fakeApi: fake({ session: "noFeature" }) } };

export const NoOrganization: Story = {
  parameters: { fakeApi: { routes: fakeAssetsApi({ session: "noTenant" }), tenantId: null } },
};

export const Serbian: Story = { globals: { lang: "sr" } };

export const Dark: Story = { globals: { theme: "dark" } };

/** At phone width the rows become cards and nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };

/** A filter picked from "Add filter": its chip opens a popover over the list (nothing moves). */
export const FilterPopover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add filter" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Type" }));
  },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** The Add assets dialog with a name that does not look right: it is pointed out before sending (the server decides). */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add assets" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("textbox"), "shop.acme.example{enter}256.1.1.1");
  },
};

/** Two assets selected: the bulk bar replaces the filters; Delete asks once for both. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Select 192.0.2.10" }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Select 2001:db8::10" }));
  },
};
