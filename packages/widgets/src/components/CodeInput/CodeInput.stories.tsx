import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fn } from "storybook/test";
import { CodeInput } from "./CodeInput";

const meta = {
  title: "Components/CodeInput",
  component: CodeInput,
  args: { label: "Authentication code", value: "", onChange: fn(), onComplete: fn() },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <CodeInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: "123456" } };
export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    const [value, setValue] = useState("123");
    return <CodeInput {...args} value={value} onChange={setValue} error={t("auth.validation.code")} />;
  },
};
