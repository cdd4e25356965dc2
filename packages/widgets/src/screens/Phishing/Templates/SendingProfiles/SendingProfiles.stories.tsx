import type { Meta, StoryObj } from "@storybook/react-vite";
import { editorRoutes, failing, featureOffRoutes, phishingContentRoutes, readerRoutes, sendFailed } from "../samples";
import { SendingProfiles } from "./SendingProfiles";

const meta = {
  title: "Phishing/Templates/SendingProfiles",
  component: SendingProfiles,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof SendingProfiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two profiles: one with a saved (sealed) password, one relay without. */
export const Default: Story = {};

/** As a section of the organisation's settings, under its tabs. */
export const InSettings: Story = {
  args: {
    tabs: {
      label: "Organization sections",
      currentId: "sendingProfiles",
      items: [
        { id: "settings", label: "Settings", href: "/organizations/active" },
        { id: "sendingProfiles", label: "Sending profiles", href: "/organizations/active?tab=sendingProfiles" },
      ],
    },
  },
};

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/phishing/sending-profiles": "pending" }) } },
};

export const Empty: Story = {
  parameters: { fakeApi: { routes: editorRoutes(phishingContentRoutes(undefined, undefined, [])) } },
};

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({ "GET /api/v1/phishing/sending-profiles": failing(503, "Unavailable right now") }),
    },
  },
};

/** A test send the SMTP server refuses, with its reason. */
export const TestRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "POST /api/v1/phishing/templates/send-testing": sendFailed("535 Authentication failed"),
      }),
    },
  },
};

export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };

export const Serbian: Story = { globals: { lang: "sr" } };
