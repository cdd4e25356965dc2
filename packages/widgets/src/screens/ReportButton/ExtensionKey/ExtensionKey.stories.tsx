import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { sampleTenant } from "../../../storybook/fakeApi";
import { memberRoutes, sampleExtensionKey } from "../fixtures";
import { ExtensionKey } from "./ExtensionKey";

const routes = (reply: unknown) => ({
  ...memberRoutes(),
  "GET /api/v1/phishing/extension/key": reply,
  "POST /api/v1/phishing/extension/key": {
    status: 201,
    body: { ...sampleExtensionKey, key: "bwx_Zk3q9T-example-secret-shown-once" },
  },
});

const meta = {
  title: "Screens/ReportButton/ExtensionKey",
  component: ExtensionKey,
  args: { tenantId: sampleTenant.id, editable: true },
  parameters: { fakeApi: { routes: routes(sampleExtensionKey) } },
} satisfies Meta<typeof ExtensionKey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live key: its first characters, who made it and when, its last use. */
export const Live: Story = {};

/** No key yet: "Create key". */
export const NoKey: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 404, body: { statusCode: 404, code: "NotFound", message: "Extension key not found" } }),
    },
  },
};

/** Replacing asks first: the current key stops working at once. */
export const ReplaceConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Replace key" }));
  },
};

/** A member who does not manage the organisation: told so, the key is not asked for. */
export const ReadOnly: Story = { args: { editable: false } };

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

/** Serbian, dark. */
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };
