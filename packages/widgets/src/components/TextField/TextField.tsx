import type { InputHTMLAttributes, Ref } from "react";
import { Field } from "../Field/Field";
import * as css from "../Field/Field.css";

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
      {(control) => <input type="text" {...rest} ref={ref} {...control} className={css.input} required={required} />}
    </Field>
  );
}
