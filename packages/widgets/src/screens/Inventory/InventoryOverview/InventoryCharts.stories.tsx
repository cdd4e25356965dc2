import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleAssets } from "../../../storybook/fakeInventoryAssets";
import { makeInventoryFigures, sampleDiscoveryTrend } from "../../../storybook/fakeInventoryFigures";
import { makePeople } from "../../../storybook/fakeInventoryPeople";
import { InventoryCharts } from "./InventoryCharts";

const meta = {
  title: "Screens/Inventory/InventoryCharts",
  component: InventoryCharts,
  args: { figures: makeInventoryFigures(makePeople(48), sampleAssets()) },
} satisfies Meta<typeof InventoryCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** People by group, assets by type and verification, and the discovery trend of 30 days. */
export const Default: Story = {};

/** The figures are on their way: each chart is a busy skeleton of its size. */
export const Loading: Story = { args: { figures: undefined } };

/** A new organisation: every chart says there is nothing to draw yet. */
export const Empty: Story = {
  args: {
    figures: makeInventoryFigures([], [], {
      discoveryTrend: sampleDiscoveryTrend.map((day) => ({ ...day, count: 0 })),
    }),
  },
};

/** More groups than the chart lists: the rest are one bar, so the bars add up to everyone. */
export const ManyGroups: Story = {
  args: { figures: makeInventoryFigures(makePeople(240), sampleAssets(), { groupLimit: 4 }) },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: one column; long group names are cut to the room they have, whole in the table. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
