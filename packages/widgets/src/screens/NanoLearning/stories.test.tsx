import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ComposedStory, expectEveryCallFaked, renderStory } from "../../test/renderStory";
import * as create from "./CreateNanoCampaign/CreateNanoCampaign.stories";
import * as view from "./NanoCampaign/NanoCampaign.stories";
import * as list from "./NanoCampaigns/NanoCampaigns.stories";

// Every nano-learning story renders as Storybook's preview renders it (a provider in the story's
// language and theme over its fake API; .storybook/preview.tsx), reaches its screen's heading and
// calls nothing its routes lack: a story whose routes or arguments went stale fails here, not only
// when someone opens Storybook.
const all = [composeStories(list), composeStories(create), composeStories(view)].flatMap((stories) =>
  Object.values(stories),
);

describe("nano-learning stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders its screen`, async () => {
      renderStory(Story as unknown as ComposedStory);
      expect(await screen.findByRole("heading", { level: 1 }, { timeout: 4000 })).toBeInTheDocument();
      await expectEveryCallFaked();
    });
  }
});
