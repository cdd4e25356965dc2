import { createBulwarkRuntime } from "@bulwark/widgets";

/**
 * The one runtime of the app: one API client (so one session and one single-flight token
 * refresh), one query cache and one event channel, shared by every screen. The API serves the app
 * from its own origin (and Vite proxies /api in development), so the origin is the API address.
 */
export const runtime = createBulwarkRuntime({ apiUrl: window.location.origin, tokenStore: "local" });

/** Why the last sign-out happened: the user asked for it, or the session could not be refreshed. */
export type SignOutReason = "user" | "expired";

let expiring = false;
let lastReason: SignOutReason | undefined;

// The client emits `auth-expired` right before `signed-out` when the refresh token was refused;
// a sign-out the user asked for emits `signed-out` alone. The route guard reads the reason to
// choose between `/auth` and `/auth?from=<where the user was>`.
runtime.on("auth-expired", () => {
  expiring = true;
});
runtime.on("signed-out", () => {
  lastReason = expiring ? "expired" : "user";
  expiring = false;
});

/** The reason of the last sign-out in this page's life, if any. */
export function signOutReason(): SignOutReason | undefined {
  return lastReason;
}

/** Forgets the last sign-out (after signing in again). */
export function clearSignOutReason(): void {
  lastReason = undefined;
}
