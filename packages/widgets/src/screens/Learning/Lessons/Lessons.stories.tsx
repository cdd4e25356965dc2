import type { Meta, StoryObj } from "@storybook/react-vite";
import { learningRoutes } from "../samples";
import { editorRoutes, failing, featureOffRoutes, readerRoutes } from "../storyRoutes";
import { Lessons } from "./Lessons";

const meta = {
  title: "Learning/Lessons",
  component: Lessons,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof Lessons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Common lessons and the organisation's own; row menus copy, edit and delete. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/lessons/lms/all": "pending" }) } },
};

export const Empty: Story = {
  parameters: { fakeApi: { routes: editorRoutes(learningRoutes([], [])) } },
};

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "GET /api/v1/learning/lessons/lms/all": failing(503, "The library is unavailable right now"),
      }),
    },
  },
};

/** Deleting any lesson is refused: "Error removing lesson!" in the confirmation. */
export const DeleteRefused: Story = {
  parameters: {
    fakeApi: { routes: editorRoutes({ "DELETE /api/v1/learning/lessons/*": failing(409, "Error removing lesson!") }) },
  },
};

/** A reader (ReadLearning): view only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };
