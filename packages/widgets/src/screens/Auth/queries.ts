import { useApiMutation } from "../../data/hooks";
import type { BulwarkRuntime } from "../../data/runtime";
import { useApiQuery } from "../../data/session";
import { unwrap } from "../../data/unwrap";
import type { RegisterBody } from "./SignIn/RegisterForm";

// The sign-in screens mostly write; the one read is the public preview of an invitation link.
// Each failure of a write is also reported to the host as the runtime's `error` event.

/** Keys of the sign-in screens' reads. */
export const authKeys = {
  invitationPreview: (token: string | undefined) => ["auth", null, "invitation-preview", token ?? null] as const,
};

/**
 * What an invitation link is for (public: the organisation, the invited address and who invited),
 * read while registering from it. Not reported when it fails: the form then keeps its plain title.
 */
export function useInvitationPreview(token: string | undefined) {
  return useApiQuery(
    authKeys.invitationPreview(token),
    (rt) =>
      unwrap(rt.client.GET("/api/v1/users/tenants/invitations/preview", { params: { query: { token: token ?? "" } } })),
    { enabled: Boolean(token) },
  );
}

/** Signs in with email and password; the answer holds the tokens or a two-factor challenge. */
export function useLogin() {
  return useApiMutation((rt, body: { email: string; password: string; rememberMe: boolean }) =>
    unwrap(rt.client.POST("/api/v1/users/auth/login", { body })),
  );
}

/** Answers a two-factor challenge with the six-digit code. */
export function useTwoFactorLogin(challengeToken: string) {
  return useApiMutation((rt, token: string) =>
    unwrap(rt.client.POST("/api/v1/users/auth/login/two-factor", { body: { challengeToken, token } })),
  );
}

/** Answers a two-factor challenge with the recovery key. */
export function useRecoveryKeyLogin(challengeToken: string) {
  return useApiMutation((rt, recoveryKey: string) =>
    unwrap(
      rt.client.POST("/api/v1/users/auth/login/two-factor-recovery-key", { body: { challengeToken, recoveryKey } }),
    ),
  );
}

/** Registers (and, with an invitation token, joins the inviting organisation). */
export function useRegister(onError?: (error: unknown, body: RegisterBody) => void) {
  return useApiMutation(async (rt, body: RegisterBody) => {
    try {
      return await unwrap(rt.client.POST("/api/v1/users/auth/register", { body }));
    } catch (error) {
      // The form marks a refused (common or breached) password on its field.
      onError?.(error, body);
      throw error;
    }
  });
}

/** Emails a password-reset link. */
export function useRequestPasswordReset() {
  return useApiMutation((rt, email: string) =>
    unwrap(rt.client.POST("/api/v1/users/auth/reset-password/request", { body: { email } })),
  );
}

/** Saves a new password from a reset link's token. */
export function useResetPassword(token: string, onError?: (error: unknown, password: string) => void) {
  return useApiMutation(async (rt, password: string) => {
    try {
      return await unwrap(rt.client.POST("/api/v1/users/auth/reset-password/save", { body: { token, password } }));
    } catch (error) {
      // The form marks a refused (common or breached) password on its field.
      onError?.(error, password);
      throw error;
    }
  });
}

/** Verifies an email address from the emailed link's token (the screen runs it once, on mount). */
export function verifyEmail(rt: BulwarkRuntime, token: string) {
  return unwrap(rt.client.POST("/api/v1/users/auth/verify-email", { body: { token } }));
}
