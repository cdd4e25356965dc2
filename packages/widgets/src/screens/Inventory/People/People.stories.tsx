import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import {
  inventoryAnalystRoutes,
  inventoryViewerRoutes,
  makePeople,
  noInventoryRoutes,
  noTenantInventoryRoutes,
  peopleApi,
  unconfiguredConnections,
} from "../../../storybook/fakeInventoryPeople";
import { People } from "./People";

// A stateful fake: filters, sorting, paging, edits and deletes work as with the API.
const meta = {
  title: "Screens/Inventory/People",
  component: People,
  args: { contactEmail: "sales@bulwark.example" },
  parameters: { fakeApi: { routes: peopleApi({ exportPolls: 1 }) } },
} satisfies Meta<typeof People>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: peopleApi({ list: "pending" }) } } };

/** A new organisation: how to get people in. */
export const Empty: Story = {
  parameters: { fakeApi: { routes: peopleApi({ people: [], connections: unconfiguredConnections }) } },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: peopleApi({
        list: { status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } },
      }),
    },
  },
};

/** A Viewer: no import, sync, edit or delete; export stays. */
export const ReadOnly: Story = { parameters: { fakeApi: { routes: peopleApi({ session: inventoryViewerRoutes() }) } } };

export const ReadOnlyEmpty: Story = {
  parameters: { fakeApi: { routes: peopleApi({ people: [], session: inventoryViewerRoutes() }) } },
};

/** A SecurityAnalyst keeps the inventory without managing the organisation. */
export const Analyst: Story = { parameters: { fakeApi: { routes: peopleApi({ session: inventoryAnalystRoutes() }) } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: peopleApi({ session: noInventoryRoutes() }) } } };

/** No active organisation: sample people and "Organization must be set!" on import. */
export const Demo: Story = { parameters: { fakeApi: { routes: peopleApi({ session: noTenantInventoryRoutes() }) } } };

export const Filtered: Story = {
  args: { defaultFilters: { groups: ["Engineering"], scoreMin: 0, scoreMax: 50 } },
};

export const NoMatch: Story = { args: { defaultFilters: { search: "nobody-by-that-name" } } };

export const ManyPages: Story = { parameters: { fakeApi: { routes: peopleApi({ people: makePeople(240) }) } } };

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole("button", { name: /^Edit / });
    if (edit) await userEvent.click(edit);
  },
};

export const SyncMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /^Sync/ }));
  },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };
