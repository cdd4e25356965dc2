import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { adminRoutes, list, noTenantRoutes, viewerRoutes } from "../shared/fixtures";
import { chooseRowAction, phone, pressPrimary } from "../shared/storyPlay";
import { createdEndpoint, sampleDeliveries, sampleDeliveryDetail, sampleEndpoints } from "./fixtures";
import { Webhooks } from "./Webhooks";

const routes = (endpoints: unknown, base = adminRoutes()) => ({
  ...base,
  "GET /api/v1/webhooks/endpoints": endpoints,
  "GET /api/v1/webhooks/endpoints/*/deliveries": list(sampleDeliveries),
  "POST /api/v1/webhooks/endpoints": { status: 201, body: createdEndpoint },
  "PATCH /api/v1/webhooks/endpoints/*": { status: 200, body: sampleEndpoints[0] },
  "DELETE /api/v1/webhooks/endpoints/*": { status: 204 },
  "POST /api/v1/webhooks/endpoints/*/rotate-secret": { status: 200, body: createdEndpoint },
  "POST /api/v1/webhooks/endpoints/*/test": { status: 202, body: { ...sampleDeliveries[0], status: "Pending" } },
  "POST /api/v1/webhooks/deliveries/*/replay": { status: 202, body: { ...sampleDeliveries[1], status: "Pending" } },
  "GET /api/v1/webhooks/deliveries/*": { status: 200, body: sampleDeliveryDetail },
});

const meta = {
  title: "Screens/Organizations/Webhooks",
  component: Webhooks,
  parameters: { fakeApi: { routes: routes(list(sampleEndpoints)) } },
} satisfies Meta<typeof Webhooks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Endpoints enabled, disabled after failures and disabled by hand. */
export const Admin: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(list([])) } } };

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** The delivery log of an endpoint: a retry due, a replay, a success and a failure. */
export const DeliveryLog: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, sampleEndpoints[0]?.url ?? "", "Deliveries");
    await within(canvasElement).findByRole("table", { name: "Deliveries, newest first" });
  },
};

/** A delivery opened from the log: its webhook-id, each attempt's answer and the body as signed. */
export const DeliveryDetails: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, sampleEndpoints[0]?.url ?? "", "Deliveries");
    const log = within(await within(canvasElement).findByRole("table", { name: "Deliveries, newest first" }));
    await userEvent.click((await log.findAllByRole("button", { name: /^Actions for / }))[0] as HTMLElement);
    await userEvent.click(within(canvasElement).getByRole("menuitem", { name: "Details" }));
    await within(await within(canvasElement).findByRole("dialog")).findByText("Body as sent and signed");
  },
};

export const DeliveryDetailsSerbianDark: Story = {
  globals: { lang: "sr", theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Radnje za ${sampleEndpoints[0]?.url}` }));
    await userEvent.click(canvas.getByRole("menuitem", { name: "Isporuke" }));
    const log = within(await canvas.findByRole("table", { name: "Isporuke, najnovije prve" }));
    await userEvent.click((await log.findAllByRole("button", { name: /^Radnje za / }))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole("menuitem", { name: "Detalji" }));
    await within(await canvas.findByRole("dialog")).findByText("Telo poruke kako je poslato i potpisano");
  },
};

/** After adding an endpoint: its signing secret, shown once. */
export const SecretShownOnce: Story = {
  play: async ({ canvasElement }) => {
    await pressPrimary(canvasElement, "Add endpoint");
    const dialog = within(await within(canvasElement).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/Endpoint URL/), "https://new.acme.example/hook");
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await within(canvasElement).findByRole("dialog", { name: "Signing secret" });
  },
};

/** The API refuses the list to members without ManageOrganization: only the reason shows. */
export const ReadOnly: Story = {
  parameters: {
    fakeApi: {
      routes: routes(
        { status: 403, body: { statusCode: 403, message: "Forbidden", code: "Forbidden" } },
        viewerRoutes(),
      ),
    },
  },
};

export const NoOrganization: Story = { parameters: { fakeApi: { routes: noTenantRoutes() } } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const DeliveryLogSerbianDark: Story = {
  globals: { lang: "sr", theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Radnje za ${sampleEndpoints[0]?.url}` }));
    await userEvent.click(canvas.getByRole("menuitem", { name: "Isporuke" }));
    await canvas.findByRole("table", { name: "Isporuke, najnovije prve" });
  },
};

/** An endpoint's menu: deliveries, test, rotate, disable, remove. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: `Actions for ${sampleEndpoints[0]?.url}` }),
    );
  },
};

/** "Add endpoint" from the page's primary action. */
export const Adding: Story = { play: ({ canvasElement }) => pressPrimary(canvasElement, "Add endpoint") };

/** A phone: endpoints and deliveries as cards, nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
