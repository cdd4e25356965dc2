import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, badgeCount } from "./Badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "DEMO" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: "primary" } };
/** The unread count of the notification bell; above 99 it reads `99+`. */
export const Count: Story = { args: { tone: "danger", children: badgeCount(7) } };
export const LargeCount: Story = { args: { tone: "danger", children: badgeCount(250) } };
export const Success: Story = { args: { tone: "success", children: "Active" } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <Badge>Neutral</Badge>
      <Badge tone="primary">DEMO</Badge>
      <Badge tone="danger">3</Badge>
      <Badge tone="success">Active</Badge>
    </div>
  ),
};
