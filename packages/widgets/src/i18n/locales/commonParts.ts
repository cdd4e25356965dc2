/**
 * The common strings of one language as every element loads them (`i18n/strings.ts`), from that
 * language's modules: the core words and controls, the page and list templates, the message of a `TwoFactorRequired` error, and the words of the parts every domain shares (components/ScreenParts,
 * FeatureNotEnabled) at their place in the tree, where a domain's own strings merge around them.
 */
export const commonStrings = <
  Core extends object,
  Controls extends object,
  Templates extends object,
  S extends { twoFactorRequiredError: string },
  O,
  F,
>(parts: {
  core: Core;
  controls: Controls;
  templates: Templates;
  securityCommon: S;
  organizationsCommon: O;
  featureNotEnabled: F;
}) => ({
  ...parts.core,
  ...parts.controls,
  ...parts.templates,
  security: { twoFactorRequired: { error: parts.securityCommon.twoFactorRequiredError } },
  organizations: { common: parts.organizationsCommon },
  shell: { featureNotEnabled: parts.featureNotEnabled },
});
