import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../../components/Button/Button";
import { sampleNotifications } from "../samples";
import { NotificationItem } from "./NotificationItem";

const meta = {
  title: "Notifications/NotificationItem",
  component: NotificationItem,
  args: { notification: sampleNotifications[0]! },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const Read: Story = { args: { notification: sampleNotifications[3]! } };
export const Compact: Story = { args: { variant: "compact" } };
export const WithAction: Story = { args: { actions: <Button variant="secondary">Mark as read</Button> } };

/** One of each type: the sentence is built from the notification's meta. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 4 }}>
      {sampleNotifications.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
    </div>
  ),
};
