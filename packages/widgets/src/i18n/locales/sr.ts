import type { Translation } from "../translation";
import type { en } from "./en";
import { account } from "./sr/account";
import { authStrings } from "./sr/auth";
import { controls } from "./sr/controls";
import { core } from "./sr/core";
import { courses } from "./sr/courses";
import { inventory } from "./sr/inventory";
import { learning } from "./sr/learning";
import { nanoLearning } from "./sr/nanoLearning";
import { notifications } from "./sr/notifications";
import { organizations } from "./sr/organizations";
import { phishingContent } from "./sr/phishingContent";
import { player } from "./sr/player";
import { reportButton } from "./sr/reportButton";
import { security } from "./sr/security";
import { shell } from "./sr/shell";
import { simulations } from "./sr/simulations";
import { templates } from "./sr/templates";
import { domainEvents, webhooks } from "./sr/webhooks";

/** Serbian (Latin script) strings. */
export const sr: Translation<typeof en> = {
  ...core,
  ...authStrings,
  account,
  ...controls,
  ...templates,
  organizations,
  inventory,
  shell,
  notifications,
  learning,
  nanoLearning,
  phishingContent,
  courses,
  simulations,
  player,
  reportButton,
  security,
  webhooks,
  domainEvents,
};
