import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { confirmationFailure } from "../../../components/Form/failures";
import { useFocusOnMount, useForm } from "../../../components/Form/useForm";
import { validateCurrentPassword } from "../../../components/Form/validation";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { useApiMutation } from "../../../data/hooks";
import * as css from "./AccountSettings.css";

/** Props of {@link ConfirmPasswordForm}. */
export interface ConfirmPasswordFormProps {
  /** Heading of the step. */
  title: string;
  /** What confirming does. */
  description: string;
  /** Label of the confirm button. */
  submitLabel: string;
  /** Style of the confirm button; `danger` for turning protection off. */
  variant?: "primary" | "danger";
  /** Calls the API with the password; throws the error body on failure. */
  onConfirm: (password: string) => Promise<void>;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Level of the heading. Defaults to 3. */
  headingLevel?: 2 | 3;
}

/**
 * A step that asks for the account password before a sensitive change. A refused password
 * (403 `WrongCredential`) shows "Wrong credential". Focus starts in the password field, since the
 * step appears because the user asked for it.
 */
export function ConfirmPasswordForm({
  title,
  description,
  submitLabel,
  variant = "primary",
  onConfirm,
  onCancel,
  headingLevel = 3,
}: ConfirmPasswordFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const label = t("account.confirmPassword");
  const form = useForm({ password: "" }, (v) => ({ password: validateCurrentPassword(v.password, t, label) }));
  const inputRef = useFocusOnMount<HTMLInputElement>(true);
  const confirm = useApiMutation((_runtime, password: string) => onConfirm(password));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.status === "pending" || !form.check()) return;
    void confirm.mutate(form.values.password);
  };

  return (
    <form className={css.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <Heading id={titleId} className={css.subTitle}>
        {title}
      </Heading>
      <p className={css.text}>{description}</p>
      <PasswordField
        ref={(node) => {
          inputRef.current = node;
          form.field("password")(node);
        }}
        label={label}
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set("password", e.target.value)}
      />
      {confirm.status === "error" && <ErrorBanner message={confirmationFailure(confirm.error, t)} />}
      <ConfirmButtons
        submitLabel={submitLabel}
        variant={variant}
        busy={confirm.status === "pending"}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The confirm button of a confirmation step, and Cancel when it can be cancelled. */
export function ConfirmButtons({
  submitLabel,
  variant,
  busy,
  onCancel,
}: {
  submitLabel: string;
  variant: "primary" | "danger";
  busy: boolean;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.actions}>
      <Button type="submit" variant={variant} loading={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t("account.cancel")}
        </Button>
      )}
    </div>
  );
}
