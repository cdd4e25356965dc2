import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MultiSelect, type MultiSelectProps } from "./MultiSelect";

const options = [
  { value: "Admin", label: "Admin" },
  { value: "SecurityAnalyst", label: "Security analyst" },
  { value: "AwarenessManager", label: "Awareness manager" },
  { value: "GroupAdmin", label: "Group admin" },
  { value: "Viewer", label: "Viewer" },
];

function Stateful(props: Omit<MultiSelectProps, "value" | "onChange"> & { initial?: string[] }) {
  const { initial = ["Viewer"], ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  const { t } = useTranslation();
  return (
    <MultiSelect
      {...rest}
      value={value}
      onChange={setValue}
      error={value.length === 0 ? t("validation.oneRoleRequired") : rest.error}
    />
  );
}

const meta = {
  title: "Components/MultiSelect",
  component: MultiSelect,
  args: { label: "Roles", options, value: ["Viewer"], onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clear every box to see "One role is required!". */
export const Inline: Story = { args: { required: true } };
export const Dropdown: Story = { args: { variant: "dropdown" } };
export const Disabled: Story = { args: { disabled: true } };
export const NothingChosen: Story = { render: (args) => <Stateful {...args} initial={[]} /> };
/** Options with a line of what each means (role pickers: what each role may do). */
export const WithDescriptions: Story = {
  args: {
    options: [
      { value: "Admin", label: "Admin", description: "Everything, including members and settings." },
      { value: "Viewer", label: "Viewer", description: "Reads the inventory." },
    ],
  },
};
export const DropdownSerbianDark: Story = { args: { variant: "dropdown" }, globals: { lang: "sr", theme: "dark" } };
