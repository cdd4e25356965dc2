import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/AuthCard/AuthCard";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { isPasswordRefused, usePasswordRefusal } from "../../../components/Form/passwordRefusal";
import { useForm } from "../../../components/Form/useForm";
import { validatePassword } from "../../../components/Form/validation";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { PasswordStrength } from "../../../components/PasswordStrength/PasswordStrength";
import { useSession } from "../../../data/session";
import { useResetPassword } from "../queries";
import * as css from "./ResetPassword.css";

/** What {@link ResetPasswordProps.onDone} learns. */
export interface ResetPasswordResult {
  /**
   * True when the account has two-factor on: the user was not signed in and must sign in again
   * (the web app shows "Password successfully reset, please Sign in" on the sign-in page).
   * False when the user is now signed in (the web app goes to the dashboard).
   */
  twoFactor: boolean;
}

/** Props of {@link ResetPassword}. */
export interface ResetPasswordProps {
  /** The reset token from the link in the email (the `token` query value). */
  token: string;
  /** Called after the password is saved. */
  onDone?: (result: ResetPasswordResult) => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Sets a new password with the token of a reset email. Saving ends every session of the account;
 * without two-factor the user is signed in with the answer's token.
 */
export function ResetPassword({ token, onDone, className }: ResetPasswordProps) {
  const { t } = useTranslation();
  const session = useSession();
  const form = useForm({ password: "" }, (v) => ({
    password: validatePassword(v.password, t, t("auth.fields.newPassword")),
  }));
  // A refused (common) password leaves the link usable: the field says so and the user retries.
  const refusal = usePasswordRefusal("body.password");
  const save = useResetPassword(token, (error, password) => refusal.note(error, password));
  const [finishing, setFinishing] = useState(false);
  const busy = save.status === "pending" || finishing;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token || !form.check()) return;
    const response = await save.mutate(form.values.password);
    if (!response) return;
    if (!response.token) {
      onDone?.({ twoFactor: true });
      return;
    }
    setFinishing(true);
    try {
      await session.signIn(response.token);
      onDone?.({ twoFactor: false });
    } finally {
      setFinishing(false);
    }
  };

  return (
    <AuthCard
      title={t("auth.resetPassword.title")}
      description={t("auth.resetPassword.description")}
      className={className}
    >
      <form className={css.form} noValidate onSubmit={onSubmit} aria-label={t("auth.resetPassword.title")}>
        {!token && <ErrorBanner message={t("auth.resetPassword.missingToken")} />}
        <PasswordField
          ref={form.field("password")}
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          required
          disabled={!token}
          value={form.values.password}
          error={form.errors.password ?? refusal.message(form.values.password)}
          onChange={(e) => form.set("password", e.target.value)}
        />
        <PasswordStrength password={form.values.password} />
        {save.status === "error" && !isPasswordRefused(save.error, "body.password") && (
          <ErrorBanner error={save.error} />
        )}
        <Button type="submit" className={css.submit} loading={busy} disabled={!token}>
          {t("auth.resetPassword.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
