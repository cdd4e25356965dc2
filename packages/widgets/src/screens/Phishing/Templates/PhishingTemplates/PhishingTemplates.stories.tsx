import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  editorRoutes,
  failing,
  featureOffRoutes,
  phishingContentRoutes,
  readerRoutes,
  superAdminRoutes,
} from "../samples";
import { PhishingTemplates } from "./PhishingTemplates";

const meta = {
  title: "Phishing/Templates/PhishingTemplates",
  component: PhishingTemplates,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof PhishingTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Common templates and the organisation's own; row menus copy, edit and delete. */
export const Default: Story = {};

/** Filtered as a URL would ask: credential-harvest templates in English tagged "accounts". */
export const Filtered: Story = {
  args: { defaultFilters: { type: "CredentialHarvest", language: "En", tag: "accounts" } },
};

/** The organisation's own templates only. */
export const OwnOnly: Story = { args: { defaultFilters: { scope: "organization" } } };

export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/phishing/templates": "pending" }) } },
};

export const Empty: Story = { parameters: { fakeApi: { routes: editorRoutes(phishingContentRoutes([])) } } };

export const ListError: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({ "GET /api/v1/phishing/templates": failing(503, "The library is unavailable right now") }),
    },
  },
};

/** Deleting is refused: a running simulation sends the template. */
export const DeleteRefused: Story = {
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "DELETE /api/v1/phishing/templates/*": failing(
          409,
          "The template is used by an upcoming or running simulation",
        ),
      }),
    },
  },
};

/** A reader (ReadPhishing): view only. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** Administration → Templates: a super-admin manages the common library. */
export const Common: Story = { args: { scope: "common" }, parameters: { fakeApi: { routes: superAdminRoutes() } } };

/** Administration → Templates without the super-admin permission. */
export const CommonNotAllowed: Story = { args: { scope: "common" } };

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };

/** In Serbian, dark theme. */
export const Serbian: Story = { globals: { lang: "sr", theme: "dark" } };
