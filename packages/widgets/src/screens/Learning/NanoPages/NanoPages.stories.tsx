import type { Meta, StoryObj } from "@storybook/react-vite";
import { nanoRoutes } from "../samples";
import { editorRoutes, failing, featureOffRoutes, readerRoutes, superAdminRoutes } from "../storyRoutes";
import { NanoPages } from "./NanoPages";

const meta = {
  title: "Learning/NanoPages",
  component: NanoPages,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof NanoPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Common nano pages and the organisation's own; row menus copy, edit and delete. */
export const Default: Story = {};

/** Filtered as a URL would ask: Custom HTML pages, standard plan. */
export const Filtered: Story = { args: { defaultFilters: { type: "CustomHTML", premium: false } } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/nano-pages/all": "pending" }) } },
};

export const Empty: Story = { parameters: { fakeApi: { routes: editorRoutes(nanoRoutes([])) } } };

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "GET /api/v1/learning/nano-pages/all": failing(503, "The library is unavailable right now"),
      }),
    },
  },
};

/** Deleting is refused: "There are active nano campaigns containing this page!". */
export const DeleteRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "DELETE /api/v1/learning/nano-pages/*": failing(409, "There are active nano campaigns containing this page!"),
      }),
    },
  },
};

/** A reader (ReadLearning): view only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** Administration → Awareness: a super-admin manages the common nano pages. */
export const Common: Story = { args: { scope: "common" }, parameters: { fakeApi: { routes: superAdminRoutes() } } };

/** Administration → Awareness without the super-admin permission. */
export const CommonNotAllowed: Story = { args: { scope: "common" } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };
