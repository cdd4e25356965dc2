import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { confirmationFailure } from "../../../components/Form/failures";
import { isPasswordRefused, usePasswordRefusal } from "../../../components/Form/passwordRefusal";
import { useForm } from "../../../components/Form/useForm";
import { validateCurrentPassword, validatePassword } from "../../../components/Form/validation";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { PasswordStrength } from "../../../components/PasswordStrength/PasswordStrength";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { useChangePassword } from "../queries";
import * as css from "./AccountSettings.css";

/**
 * Current and new password (POST /auth/change-password). The server ends every other session and
 * answers a fresh token pair for this one, which is stored through `session.signIn`.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const session = useSession();
  const form = useForm({ currentPassword: "", newPassword: "" }, (v) => ({
    currentPassword: validateCurrentPassword(v.currentPassword, t, t("account.password.current")),
    newPassword: validatePassword(v.newPassword, t, t("account.password.new")),
  }));
  const refusal = usePasswordRefusal("body.newPassword");
  const change = useChangePassword((error, body) => refusal.note(error, body.newPassword));
  const [done, setDone] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const busy = change.status === "pending" || finishing;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (busy || !form.check()) return;
    const token = await change.mutate(form.values);
    if (!token) return;
    setFinishing(true);
    try {
      await session.signIn(token);
      // signIn clears the cache and reloads only the user: refetch what is on screen (the
      // session list, the permissions) with the new token.
      await invalidate(runtime, []);
    } finally {
      setFinishing(false);
    }
    form.reset({ currentPassword: "", newPassword: "" });
    setDone(true);
  };

  return (
    <Card title={t("account.password.title")} description={t("account.password.description")}>
      <form className={css.form} noValidate onSubmit={onSubmit}>
        <PasswordField
          ref={form.field("currentPassword")}
          label={t("account.password.current")}
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          error={form.errors.currentPassword}
          onChange={(e) => form.set("currentPassword", e.target.value)}
        />
        <PasswordField
          ref={form.field("newPassword")}
          label={t("account.password.new")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          required
          value={form.values.newPassword}
          error={form.errors.newPassword ?? refusal.message(form.values.newPassword)}
          onChange={(e) => form.set("newPassword", e.target.value)}
        />
        <PasswordStrength
          password={form.values.newPassword}
          userInputs={session.user ? [session.user.email, session.user.firstName, session.user.lastName] : []}
        />
        {change.status === "error" && !isPasswordRefused(change.error, "body.newPassword") && (
          <ErrorBanner message={confirmationFailure(change.error, t)} />
        )}
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            {t("account.password.submit")}
          </Button>
          <span role="status" className={css.success}>
            {done && t("account.password.changed")}
          </span>
        </div>
      </form>
    </Card>
  );
}
