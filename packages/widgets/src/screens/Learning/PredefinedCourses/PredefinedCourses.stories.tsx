import type { Meta, StoryObj } from "@storybook/react-vite";
import { courseRoutes } from "../samples";
import { editorRoutes, failing, featureOffRoutes, readerRoutes, superAdminRoutes } from "../storyRoutes";
import { PredefinedCourses } from "./PredefinedCourses";

const meta = {
  title: "Learning/PredefinedCourses",
  component: PredefinedCourses,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof PredefinedCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The common predefined courses in the organisation's library (view only); the Content filter shows its own. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/predefined-courses": "pending" }) } },
};

export const Empty: Story = { parameters: { fakeApi: { routes: editorRoutes(courseRoutes([])) } } };

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "GET /api/v1/learning/predefined-courses": failing(503, "The library is unavailable right now"),
      }),
    },
  },
};

/** A reader (ReadLearning). */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** Administration → Awareness: a super-admin manages the common courses. */
export const Common: Story = { args: { scope: "common" }, parameters: { fakeApi: { routes: superAdminRoutes() } } };

/** Administration → Awareness without the super-admin permission. */
export const CommonNotAllowed: Story = { args: { scope: "common" } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };
