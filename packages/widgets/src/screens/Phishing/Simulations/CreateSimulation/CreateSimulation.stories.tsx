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

/** Step 3, Settings: the schedule, attacks per target, feedback, sending profile and remedial course. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add: Password expires today" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    const [first] = await canvas.findAllByRole("checkbox");
    if (first) await userEvent.click(first);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
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
