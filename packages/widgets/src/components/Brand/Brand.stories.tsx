import type { Meta, StoryObj } from "@storybook/react-vite";
import { vars } from "../../theme/theme.css";
import { Brand } from "./Brand";

const meta = {
  title: "Components/Brand",
  component: Brand,
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page or card: the shield in the brand colour, the name in the text colour. */
export const Default: Story = {};

/** On the sign-in screen's brand-coloured panel. */
export const OnPrimary: Story = {
  args: { tone: "onPrimary" },
  render: (args) => (
    <div style={{ background: vars.color.primary, padding: 24 }}>
      <Brand {...args} />
    </div>
  ),
};
