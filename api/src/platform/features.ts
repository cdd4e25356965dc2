import type { Schema } from "@bulwark/contract";
import type { Db } from "./db/database.js";
import { reusable } from "./db/reusable.js";
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

const featuresOf = reusable(1, (db: Db, tenantId: string) =>
  db.selectFrom("tenants").select("features").where("id", "=", tenantId),
);

/** Whether the organisation has `feature` switched on; false for an unknown organisation. */
export async function hasFeature(db: Db, tenantId: string, feature: Feature): Promise<boolean> {
  const [row] = await featuresOf(db, tenantId);
  return row ? (JSON.parse(row.features) as Feature[]).includes(feature) : false;
}

/**
 * Refuses with 403 `FeatureNotEnabled` ("Inventory is not enabled for this organization") unless
 * the organisation has `feature`. The scope function calls it after `grantsIn`, which has already answered 404 for an
 * organisation that does not exist, so this never tells a stranger which features one has.
 */
export async function requireFeature(db: Db, tenantId: string, feature: Feature): Promise<void> {
  if (!(await hasFeature(db, tenantId, feature))) {
    throw featureNotEnabled(`${featureNames[feature]} is not enabled for this organization`);
  }
}
