import type { Meta, StoryObj } from "@storybook/react-vite";
import { nanoEditorRoutes, nanoFailing, nanoFeatureOffRoutes, nanoReaderRoutes, sampleCampaigns } from "../samples";
import { NanoCampaign } from "./NanoCampaign";

const running = sampleCampaigns[0]?.id ?? "";
const stopped = sampleCampaigns[3]?.id ?? "";

const meta = {
  title: "Nano learning/Campaign",
  component: NanoCampaign,
  args: { campaignId: running },
  parameters: { fakeApi: { routes: nanoEditorRoutes() } },
} satisfies Meta<typeof NanoCampaign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: the figures, the email funnel and the answers. */
export const Default: Story = {};

/** Learners: each learner's event sequence per content. */
export const Learners: Story = { args: { initialTab: "learners" } };

/** Content: the scheduled contents; change or remove one not yet begun. */
export const Content: Story = { args: { initialTab: "content" } };

/** Settings: read-only, with Stop campaign. */
export const Settings: Story = { args: { initialTab: "settings" } };

/** A stopped campaign: no Stop, no content changes. */
export const Stopped: Story = { args: { campaignId: stopped, initialTab: "settings" } };

/** A campaign with nothing sent yet: the charts have no data. */
export const NothingSent: Story = { args: { campaignId: sampleCampaigns[2]?.id ?? "" } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: nanoEditorRoutes({}, { "GET /api/v1/learning/nano-campaigns/*": "pending" }) } },
};

export const LearnersEmpty: Story = {
  args: { initialTab: "learners" },
  parameters: { fakeApi: { routes: nanoEditorRoutes({ learners: [] }) } },
};

export const NotFound: Story = { args: { campaignId: "00000000-0000-4000-8000-000000000000" } };

export const LoadError: Story = {
  parameters: {
    fakeApi: {
      routes: nanoEditorRoutes({}, { "GET /api/v1/learning/nano-campaigns/*": nanoFailing(503, "Unavailable") }),
    },
  },
};

/** A reader (ReadLearning): no Stop, no content changes. */
export const Reader: Story = {
  args: { initialTab: "settings" },
  parameters: { fakeApi: { routes: nanoReaderRoutes() } },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: nanoFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const LearnersSerbianDark: Story = { args: { initialTab: "learners" }, globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
