import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleCourses } from "../samples";
import { editorRoutes, failing, superAdminRoutes } from "../storyRoutes";
import { PredefinedCourseEditor } from "./PredefinedCourseEditor";

const meta = {
  title: "Learning/PredefinedCourseEditor",
  component: PredefinedCourseEditor,
  args: { courseId: sampleCourses[2]!.id },
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof PredefinedCourseEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's own course, editable. */
export const Default: Story = {};

/** A new course: names, level, passing score and lessons; Save shows each rule's message. */
export const Create: Story = { args: { courseId: "" } };

/** A common course in the organisation's library: read-only. */
export const Common: Story = { args: { courseId: sampleCourses[0]!.id } };

/**
 * A common course edited by a super-admin: English and Serbian, with a lesson in English only —
 * the missing-language alert.
 */
export const MissingLanguage: Story = {
  args: { courseId: sampleCourses[0]!.id, scope: "common" },
  parameters: {
    fakeApi: {
      routes: superAdminRoutes({
        "GET /api/v1/learning/predefined-courses/*": {
          ...sampleCourses[0]!,
          lessonIds: ["a0000000-0000-4000-8000-000000000001", "a0000000-0000-4000-8000-000000000003"],
          lessons: [
            {
              id: "a0000000-0000-4000-8000-000000000001",
              name: "Recognising phishing emails",
              languages: ["En", "Sr"],
            },
            { id: "a0000000-0000-4000-8000-000000000003", name: "Multi-factor authentication", languages: ["En"] },
          ],
        },
      }),
    },
  },
};

/** The save fails. */
export const SaveFailed: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({ "PUT /api/v1/learning/predefined-courses/*": failing(503, "Error happened!") }),
    },
  },
};

/** The course does not exist (or is another organisation's). */
export const NotFound: Story = { args: { courseId: "00000000-0000-4000-8000-000000000000" } };
