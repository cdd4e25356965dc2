import type { Meta, StoryObj } from "@storybook/react-vite";
import { courseEditorRoutes, courseFailing, courseFeatureOffRoutes, courseReaderRoutes } from "../samples";
import { Courses } from "./Courses";

const LIST = "GET /api/v1/learning/courses";

const meta = {
  title: "Courses/Courses",
  component: Courses,
  parameters: { fakeApi: { routes: courseEditorRoutes() } },
} satisfies Meta<typeof Courses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Active tab: running courses with their learners, completion rate and passing rate. */
export const Default: Story = {};

/** The Upcoming tab, as `?tab=upcoming` opens it. */
export const Upcoming: Story = { args: { defaultTab: "upcoming" } };

/** The Finished tab. */
export const Finished: Story = { args: { defaultTab: "finished" } };

export const Loading: Story = { parameters: { fakeApi: { routes: courseEditorRoutes({}, { [LIST]: "pending" }) } } };

/** No course yet: the empty state leads to Create course. */
export const Empty: Story = { parameters: { fakeApi: { routes: courseEditorRoutes({ courses: [] }) } } };

export const ListError: Story = {
  parameters: {
    fakeApi: { routes: courseEditorRoutes({}, { [LIST]: courseFailing(503, "Courses are unavailable") }) },
  },
};

/** A reader (ReadLearning): no Create course. */
export const Reader: Story = { parameters: { fakeApi: { routes: courseReaderRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: courseFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
