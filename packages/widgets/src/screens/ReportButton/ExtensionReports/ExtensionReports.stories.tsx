import type { Meta, StoryObj } from "@storybook/react-vite";
import { phone } from "../../Organizations/shared/storyPlay";
import { list, makeExtensionReports, memberRoutes, phishingAdminRoutes } from "../fixtures";
import { ExtensionReports } from "./ExtensionReports";

const route = "GET /api/v1/phishing/extension-reports";
const reports = makeExtensionReports(8);
const routes = (reply: unknown, base = phishingAdminRoutes()) => ({
  ...base,
  [route]: reply,
  "PATCH /api/v1/phishing/extension-reports/*": { ...reports[0], status: "Threat" },
});

const meta = {
  title: "Screens/ReportButton/ExtensionReports",
  component: ExtensionReports,
  parameters: { fakeApi: { routes: routes(list(reports)) } },
} satisfies Meta<typeof ExtensionReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reports from three organisations: failing SPF/DKIM/DMARC stand out, each row's menu triages. */
export const Default: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(list([])) } } };

/** Opened with filters (from the URL): a status and a search. */
export const Filtered: Story = { args: { defaultFilters: { status: "Threat", search: "invoice" } } };

/** The filters match nothing: the empty state offers to clear them. */
export const FilteredEmpty: Story = {
  args: { defaultFilters: { status: "Clean" } },
  parameters: { fakeApi: { routes: routes(list([])) } },
};

/** 87 reports, 20 per page. */
export const ManyRowsPaging: Story = {
  parameters: { fakeApi: { routes: routes(list(makeExtensionReports(20), 87)) } },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** Someone without ManagePhishing: told why, nothing is asked of the API. */
export const NotAllowed: Story = { parameters: { fakeApi: { routes: routes(list(reports), memberRoutes()) } } };

/** Serbian, dark. */
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: each report is a card. */
export const Phone: Story = { globals: phone };
