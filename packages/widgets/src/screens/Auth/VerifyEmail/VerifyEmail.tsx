import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/AuthCard/AuthCard";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useRuntime, useSession } from "../../../data/session";
import { verifyEmail } from "../queries";
import * as css from "./VerifyEmail.css";

/** Props of {@link VerifyEmail}. */
export interface VerifyEmailProps {
  /** The verification token from the link in the email (the `token` query value). */
  token: string;
  /**
   * Called once the address is verified, after the confirmation has been shown for
   * `verifiedDelayMs` or when the user presses Continue (the web app goes to the dashboard); also
   * on Continue when a signed-in user's address was already verified.
   */
  onVerified?: () => void;
  /** How long "Your email is verified." stays on screen before `onVerified`. Defaults to 1500 ms. */
  verifiedDelayMs?: number;
  /**
   * Called after a failure, once "Error happened" has been shown for `failedDelayMs` or when the
   * user follows the "Go to sign in" link (the web app goes to the sign-in page).
   */
  onFailed?: () => void;
  /** How long the failure stays on screen before `onFailed`. Defaults to 3000 ms. */
  failedDelayMs?: number;
  /** Where the "Go to sign in" link points. Defaults to `/auth`. */
  signInHref?: string;
  /** Extra class names on the root element. */
  className?: string;
}

type State = "verifying" | "verified" | "failed";

/**
 * Verifies the email address with the link's token as soon as it is shown ("Verifying..."), then
 * confirms it on screen before going on. The token is posted once per token, even under React's
 * development double effects, because a second post of a used token would fail. A used link
 * opened again by a signed-in user whose address is verified says "already verified", not that
 * the link is not valid.
 */
export function VerifyEmail({
  token,
  onVerified,
  onFailed,
  verifiedDelayMs = 1500,
  failedDelayMs = 3000,
  signInHref = "/auth",
  className,
}: VerifyEmailProps) {
  const { t } = useTranslation();
  const { runtime, navigate } = useRuntime();
  const session = useSession();
  const [state, setState] = useState<State>(token ? "verifying" : "failed");
  const [error, setError] = useState<unknown>(undefined);
  const posted = useRef<string | null>(null);
  const callbacks = useRef({ onVerified, onFailed, reload: session.reload, status: session.status });
  callbacks.current = { onVerified, onFailed, reload: session.reload, status: session.status };

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    setState("verifying");
    verifyEmail(runtime, token).then(
      async () => {
        // A signed-in user's banner and modal disappear once the user is reloaded.
        if (callbacks.current.status === "signedIn") await callbacks.current.reload().catch(() => undefined);
        setState("verified");
      },
      (reason: unknown) => {
        runtime.emit("error", toApiError(reason));
        setError(reason);
        setState("failed");
      },
    );
  }, [runtime, token]);

  // Opening a used link again once verified is not a failure: nothing to fix, nowhere to sign in.
  const alreadyVerified =
    state === "failed" && Boolean(token) && session.status === "signedIn" && session.user?.isVerified === true;
  const went = useRef(false);
  const goOn = useCallback(() => {
    if (went.current) return;
    went.current = true;
    if (callbacks.current.onVerified) callbacks.current.onVerified();
    else navigate("/");
  }, [navigate]);

  useEffect(() => {
    if (state !== "verified") return;
    const timer = setTimeout(goOn, verifiedDelayMs);
    return () => clearTimeout(timer);
  }, [state, verifiedDelayMs, goOn]);

  useEffect(() => {
    if (state !== "failed" || alreadyVerified || session.status === "loading") return;
    const timer = setTimeout(() => callbacks.current.onFailed?.(), failedDelayMs);
    return () => clearTimeout(timer);
  }, [state, failedDelayMs, alreadyVerified, session.status]);

  const toSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onFailed) onFailed();
    else navigate(signInHref);
  };

  return (
    <AuthCard title={t("auth.verifyEmail.title")} busy={state === "verifying"} className={className}>
      <div className={css.body}>
        {/* One live region for the whole process, so each change is announced. */}
        <p role="status" className={css.status}>
          {state === "verifying" && (
            <>
              <Spinner size="small" decorative />
              <span>{t("auth.verifyEmail.verifying")}</span>
            </>
          )}
          {state === "verified" && t("auth.verifyEmail.verified")}
          {alreadyVerified && t("auth.verifyEmail.alreadyVerified")}
        </p>
        {(state === "verified" || alreadyVerified) && <Button onClick={goOn}>{t("auth.verifyEmail.continue")}</Button>}
        {state === "failed" && !alreadyVerified && session.status !== "loading" && (
          <>
            <ErrorBanner
              className={css.banner}
              {...(token ? { error } : { message: t("auth.verifyEmail.missingToken") })}
            />
            <a href={signInHref} className={css.link} onClick={toSignIn}>
              {t("auth.verifyEmail.toLogin")}
            </a>
          </>
        )}
      </div>
    </AuthCard>
  );
}
