import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { FileInput, type FileInputProps } from "./FileInput";

const FIVE_MB = 5 * 1024 * 1024;

function Stateful(props: Omit<FileInputProps, "value" | "onChange"> & { initial?: File | null }) {
  const { initial = null, ...rest } = props;
  const [file, setFile] = useState<File | null>(initial);
  return <FileInput {...rest} value={file} onChange={setFile} />;
}

const meta = {
  title: "Components/FileInput",
  component: FileInput,
  args: {
    label: "Logo image",
    accept: "image/*",
    maxSize: FIVE_MB,
    hint: "An image under 5 MB.",
    value: null,
    onChange: () => {},
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose or drop a file; a PDF shows "Not valid type", an image of 5 MB or more "Large size". */
export const Default: Story = {};
export const WithFile: Story = {
  render: (args) => (
    <Stateful {...args} initial={new File([new Uint8Array(24_000)], "logo.png", { type: "image/png" })} />
  ),
};
export const WithError: Story = { args: { error: "Error happened!" } };
export const Disabled: Story = { args: { disabled: true } };
export const SerbianDark: Story = { ...WithFile, globals: { lang: "sr", theme: "dark" } };
