import { type MouseEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFocusOnMount } from "../../../components/Form/useForm";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

/**
 * A link to another mode: a real `href` (so "open in new tab" works), switched in place on a
 * plain click.
 */
export function ModeLink({
  to,
  onSwitch,
  children,
}: {
  to: SignInMode;
  onSwitch: (mode: SignInMode) => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSwitch(to);
  };
  return (
    <a href={`?authType=${to}`} className={css.link} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Heading of a form or step. It takes focus when it replaced another form at the user's request,
 * so screen-reader users hear where they are and keyboard users continue from there.
 */
export function FormHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <h1 ref={ref} tabIndex={-1} className={css.title}>
      {children}
    </h1>
  );
}

/** The top of a form or step: its heading, and a line of description under it when given. */
export function FormHeader({ focus, title, children }: { focus: boolean; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={css.header}>
      <FormHeading focus={focus}>{title}</FormHeading>
      {children && <p className={css.muted}>{children}</p>}
    </div>
  );
}

/**
 * The line under a form that switches to another mode ("No account? Create one"). It comes after
 * the submit button in the tab order: keyboard users reach the fields first.
 */
export function FormFooter({ children }: { children: ReactNode }) {
  return <p className={css.footer}>{children}</p>;
}

/**
 * The wait after the API said yes and before the host has taken the new session over (it may
 * navigate): the submit button keeps spinning and a second submit is ignored meanwhile.
 */
export function useFinishing<Response>(onSignedIn: (response: Response) => Promise<void>) {
  const [finishing, setFinishing] = useState(false);
  const finish = async (response: Response) => {
    setFinishing(true);
    try {
      await onSignedIn(response);
    } finally {
      setFinishing(false);
    }
  };
  return { finishing, finish };
}

/** Below a second-factor step: switch to the other kind of second factor, or go back to login. */
export function SecondFactorLinks({
  switchLabel,
  onSwitch,
  onBack,
}: {
  switchLabel: string;
  onSwitch: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.links}>
      <button type="button" className={css.linkButton} onClick={onSwitch}>
        {switchLabel}
      </button>
      <button type="button" className={css.linkButton} onClick={onBack}>
        {t("auth.twoFactor.backToLogin")}
      </button>
    </div>
  );
}
