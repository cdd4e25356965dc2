import { useTranslation } from "react-i18next";
import { FormHeading, ModeLink } from "../SignIn/parts";
import type { SignInMode } from "../SignIn/types";
import * as css from "./CheckEmail.css";

/** Props of {@link CheckEmail}. */
export interface CheckEmailProps {
  /** The address the registration was sent for. */
  email: string;
  /** Move focus to the heading when shown (it replaced the form the user just sent). */
  focusHeading: boolean;
  /** Switches the sign-in screen to another mode (here: back to login). */
  onSwitch: (mode: SignInMode) => void;
}

/**
 * What registration shows once sent: "Check your email". The server answers the same whether or
 * not the address already had an account (and emails its owner instead), so this page says the
 * same in both cases and mentions signing in or resetting the password for those who already have one.
 */
export function CheckEmail({ email, focusHeading, onSwitch }: CheckEmailProps) {
  const { t } = useTranslation();
  return (
    <section className={css.root} aria-live="polite">
      <FormHeading focus={focusHeading}>{t("security.checkEmail.title")}</FormHeading>
      <p className={css.message}>{t("security.checkEmail.message", { email })}</p>
      <p className={css.hint}>{t("security.checkEmail.hint")}</p>
      <p>
        <ModeLink to="login" onSwitch={onSwitch}>
          {t("security.checkEmail.toLogin")}
        </ModeLink>
      </p>
    </section>
  );
}
