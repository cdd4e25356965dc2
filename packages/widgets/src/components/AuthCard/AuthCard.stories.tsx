import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { AuthCard } from "./AuthCard";

const meta = {
  title: "Templates/AuthCard",
  component: AuthCard,
  args: {
    title: "Set a new password",
    description: "Choose a password you do not use anywhere else.",
    children: (
      <>
        <TextField label="New password" type="password" />
        <Button>Save password</Button>
      </>
    ),
    footer: <a href="/auth">Back to sign in</a>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form in the auth layout: title, description, fields, a way back. */
export const Form: Story = {};

/** With an eyebrow naming the context (an invitation). */
export const Invitation: Story = {
  args: {
    eyebrow: "Invitation",
    title: "You are invited to join Acme d.o.o.",
    description: "Invited by Marko Marković",
    children: <Button>Accept invitation</Button>,
    footer: undefined,
  },
};

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
