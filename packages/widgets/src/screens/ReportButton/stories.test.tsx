import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ComposedStory, expectEveryCallFaked, renderStory } from "../../test/renderStory";
import * as key from "./ExtensionKey/ExtensionKey.stories";
import * as reports from "./ExtensionReports/ExtensionReports.stories";
import * as report from "./ReportPhish/ReportPhish.stories";

// Every report-button story renders as Storybook's preview renders it, reaches its heading and
// calls nothing its routes lack: a story whose routes or arguments went stale fails here, not
// only when someone opens Storybook.
const all = [composeStories(key), composeStories(reports), composeStories(report)].flatMap(
  (stories) => Object.values(stories) as unknown as (ComposedStory & { id: string; storyName: string })[],
);

describe("report-button stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders`, async () => {
      renderStory(Story);
      expect((await screen.findAllByRole("heading", {}, { timeout: 4000 })).length).toBeGreaterThan(0);
      await expectEveryCallFaked();
    });
  }
});
