import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../PasswordField/PasswordField";
import { PasswordStrength } from "./PasswordStrength";

const meta = {
  title: "Components/PasswordStrength",
  component: PasswordStrength,
  args: { password: "correct horse battery 9" },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Strong: Story = {};
export const Good: Story = { args: { password: "Marko2024!x" } };
export const Fair: Story = { args: { password: "jelena85" } };
export const Weak: Story = { args: { password: "k3jx9q" } };
export const TooCommon: Story = { args: { password: "password1" } };
export const OwnName: Story = { args: { password: "jovanovic1", userInputs: ["Jelena", "Jovanović"] } };
export const Empty: Story = { args: { password: "" } };

/** Under a new-password field, as the forms use it. */
export const UnderAField: Story = {
  render: () => {
    const { t } = useTranslation();
    const [password, setPassword] = useState("qwerty123");
    return (
      <div style={{ display: "grid", gap: 8, maxWidth: 360 }}>
        <PasswordField
          label={t("auth.fields.newPassword")}
          hint={t("auth.passwordHint")}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordStrength password={password} />
      </div>
    );
  },
};
