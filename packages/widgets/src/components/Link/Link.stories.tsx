import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./Link";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "/notifications", children: "See all notifications" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link inside text: underlined in the primary colour. */
export const Inline: Story = {
  render: (args) => (
    <p>
      You have new alerts. <Link {...args} />
    </p>
  ),
};

/** `plain` inherits colour and decoration, for menus and navigation lists. */
export const Plain: Story = { args: { variant: "plain" } };

/** `mailto:` and other origins are never handed to the host's router. */
export const External: Story = { args: { href: "mailto:sales@bulwark.example", children: "sales@bulwark.example" } };
