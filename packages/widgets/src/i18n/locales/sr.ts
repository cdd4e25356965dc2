import type { TokenShape } from "../../theme/tokens";
import type { en } from "./en";
import { account } from "./sr/account";
import { authStrings } from "./sr/auth";
import { controls } from "./sr/controls";
import { core } from "./sr/core";
import { inventory } from "./sr/inventory";
import { notifications } from "./sr/notifications";
import { organizations } from "./sr/organizations";
import { shell } from "./sr/shell";

/** Serbian (Latin script) strings. */
export const sr: TokenShape<typeof en> = {
  ...core,
  ...authStrings,
  account,
  ...controls,
  organizations,
  inventory,
  shell,
  notifications,
};
