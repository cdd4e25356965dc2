import { account } from "./en/account";
import { authStrings } from "./en/auth";
import { controls } from "./en/controls";
import { core } from "./en/core";
import { courses } from "./en/courses";
import { inventory } from "./en/inventory";
import { learning } from "./en/learning";
import { nanoLearning } from "./en/nanoLearning";
import { notifications } from "./en/notifications";
import { organizations } from "./en/organizations";
import { phishingContent } from "./en/phishingContent";
import { player } from "./en/player";
import { reportButton } from "./en/reportButton";
import { security } from "./en/security";
import { shell } from "./en/shell";
import { simulations } from "./en/simulations";
import { templates } from "./en/templates";
import { domainEvents, webhooks } from "./en/webhooks";

/**
 * English strings, the reference language: `sr` must have exactly these keys
 * (the type system and `i18n.test.ts` both check it).
 */
export const en = {
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
} as const;
