import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { type FakeRoutes, sessionRoutes } from "../../../storybook/fakeApi";
import { NewRecoveryKey } from "./NewRecoveryKey";

const CREATE = "POST /api/v1/users/auth/recovery-key";
const api = (routes: FakeRoutes = {}) => ({
  fakeApi: { routes: { ...sessionRoutes(), [CREATE]: { recoveryKey: "ZYXWVUTSRQPNMLKJHGFEDCBA" }, ...routes } },
});

const meta = {
  title: "Screens/Account/NewRecoveryKey",
  component: NewRecoveryKey,
  args: { onDone: fn() },
  parameters: api(),
} satisfies Meta<typeof NewRecoveryKey>;

export default meta;
type Story = StoryObj<typeof meta>;

const createWith =
  (password: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Confirm with your password|^Potvrdite lozinkom/), password);
    await userEvent.click(canvas.getByRole("button", { name: /Create key|Napravi ključ/ }));
  };

/** After a sign-in with the recovery key: the key that replaced it. */
export const AfterRecoveryKeySignIn: Story = { args: { recoveryKey: "ABCDEFGHJKLMNPQRSTUVWXYZ" } };
export const NotConfirmed: Story = {
  args: { recoveryKey: "ABCDEFGHJKLMNPQRSTUVWXYZ" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^(Done|Gotovo)$/ }));
  },
};
/** `/account-settings/new-recovery-key/create`: the password first. */
export const Create: Story = {};
export const Creating: Story = { parameters: api({ [CREATE]: "pending" }), play: createWith("secret1") };
export const Created: Story = { play: createWith("secret1") };
export const WrongPassword: Story = {
  parameters: api({
    [CREATE]: { status: 403, body: { statusCode: 403, code: "WrongCredential", message: "Wrong credential" } },
  }),
  play: createWith("wrong12"),
};

/** A phone: nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
