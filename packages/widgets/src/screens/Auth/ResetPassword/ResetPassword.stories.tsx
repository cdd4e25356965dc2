import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { type FakeRoutes, sessionRoutes } from "../../../storybook/fakeApi";
import { ResetPassword } from "./ResetPassword";

const SAVE = "POST /api/v1/users/auth/reset-password/save";
const api = (routes: FakeRoutes) => ({ fakeApi: { routes: { ...sessionRoutes(), ...routes }, signedIn: false } });

const meta = {
  title: "Screens/Auth/ResetPassword",
  component: ResetPassword,
  args: { token: "reset-token", onDone: fn() },
  parameters: api({ [SAVE]: { isTwoFactorAuthEnabled: true } }),
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit =
  (password: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    if (password) await userEvent.type(canvas.getByLabelText(/^New password|^Nova lozinka/), password);
    await userEvent.click(canvas.getByRole("button", { name: /Save password|Sačuvaj lozinku/ }));
  };

export const Default: Story = {};
export const Validation: Story = { play: submit("abcdefg") };
export const Saving: Story = { parameters: api({ [SAVE]: "pending" }), play: submit("secret1") };
export const Failed: Story = {
  parameters: api({
    [SAVE]: {
      status: 400,
      body: { statusCode: 400, code: "BadRequest", message: "The reset link is not valid or has expired" },
    },
  }),
  play: submit("secret1"),
};
/** Two-factor on: `onDone({ twoFactor: true })`, the web app goes to sign-in. See the Actions panel. */
export const SavedWithTwoFactor: Story = { play: submit("secret1") };
export const MissingToken: Story = { args: { token: "" } };

/** A phone: the auth layout's card fills the width; nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
