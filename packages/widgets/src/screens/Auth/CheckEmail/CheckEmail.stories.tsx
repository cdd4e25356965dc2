import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CheckEmail } from "./CheckEmail";

const meta = {
  title: "Screens/Auth/CheckEmail",
  component: CheckEmail,
  args: { email: "ana.petrovic@acme.example", focusHeading: false, onSwitch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After registration, for a new address and for one that already has an account alike. */
export const Default: Story = {};
export const LongAddress: Story = {
  args: { email: "jelena.jovanovic-marinkovic.security-team@subsidiary.acme-holding.example" },
};

/** A phone: a long address wraps; nothing scrolls sideways. */
export const Phone: Story = { ...LongAddress, globals: { viewport: { value: "mobile1" } } };
