import { composeStories } from "@storybook/react-vite";
import { storiesSuite } from "../../../test/storiesSuite";
import * as webhooks from "./Webhooks.stories";

// Every webhooks story renders and plays (the delivery log, a delivery's details, the secret shown
// once, in Serbian and on a phone) against its own routes. Left out: "No organization", the shared
// notice of every organisation tab, which has no heading of its own for the suite to wait for.
storiesSuite(
  "webhooks stories",
  Object.values(composeStories(webhooks)).filter((Story) => !Story.id.endsWith("--no-organization")),
);
