import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoFrame } from "./VideoFrame";

describe("VideoFrame", () => {
  it("embeds the video sandboxed, named, lazily, without leaking the page's address", () => {
    render(<VideoFrame src="https://www.youtube-nocookie.com/embed/abc" title="Video: Phishing" />);
    const frame = screen.getByTitle("Video: Phishing");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc");
    // No allow-top-navigation, no allow-forms, no allow-popups: the player cannot leave or reach this page.
    expect(frame.getAttribute("sandbox")?.split(" ").sort()).toEqual([
      "allow-presentation",
      "allow-same-origin",
      "allow-scripts",
    ]);
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(frame).toHaveAttribute("loading", "lazy");
  });
});
