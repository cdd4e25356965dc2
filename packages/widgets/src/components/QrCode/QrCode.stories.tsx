import type { Meta, StoryObj } from "@storybook/react-vite";
import { QrCode } from "./QrCode";

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const meta = {
  title: "Components/QrCode",
  component: QrCode,
  args: {
    value: `otpauth://totp/Bulwark%3Aana%40acme.example?secret=${secret}&issuer=Bulwark&algorithm=SHA1&digits=6&period=30`,
    label: "QR code for your authenticator app",
    secret,
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the dark theme too the code stays dark on light, which every scanner reads. */
export const WithSecret: Story = {};
export const CodeOnly: Story = { args: { secret: undefined } };
export const Small: Story = { args: { size: 128 } };
