import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { sessionRoutes } from "../../../storybook/fakeApi";
import { sampleTenant, sampleUser } from "../shared/fixtures";
import { TwoFactorPolicy } from "./TwoFactorPolicy";

const withTwoFactor = { ...sampleUser, isTwoFactorAuthEnabled: true };
const POLICY = "PUT /api/v1/users/tenants/*/two-factor-policy";

const meta = {
  title: "Screens/Organizations/TwoFactorPolicy",
  component: TwoFactorPolicy,
  args: { tenant: sampleTenant, editable: true },
  parameters: {
    fakeApi: { routes: { ...sessionRoutes(withTwoFactor), [POLICY]: { ...sampleTenant, requireTwoFactor: true } } },
  },
} satisfies Meta<typeof TwoFactorPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin with two-factor on: the requirement can be turned on. */
export const Off: Story = {};
export const On: Story = { args: { tenant: { ...sampleTenant, requireTwoFactor: true } } };

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox"));
    await userEvent.click(canvas.getByRole("button", { name: /^(Save|Sačuvaj)$/ }));
    await canvas.findByText(/Saved\.|Sačuvano\./);
  },
};

/** The admin has no two-factor yet: the box waits, and the card links to the account's settings. */
export const OwnTwoFactorFirst: Story = { parameters: { fakeApi: { routes: sessionRoutes(sampleUser) } } };

/** Without ManageOrganization. */
export const ReadOnly: Story = { args: { editable: false, tenant: { ...sampleTenant, requireTwoFactor: true } } };
