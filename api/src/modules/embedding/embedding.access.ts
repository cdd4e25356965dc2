import type { Requirement } from "../../platform/access/scope.js";
import { requirements as organizations } from "../organizations/organizations.access.js";

/** What each call on API keys and embed tokens needs. */
export const requirements = {
  /** Listing, creating and revoking API keys, and minting embed tokens as a user: managing the organisation. */
  manage: organizations.manage,
  /**
   * Minting an embed token with an API key: the key's creator must still hold ManageOrganization
   * in the key's organisation (an API key never acts with super-admin power).
   */
  mintWithApiKey: { permission: "ManageOrganization" },
} as const satisfies Record<string, Requirement>;
