import type { LoginResponse, Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type FormEvent, useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { registrationFailure } from "../../../components/Form/failures";
import { isPasswordRefused, usePasswordRefusal } from "../../../components/Form/passwordRefusal";
import { useForm } from "../../../components/Form/useForm";
import { NAME_MAX, validateEmail, validateName, validatePassword } from "../../../components/Form/validation";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { PasswordStrength } from "../../../components/PasswordStrength/PasswordStrength";
import { TextField } from "../../../components/TextField/TextField";
import { isLanguage, type Language } from "../../../i18n/languages";
import { CheckEmail } from "../CheckEmail/CheckEmail";
import { useInvitationPreview, useRegister } from "../queries";
import { FormFooter, FormHeader, ModeLink, useFinishing } from "./parts";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

type InvitationPreview = Schema<"InvitationPreview">;

/** The registration payload (`RegisterRequest`). */
export interface RegisterBody {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  password: string;
  privacyPolicy: true;
  organizationToken?: string;
  rememberMe: boolean;
  /** The interface language at registration: Bulwark's emails to the new account use it. */
  language: Language;
}

/**
 * The body sent on registration: names trimmed, and `fullName` (first and last name joined by a
 * space) as the product sends it on the wire.
 */
export function registerBody(
  values: { firstName: string; lastName: string; email: string; password: string },
  language: Language,
  organizationToken?: string,
): RegisterBody {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: values.email.trim(),
    password: values.password,
    privacyPolicy: true,
    rememberMe: false,
    language,
    ...(organizationToken ? { organizationToken } : {}),
  };
}

/** The line under the title of a registration from an invitation link. */
function invitationLine(invitation: InvitationPreview | undefined, t: TFunction): string {
  if (invitation && !invitation.valid) return t("auth.register.invitationInvalid");
  if (invitation?.invitedBy && invitation.email) {
    return t("auth.register.invitedBy", { name: invitation.invitedBy, email: invitation.email });
  }
  return t("auth.register.invitation");
}

export interface RegisterFormProps {
  focusHeading: boolean;
  organizationToken: string | undefined;
  privacyPolicyUrl: string | undefined;
  onSwitch: (mode: SignInMode) => void;
  onSignedIn: (response: LoginResponse) => Promise<void>;
}

/**
 * First and last name, email, password (with a strength meter) and the privacy policy. Sent, it
 * becomes "Check your email": the server answers so whether or not the address had an account.
 * From an invitation the server signs the user in instead, and `onSignedIn` is called.
 */
export function RegisterForm({
  focusHeading,
  organizationToken,
  privacyPolicyUrl,
  onSwitch,
  onSignedIn,
}: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm({ firstName: "", lastName: "", email: "", password: "", privacyPolicy: false }, (v) => ({
    firstName: validateName(v.firstName, t, t("auth.fields.firstName")),
    lastName: validateName(v.lastName, t, t("auth.fields.lastName")),
    email: validateEmail(v.email, t),
    password: validatePassword(v.password, t),
    privacyPolicy: v.privacyPolicy ? undefined : t("auth.validation.privacyPolicy"),
  }));
  const refusal = usePasswordRefusal("body.password");
  const register = useRegister((error, body) => refusal.note(error, body.password));
  const { finishing, finish } = useFinishing(onSignedIn);
  const [sentTo, setSentTo] = useState<string>();
  const busy = register.status === "pending" || finishing;
  const passwordRefused = refusal.message(form.values.password);
  const invitation = useInvitationPreview(organizationToken).data;
  const invitedEmail = invitation?.valid ? invitation.email : undefined;
  // The invited address, once known, unless the user has typed one meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the invitation arrives.
  useEffect(() => {
    if (invitedEmail && form.values.email === "") form.set("email", invitedEmail);
  }, [invitedEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.check()) return;
    const body = registerBody(form.values, isLanguage(i18n.language) ? i18n.language : "en", organizationToken);
    const response = await register.mutate(body);
    if (!response) return;
    if (response.token) await finish({ isTwoFactorAuthEnabled: false, token: response.token });
    else setSentTo(body.email);
  };

  if (sentTo !== undefined) return <CheckEmail email={sentTo} focusHeading onSwitch={onSwitch} />;

  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      <FormHeader
        focus={focusHeading}
        title={
          invitation?.valid && invitation.tenantName
            ? t("auth.register.joinTitle", { organization: invitation.tenantName })
            : t("auth.register.title")
        }
      />
      {organizationToken && <p className={css.notice}>{invitationLine(invitation, t)}</p>}
      <div className={css.names}>
        <TextField
          ref={form.field("firstName")}
          label={t("auth.fields.firstName")}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX + 20}
          value={form.values.firstName}
          error={form.errors.firstName}
          onChange={(e) => form.set("firstName", e.target.value)}
        />
        <TextField
          ref={form.field("lastName")}
          label={t("auth.fields.lastName")}
          autoComplete="family-name"
          required
          maxLength={NAME_MAX + 20}
          value={form.values.lastName}
          error={form.errors.lastName}
          onChange={(e) => form.set("lastName", e.target.value)}
        />
      </div>
      <TextField
        ref={form.field("email")}
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set("email", e.target.value)}
      />
      <PasswordField
        ref={form.field("password")}
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        required
        value={form.values.password}
        error={form.errors.password ?? passwordRefused}
        onChange={(e) => form.set("password", e.target.value)}
      />
      <PasswordStrength
        password={form.values.password}
        userInputs={[form.values.email, form.values.firstName, form.values.lastName]}
      />
      <Checkbox
        ref={form.field("privacyPolicy")}
        label={
          <Trans
            i18nKey="auth.register.privacyPolicy"
            components={{
              policy: privacyPolicyUrl ? (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated text inside.
                <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className={css.link} />
              ) : (
                <span />
              ),
            }}
          />
        }
        required
        checked={form.values.privacyPolicy}
        error={form.errors.privacyPolicy}
        onChange={(e) => form.set("privacyPolicy", e.target.checked)}
      />
      {register.status === "error" && !isPasswordRefused(register.error, "body.password") && (
        <ErrorBanner message={registrationFailure(register.error, t)} />
      )}
      <Button type="submit" className={css.submit} loading={busy}>
        {t("auth.register.submit")}
      </Button>
      {/* After the form, so the first Tab goes to the first field. */}
      <FormFooter>
        {t("auth.register.haveAccount")}{" "}
        <ModeLink to="login" onSwitch={onSwitch}>
          {t("auth.register.loginLink")}
        </ModeLink>
      </FormFooter>
    </form>
  );
}
