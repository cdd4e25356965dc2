import type { LoginResponse } from "@bulwark/client";
import { useCallback, useEffect, useState } from "react";
import { Brand } from "../../../components/Brand/Brand";
import { ToastProvider } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { LoginForm } from "./LoginForm";
import { MarketingPanel } from "./MarketingPanel";
import { RecoverForm } from "./RecoverForm";
import { RegisterForm } from "./RegisterForm";
import * as css from "./SignIn.css";
import type { SignedInInfo, SignInMode } from "./types";

export type { SignedInInfo, SignInMode } from "./types";

/** Props of {@link SignIn}. */
export interface SignInProps {
  /** Which form to show. Defaults to `login`. Changing it switches the form. */
  mode?: SignInMode;
  /**
   * Called when the user switches form from inside the screen (e.g. "Forgot password?"), so the
   * host can keep its URL in step (`?authType=...`). The screen switches either way.
   */
  onModeChange?: (mode: SignInMode) => void;
  /**
   * Called after the token is stored and the user is loaded (`session.signIn`), on login,
   * two-factor login and registration. The host then redirects (to `from`, or to the
   * new-recovery-key page when `recoveryKey` is set).
   */
  onSignedIn?: (info: SignedInInfo) => void;
  /** Invitation token: registration then joins the inviting organisation. */
  organizationToken?: string;
  /** Address of the privacy policy linked from the registration form. */
  privacyPolicyUrl?: string;
  /**
   * A success message shown above the login form: `passwordReset` after a password reset with
   * two-factor on ("Password successfully reset, please Sign in").
   */
  notice?: "passwordReset";
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The sign-in screen: login (with the two-factor code and recovery-key steps), registration and
 * password recovery, beside a marketing panel (with the brand) that is hidden when the screen is
 * narrow, where the brand stands above the form instead.
 * Switching links are real links (`?authType=register`) so they can open in a new tab, but a
 * plain click switches in place.
 */
export function SignIn({
  mode: requested = "login",
  onModeChange,
  onSignedIn,
  organizationToken,
  privacyPolicyUrl,
  notice,
  className,
}: SignInProps) {
  const session = useSession();
  const [mode, setMode] = useState<SignInMode>(requested);
  // Focus moves to the new form's heading only when the user switched, not on first display.
  const [switched, setSwitched] = useState(false);

  useEffect(() => setMode(requested), [requested]);

  const switchTo = useCallback(
    (next: SignInMode) => {
      setSwitched(true);
      setMode(next);
      onModeChange?.(next);
    },
    [onModeChange],
  );

  const finish = useCallback(
    async (response: LoginResponse) => {
      if (!response.token) return;
      await session.signIn(response.token);
      onSignedIn?.(response.recoveryKey ? { recoveryKey: response.recoveryKey } : {});
    },
    [session, onSignedIn],
  );

  return (
    <ToastProvider>
      <div className={[css.root, className].filter(Boolean).join(" ")}>
        {/* On a narrow screen the panel (and its brand) is hidden: the brand stands above the form. */}
        <div className={css.narrowBrand}>
          <Brand />
        </div>
        <div className={css.layout}>
          <MarketingPanel />
          <div className={css.panel}>
            {mode === "register" ? (
              <RegisterForm
                key="register"
                focusHeading={switched}
                organizationToken={organizationToken}
                privacyPolicyUrl={privacyPolicyUrl}
                onSwitch={switchTo}
                onSignedIn={finish}
              />
            ) : mode === "passwordRecover" ? (
              <RecoverForm key="recover" focusHeading={switched} onSwitch={switchTo} />
            ) : (
              <LoginForm key="login" focusHeading={switched} notice={notice} onSwitch={switchTo} onSignedIn={finish} />
            )}
          </div>
        </div>
      </div>
    </ToastProvider>
  );
}
