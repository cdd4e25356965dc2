import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  editorRoutes,
  failing,
  featureOffRoutes,
  phishingContentRoutes,
  readerRoutes,
  superAdminRoutes,
} from "../samples";
import { LandingPages } from "./LandingPages";

const meta = {
  title: "Phishing/Templates/LandingPages",
  component: LandingPages,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof LandingPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Credential forms and feedback pages, common and the organisation's own. */
export const Default: Story = {};

/** Filtered as a URL would ask: feedback pages of the "phished display" kind. */
export const Filtered: Story = { args: { defaultFilters: { type: "PhishedDisplay" } } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/phishing/landing-pages": "pending" }) } },
};

export const Empty: Story = {
  parameters: { fakeApi: { routes: editorRoutes(phishingContentRoutes(undefined, [])) } },
};

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "GET /api/v1/phishing/landing-pages": failing(503, "The library is unavailable right now"),
      }),
    },
  },
};

/** A reader (ReadPhishing): view only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** Administration: the common landing pages. */
export const Common: Story = { args: { scope: "common" }, parameters: { fakeApi: { routes: superAdminRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };

export const Serbian: Story = { globals: { lang: "sr" } };
