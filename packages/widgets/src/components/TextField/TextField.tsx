import { type InputHTMLAttributes, type Ref, useId } from "react";
import * as css from "./TextField.css";

/** Props of {@link TextField}: those of `<input>`, plus the following. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Validation message. When set, the input is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Help text under the input, read after the label. */
  hint?: string;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. The label, hint and error are wired to the input (`htmlFor`,
 * `aria-describedby`, `aria-invalid`), so screen readers read them with the field.
 */
export function TextField({ label, error, hint, id, className, required, ref, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest["aria-describedby"], hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <label className={css.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        type="text"
        {...rest}
        ref={ref}
        id={inputId}
        className={css.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <span id={hintId} className={css.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={css.error}>
          {error}
        </span>
      )}
    </div>
  );
}
