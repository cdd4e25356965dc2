import type { Meta, StoryObj } from "@storybook/react-vite";
import { Figure } from "./Figure";
import * as css from "./nano.css";
import { WizardSteps } from "./WizardSteps";

const steps = ["content", "learners", "settings", "messages"] as const;
const names = { content: "Content", learners: "Learners", settings: "Settings", messages: "Messages" };

/** The wizards' shared parts: the step frame (nano campaign, course, simulation) and a key figure. */
const meta = {
  title: "Parts/Wizard steps",
  component: WizardSteps<(typeof steps)[number]>,
  args: {
    steps,
    step: "learners",
    label: (step: (typeof steps)[number]) => names[step],
    navLabel: "Steps",
    stepOf: "Step 2 of 4",
    headingRef: { current: null },
    children: <p style={{ margin: 0 }}>The current step's fields.</p>,
  },
} satisfies Meta<typeof WizardSteps<(typeof steps)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {};
export const LastStep: Story = { args: { step: "messages", stepOf: "Step 4 of 4" } };

/** Key figures as the course, nano campaign and simulation overviews show them. */
export const Figures: Story = {
  render: () => (
    <dl className={css.figures}>
      <Figure label="Completion rate" value="50%" hint="1 of 2 completed" />
      <Figure label="Industry standard" value="—" hint="No standard is set for your organization's industry yet" />
    </dl>
  ),
};
