import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import {
  simulationEditorRoutes,
  simulationFailing,
  simulationFeatureOffRoutes,
  simulationNoOrganizationRoutes,
} from "../samples";
import { CreateSimulation } from "./CreateSimulation";

const TEMPLATES = "GET /api/v1/phishing/templates";

const meta = {
  title: "Phishing/Launch simulation",
  component: CreateSimulation,
  args: { defaultStart: "2030-03-04T09:00" },
  parameters: { fakeApi: { routes: simulationEditorRoutes() } },
} satisfies Meta<typeof CreateSimulation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, Phishing email templates: add one, or several for an A/B test. */
export const Default: Story = {};

/** Moving on with no template: "Please populate current data" and the rule on the list. */
export const NoTemplateChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Next" }));
  },
};

/** Step 2, Targets: two templates chosen (A/B), then people, groups and tags. */
export const Targets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add: Password expires today" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Add: Unpaid invoice" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  },
};

/** Goes to step 3 with one template and one person (the buttons' names in `lang`). */
async function toSettings(canvasElement: HTMLElement, next = "Next", add = "Add: Password expires today") {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: add }));
  await userEvent.click(canvas.getByRole("button", { name: next }));
  const [first] = await canvas.findAllByRole("checkbox");
  if (first) await userEvent.click(first);
  await userEvent.click(canvas.getByRole("button", { name: next }));
  return canvas;
}

/** Step 3, Settings: the schedule, attacks per target, feedback, sending profile and remedial training. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    await toSettings(canvasElement);
  },
};

/** Remedial training chosen: a course failing targets are enrolled in and a nano page they are emailed. */
export const SettingsWithRemedialTraining: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toSettings(canvasElement);
    const course = await canvas.findByRole("option", { name: "Security essentials, spring" });
    await userEvent.selectOptions(canvas.getByLabelText("Remedial course"), course);
    const page = await canvas.findByRole("option", { name: "Spot the phishing link · Quiz" });
    await userEvent.selectOptions(canvas.getByLabelText("Remedial nano page"), page);
  },
};

/** Step 3 in Serbian on a phone: the remedial fields stack under the feedback and the sending profile. */
export const SettingsSerbianPhone: Story = {
  globals: { lang: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await toSettings(canvasElement, "Sledeći", "Dodaj: Password expires today");
  },
};

/** The templates still loading. */
export const Loading: Story = {
  parameters: { fakeApi: { routes: simulationEditorRoutes({}, { [TEMPLATES]: "pending" }) } },
};

/** No template to send. */
export const NoTemplates: Story = { parameters: { fakeApi: { routes: simulationEditorRoutes({ templates: [] }) } } };

export const TemplatesError: Story = {
  parameters: {
    fakeApi: { routes: simulationEditorRoutes({}, { [TEMPLATES]: simulationFailing(503, "Unavailable") }) },
  },
};

/** Signed in without an organisation: "Organization must be set!", nothing can be launched. */
export const NoOrganization: Story = { parameters: { fakeApi: { routes: simulationNoOrganizationRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: simulationFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
