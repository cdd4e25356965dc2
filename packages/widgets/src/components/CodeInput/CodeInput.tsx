import { type InputHTMLAttributes, type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import * as field from "../Field/Field.css";
import * as css from "./CodeInput.css";

/** Props of {@link CodeInput}: those of `<input>` except value handling, plus the following. */
export interface CodeInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "children" | "type" | "value" | "defaultValue" | "onChange"> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits only (spaces and other characters of a pasted code are dropped). */
  onChange: (value: string) => void;
  /** Called once the code has all its digits, e.g. to submit it. */
  onComplete?: (value: string) => void;
  /** Number of digits. Defaults to 6. */
  length?: number;
  /** Validation message. When set, the input is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Help text; defaults to "6 digits". */
  hint?: string;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code entry (two-factor codes). It is one input rather than one box per digit, so
 * paste, the phone's SMS/authenticator autofill (`autocomplete="one-time-code"`) and screen
 * readers all work as for any text field; it shows a numeric keypad on phones.
 */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  error,
  hint,
  id,
  className,
  required,
  ref,
  ...rest
}: CodeInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest["aria-describedby"], hintId, error ? errorId : undefined].filter(Boolean).join(" ");

  return (
    <div className={[field.root, className].filter(Boolean).join(" ")}>
      <label className={field.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        autoComplete="one-time-code"
        {...rest}
        ref={ref}
        id={inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        spellCheck={false}
        // No maxLength: a pasted "123 456" would be cut before its spaces are dropped.
        value={value}
        className={[field.input, css.input].join(" ")}
        style={{ width: `calc(${length} * 1.6ch + 2 * ${css.inlinePadding} + 2px)` }}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, "").slice(0, length);
          onChange(digits);
          if (digits.length === length && digits !== value) onComplete?.(digits);
        }}
      />
      <span id={hintId} className={field.hint}>
        {hint ?? t("codeInput.hint", { length: String(length) })}
      </span>
      {error && (
        <span id={errorId} className={field.error}>
          {error}
        </span>
      )}
    </div>
  );
}
