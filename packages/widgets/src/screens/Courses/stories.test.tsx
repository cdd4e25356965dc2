import { composeStories } from "@storybook/react-vite";
import { storiesSuite } from "../../test/storiesSuite";
import * as awareness from "./Awareness/Awareness.stories";
import * as view from "./Course/Course.stories";
import * as list from "./Courses/Courses.stories";
import * as create from "./CreateCourse/CreateCourse.stories";

// Every course story renders its screen over its own fake API, runs its interactions and calls
// nothing its routes lack.
storiesSuite(
  "course stories",
  [composeStories(awareness), composeStories(list), composeStories(create), composeStories(view)].flatMap((stories) =>
    Object.values(stories),
  ),
);
