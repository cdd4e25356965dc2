import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { sampleExtensionKey } from "../../ReportButton/fixtures";
import { adminRoutes, noTenantRoutes, sampleExtensionData, viewerRoutes } from "../shared/fixtures";
import { phone } from "../shared/storyPlay";
import { ExtensionSettings } from "./ExtensionSettings";

const route = "GET /api/v1/users/tenants/*/extension-data";
const routes = (reply: unknown, base = adminRoutes()) => ({
  ...base,
  [route]: reply,
  "PUT /api/v1/users/tenants/*/extension-data": sampleExtensionData,
  "GET /api/v1/phishing/extension/key": sampleExtensionKey,
});

const meta = {
  title: "Screens/Organizations/ExtensionSettings",
  component: ExtensionSettings,
  parameters: { fakeApi: { routes: routes(sampleExtensionData) } },
} satisfies Meta<typeof ExtensionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = {
  parameters: {
    fakeApi: {
      routes: routes({
        whitelistedDomains: [],
        headerOverlayMessage: "",
        formOverlayMessage: "",
        formOverlayEnabled: false,
      }),
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** Many domains in the list. */
export const ManyDomains: Story = {
  parameters: {
    fakeApi: {
      routes: routes({
        ...sampleExtensionData,
        whitelistedDomains: Array.from({ length: 25 }, (_, i) => `partner${i + 1}.example.com`),
      }),
    },
  },
};

/** Adding a domain that is not one: "Not a valid domain". */
export const InvalidDomain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Domain"), "not a domain");
    await userEvent.click(canvas.getByRole("button", { name: "Add domain" }));
  },
};

export const ReadOnly: Story = { parameters: { fakeApi: { routes: routes(sampleExtensionData, viewerRoutes()) } } };

export const NoOrganization: Story = { parameters: { fakeApi: { routes: noTenantRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
