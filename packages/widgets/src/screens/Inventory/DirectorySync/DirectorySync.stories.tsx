import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import {
  inventoryAnalystRoutes,
  inventoryViewerRoutes,
  noInventoryRoutes,
  peopleApi,
  sampleSyncReport,
  unconfiguredConnections,
} from "../../../storybook/fakeInventoryPeople";
import { DirectorySync } from "./DirectorySync";

const meta = {
  title: "Screens/Inventory/DirectorySync",
  component: DirectorySync,
  args: { contactEmail: "sales@bulwark.example" },
  parameters: { fakeApi: { routes: peopleApi() } },
} satisfies Meta<typeof DirectorySync>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both connected; the last Microsoft sync failed. */
export const Connected: Story = {};

/** Nothing connected yet: the admin sees both forms. */
export const NotConnected: Story = {
  parameters: { fakeApi: { routes: peopleApi({ connections: unconfiguredConnections }) } },
};

export const SyncSucceeded: Story = {
  parameters: { fakeApi: { routes: peopleApi({ syncGoogle: sampleSyncReport }) } },
  play: async ({ canvasElement }) => {
    const google = await within(canvasElement).findByRole("region", { name: "Google Workspace" });
    await userEvent.click(within(google).getByRole("button", { name: "Sync now" }));
  },
};

/** "Sync with microsoft failed" with the reason stored on the connection. */
export const SyncFailed: Story = {
  play: async ({ canvasElement }) => {
    const microsoft = await within(canvasElement).findByRole("region", { name: "Microsoft 365" });
    await userEvent.click(within(microsoft).getByRole("button", { name: "Sync now" }));
  },
};

export const ReplacingCredentials: Story = {
  play: async ({ canvasElement }) => {
    const microsoft = await within(canvasElement).findByRole("region", { name: "Microsoft 365" });
    await userEvent.click(within(microsoft).getByRole("button", { name: "Replace credentials" }));
  },
};

/** A SecurityAnalyst: syncs, cannot change the connections. */
export const SyncOnly: Story = {
  parameters: { fakeApi: { routes: peopleApi({ session: inventoryAnalystRoutes() }) } },
};

export const ReadOnly: Story = { parameters: { fakeApi: { routes: peopleApi({ session: inventoryViewerRoutes() }) } } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: { ...peopleApi(), "GET /api/v1/inventory/directory-connections": "pending" } } },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...peopleApi(),
        "GET /api/v1/inventory/directory-connections": {
          status: 500,
          body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
        },
      },
    },
  },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: peopleApi({ session: noInventoryRoutes() }) } } };

export const SerbianNotConnected: Story = {
  globals: { lang: "sr" },
  parameters: { fakeApi: { routes: peopleApi({ connections: unconfiguredConnections }) } },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** At phone width the cards stack and nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
