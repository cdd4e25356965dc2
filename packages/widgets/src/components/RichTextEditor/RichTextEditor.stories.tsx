import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";

const lesson =
  '<h2>Spot a phishing email</h2><p>Before you click, check <strong>who sent it</strong> and <em>where the link goes</em>.</p><ul><li><p>Hover over links to see the real address.</p></li><li><p>Be wary of urgency: “your account closes today”.</p></li></ul><p>Report anything suspicious to the <a href="https://intranet.example.com/security">security team</a>.</p>';

/** Holds the value as a form would, so the story can be typed into. */
function Controlled(props: Omit<RichTextEditorProps, "value" | "onChange"> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <RichTextEditor {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: "Components/RichTextEditor",
  component: Controlled,
  args: { label: "Page content", initial: lesson, minHeight: 240 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { initial: "", required: true, hint: "Learners see this page in the player." } };

/** The error comes from the translations, so it follows the toolbar's language. */
export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <Controlled {...args} initial="" required error={t("validation.fieldRequired", { field: args.label })} />;
  },
};

/** Read-only, as a page of a running course is shown to an editor. */
export const View: Story = { args: { mode: "view" } };
export const Disabled: Story = { args: { mode: "disabled" } };
