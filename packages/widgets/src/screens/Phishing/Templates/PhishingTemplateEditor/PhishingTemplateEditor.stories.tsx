import type { Meta, StoryObj } from "@storybook/react-vite";
import { editorRoutes, failing, featureOffRoutes, readerRoutes, sampleTemplates, superAdminRoutes } from "../samples";
import { PhishingTemplateEditor } from "./PhishingTemplateEditor";

const common = sampleTemplates[0]!;
const own = sampleTemplates[5]!;

const meta = {
  title: "Phishing/Templates/PhishingTemplateEditor",
  component: PhishingTemplateEditor,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof PhishingTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new template: the starting body already shows where the link and the pixel go. */
export const Create: Story = {};

/** The organisation's own template, with the live preview and Send test email. */
export const Own: Story = { args: { templateId: own.id } };

/** A common template in the organisation's library: read-only with Copy to organization. */
export const CommonReadOnly: Story = { args: { templateId: common.id } };

/** The preview refuses a copied-in script and an event handler, naming each. */
export const PreviewRefused: Story = {
  args: { templateId: own.id },
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "POST /api/v1/phishing/templates/preview": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [
              { path: "body.emailBody", message: "Scripts and embedded content are not allowed (<script>)" },
              { path: "body.emailBody", message: "Event handlers are not allowed (onerror=)" },
            ],
          },
        },
      }),
    },
  },
};

/** Saving fails on the server. */
export const SaveFailed: Story = {
  args: { templateId: own.id },
  parameters: {
    fakeApi: {
      routes: editorRoutes({
        "PUT /api/v1/phishing/templates/*/organization-template": failing(503, "The library is unavailable right now"),
      }),
    },
  },
};

export const Loading: Story = {
  args: { templateId: own.id },
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/phishing/templates/*": "pending" }) } },
};

export const NotFound: Story = {
  args: { templateId: "b9000000-0000-4000-8000-000000000009" },
};

/** A reader (ReadPhishing): every field read-only, the preview still live. */
export const Reader: Story = { args: { templateId: own.id }, parameters: { fakeApi: { routes: readerRoutes() } } };

/** Administration → Templates: a super-admin edits a common template. */
export const CommonEdit: Story = {
  args: { scope: "common", templateId: common.id },
  parameters: { fakeApi: { routes: superAdminRoutes() } },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };

/** In Serbian. */
export const Serbian: Story = { args: { templateId: own.id }, globals: { lang: "sr" } };
