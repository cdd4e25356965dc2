import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { noTenantRoutes } from "../../Organizations/shared/fixtures";
import { phone } from "../../Organizations/shared/storyPlay";
import { memberRoutes } from "../fixtures";
import { ReportPhish } from "./ReportPhish";

const route = "POST /api/v1/phishing/extension/reports";
const routes = (reply: unknown) => ({ ...memberRoutes(), [route]: reply });
const suspicious = { kind: "Suspicious", reportId: "50000000-0000-4000-8000-000000000001", timeToReportMs: null };
const simulation = { kind: "Simulation", reportId: null, timeToReportMs: 1_860_000 };

const meta = {
  title: "Screens/ReportButton/ReportPhish",
  component: ReportPhish,
  parameters: { fakeApi: { routes: routes(suspicious) } },
} satisfies Meta<typeof ReportPhish>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as an intranet page shows it. */
export const Default: Story = {};

/** Sent: the thanks, and what to do with the email now. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Sender" }), "billing@evil-invoices.example");
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Overdue invoice 4471");
    await userEvent.click(canvas.getByRole("button", { name: "Report email" }));
    await expect(await canvas.findByRole("heading", { name: "Thank you for reporting" })).toBeInTheDocument();
  },
};

/** The email was one of the organisation's simulations: the reporter hears it was the right move. */
export const WasASimulation: Story = {
  parameters: { fakeApi: { routes: routes(simulation) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Sender" }), "it@account-portal.example");
    await userEvent.click(canvas.getByRole("button", { name: "Report email" }));
    await canvas.findByRole("heading", { name: "Well spotted: this was a phishing simulation" });
  },
};

/** No sender: the field says so and nothing is sent. */
export const SenderMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Report email" }));
    await canvas.findByText("Sender is required");
  },
};

/** The API refused: the reason is shown above the form, which keeps what was typed. */
export const Failed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Sender" }), "billing@evil-invoices.example");
    await userEvent.click(canvas.getByRole("button", { name: "Report email" }));
    await canvas.findByText("Database unavailable");
  },
};

export const NoOrganization: Story = {
  parameters: { fakeApi: { routes: { ...noTenantRoutes(), [route]: suspicious } } },
};

/** Serbian, dark. */
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: the form fills the width. */
export const Phone: Story = { globals: phone };
