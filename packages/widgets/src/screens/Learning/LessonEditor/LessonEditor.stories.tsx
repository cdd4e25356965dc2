import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLessons } from "../samples";
import { editorRoutes, failing, readerRoutes } from "../storyRoutes";
import { LessonEditor } from "./LessonEditor";

const own = sampleLessons[3]!;

const meta = {
  title: "Learning/LessonEditor",
  component: LessonEditor,
  args: { lessonId: own.id },
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof LessonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's lesson: its fields, the API's warnings, four pages (one in German, outside the lesson's languages). */
export const Default: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "GET /api/v1/learning/lessons/*": {
          ...own,
          warnings: [
            { path: "pages.3", message: 'Page "zasto" is in De, which is not one of the lesson\'s languages' },
            { path: "languages.Sr", message: "The lesson has no pages in Sr" },
          ],
        },
      }),
    },
  },
};

/** A new lesson: its fields only; pages come once it is saved. */
export const Create: Story = { args: { lessonId: "" } };

/** A common lesson: read-only, with Copy to organization. */
export const Common: Story = { args: { lessonId: sampleLessons[0]!.id } };

/** A reader (ReadLearning): everything read-only, preview only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** No pages yet. */
export const NoPages: Story = {
  parameters: {
    fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/lessons/*/pages": { items: [], total: 0 } }) },
  },
};

/** Deleting a page is refused: "Error removing page!". */
export const DeletePageRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({ "DELETE /api/v1/learning/lessons/*/pages/*": failing(409, "Error removing page!") }),
    },
  },
};

/** The lesson does not exist (or is another organisation's). */
export const NotFound: Story = {
  args: { lessonId: "00000000-0000-4000-8000-000000000000" },
};
