import type { Meta, StoryObj } from "@storybook/react-vite";
import { TabStrip } from "./TabStrip";

const meta = {
  title: "Components/TabStrip",
  component: TabStrip,
  args: {
    label: "Organization sections",
    currentId: "members",
    items: [
      { id: "settings", label: "Settings", href: "#settings" },
      { id: "members", label: "Members and roles", href: "#members" },
      { id: "invitations", label: "Invitations", href: "#invitations", count: 3 },
      { id: "keys", label: "API keys", href: "#keys" },
      { id: "activity", label: "Activity log", href: "#activity" },
      { id: "domains", label: "Whitelisted domains", href: "#domains" },
    ],
  },
} satisfies Meta<typeof TabStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links between sibling pages, the current one underlined. */
export const Default: Story = {};

/** In a narrow column the strip scrolls inside itself and fades its hidden edge. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
