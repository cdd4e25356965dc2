import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { TextField } from "./TextField";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { label: "Email", type: "email", placeholder: "name@company.com" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { label: "Website", type: "url", hint: "Starting with https://" } };

/** The error comes from the translations, so it follows the toolbar's language. */
export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <TextField {...args} defaultValue="not-an-email" error={t("validation.invalidEmail")} />;
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "admin@bulwark.example" } };
