import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeatureNotEnabled } from "./FeatureNotEnabled";

const meta = {
  title: "Shell/FeatureNotEnabled",
  component: FeatureNotEnabled,
  args: { contactEmail: "sales@bulwark.example", feature: "waf" },
} satisfies Meta<typeof FeatureNotEnabled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The WAF, off by default. */
export const Waf: Story = {};
export const Monitoring: Story = { args: { feature: "monitoring" } };
/** Without a named feature. */
export const Generic: Story = { args: { feature: undefined } };
