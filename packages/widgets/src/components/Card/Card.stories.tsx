import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Card } from "./Card";

const meta = {
  title: "Components/Card",
  component: Card,
  args: {
    title: "Sessions",
    description: "Devices signed in to your account.",
    children: <p style={{ margin: 0 }}>Card content.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Sign out all other sessions</Button> },
};
export const WithoutTitle: Story = { args: { title: undefined, description: undefined } };
