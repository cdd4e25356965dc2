import { composeStories } from "@storybook/react-vite";
import { storiesSuite } from "../../../test/storiesSuite";
import * as create from "./CreateSimulation/CreateSimulation.stories";
import * as view from "./Simulation/Simulation.stories";
import * as list from "./Simulations/Simulations.stories";

// Every simulation story renders, runs its interactions and calls only the routes it fakes.
storiesSuite(
  "phishing simulation stories",
  [composeStories(list), composeStories(create), composeStories(view)].flatMap((stories) => Object.values(stories)),
);
