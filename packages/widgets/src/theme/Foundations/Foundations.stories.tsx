import type { Meta, StoryObj } from "@storybook/react-vite";
import { Foundations } from "./Foundations";

const meta = {
  title: "Foundations",
  component: Foundations,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, surfaces, borders, text, status, score categories, chart series, sidebar — light and dark values. */
export const Colour: Story = { args: { section: "color" } };
/** The type scale on Inter Variable. */
export const Typography: Story = { args: { section: "type" } };
/** The 4 px spacing scale. */
export const Spacing: Story = { args: { section: "space" } };
/** Corner radii. */
export const Radii: Story = { args: { section: "radius" } };
/** The four elevation levels. */
export const Elevation: Story = { args: { section: "elevation" } };
/** Durations and easing. */
export const Motion: Story = { args: { section: "motion" } };
