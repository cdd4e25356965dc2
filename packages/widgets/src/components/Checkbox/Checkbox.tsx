import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import * as css from "./Checkbox.css";

/** Props of {@link Checkbox}: those of `<input type="checkbox">`, plus the following. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** Label beside the box; may hold a link (e.g. "I accept the privacy policy"). */
  label: ReactNode;
  /** Validation message. When set, the box is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a clickable label and an optional error message. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const describedBy = [rest["aria-describedby"], error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <label className={css.label} htmlFor={inputId}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={css.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span id={errorId} className={css.error}>
          {error}
        </span>
      )}
    </div>
  );
}
