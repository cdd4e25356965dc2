import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { sampleNotifications } from "../samples";
import { NotificationDetail } from "./NotificationDetail";

const one = "GET /api/v1/notifications/notifications/*";
const mark = "PUT /api/v1/notifications/notifications/*/mark-read";
const [vulnerability, leak, activity, failedCourse, failedTarget] = sampleNotifications;

const meta = {
  title: "Notifications/NotificationDetail",
  component: NotificationDetail,
  args: { id: vulnerability!.id },
  parameters: {
    fakeApi: { routes: { ...sessionRoutes(), [one]: vulnerability, [mark]: { ...vulnerability, isRead: true } } },
  },
} satisfies Meta<typeof NotificationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread one: opening it marks it read. */
export const VulnerabilityCreated: Story = {};

export const CredentialLeaked: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), [one]: { ...leak, isRead: true } } } },
};

export const VulnerabilityActivityCreated: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), [one]: activity } } },
};

export const LearnerFailedCourse: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), [one]: failedCourse } } },
};

export const TargetFailed: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), [one]: failedTarget } } },
};

export const Loading: Story = {
  parameters: { fakeApi: { routes: { ...sessionRoutes(), [one]: "pending" } } },
};

export const NotFound: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        [one]: { status: 404, body: { statusCode: 404, message: "Notification not found", code: "NotFound" } },
      },
    },
  },
};

export const LoadError: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        [one]: { status: 500, body: { statusCode: 500, message: "Something broke on our side", code: "Internal" } },
      },
    },
  },
};

/** Demo mode: there are no notifications to open. */
export const Demo: Story = {
  parameters: { fakeApi: { routes: sessionRoutes({ ...sampleUser, tenants: [] }) } },
};
