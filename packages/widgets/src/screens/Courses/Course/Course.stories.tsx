import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  courseEditorRoutes,
  courseFailing,
  courseFeatureOffRoutes,
  courseReaderRoutes,
  sampleCourses,
} from "../samples";
import { Course } from "./Course";

const active = sampleCourses[0]?.id ?? "";
const upcoming = sampleCourses[2]?.id ?? "";
const finished = sampleCourses[3]?.id ?? "";
const COURSE = "GET /api/v1/learning/courses/*";

const meta = {
  title: "Courses/Course",
  component: Course,
  args: { courseId: active },
  parameters: { fakeApi: { routes: courseEditorRoutes() } },
} satisfies Meta<typeof Course>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: completion and passing rates, learners by status and results. */
export const Default: Story = {};

/** Content: the lessons with a preview each. */
export const Content: Story = { args: { initialTab: "content" } };

/** Learners: status, result, score, time spent and days left; remind, invite again, remove, export. */
export const Learners: Story = { args: { initialTab: "learners" } };

/** Settings: the course's fields, link invitations with their links. */
export const Settings: Story = { args: { initialTab: "settings" } };

/** An upcoming course: its enrolment date can still move. */
export const UpcomingSettings: Story = { args: { courseId: upcoming, initialTab: "settings" } };

/** An expired course: Extend by 7 days. */
export const Expired: Story = { args: { courseId: finished, initialTab: "settings" } };

/** A course with no learner: empty charts and table. */
export const NoLearners: Story = { args: { courseId: sampleCourses[1]?.id ?? "", initialTab: "learners" } };

/** Sending the reminder is refused: learners were already reminded today. */
export const ReminderRefused: Story = {
  args: { initialTab: "learners" },
  parameters: {
    fakeApi: {
      routes: courseEditorRoutes(
        {},
        {
          "POST /api/v1/learning/courses/*/learners/send-reminder": courseFailing(
            409,
            "A reminder cannot be resent if learners were already reminded today",
          ),
        },
      ),
    },
  },
};

export const Loading: Story = { parameters: { fakeApi: { routes: courseEditorRoutes({}, { [COURSE]: "pending" }) } } };

export const NotFound: Story = { args: { courseId: "00000000-0000-4000-8000-000000000000" } };

export const LoadError: Story = {
  parameters: { fakeApi: { routes: courseEditorRoutes({}, { [COURSE]: courseFailing(503, "Unavailable") }) } },
};

/** A reader (ReadLearning): no changes, export only. */
export const Reader: Story = {
  args: { initialTab: "learners" },
  parameters: { fakeApi: { routes: courseReaderRoutes() } },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: courseFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const LearnersSerbianDark: Story = { args: { initialTab: "learners" }, globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
