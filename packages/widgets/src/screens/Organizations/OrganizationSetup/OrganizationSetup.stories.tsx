import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noTenantRoutes, sampleTenant } from "../shared/fixtures";
import { phone } from "../shared/storyPlay";
import { OrganizationSetup } from "./OrganizationSetup";

const meta = {
  title: "Screens/Organizations/OrganizationSetup",
  component: OrganizationSetup,
  args: { onCreated: fn() },
  parameters: {
    fakeApi: {
      routes: { ...noTenantRoutes(), "POST /api/v1/users/tenants": { status: 201, body: sampleTenant } },
    },
  },
} satisfies Meta<typeof OrganizationSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitting an empty name and a bad address shows the seeds' messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Web address"), "acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Create organization" }));
    await expect(canvas.getByText("Please provide a valid URL")).toBeInTheDocument();
  },
};

/** The API refuses unverified users: its message is shown. */
export const RefusedUnverified: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...noTenantRoutes(),
        "POST /api/v1/users/tenants": {
          status: 403,
          body: { statusCode: 403, message: "Verify your email first", code: "Forbidden" },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Organization name/), "Acme d.o.o.");
    await userEvent.click(canvas.getByRole("button", { name: "Create organization" }));
    await canvas.findByText("Verify your email first");
  },
};

/** The create call never answers: the button shows progress. */
export const Creating: Story = {
  parameters: { fakeApi: { routes: { ...noTenantRoutes(), "POST /api/v1/users/tenants": "pending" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Organization name/), "Acme d.o.o.");
    await userEvent.click(canvas.getByRole("button", { name: "Create organization" }));
  },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: nothing scrolls sideways. */
export const Phone: Story = { globals: phone };
