import type { Schema } from "@bulwark/client";
import { useApiQuery } from "../../data/session";
import { unwrap } from "../../data/unwrap";

/** The whole platform in figures (organisations, users, people, assets), for super-admins. */
export type PlatformFigures = Schema<"PlatformFigures">;

/** Cache key of the platform's figures: outside any organisation. */
export const platformKeys = {
  figures: () => ["platform", null, "figures"] as const,
};

/**
 * The platform's figures (`GET /api/v1/users/platform/figures`), for a super-admin who reads or
 * manages organisations; pass `enabled: false` for anyone else, and nothing is requested.
 */
export function usePlatformFigures(options: { enabled?: boolean } = {}) {
  return useApiQuery(platformKeys.figures(), (rt) => unwrap(rt.client.GET("/api/v1/users/platform/figures")), {
    enabled: options.enabled ?? true,
  });
}
