import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TextField } from "../TextField/TextField";
import { FormDialog } from "./FormDialog";

const meta = {
  title: "Components/FormDialog",
  component: FormDialog,
  args: {
    open: true,
    title: "Create an API key",
    submitLabel: "Create key",
    onClose: fn(),
    onSubmit: fn(),
    children: <TextField label="Key name" hint="For example: Intranet portal" required />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's primary action asks for its few fields. */
export const Default: Story = {};

/** Sending: the submit button shows progress. */
export const Busy: Story = { args: { busy: true } };

/** The server refused: its reason above the fields. */
export const Refused: Story = { args: { error: "A key with this name already exists." } };

export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
