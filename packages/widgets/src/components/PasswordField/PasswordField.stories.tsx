import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Components/PasswordField",
  component: PasswordField,
  args: { label: "Password", defaultValue: "correct horse 1" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return (
      <PasswordField
        {...args}
        label={t("auth.fields.newPassword")}
        hint={t("auth.passwordHint")}
        autoComplete="new-password"
        required
      />
    );
  },
};
export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <PasswordField {...args} defaultValue="short" error={t("auth.validation.password")} />;
  },
};
export const Disabled: Story = { args: { disabled: true } };
