import { composeStories } from "@storybook/react-vite";
import { describe, it } from "vitest";
import { expectStoryRenders } from "../../test/renderStory";
import * as create from "./CreateNanoCampaign/CreateNanoCampaign.stories";
import * as view from "./NanoCampaign/NanoCampaign.stories";
import * as list from "./NanoCampaigns/NanoCampaigns.stories";

// Every nano-learning story renders its screen over its own fake API and calls nothing its routes
// lack: a story whose routes or arguments went stale fails here, not only in Storybook.
const all = [composeStories(list), composeStories(create), composeStories(view)].flatMap((stories) =>
  Object.values(stories),
);

describe("nano-learning stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders its screen`, async () => {
      await expectStoryRenders(Story);
    });
  }
});
