import { type SignedInInfo, SignIn, type SignInMode } from "@bulwark/widgets";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeTarget } from "../app/preferences";
import { useAppTranslation } from "../i18n";
import * as css from "./Auth.css";

const modes: readonly SignInMode[] = ["login", "register", "passwordRecover"];

/** How long registration lingers on the page before going on (seeds: "after a short delay"). */
export const REGISTRATION_DELAY_MS = 1200;

/**
 * `/auth?authType=login|register|passwordRecover[&from=…][&organizationToken=…]`: sign-in,
 * registration and password recovery. The mode lives in the URL, so each can be linked to.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const authType = params.get("authType");
  const mode: SignInMode = modes.includes(authType as SignInMode) ? (authType as SignInMode) : "login";
  const from = params.get("from");
  const { t } = useAppTranslation();
  const [registered, setRegistered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onModeChange = useCallback(
    (next: SignInMode) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === "login") updated.delete("authType");
          else updated.set("authType", next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const onSignedIn = useCallback(
    (info: SignedInInfo) => {
      if (info.recoveryKey) {
        // The used key is gone and the new one is shown once: always show it, then go on to `from`.
        const query = from ? `?from=${encodeURIComponent(safeTarget(from))}` : "";
        void navigate(`/account-settings/new-recovery-key${query}`, {
          replace: true,
          state: { recoveryKey: info.recoveryKey },
        });
        return;
      }
      const target = safeTarget(from);
      if (mode === "register") {
        setRegistered(true);
        timer.current = setTimeout(() => void navigate(target, { replace: true }), REGISTRATION_DELAY_MS);
      } else {
        void navigate(target, { replace: true });
      }
    },
    [from, mode, navigate],
  );

  return (
    <>
      <p role="status" className={registered ? css.status : css.hidden}>
        {registered ? t("accountCreated") : ""}
      </p>
      <SignIn
        mode={mode}
        onModeChange={onModeChange}
        onSignedIn={onSignedIn}
        organizationToken={params.get("organizationToken") ?? undefined}
        notice={params.get("notice") === "passwordReset" ? "passwordReset" : undefined}
      />
    </>
  );
}
