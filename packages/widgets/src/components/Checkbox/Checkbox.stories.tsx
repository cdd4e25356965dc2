import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { label: "Remember me" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <Checkbox {...args} label="I accept the privacy policy" error={t("validation.required")} />;
  },
};

export const Disabled: Story = { args: { disabled: true } };
