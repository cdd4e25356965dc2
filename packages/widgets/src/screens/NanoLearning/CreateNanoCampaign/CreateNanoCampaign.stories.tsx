import type { Meta, StoryObj } from "@storybook/react-vite";
import { nanoEditorRoutes, nanoFailing, nanoFeatureOffRoutes, nanoNoOrganizationRoutes } from "../samples";
import { CreateNanoCampaign } from "./CreateNanoCampaign";

const meta = {
  title: "Nano learning/Create campaign",
  component: CreateNanoCampaign,
  parameters: { fakeApi: { routes: nanoEditorRoutes() } },
} satisfies Meta<typeof CreateNanoCampaign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, Schedule content: add nano pages, give each a fixed time or a start and end date. */
export const Default: Story = {};

/** The nano pages still loading. */
export const Loading: Story = {
  parameters: { fakeApi: { routes: nanoEditorRoutes({}, { "GET /api/v1/learning/nano-pages/all": "pending" }) } },
};

/** No nano page to send. */
export const NoPages: Story = { parameters: { fakeApi: { routes: nanoEditorRoutes({ pages: [] }) } } };

export const PagesError: Story = {
  parameters: {
    fakeApi: {
      routes: nanoEditorRoutes({}, { "GET /api/v1/learning/nano-pages/all": nanoFailing(503, "Unavailable") }),
    },
  },
};

/** Creating is refused with field errors (an end with no working hours, an unknown time zone). */
export const Refused: Story = {
  parameters: {
    fakeApi: {
      routes: nanoEditorRoutes(
        {},
        {
          "POST /api/v1/learning/nano-campaigns": {
            status: 422,
            body: {
              statusCode: 422,
              message: "Validation failed",
              code: "ValidationFailed",
              errors: [
                {
                  path: "body.contents.0.endsAt",
                  message: "There are no working hours on business days between the start and end date",
                },
                { path: "body.timeZone", message: "Unknown time zone" },
              ],
            },
          },
        },
      ),
    },
  },
};

/** No active organisation: the seeds' "Organization must be set!", never an empty people picker. */
export const NoOrganization: Story = {
  parameters: { fakeApi: { routes: nanoNoOrganizationRoutes(), tenantId: null } },
};
export const NoOrganizationSerbian: Story = {
  parameters: { fakeApi: { routes: nanoNoOrganizationRoutes(), tenantId: null } },
  globals: { lang: "sr" },
};

export const FeatureOff: Story = { parameters: { fakeApi: { routes: nanoFeatureOffRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
