import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  simulationEditorRoutes,
  simulationFailing,
  simulationFeatureOffRoutes,
  simulationReaderRoutes,
} from "../samples";
import { Simulations } from "./Simulations";

const LIST = "GET /api/v1/phishing/simulations";

const meta = {
  title: "Phishing/Simulations",
  component: Simulations,
  parameters: { fakeApi: { routes: simulationEditorRoutes() } },
} satisfies Meta<typeof Simulations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Active tab: running simulations; a row's menu opens or stops one (with the confirmation). */
export const Default: Story = {};

/** The Upcoming tab, as `?tab=upcoming` opens it. */
export const Upcoming: Story = { args: { defaultState: "upcoming" } };

/** The Finished tab: stopped and ended simulations, no Stop in their menus. */
export const Finished: Story = { args: { defaultState: "finished" } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: simulationEditorRoutes({}, { [LIST]: "pending" }) } },
};

/** No simulation yet: the empty state leads to Launch simulation. */
export const Empty: Story = { parameters: { fakeApi: { routes: simulationEditorRoutes({ simulations: [] }) } } };

export const ListError: Story = {
  parameters: {
    fakeApi: { routes: simulationEditorRoutes({}, { [LIST]: simulationFailing(503, "Simulations are unavailable") }) },
  },
};

/** Stopping any simulation is refused: it was already stopped meanwhile (409). */
export const StopRefused: Story = {
  parameters: {
    fakeApi: {
      routes: simulationEditorRoutes(
        {},
        {
          "PUT /api/v1/phishing/simulations/*/update-status": simulationFailing(
            409,
            "The simulation is already stopped or ended",
          ),
        },
      ),
    },
  },
};

/** A reader (ReadPhishing): no Launch simulation, no Stop. */
export const Reader: Story = { parameters: { fakeApi: { routes: simulationReaderRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: simulationFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
