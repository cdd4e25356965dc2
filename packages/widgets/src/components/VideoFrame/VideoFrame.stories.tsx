import type { Meta, StoryObj } from "@storybook/react-vite";
import { VideoFrame } from "./VideoFrame";

// A blank page stands in for the video provider: stories run without network access.
const meta = {
  title: "Components/VideoFrame",
  component: VideoFrame,
  args: { src: "about:blank", title: "Video: Spotting a phishing email" },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof VideoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: "dark" } };
/** A phone: the frame keeps 16:9 at the column's width. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
