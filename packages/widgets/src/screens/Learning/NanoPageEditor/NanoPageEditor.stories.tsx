import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleNanoPages } from "../samples";
import { editorRoutes, failing, readerRoutes, superAdminRoutes } from "../storyRoutes";
import { NanoPageEditor } from "./NanoPageEditor";

const own = sampleNanoPages[3]!;

const meta = {
  title: "Learning/NanoPageEditor",
  component: NanoPageEditor,
  args: { nanoPageId: own.id },
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof NanoPageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's CustomHTML page in English and Serbian, each in the rich-text editor. */
export const Default: Story = {};

/** A new nano page: choose the type first; Save shows every required field's message. */
export const Create: Story = { args: { nanoPageId: "" } };

/** A new simple quiz, as the library's type chooser opens it. */
export const CreateQuiz: Story = { args: { nanoPageId: "", initialType: "SimpleQuiz" } };

/** A common simple quiz in the organisation's library: read-only, with Copy to organization. */
export const Common: Story = { args: { nanoPageId: sampleNanoPages[0]!.id } };

/** A common video quiz edited by a super-admin (Administration → Awareness). */
export const CommonVideoQuiz: Story = {
  args: { nanoPageId: sampleNanoPages[1]!.id, scope: "common" },
  parameters: { fakeApi: { routes: superAdminRoutes() } },
};

/** A reader (ReadLearning): everything read-only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** The API refuses the save: its messages land at their fields. */
export const SaveRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "PUT /api/v1/learning/nano-pages/*": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [{ path: "body.translations.Sr.emailSubject", message: "Email subject is required" }],
          },
        },
      }),
    },
  },
};

/** The update is refused outright (a page in a running campaign). */
export const UpdateRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "PUT /api/v1/learning/nano-pages/*": failing(409, "Content can't be updated because it is in progress."),
      }),
    },
  },
};

/** The nano page does not exist (or is another organisation's). */
export const NotFound: Story = { args: { nanoPageId: "00000000-0000-4000-8000-000000000000" } };
