import { composeStories } from "@storybook/react-vite";
import { describe, it } from "vitest";
import { expectStoryRenders } from "../../test/renderStory";
import * as awareness from "./Awareness/Awareness.stories";
import * as view from "./Course/Course.stories";
import * as list from "./Courses/Courses.stories";
import * as create from "./CreateCourse/CreateCourse.stories";

// Every course story renders its screen over its own fake API and calls nothing its routes lack.
const all = [composeStories(awareness), composeStories(list), composeStories(create), composeStories(view)].flatMap(
  (stories) => Object.values(stories),
);

describe("course stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders its screen`, async () => {
      await expectStoryRenders(Story);
    });
  }
});
