import type { Schema, User } from "@bulwark/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { useForm } from "../../../components/Form/useForm";
import { NAME_MAX, validateName } from "../../../components/Form/validation";
import { Select } from "../../../components/Select/Select";
import { TextField } from "../../../components/TextField/TextField";
import { useResendVerification } from "../../../data/hooks";
import { useSession } from "../../../data/session";
import { languageNames, languages } from "../../../i18n/languages";
import { useUpdateProfile } from "../queries";
import * as css from "./AccountSettings.css";

const languageOptions = languages.map((value) => ({ value, label: languageNames[value] }));

/** First and last name and the email language (PUT /users/users/me), the email and its verification. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const session = useSession();
  const form = useForm({ firstName: user.firstName, lastName: user.lastName, language: user.language }, (v) => ({
    firstName: validateName(v.firstName, t, t("auth.fields.firstName")),
    lastName: validateName(v.lastName, t, t("auth.fields.lastName")),
  }));
  const save = useUpdateProfile();
  const resend = useResendVerification();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (save.status === "pending" || !form.check()) return;
    const updated = await save.mutate({
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      language: form.values.language,
    });
    if (!updated) return;
    await session.reload();
    setSaved(true);
  };

  return (
    <Card title={t("account.profile.title")}>
      <form className={css.form} noValidate onSubmit={onSubmit}>
        <div>
          <span className={css.fieldLabel}>{t("account.profile.email")}</span>
          <div className={css.emailRow}>
            <span>{user.email}</span>
            <span className={user.isVerified ? css.badgeOn : css.badgeWarning}>
              {user.isVerified ? t("account.profile.verified") : t("account.profile.notVerified")}
            </span>
          </div>
        </div>
        {!user.isVerified && (
          <div className={css.actions}>
            <Button
              variant="secondary"
              loading={resend.status === "pending"}
              onClick={() => void resend.mutate(undefined)}
            >
              {t("account.profile.resend")}
            </Button>
            <span role="status" className={resend.status === "error" ? css.failure : css.success}>
              {resend.status === "success" && t("success.emailSent")}
              {resend.status === "error" && `${t("errors.generic")}: ${errorMessage(resend.error, t)}`}
            </span>
          </div>
        )}
        <div className={css.names}>
          <TextField
            ref={form.field("firstName")}
            label={t("auth.fields.firstName")}
            autoComplete="given-name"
            required
            maxLength={NAME_MAX + 20}
            value={form.values.firstName}
            error={form.errors.firstName}
            onChange={(e) => {
              setSaved(false);
              form.set("firstName", e.target.value);
            }}
          />
          <TextField
            ref={form.field("lastName")}
            label={t("auth.fields.lastName")}
            autoComplete="family-name"
            required
            maxLength={NAME_MAX + 20}
            value={form.values.lastName}
            error={form.errors.lastName}
            onChange={(e) => {
              setSaved(false);
              form.set("lastName", e.target.value);
            }}
          />
        </div>
        <Select
          label={t("account.profile.language")}
          hint={t("account.profile.languageHint")}
          options={languageOptions}
          value={form.values.language}
          onChange={(e) => {
            setSaved(false);
            form.set("language", e.target.value as Schema<"Language">);
          }}
        />
        {save.status === "error" && <ErrorBanner error={save.error} />}
        <div className={css.actions}>
          <Button type="submit" loading={save.status === "pending"}>
            {t("account.profile.save")}
          </Button>
          <span role="status" className={css.success}>
            {saved && t("account.profile.saved")}
          </span>
        </div>
      </form>
    </Card>
  );
}
