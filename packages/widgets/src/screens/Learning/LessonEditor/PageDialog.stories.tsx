import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleLessons, samplePages } from "../samples";
import { editorRoutes } from "../storyRoutes";
import { PageDialog } from "./PageDialog";

const own = sampleLessons[3]!;

const meta = {
  title: "Learning/PageDialog",
  component: PageDialog,
  args: {
    tenantId: null,
    lessonId: own.id,
    lessonLanguages: own.languages,
    page: null,
    onClose: () => {},
    onSaved: () => {},
  },
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof PageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new page: choose the type first; Save shows every required field's message. */
export const NewPage: Story = {};

/** A text page in the rich-text editor. */
export const TextPage: Story = { args: { page: samplePages[0]! } };

/** A video page: the link and its privacy-friendly embed. */
export const VideoPage: Story = { args: { page: samplePages[1]! } };

/** A quiz: answers with exactly one correct. */
export const QuizPage: Story = { args: { page: samplePages[2]! } };

/** A page in German, which the lesson does not offer: the language-mismatch warning. */
export const LanguageMismatch: Story = { args: { page: samplePages[3]! } };
