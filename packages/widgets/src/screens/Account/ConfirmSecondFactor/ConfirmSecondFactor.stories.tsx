import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { ConfirmSecondFactor } from "./ConfirmSecondFactor";

const wrong = { statusCode: 403, code: "WrongCredential", message: "Wrong credential" };

const meta = {
  title: "Screens/Account/ConfirmSecondFactor",
  component: ConfirmSecondFactor,
  args: {
    title: "Turn off two-factor authentication",
    description: "Your account will be protected by your password only.",
    submitLabel: "Turn off",
    variant: "danger",
    onConfirm: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmSecondFactor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A current code from the authenticator app (the default). */
export const WithCode: Story = {};

/** For someone who lost the phone: the recovery key instead. */
export const WithRecoveryKey: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /recovery key|ključ za oporavak/i }));
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Authentication code|^Kod za potvrdu/), "12");
    await userEvent.click(canvas.getByRole("button", { name: /^(Turn off|Isključi)$/ }));
  },
};

export const WrongCode: Story = {
  args: { onConfirm: fn(() => Promise.reject(wrong)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Authentication code|^Kod za potvrdu/), "654321");
    await canvas.findByRole("alert");
  },
};
