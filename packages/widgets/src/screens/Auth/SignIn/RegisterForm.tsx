import type { LoginResponse, Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type FormEvent, useEffect } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { TextField } from "../../../components/TextField/TextField";
import { useApiQuery } from "../../../data/session";
import { unwrap } from "../../../data/unwrap";
import { registrationFailure } from "../failures";
import { useApiMutation, useForm } from "../useForm";
import { NAME_MAX, validateEmail, validateName, validatePassword } from "../validation";
import { FormFooter, FormHeader, ModeLink, useFinishing } from "./parts";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

/** The registration payload (`RegisterRequest`). */
type InvitationPreview = Schema<"InvitationPreview">;

export interface RegisterBody {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  password: string;
  privacyPolicy: true;
  organizationToken?: string;
  rememberMe: boolean;
}

/**
 * The body sent on registration: names trimmed, and `fullName` (first and last name joined by a
 * space) as the product sends it on the wire.
 */
export function registerBody(
  values: { firstName: string; lastName: string; email: string; password: string },
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
    ...(organizationToken ? { organizationToken } : {}),
  };
}

/**
 * What the invitation link is for (public: the organisation, the invited address and who
 * invited), or undefined without a token, while loading, or when it cannot be read. Shares its
 * cache key with the accept-invitation page.
 */
function useInvitationPreview(token: string | undefined): InvitationPreview | undefined {
  const preview = useApiQuery(
    ["invitation-preview", token],
    (rt) =>
      unwrap(rt.client.GET("/api/v1/users/tenants/invitations/preview", { params: { query: { token: token ?? "" } } })),
    { enabled: Boolean(token) },
  );
  return preview.data;
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

/** First and last name, email, password and the privacy policy. */
export function RegisterForm({
  focusHeading,
  organizationToken,
  privacyPolicyUrl,
  onSwitch,
  onSignedIn,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm({ firstName: "", lastName: "", email: "", password: "", privacyPolicy: false }, (v) => ({
    firstName: validateName(v.firstName, t, t("auth.fields.firstName")),
    lastName: validateName(v.lastName, t, t("auth.fields.lastName")),
    email: validateEmail(v.email, t),
    password: validatePassword(v.password, t),
    privacyPolicy: v.privacyPolicy ? undefined : t("auth.validation.privacyPolicy"),
  }));
  const register = useApiMutation((runtime, body: RegisterBody) =>
    unwrap(runtime.client.POST("/api/v1/users/auth/register", { body })),
  );
  const { finishing, finish } = useFinishing(onSignedIn);
  const busy = register.status === "pending" || finishing;
  const invitation = useInvitationPreview(organizationToken);
  const invitedEmail = invitation?.valid ? invitation.email : undefined;
  // The invited address, once known, unless the user has typed one meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the invitation arrives.
  useEffect(() => {
    if (invitedEmail && form.values.email === "") form.set("email", invitedEmail);
  }, [invitedEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.check()) return;
    const response = await register.mutate(registerBody(form.values, organizationToken));
    if (!response) return;
    await finish(response);
  };

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
        error={form.errors.password}
        onChange={(e) => form.set("password", e.target.value)}
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
      {register.status === "error" && <ErrorBanner message={registrationFailure(register.error, t)} />}
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
