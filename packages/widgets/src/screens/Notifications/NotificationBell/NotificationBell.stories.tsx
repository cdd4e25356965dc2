import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { notificationRoutes, olderNotifications, sampleNotifications } from "../samples";
import { NotificationBell } from "./NotificationBell";

const meta = {
  title: "Notifications/NotificationBell",
  component: NotificationBell,
  decorators: [
    (Story) => (
      <div
        style={{
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "flex-end",
          minHeight: 560,
          paddingInlineEnd: 24,
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    fakeApi: { routes: { ...sessionRoutes(), ...notificationRoutes(sampleNotifications, 12, 2) } },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dropdown, as a person would. */
const openBell: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bell = await canvas.findByRole("button", { name: /notifications|obaveštenja/i });
  await userEvent.click(bell);
  await expect(canvas.getByRole("dialog")).toBeVisible();
};

/** Closed, with two unread notifications. */
export const Closed: Story = {};

/** Open: the five latest, one of each type, the first two unread. */
export const Open: Story = { play: openBell };

/** More than 99 unread: the badge reads 99+. */
export const ManyUnread: Story = {
  parameters: {
    fakeApi: { routes: { ...sessionRoutes(), ...notificationRoutes(olderNotifications(5), 240, 240) } },
  },
};

export const Empty: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), ...notificationRoutes([]) } } },
  play: openBell,
};

/** The list failed: an error block in the dropdown. */
export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes(sampleNotifications, 12, 2),
        "GET /api/v1/notifications/notifications": {
          status: 500,
          body: { statusCode: 500, message: "Notifications are unavailable right now", code: "Internal" },
        },
      },
    },
  },
  play: openBell,
};

export const Loading: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes(sampleNotifications, 12, 2),
        "GET /api/v1/notifications/notifications": "pending",
      },
    },
  },
  play: openBell,
};

/** Demo mode (no organisation): nothing is fetched, nothing is unread. */
export const Demo: Story = {
  parameters: { fakeApi: { routes: sessionRoutes({ ...sampleUser, tenants: [] }) } },
  play: openBell,
};
