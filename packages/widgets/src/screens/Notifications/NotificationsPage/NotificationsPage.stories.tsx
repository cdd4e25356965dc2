import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { notificationRoutes, sampleNotifications } from "../samples";
import { NotificationsPage } from "./NotificationsPage";

const meta = {
  title: "Notifications/NotificationsPage",
  component: NotificationsPage,
  parameters: {
    fakeApi: { routes: { ...sessionRoutes(), ...notificationRoutes(sampleNotifications, 12, 2) } },
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each type, two unread, 12 in all (three pages of five). */
export const Default: Story = {};

export const AllRead: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes(
          sampleNotifications.map((n) => ({ ...n, isRead: true })),
          5,
          0,
        ),
      },
    },
  },
};

export const Empty: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), ...notificationRoutes([]) } } },
};

export const Loading: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes(sampleNotifications),
        "GET /api/v1/notifications/notifications": "pending",
      },
    },
  },
};

/** The list failed: the error block with the server's message. */
export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes([]),
        "GET /api/v1/notifications/notifications": {
          status: 503,
          body: { statusCode: 503, message: "Notifications are unavailable right now", code: "Unavailable" },
        },
      },
    },
  },
};

/** "Mark all as read" fails with a 422: the generic message. */
export const MarkAllReadFails: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        ...notificationRoutes(sampleNotifications, 5, 2),
        "POST /api/v1/notifications/notifications/mark-all-read": {
          status: 422,
          body: { statusCode: 422, message: "x-tenant-id is invalid", code: "ValidationFailed" },
        },
      },
    },
  },
};

/** Demo mode (no organisation): nothing to show, nothing fetched. */
export const Demo: Story = {
  parameters: { fakeApi: { routes: sessionRoutes({ ...sampleUser, tenants: [] }) } },
};
