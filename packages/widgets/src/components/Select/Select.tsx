import type { Ref, SelectHTMLAttributes } from "react";
import { Field } from "../Field/Field";
import * as css from "../Field/Field.css";

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** Visible (translated) text. */
  label: string;
  /** One line on what the choice means, shown under it where there is room (`MultiSelect`). */
  description?: string;
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
        <select {...rest} ref={ref} {...control} className={css.input} required={required}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
