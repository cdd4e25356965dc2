import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SecretOnceDialog } from "./SecretOnceDialog";

const meta = {
  title: "Components/SecretOnceDialog",
  component: SecretOnceDialog,
  args: {
    secret: "bwk_1a2b3c_9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    onClose: fn(),
    texts: {
      title: "Your new API key",
      label: "API key Intranet portal",
      warning: "Copy this key now. It will not be shown again.",
      done: "I have copied the key",
    },
  },
} satisfies Meta<typeof SecretOnceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An API key, shown once. */
export const ApiKey: Story = {};

/** A webhook signing secret: the same dialog, other words. */
export const WebhookSecret: Story = {
  args: {
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    texts: {
      title: "Signing secret",
      label: "Signing secret of https://hooks.acme.example/bulwark",
      warning: "Copy this secret now. It will not be shown again.",
      done: "I have copied the secret",
    },
  },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

/** A phone: the secret and the copy button wrap, nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
