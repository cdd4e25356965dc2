import type { Meta, StoryObj } from "@storybook/react-vite";
import { nanoEditorRoutes, nanoFailing, nanoFeatureOffRoutes, nanoReaderRoutes } from "../samples";
import { NanoCampaigns } from "./NanoCampaigns";

const LIST = "GET /api/v1/learning/nano-campaigns";

const meta = {
  title: "Nano learning/Campaigns",
  component: NanoCampaigns,
  parameters: { fakeApi: { routes: nanoEditorRoutes() } },
} satisfies Meta<typeof NanoCampaigns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Active tab: running campaigns; a row's menu opens or stops one (with the confirmation). */
export const Default: Story = {};

/** The Upcoming tab, as `?tab=upcoming` opens it. */
export const Upcoming: Story = { args: { defaultState: "upcoming" } };

/** The Finished tab: stopped campaigns, no Stop in their menus. */
export const Finished: Story = { args: { defaultState: "finished" } };

export const Loading: Story = { parameters: { fakeApi: { routes: nanoEditorRoutes({}, { [LIST]: "pending" }) } } };

/** No campaign yet: the empty state leads to Create campaign. */
export const Empty: Story = { parameters: { fakeApi: { routes: nanoEditorRoutes({ campaigns: [] }) } } };

export const ListError: Story = {
  parameters: { fakeApi: { routes: nanoEditorRoutes({}, { [LIST]: nanoFailing(503, "Campaigns are unavailable") }) } },
};

/** Stopping any campaign is refused: it was already stopped meanwhile (409). */
export const StopRefused: Story = {
  parameters: {
    fakeApi: {
      routes: nanoEditorRoutes(
        {},
        { "POST /api/v1/learning/nano-campaigns/*/stop": nanoFailing(409, "already stopped or finished") },
      ),
    },
  },
};

/** A reader (ReadLearning): no Create campaign, no Stop. */
export const Reader: Story = { parameters: { fakeApi: { routes: nanoReaderRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: nanoFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
