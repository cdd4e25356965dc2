import { describe, expect, it } from "vitest";
import { embedUrlOf } from "./video.js";

describe("embedUrlOf: the privacy-friendly embed address of a video link", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://vimeo.com/76979871/abc123def", "https://player.vimeo.com/video/76979871?dnt=1&h=abc123def"],
    ["https://player.vimeo.com/video/76979871?h=abc123", "https://player.vimeo.com/video/76979871?dnt=1&h=abc123"],
  ])("%s → %s", (link, embed) => {
    expect(embedUrlOf(link)).toBe(embed);
  });

  it.each([
    "https://cdn.example.com/intro.mp4",
    "https://www.youtube.com/watch?v=<script>",
    "https://www.youtube.com/channel/UC123",
    "https://vimeo.com/channels/staffpicks",
    "not a url",
  ])("is null for %s (the player links to it as given)", (link) => {
    expect(embedUrlOf(link)).toBeNull();
  });
});
