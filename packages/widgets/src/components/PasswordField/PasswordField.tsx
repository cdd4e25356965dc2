import { type InputHTMLAttributes, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../Field/Field";
import * as field from "../Field/Field.css";
import * as css from "./PasswordField.css";

/** Props of {@link PasswordField}: those of `<input>` (except `type`), plus the following. */
export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children" | "type"> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Validation message. When set, the input is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Help text under the input, e.g. the password rule. */
  hint?: string;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled password input with a button that shows or hides what was typed. The button is a
 * toggle (`aria-pressed`) named "Show password", and is not a submit button. `autoComplete`
 * defaults to `current-password`; pass `new-password` on registration and password changes so
 * password managers offer to generate one.
 */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  required,
  ref,
  autoComplete = "current-password",
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={error}
      id={id}
      describedBy={rest["aria-describedby"]}
      className={className}
    >
      {(control) => (
        <div className={css.control}>
          <input
            {...rest}
            ref={ref}
            {...control}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            // Shown passwords must not be "corrected" or capitalised by mobile keyboards.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={[field.input, css.input].join(" ")}
            required={required}
          />
          <button
            type="button"
            className={css.toggle}
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={t("passwordField.show")}
            title={visible ? t("passwordField.hide") : t("passwordField.show")}
            disabled={rest.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={css.icon}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={css.icon}>
      <path d="M10.6 5.1A10.5 10.5 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </svg>
  );
}
