import type { LoginResponse } from "@bulwark/client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { CodeInput } from "../../../components/CodeInput/CodeInput";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { credentialFailure } from "../../../components/Form/failures";
import { RecoveryKeyField } from "../../../components/Form/RecoveryKeyField";
import { useForm } from "../../../components/Form/useForm";
import {
  normalizeRecoveryKey,
  validateCode,
  validateEmail,
  validatePassword,
  validateRecoveryKey,
} from "../../../components/Form/validation";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { TextField } from "../../../components/TextField/TextField";
import { useLogin, useRecoveryKeyLogin, useTwoFactorLogin } from "../queries";
import { FormFooter, FormHeader, ModeLink, SecondFactorLinks, useFinishing } from "./parts";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

type Step =
  | { name: "credentials" }
  | { name: "code"; challengeToken: string }
  | { name: "recovery"; challengeToken: string };

export interface LoginFormProps {
  focusHeading: boolean;
  notice: "passwordReset" | undefined;
  onSwitch: (mode: SignInMode) => void;
  onSignedIn: (response: LoginResponse) => Promise<void>;
}

/** Email and password, then (with two-factor on) the code or the recovery key. */
export function LoginForm({ focusHeading, notice, onSwitch, onSignedIn }: LoginFormProps) {
  const [step, setStep] = useState<Step>({ name: "credentials" });
  // After the first step change, each step's heading takes focus as it appears; except after Enter
  // on the password, when the code field does: the user is typing and goes on typing.
  const [moved, setMoved] = useState(focusHeading);
  const [toField, setToField] = useState(false);
  const go = (next: Step, focusField = false) => {
    setMoved(true);
    setToField(focusField);
    setStep(next);
  };

  if (step.name === "code") {
    return (
      <CodeStep
        key="code"
        focusHeading={moved && !toField}
        focusField={toField}
        challengeToken={step.challengeToken}
        onRecovery={() => go({ name: "recovery", challengeToken: step.challengeToken })}
        onBack={() => go({ name: "credentials" })}
        onSignedIn={onSignedIn}
      />
    );
  }
  if (step.name === "recovery") {
    return (
      <RecoveryStep
        key="recovery"
        focusHeading={moved}
        challengeToken={step.challengeToken}
        onCode={() => go({ name: "code", challengeToken: step.challengeToken })}
        onBack={() => go({ name: "credentials" })}
        onSignedIn={onSignedIn}
      />
    );
  }
  return (
    <CredentialsStep
      key="credentials"
      focusHeading={moved}
      notice={notice}
      onSwitch={onSwitch}
      onChallenge={(challengeToken) => go({ name: "code", challengeToken }, true)}
      onSignedIn={onSignedIn}
    />
  );
}

function CredentialsStep({
  focusHeading,
  notice,
  onSwitch,
  onChallenge,
  onSignedIn,
}: {
  focusHeading: boolean;
  notice: "passwordReset" | undefined;
  onSwitch: (mode: SignInMode) => void;
  onChallenge: (challengeToken: string) => void;
  onSignedIn: (response: LoginResponse) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm({ email: "", password: "", rememberMe: false }, (v) => ({
    email: validateEmail(v.email, t),
    password: validatePassword(v.password, t),
  }));
  const login = useLogin();
  const { finishing, finish } = useFinishing(onSignedIn);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.status === "pending" || finishing || !form.check()) return;
    const { email, password, rememberMe } = form.values;
    const response = await login.mutate({ email: email.trim(), password, rememberMe });
    if (!response) return;
    if (response.isTwoFactorAuthEnabled && response.challengeToken && !response.token) {
      onChallenge(response.challengeToken);
      return;
    }
    await finish(response);
  };

  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      <FormHeader focus={focusHeading} title={t("auth.login.title")} />
      {notice === "passwordReset" && (
        <p role="status" className={css.notice}>
          {t("success.passwordReset")}
        </p>
      )}
      <TextField
        ref={form.field("email")}
        label={t("auth.fields.email")}
        type="email"
        autoComplete="username"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set("email", e.target.value)}
      />
      <PasswordField
        ref={form.field("password")}
        label={t("auth.fields.password")}
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set("password", e.target.value)}
      />
      <div className={css.row}>
        <Checkbox
          label={t("auth.login.rememberMe")}
          checked={form.values.rememberMe}
          onChange={(e) => form.set("rememberMe", e.target.checked)}
        />
        <ModeLink to="passwordRecover" onSwitch={onSwitch}>
          {t("auth.login.forgotPassword")}
        </ModeLink>
      </div>
      {login.status === "error" && <ErrorBanner message={credentialFailure(login.error, t)} />}
      <Button type="submit" className={css.submit} loading={login.status === "pending" || finishing}>
        {t("auth.login.submit")}
      </Button>
      {/* After the form, so the first Tab goes to Email (people come here to sign in). */}
      <FormFooter>
        {t("auth.login.noAccount")}{" "}
        <ModeLink to="register" onSwitch={onSwitch}>
          {t("auth.login.registerLink")}
        </ModeLink>
      </FormFooter>
    </form>
  );
}

function CodeStep({
  focusHeading,
  focusField,
  challengeToken,
  onRecovery,
  onBack,
  onSignedIn,
}: {
  focusHeading: boolean;
  focusField: boolean;
  challengeToken: string;
  onRecovery: () => void;
  onBack: () => void;
  onSignedIn: (response: LoginResponse) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm({ code: "" }, (v) => ({ code: validateCode(v.code, t) }));
  const inputRef = useRef<HTMLInputElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount.
  useEffect(() => {
    if (focusField) inputRef.current?.focus();
  }, []);
  const verify = useTwoFactorLogin(challengeToken);
  const { finishing, finish } = useFinishing(onSignedIn);
  const busy = verify.status === "pending" || finishing;

  const submit = async (code: string) => {
    if (busy) return;
    const response = await verify.mutate(code);
    if (!response) {
      // A wrong code is retyped from scratch.
      form.reset({ code: "" });
      inputRef.current?.focus();
      return;
    }
    await finish(response);
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) void submit(form.values.code);
      }}
    >
      <FormHeader focus={focusHeading} title={t("auth.twoFactor.title")}>
        {t("auth.twoFactor.description")}
      </FormHeader>
      <CodeInput
        ref={(node) => {
          inputRef.current = node;
          form.field("code")(node);
        }}
        label={t("auth.fields.code")}
        required
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.set("code", code)}
        onComplete={(code) => void submit(code)}
      />
      {verify.status === "error" && <ErrorBanner message={credentialFailure(verify.error, t, "code")} />}
      <Button type="submit" className={css.submit} loading={busy}>
        {t("auth.twoFactor.submit")}
      </Button>
      <SecondFactorLinks switchLabel={t("auth.twoFactor.useRecoveryKey")} onSwitch={onRecovery} onBack={onBack} />
    </form>
  );
}

function RecoveryStep({
  focusHeading,
  challengeToken,
  onCode,
  onBack,
  onSignedIn,
}: {
  focusHeading: boolean;
  challengeToken: string;
  onCode: () => void;
  onBack: () => void;
  onSignedIn: (response: LoginResponse) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm({ recoveryKey: "" }, (v) => ({ recoveryKey: validateRecoveryKey(v.recoveryKey, t) }));
  const recover = useRecoveryKeyLogin(challengeToken);
  const { finishing, finish } = useFinishing(onSignedIn);
  const busy = recover.status === "pending" || finishing;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.check()) return;
    const response = await recover.mutate(normalizeRecoveryKey(form.values.recoveryKey));
    if (!response) return;
    await finish(response);
  };

  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      <FormHeader focus={focusHeading} title={t("auth.recoveryKey.title")}>
        {t("auth.recoveryKey.description")}
      </FormHeader>
      <RecoveryKeyField
        ref={form.field("recoveryKey")}
        value={form.values.recoveryKey}
        error={form.errors.recoveryKey}
        onChange={(e) => form.set("recoveryKey", e.target.value)}
      />
      {recover.status === "error" && <ErrorBanner message={credentialFailure(recover.error, t, "recoveryKey")} />}
      <Button type="submit" className={css.submit} loading={busy}>
        {t("auth.recoveryKey.submit")}
      </Button>
      <SecondFactorLinks switchLabel={t("auth.recoveryKey.useCode")} onSwitch={onCode} onBack={onBack} />
    </form>
  );
}
