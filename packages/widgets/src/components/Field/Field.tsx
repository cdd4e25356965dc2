import { type ReactNode, useId } from "react";
import * as css from "./Field.css";

/** What a {@link Field} hands its control: the id its label points at and the ARIA wiring. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** The control's id; generated when not given. */
  id?: string | undefined;
  /** The caller's own `aria-describedby`, kept before the hint and error. */
  describedBy?: string | undefined;
  className?: string | undefined;
  /**
   * Renders the control (input, select, ...) with the props that tie it to the label, hint and
   * error; `labelId` is for a control a `<label for>` cannot name (a rich-text editing area takes
   * it as `aria-labelledby`).
   */
  children: (control: FieldControlProps, label: { labelId: string }) => ReactNode;
}

/**
 * The frame every labelled form control shares: the label (with the required mark), the hint and
 * the error under the control, wired to it with `htmlFor`, `aria-describedby` and `aria-invalid`
 * so screen readers read them with the field. Internal to the package; TextField, Select and
 * PasswordField are built on it.
 */
export function Field({ label, required, hint, error, id, describedBy, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <label id={`${controlId}-label`} className={css.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children(
        {
          id: controlId,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
        },
        { labelId: `${controlId}-label` },
      )}
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
