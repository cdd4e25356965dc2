import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  courseEditorRoutes,
  courseFailing,
  courseFeatureOffRoutes,
  courseNoTenantRoutes,
  samplePredefinedCourses,
} from "../samples";
import { CreateCourse } from "./CreateCourse";

const PREDEFINED = "GET /api/v1/learning/predefined-courses";

const meta = {
  title: "Courses/Create course",
  component: CreateCourse,
  parameters: { fakeApi: { routes: courseEditorRoutes() } },
} satisfies Meta<typeof CreateCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, Content: a predefined course or own lessons, and the course's language. */
export const Default: Story = {};

/** Opened from the library's "Launch": the predefined course is already chosen. */
export const FromPredefined: Story = { args: { predefinedCourseId: samplePredefinedCourses[0]?.id ?? "" } };

/** The predefined courses still loading. */
export const Loading: Story = {
  parameters: { fakeApi: { routes: courseEditorRoutes({}, { [PREDEFINED]: "pending" }) } },
};

/** No predefined course to launch. */
export const NoCourses: Story = { parameters: { fakeApi: { routes: courseEditorRoutes({ predefined: [] }) } } };

export const CoursesError: Story = {
  parameters: { fakeApi: { routes: courseEditorRoutes({}, { [PREDEFINED]: courseFailing(503, "Unavailable") }) } },
};

/** No active organisation: "Organization must be set!". */
export const NoOrganization: Story = { parameters: { fakeApi: { routes: courseNoTenantRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: courseFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
