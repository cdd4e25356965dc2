import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: { title: "No pending invitations" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    title: "No API keys yet",
    description: "Your servers use API keys to mint short-lived embed tokens.",
    icon: "🔑",
    action: <Button onClick={fn()}>Create key</Button>,
  },
};

export const Compact: Story = { args: { compact: true, headingLevel: null, title: "Nothing to show" } };

export const Dark: Story = { ...WithDescriptionAndAction, globals: { theme: "dark", lang: "sr" } };
