import type { Meta, StoryObj } from "@storybook/react-vite";
import { editorRoutes, featureOffRoutes, readerRoutes, sampleLandingPages, superAdminRoutes } from "../samples";
import { LandingPageEditor } from "./LandingPageEditor";

const commonForm = sampleLandingPages[0]!;
const phished = sampleLandingPages[2]!;
const ownForm = sampleLandingPages[4]!;
const other = sampleLandingPages[5]!;

const meta = {
  title: "Phishing/Templates/LandingPageEditor",
  component: LandingPageEditor,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof LandingPageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new page. */
export const Create: Story = {};

/** A new credential-harvest page starts from a working form that posts to {{.URL}}. */
export const CreateCredentialHarvest: Story = { args: { initialType: "CredentialHarvest" } };

/** The organisation's own credential form, previewed in the sandbox. */
export const OwnForm: Story = { args: { landingPageId: ownForm.id } };

/** An "Other" feedback page with its custom message. */
export const OtherMessage: Story = { args: { landingPageId: other.id } };

/** A common feedback page (PhishedDisplay) without HTML: the built-in page, read-only. */
export const CommonBuiltIn: Story = { args: { landingPageId: phished.id } };

/** A common credential form in the organisation's library: read-only. */
export const CommonReadOnly: Story = { args: { landingPageId: commonForm.id } };

export const Loading: Story = {
  args: { landingPageId: ownForm.id },
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/phishing/landing-pages/*": "pending" }) } },
};

export const Reader: Story = {
  args: { landingPageId: ownForm.id },
  parameters: { fakeApi: { routes: readerRoutes() } },
};

/** Administration: a super-admin edits a common page. */
export const CommonEdit: Story = {
  args: { scope: "common", landingPageId: commonForm.id },
  parameters: { fakeApi: { routes: superAdminRoutes() } },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };

export const Serbian: Story = { args: { landingPageId: other.id }, globals: { lang: "sr" } };
