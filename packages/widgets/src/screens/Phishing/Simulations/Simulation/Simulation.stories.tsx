import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import {
  emptyOverview,
  sampleSimulations,
  simulationEditorRoutes,
  simulationFailing,
  simulationFeatureOffRoutes,
  simulationReaderRoutes,
} from "../samples";
import { Simulation } from "./Simulation";

const running = sampleSimulations[0]?.id ?? "";
const abTest = sampleSimulations[1]?.id ?? "";
const upcoming = sampleSimulations[2]?.id ?? "";
const stopped = sampleSimulations[3]?.id ?? "";

const meta = {
  title: "Phishing/Simulation",
  component: Simulation,
  args: { simulationId: running },
  parameters: { fakeApi: { routes: simulationEditorRoutes() } },
} satisfies Meta<typeof Simulation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: the funnel with percentages, the timeline, the averages and the bots left out. */
export const Default: Story = {};

/** Targets: status, time to fail and to report; a row's menu opens the timeline, marks passed, resends. */
export const Targets: Story = { args: { initialTab: "targets" } };

/** A failed target's event timeline: a scanner's pre-fetch marked as a bot, then the person's steps. */
export const TargetTimeline: Story = {
  args: { initialTab: "targets" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Ana Anić" }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Event details of Ana Anić" }));
  },
};

/** A target without events: "No events exist for this target". */
export const TargetWithoutEvents: Story = {
  args: { initialTab: "targets" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Filip Filipović" }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Event details of Filip Filipović" }));
  },
};

/** Marking a target passed is refused: "Update not allowed!". */
export const MarkPassedRefused: Story = {
  args: { initialTab: "targets" },
  parameters: {
    fakeApi: {
      routes: simulationEditorRoutes(
        {},
        { "PUT /api/v1/phishing/simulations/*/targets/*/update-status": simulationFailing(409, "Update not allowed!") },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Ana Anić" }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Mark Ana Anić passed" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Mark passed" }));
  },
};

/** Templates of an A/B simulation: each template's funnel side by side. */
export const Templates: Story = { args: { simulationId: abTest, initialTab: "templates" } };

/** Settings: read-only, with Stop simulation. */
export const Settings: Story = { args: { initialTab: "settings" } };

/** Settings of a simulation with the organisation's own sending profile, a remedial course and a remedial nano page. */
export const SettingsWithRemedialTraining: Story = { args: { simulationId: abTest, initialTab: "settings" } };

/** The A/B comparison in Serbian at phone width: the funnel table scrolls within its card. */
export const TemplatesPhoneSerbian: Story = {
  args: { simulationId: abTest, initialTab: "templates" },
  globals: { lang: "sr", viewport: { value: "mobile1" } },
};

/** The stop confirmation: permanent, the simulation cannot be continued. */
export const StopConfirmation: Story = {
  args: { initialTab: "settings" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Stop simulation" }));
  },
};

/** A stopped simulation: no Stop, no mark passed or resend. */
export const Stopped: Story = { args: { simulationId: stopped, initialTab: "settings" } };

/** An upcoming simulation with nothing sent: the charts have no data. */
export const NothingSent: Story = {
  args: { simulationId: upcoming },
  parameters: { fakeApi: { routes: simulationEditorRoutes({ overview: emptyOverview }) } },
};

/** Another time zone than the viewer's: the warning under the title. */
export const OtherTimeZone: Story = { args: { simulationId: abTest } };

export const Loading: Story = {
  parameters: {
    fakeApi: { routes: simulationEditorRoutes({}, { "GET /api/v1/phishing/simulations/*": "pending" }) },
  },
};

export const NotFound: Story = { args: { simulationId: "00000000-0000-4000-8000-000000000000" } };

/** A reader (ReadPhishing): no Stop, no mark passed or resend. */
export const Reader: Story = {
  args: { initialTab: "targets" },
  parameters: { fakeApi: { routes: simulationReaderRoutes() } },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: simulationFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
