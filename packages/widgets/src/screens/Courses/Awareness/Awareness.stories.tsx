import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  courseEditorRoutes,
  courseFailing,
  courseFeatureOffRoutes,
  courseNoTenantRoutes,
  courseReaderRoutes,
} from "../samples";
import { Awareness } from "./Awareness";

const OVERVIEW = "GET /api/v1/learning/courses-overview";

const meta = {
  title: "Courses/Awareness",
  component: Awareness,
  parameters: { fakeApi: { routes: courseEditorRoutes() } },
} satisfies Meta<typeof Awareness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures, the learners' progress and the active courses. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: { fakeApi: { routes: courseEditorRoutes({}, { [OVERVIEW]: "pending" }) } },
};

/** No course yet. */
export const Empty: Story = { parameters: { fakeApi: { routes: courseEditorRoutes({ courses: [] }) } } };

export const LoadError: Story = {
  parameters: { fakeApi: { routes: courseEditorRoutes({}, { [OVERVIEW]: courseFailing(503, "Unavailable") }) } },
};

export const Reader: Story = { parameters: { fakeApi: { routes: courseReaderRoutes() } } };

export const NoOrganization: Story = { parameters: { fakeApi: { routes: courseNoTenantRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: courseFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
