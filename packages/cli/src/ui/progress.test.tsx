import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress.js";

describe("ProgressBar", () => {
  it("shows how much of the file is sent", () => {
    const { lastFrame } = render(
      <ProgressBar label="Uploading" done={512 * 1024} total={2 * 1024 * 1024} width={10} />,
    );

    expect(lastFrame()).toContain("Uploading ███░░░░░░░ 25% (512 KB of 2.0 MB)");
  });

  it("turns into a spinner with what the server does once everything is sent", () => {
    const { lastFrame } = render(
      <ProgressBar label="Uploading" done={2 * 1024 * 1024} total={2 * 1024 * 1024} after="Checking and saving" />,
    );

    expect(lastFrame()).toContain("Checking and saving (2.0 MB sent)…");
    expect(lastFrame()).not.toContain("%");
  });
});
