import type { Session } from "./session";

/**
 * Whether the active organisation is known to lack `feature` (e.g. `inventory`). Embedded
 * (embed-token) sessions do not see the organisation's features: for them the API's 403
 * (`FeatureNotEnabled`) decides.
 */
export const lacksFeature = (session: Pick<Session, "tenant" | "features">, feature: string): boolean =>
  session.tenant !== undefined && !session.features.has(feature);
