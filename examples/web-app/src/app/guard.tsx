import { Spinner, useSession } from "@bulwark/widgets";
import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { useAppTranslation } from "../i18n";
import { centered, delayed } from "./app.css";
import { safeTarget } from "./preferences";
import { clearSignOutReason, signOutReason } from "./runtime";

/** Shown while the session is being read (stored token → current user). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useAppTranslation();
  return (
    <div className={`${centered} ${delayed}`}>
      <Spinner size="large" label={label ?? t("loading")} />
    </div>
  );
}

/**
 * Whether the session has been read once. Only the first read shows the loading page: a later
 * reload of the user (signing in on the page, a new organisation) keeps the page mounted, so
 * screens keep their state (a form's message, registration's short delay).
 */
function useSettled(status: string): boolean {
  const settled = useRef(false);
  if (status !== "loading") settled.current = true;
  return settled.current;
}

/** Where to sign in from `location`: `/auth?from=<path and query>`. */
export function signInPath(location: { pathname: string; search: string }): string {
  return `/auth?from=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * Routes that need a signed-in user. A signed-out visitor goes to sign-in with `from` carrying the
 * requested path and query, so signing in brings them back; after a sign-out the user asked for,
 * to plain `/auth` (coming back to the page they left is not what they want).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const settled = useSettled(session.status);
  useEffect(() => {
    if (session.status === "signedIn") clearSignOutReason();
  }, [session.status]);
  if (!settled) return <PageLoading />;
  if (session.status === "signedOut") {
    const to = signOutReason() === "user" ? "/auth" : signInPath(location);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/**
 * Guest-only routes (sign-in, registration, password recovery). A user who arrives already signed
 * in goes to `from` or the dashboard. Signing in on the page is left to the sign-in screen, which
 * knows where to go next (a recovery-key sign-in shows the new key, registration waits a moment).
 */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  const arrivedSignedIn = useRef<boolean | undefined>(undefined);
  const settled = useSettled(session.status);
  if (!settled) return <PageLoading />;
  arrivedSignedIn.current ??= session.status === "signedIn";
  if (arrivedSignedIn.current && session.status === "signedIn") {
    return <Navigate to={safeTarget(params.get("from"))} replace />;
  }
  return <Outlet />;
}
