import { commonStrings } from "../../commonParts";
import { controls } from "../controls";
import { core } from "../core";
import { featureNotEnabled } from "../featureNotEnabled";
import { organizationsCommon } from "../organizationsCommon";
import { securityCommon } from "../securityCommon";
import { templates } from "../templates";

/** What every element loads whatever its screen, in one file (see `commonStrings`). */
export const strings = commonStrings({
  core,
  controls,
  templates,
  securityCommon,
  organizationsCommon,
  featureNotEnabled,
});
