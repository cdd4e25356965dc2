import type { Meta, StoryObj } from "@storybook/react-vite";
import { TwoFactorRequired } from "./TwoFactorRequired";

const meta = {
  title: "Screens/Shell/TwoFactorRequired",
  component: TwoFactorRequired,
  args: { organization: "Acme d.o.o." },
} satisfies Meta<typeof TwoFactorRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown in place of an organisation's pages that require two-factor of a user without it. */
export const Default: Story = {};
export const WithoutName: Story = { args: { organization: undefined } };
