import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ErrorBanner } from "./ErrorBanner";

const meta = {
  title: "Components/ErrorBanner",
  component: ErrorBanner,
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server message is shown as it is. */
export const ServerMessage: Story = { args: { error: { statusCode: 403, message: "Update not allowed!" } } };

/** A 422's message is replaced by "Ups, something went wrong!". */
export const Unprocessable: Story = { args: { error: { statusCode: 422, message: "body.email: Invalid email" } } };

/** No body at all (a thrown error that is not a response): "Something went wrong". */
export const NoBody: Story = { args: { error: new TypeError("Failed to fetch") } };

export const Dismissible: Story = {
  args: { error: { statusCode: 500, message: "Sync with google failed" }, onDismiss: fn() },
};

/** A failed query offers Retry; a network failure says the server could not be reached. */
export const Retry: Story = {
  args: { error: { statusCode: 503, code: "Unavailable" }, onRetry: fn() },
};
