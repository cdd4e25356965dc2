import type { Schema } from "@bulwark/client";
import { invalidate, useApiMutation } from "../../data/hooks";
import { domainKey } from "../../data/query";
import type { BulwarkRuntime } from "../../data/runtime";
import { useApiQuery, useRuntime, useSession } from "../../data/session";
import { unwrap } from "../../data/unwrap";

/** The most sessions the account page lists. */
export const SESSIONS_LIMIT = 100;

/**
 * Cache keys of the account screens, in the one shape `["account", tenantId, resource, params]`;
 * the account belongs to no organisation, so `tenantId` is null.
 */
export const accountKeys = {
  all: () => domainKey("account", null),
  sessions: () => domainKey("account", null, "sessions", { limit: SESSIONS_LIMIT }),
};

/** The signed-in user's sessions (devices), the current one included. */
export function useSessions() {
  return useApiQuery(accountKeys.sessions(), (rt) =>
    unwrap(rt.client.GET("/api/v1/users/auth/sessions", { params: { query: { limit: SESSIONS_LIMIT } } })),
  );
}

/** Ends sessions by id, then refreshes the list; answers the ids. */
export function useRevokeSessions() {
  return useApiMutation(async (rt, ids: readonly string[]) => {
    try {
      await Promise.all(
        ids.map((sessionId) =>
          unwrap(rt.client.DELETE("/api/v1/users/auth/sessions/{sessionId}", { params: { path: { sessionId } } })),
        ),
      );
    } finally {
      // Some may have ended even when one failed: show what is left either way.
      await invalidate(rt, accountKeys.sessions());
    }
    return ids;
  });
}

/** Saves the user's name. */
export function useUpdateProfile() {
  return useApiMutation((rt, body: Schema<"UpdateProfileRequest">) =>
    unwrap(rt.client.PUT("/api/v1/users/users/me", { body })),
  );
}

/** Changes the password; the answer holds the new session's tokens. */
export function useChangePassword(
  onError?: (error: unknown, body: { currentPassword: string; newPassword: string }) => void,
) {
  return useApiMutation(async (rt, body: { currentPassword: string; newPassword: string }) => {
    try {
      return await unwrap(rt.client.POST("/api/v1/users/auth/change-password", { body }));
    } catch (error) {
      // The form marks a refused (common or breached) password on its field.
      onError?.(error, body);
      throw error;
    }
  });
}

/** Turns two-factor on with the first code from the app. */
export function useEnableTwoFactor() {
  return useApiMutation((rt, token: string) =>
    unwrap(rt.client.POST("/api/v1/users/auth/two-factor/enable", { body: { token } })),
  );
}

/**
 * After two-factor changed (the API ends the other sessions): reload the user and the session
 * list.
 */
export function useAfterTwoFactorChange() {
  const { runtime } = useRuntime();
  const session = useSession();
  return async () => {
    await Promise.all([session.reload(), invalidate(runtime, accountKeys.sessions())]);
  };
}

/**
 * Requests run from a password confirmation (ConfirmPasswordForm reports their failure itself):
 * the two-factor secret, turning two-factor off, a new recovery key.
 */
export const accountRequests = {
  setUpTwoFactor: (rt: BulwarkRuntime, password: string) =>
    unwrap(rt.client.POST("/api/v1/users/auth/two-factor/setup", { body: { password } })),
  /** Turns two-factor off, proved by a current code or the recovery key (never the password alone). */
  disableTwoFactor: (rt: BulwarkRuntime, proof: Schema<"DisableTwoFactorRequest">) =>
    unwrap(rt.client.POST("/api/v1/users/auth/two-factor/disable", { body: proof })),
  newRecoveryKey: (rt: BulwarkRuntime, password: string) =>
    unwrap(rt.client.POST("/api/v1/users/auth/recovery-key", { body: { password } })),
};
