import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { adminRoutes, list, makeApiKeys, noTenantRoutes, viewerRoutes } from "../shared/fixtures";
import { phone, pressPrimary } from "../shared/storyPlay";
import { ApiKeys } from "./ApiKeys";

const route = "GET /api/v1/users/tenants/*/api-keys";
const keys = makeApiKeys(3);
const createdKey = { ...keys[0], name: "Intranet portal", key: "bwk_1a2b3c_9f8e7d6c5b4a39281706f5e4d3c2b1a0" };

const routes = (reply: unknown, base = adminRoutes()) => ({
  ...base,
  [route]: reply,
  "POST /api/v1/users/tenants/*/api-keys": { status: 201, body: createdKey },
  "DELETE /api/v1/users/tenants/*/api-keys/*": { status: 204 },
});

const meta = {
  title: "Screens/Organizations/ApiKeys",
  component: ApiKeys,
  parameters: { fakeApi: { routes: routes(list(keys)) } },
} satisfies Meta<typeof ApiKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const ManyRowsPaging: Story = { parameters: { fakeApi: { routes: routes(list(makeApiKeys(20), 31)) } } };

/** After creating a key: shown once, with a copy button and the warning. */
export const KeyShownOnce: Story = {
  play: async ({ canvasElement }) => {
    await pressPrimary(canvasElement, "Create key");
    const dialog = within(await within(canvasElement).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/Key name/), "Intranet portal");
    await userEvent.click(dialog.getByRole("button", { name: "Create key" }));
    await within(canvasElement).findByRole("dialog", { name: "Your new API key" });
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

export const KeyShownOnceSerbianDark: Story = {
  globals: { lang: "sr", theme: "dark" },
  play: async ({ canvasElement }) => {
    await pressPrimary(canvasElement, "Napravi ključ");
    const dialog = within(await within(canvasElement).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/Naziv ključa/), "Intranet portal");
    await userEvent.click(dialog.getByRole("button", { name: "Napravi ključ" }));
  },
};

/** "Create key" from the page's primary action: the name, then Create. */
export const Creating: Story = { play: ({ canvasElement }) => pressPrimary(canvasElement, "Create key") };

/** A phone: each key is a card, nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
