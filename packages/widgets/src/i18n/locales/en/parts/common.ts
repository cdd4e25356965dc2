import { controls } from "../controls";
import { core } from "../core";
import { featureNotEnabled } from "../featureNotEnabled";
import { organizationsCommon } from "../organizationsCommon";
import { security } from "../security";
import { templates } from "../templates";

/**
 * The strings every element loads whatever its screen (`i18n/strings.ts`), in one module so they
 * come in one file: the core words and controls, the page and list templates, the password and
 * two-factor parts, and the words of the parts every domain shares (components/ScreenParts,
 * FeatureNotEnabled) at their place in the tree, where a domain's own strings merge around them.
 */
export const strings = {
  ...core,
  ...controls,
  ...templates,
  security,
  organizations: { common: organizationsCommon },
  shell: { featureNotEnabled },
};
