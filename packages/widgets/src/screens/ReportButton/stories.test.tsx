import { composeStories } from "@storybook/react-vite";
import { describe, it } from "vitest";
import { expectStoryRenders } from "../../test/renderStory";
import * as key from "./ExtensionKey/ExtensionKey.stories";
import * as reports from "./ExtensionReports/ExtensionReports.stories";
import * as reported from "./ReportedEmails/ReportedEmails.stories";
import * as report from "./ReportPhish/ReportPhish.stories";

// Every report-button story renders as Storybook's preview renders it, reaches its heading (the
// key card and the report form are parts of a page: any heading) and calls nothing its routes
// lack: a story whose routes or arguments went stale fails here, not only in Storybook.
const all = [composeStories(key), composeStories(reports), composeStories(reported), composeStories(report)].flatMap(
  (stories) => Object.values(stories),
);

describe("report-button stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders`, async () => {
      await expectStoryRenders(Story, { anyHeading: true });
    });
  }
});
