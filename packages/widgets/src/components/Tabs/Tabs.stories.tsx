import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Card } from "../Card/Card";
import { TextField } from "../TextField/TextField";
import { Tabs } from "./Tabs";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: {
    label: "Account settings sections",
    onSelect: fn(),
    items: [
      {
        id: "profile",
        label: "Profile",
        content: (
          <Card title="Profile">
            <TextField label="First name" defaultValue="Ana" />
          </Card>
        ),
      },
      { id: "password", label: "Password", content: <Card title="Change password">…</Card> },
      { id: "twoFactor", label: "Two-factor authentication", content: <Card title="Two-factor">…</Card> },
      { id: "sessions", label: "Sessions", content: <Card title="Sessions">…</Card> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: "password" } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: "a", label: "Overview", content: <p>Overview</p> },
      { id: "b", label: "Billing", content: <p>Billing</p>, disabled: true },
      { id: "c", label: "Members", content: <p>Members</p> },
    ],
  },
};
