import { composeStories } from "@storybook/react-vite";
import { storiesSuite } from "../../test/storiesSuite";
import * as create from "./CreateNanoCampaign/CreateNanoCampaign.stories";
import * as view from "./NanoCampaign/NanoCampaign.stories";
import * as list from "./NanoCampaigns/NanoCampaigns.stories";

// Every nano-learning story renders and calls only the routes it fakes.
storiesSuite(
  "nano-learning stories",
  [composeStories(list), composeStories(create), composeStories(view)].flatMap((stories) => Object.values(stories)),
);
