import type { Meta, StoryObj } from "@storybook/react-vite";
import { ToastProvider } from "../../../../components/Toast/Toaster";
import { editorRoutes, sampleTemplates, sendFailed } from "../samples";
import { SendTestDialog } from "./SendTestDialog";

const own = sampleTemplates[5]!;

const meta = {
  title: "Phishing/Templates/SendTestDialog",
  component: SendTestDialog,
  args: { open: true, onClose: () => {} },
  parameters: { fakeApi: { routes: editorRoutes() } },
  // Its screens give it their toasts; alone, the story does.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof SendTestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the template editor: the saved template, to the user's own address at first. */
export const ForTemplate: Story = { args: { template: own } };

/** From a sending profile: the template is chosen, the profile preset. */
export const ThroughProfile: Story = {
  args: { templates: sampleTemplates, sendingProfileId: "d1000000-0000-4000-8000-000000000001" },
};

/** The SMTP server refuses: its reason shows above the fields (submit to see it). */
export const Refused: Story = {
  args: { template: own },
  parameters: {
    fakeApi: {
      routes: editorRoutes({ "POST /api/v1/phishing/templates/send-testing": sendFailed("535 Authentication failed") }),
    },
  },
};

/** In Serbian. */
export const Serbian: Story = { args: { template: own }, globals: { lang: "sr" } };
