import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeInput } from "../../../components/CodeInput/CodeInput";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { confirmationFailure } from "../../../components/Form/failures";
import { RecoveryKeyField } from "../../../components/Form/RecoveryKeyField";
import { useFocusOnMount, useForm } from "../../../components/Form/useForm";
import { normalizeRecoveryKey, validateCode, validateRecoveryKey } from "../../../components/Form/validation";
import { useApiMutation } from "../../../data/hooks";
import { ConfirmButtons, type ConfirmPasswordFormProps } from "../AccountSettings/ConfirmPasswordForm";
import * as css from "./ConfirmSecondFactor.css";

/** What confirms: a current code from the app, or the recovery key. */
export type SecondFactorProof = { token: string } | { recoveryKey: string };

/** Props of {@link ConfirmSecondFactor}: those of the password step, confirmed by the second factor instead. */
export interface ConfirmSecondFactorProps extends Omit<ConfirmPasswordFormProps, "onConfirm" | "headingLevel"> {
  /** Calls the API with the proof; throws the error body on failure. */
  onConfirm: (proof: SecondFactorProof) => Promise<void>;
}

/**
 * A step that asks for the second factor itself before a change that weakens it (turning
 * two-factor off): a current six-digit code, or, for someone who lost the phone, the recovery
 * key. A refused one (403 `WrongCredential`) shows "Wrong credential". Focus starts in the field.
 */
export function ConfirmSecondFactor({
  title,
  description,
  submitLabel,
  variant = "primary",
  onConfirm,
  onCancel,
}: ConfirmSecondFactorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [method, setMethod] = useState<"code" | "recoveryKey">("code");
  const form = useForm({ code: "", recoveryKey: "" }, (v) =>
    method === "code" ? { code: validateCode(v.code, t) } : { recoveryKey: validateRecoveryKey(v.recoveryKey, t) },
  );
  const inputRef = useFocusOnMount<HTMLInputElement>(true);
  const confirm = useApiMutation((_runtime, proof: SecondFactorProof) => onConfirm(proof));
  const busy = confirm.status === "pending";

  const send = (proof: SecondFactorProof) => {
    if (!busy) void confirm.mutate(proof);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.check()) return;
    send(
      method === "code" ? { token: form.values.code } : { recoveryKey: normalizeRecoveryKey(form.values.recoveryKey) },
    );
  };

  const switchMethod = () => {
    setMethod((current) => (current === "code" ? "recoveryKey" : "code"));
    form.reset({ code: "", recoveryKey: "" });
    confirm.reset();
    // The other field mounts in place of this one; give it the focus.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const ref = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    form.field(method)(node);
  };

  return (
    <form className={css.root} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <h3 id={titleId} className={css.title}>
        {title}
      </h3>
      <p className={css.text}>{description}</p>
      <p className={css.text}>
        {method === "code"
          ? t("security.disableTwoFactor.codeDescription")
          : t("security.disableTwoFactor.recoveryKeyDescription")}
      </p>
      {method === "code" ? (
        <CodeInput
          key="code"
          ref={ref}
          label={t("auth.fields.code")}
          required
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.set("code", code)}
          onComplete={(code) => send({ token: code })}
        />
      ) : (
        <RecoveryKeyField
          key="recoveryKey"
          ref={ref}
          value={form.values.recoveryKey}
          error={form.errors.recoveryKey}
          onChange={(e) => form.set("recoveryKey", e.target.value)}
        />
      )}
      <button type="button" className={css.switchLink} onClick={switchMethod}>
        {method === "code" ? t("security.disableTwoFactor.useRecoveryKey") : t("security.disableTwoFactor.useCode")}
      </button>
      {confirm.status === "error" && <ErrorBanner message={confirmationFailure(confirm.error, t)} />}
      <ConfirmButtons submitLabel={submitLabel} variant={variant} busy={busy} onCancel={onCancel} />
    </form>
  );
}
