import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Select } from "./Select";

const options = [
  { value: "Banking", label: "Banking" },
  { value: "Education", label: "Education" },
  { value: "Healthcare", label: "Healthcare" },
];

const meta = {
  title: "Components/Select",
  component: Select,
  args: { label: "Industry", options, placeholder: "Not set" },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "Education" } };
export const WithHint: Story = { args: { hint: "Used to compare your score with your industry." } };
export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <Select {...args} required error={t("validation.required")} />;
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "Banking" } };
export const Dark: Story = { ...WithError, globals: { theme: "dark", lang: "sr" } };
