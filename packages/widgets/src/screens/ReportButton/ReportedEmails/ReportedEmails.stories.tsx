import type { Meta, StoryObj } from "@storybook/react-vite";
import { adminPermissions, sessionRoutes } from "../../../storybook/fakeApi";
import { phone } from "../../Organizations/shared/storyPlay";
import { list, makeReportedEmails, memberRoutes } from "../fixtures";
import { ReportedEmails } from "./ReportedEmails";

const route = "GET /api/v1/phishing/reported-emails";
const reports = makeReportedEmails(8);
const routes = (reply: unknown, base = memberRoutes()) => ({ ...base, [route]: reply });

const meta = {
  title: "Screens/ReportButton/ReportedEmails",
  component: ReportedEmails,
  parameters: { fakeApi: { routes: routes(list(reports)) } },
} satisfies Meta<typeof ReportedEmails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's reported emails: simulations spotted (linked to their simulation) and suspicious emails with their triage status. */
export const Default: Story = {};

export const Loading: Story = { parameters: { fakeApi: { routes: routes("pending") } } };

export const Empty: Story = { parameters: { fakeApi: { routes: routes(list([])) } } };

/** Opened with filters (from the URL): suspicious emails marked Threat. */
export const Filtered: Story = { args: { defaultFilters: { kind: "Suspicious", status: "Threat" } } };

/** The filters match nothing: the empty state offers to clear them. */
export const FilteredEmpty: Story = {
  args: { defaultFilters: { search: "nothing like this" } },
  parameters: { fakeApi: { routes: routes(list([])) } },
};

/** 87 reported emails, 20 per page. */
export const ManyRowsPaging: Story = {
  parameters: { fakeApi: { routes: routes(list(makeReportedEmails(20), 87)) } },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: routes({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** A member without ReadPhishing: told why, nothing is asked of the API. */
export const NotAllowed: Story = {
  parameters: {
    fakeApi: {
      routes: routes(
        list(reports),
        sessionRoutes(undefined, { ...adminPermissions, roles: ["Viewer"], permissions: ["ReadInventory"] }),
      ),
    },
  },
};

/** Serbian, dark. */
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: each report is a card. */
export const Phone: Story = { globals: phone };
