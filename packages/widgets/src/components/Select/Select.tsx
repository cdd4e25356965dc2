import { type Ref, type SelectHTMLAttributes, useId } from "react";
import * as css from "./Select.css";

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** Visible (translated) text. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: those of `<select>`, plus the following. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "multiple"> {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /**
   * Text of a first option with the empty value, e.g. "Not set" or "All groups". Without it the
   * select always holds one of `options`.
   */
  placeholder?: string;
  /** Validation message. When set, the select is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Help text under the select. */
  hint?: string;
  /** Ref to the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: the platform's own listbox, so keyboard use, type-ahead and
 * screen-reader support come for free, also inside a shadow root.
 */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  required,
  ref,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [rest["aria-describedby"], hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <label className={css.label} htmlFor={selectId}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        {...rest}
        ref={ref}
        id={selectId}
        className={css.select}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
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
