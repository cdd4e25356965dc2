import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field/Field";
import * as css from "./LabelsField.css";
import { MAX_LABEL_LENGTH, MAX_LABELS } from "./people";

/** Props of {@link LabelsField}. */
export interface LabelsFieldProps {
  label: string;
  /** The labels, in the order added. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Existing labels offered while typing (the organisation's groups or tags). */
  suggestions?: readonly string[];
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
}

/**
 * A list of short labels (groups, tags) typed one by one: Enter or a comma adds the typed label,
 * each label has its own remove button, Backspace in the empty input removes the last one, and
 * the organisation's existing labels are suggested. Labels differing only in case are one.
 */
export function LabelsField({
  label,
  value,
  onChange,
  suggestions = [],
  hint,
  error,
  disabled,
  name,
}: LabelsFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState("");

  const add = (raw: string) => {
    const parts = raw
      .split(",")
      .map((part) => part.trim().slice(0, MAX_LABEL_LENGTH))
      .filter(Boolean);
    if (parts.length === 0) return;
    const next = [...value];
    for (const part of parts) {
      if (next.length >= MAX_LABELS) break;
      if (!next.some((existing) => existing.toLowerCase() === part.toLowerCase())) next.push(part);
    }
    onChange(next);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      if (text.trim() === "") return;
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const remaining = suggestions.filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()));
  return (
    <Field label={label} hint={hint ?? t("inventory.people.labelsHint")} error={error}>
      {(control) => (
        <div className={css.box} data-invalid={error ? "true" : undefined}>
          {value.length > 0 && (
            <ul className={css.chips} aria-label={label}>
              {value.map((item) => (
                <li key={item} className={css.chip}>
                  <span>{item}</span>
                  <button
                    type="button"
                    className={css.remove}
                    aria-label={t("inventory.people.removeLabel", { label: item })}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((v) => v !== item))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            className={css.input}
            name={name}
            list={listId}
            value={text}
            disabled={disabled || value.length >= MAX_LABELS}
            maxLength={MAX_LABEL_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              const next = event.target.value;
              // A suggestion picked from the list arrives whole, not as typing (no InputEvent, or a
              // replacement): take it at once. Typing "Sales" on the way to "Sales EU" is not a pick.
              const native = event.nativeEvent;
              const typed =
                typeof InputEvent !== "undefined" &&
                native instanceof InputEvent &&
                native.inputType !== "insertReplacementText";
              if (!typed && remaining.includes(next)) add(next);
              else setText(next);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => add(text)}
          />
          <datalist id={listId}>
            {remaining.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
      )}
    </Field>
  );
}
