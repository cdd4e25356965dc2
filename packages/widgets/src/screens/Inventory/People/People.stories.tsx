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

/** Ticks the first `count` rows, then presses `action` in the bulk-action bar, if given. */
async function tick(canvasElement: HTMLElement, count: number, action?: string) {
  const canvas = within(canvasElement);
  const boxes = await canvas.findAllByRole("checkbox", { name: /^Select (?!all)/ });
  for (const box of boxes.slice(0, count)) await userEvent.click(box);
  if (action)
    await userEvent.click(
      within(canvas.getByRole("toolbar", { name: /selected/ })).getByRole("button", { name: action }),
    );
}

/** Rows ticked: the bulk-action bar (Add tag, Add to group, Delete) takes the toolbar's place. */
export const Selection: Story = { play: ({ canvasElement }) => tick(canvasElement, 3) };

/** The whole page ticked: the bar offers "Select all 48 matching". */
export const SelectAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Select all rows on this page" }));
    await userEvent.click(await canvas.findByRole("button", { name: /^Select all \d+ matching/ }));
  },
};

/** "Delete 3 people?": the confirmation says how many. */
export const BulkDeleteDialog: Story = { play: ({ canvasElement }) => tick(canvasElement, 3, "Delete") };

/** "Add tags to 2 people", with the organisation's tags offered while typing. */
export const BulkTagDialog: Story = { play: ({ canvasElement }) => tick(canvasElement, 2, "Add tag") };

/** A filter chip's editor floats over the table (nothing under it moves). */
export const FilterOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add filter" }));
    await userEvent.click(
      within(canvas.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Groups" }),
    );
  },
};

/** At 390 px the rows become cards; the filter bar wraps. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };

/** Selection at phone width: the bulk bar stays on one line above the cards. */
export const PhoneSelection: Story = { ...Selection, globals: { viewport: { value: "mobile1" } } };
