import type { Meta, StoryObj } from "@storybook/react-vite";
import { SafeHtml } from "./SafeHtml";

const meta = {
  title: "Components/SafeHtml",
  component: SafeHtml,
  args: {
    html: '<h2>Passwords and passphrases</h2><p>A passphrase of four random words is <strong>easier to remember</strong> and harder to guess than <code>P@ssw0rd!</code>.</p><blockquote>Never reuse a work password anywhere else.</blockquote><p>More in the <a href="https://intranet.example.com/policy">password policy</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What an attacker might store is shown inert: the script, the handler and the overlay are gone. */
export const HostileInput: Story = {
  args: {
    html: '<p>Hello</p><script>alert("x")</script><img src="x" onerror="alert(1)" alt="broken image"><p style="position:fixed;inset:0;background:red">overlay</p><a href="javascript:alert(1)">click me</a>',
  },
};
