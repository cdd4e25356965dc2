import type { Schema } from "@bulwark/contract";
import { featureNotEnabled } from "./errors.js";

export type Feature = Schema<"Feature">;

/** The wording of the 403 for each feature, as the product names the area. */
const featureNames: Record<Feature, string> = {
  inventory: "Inventory",
  monitoring: "Monitoring",
  learning: "Learning",
  phishing: "Phishing",
  thirdParty: "Third party",
  waf: "WAF",
  leaks: "Data leaks",
  groupOrganization: "Group organization",
};

/** Every feature, in the contract's order (for figures that list each one). */
export const allFeatures = Object.keys(featureNames) as Feature[];

/**
 * Refuses with 403 `FeatureNotEnabled` ("Inventory is not enabled for this organization") unless
 * `feature` is among the organisation's `features`. The scope function calls it after `grantsIn`,
 * which has already answered 404 for an organisation that does not exist and read its features in
 * the same query, so this never tells a stranger which features one has.
 */
export function requireFeature(features: readonly Feature[], feature: Feature): void {
  if (!features.includes(feature)) {
    throw featureNotEnabled(`${featureNames[feature]} is not enabled for this organization`);
  }
}
