import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/utils.css";
import type { SelectOption } from "../Select/Select";
import * as css from "./MultiSelect.css";

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** Visible label (legend); the group's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen values, in any order. */
  value: readonly string[];
  /** Called with the chosen values, in the order of `options`. */
  onChange: (value: string[]) => void;
  /**
   * `inline` (default) shows every option as a checkbox; `dropdown` shows a button with the
   * choices that opens the checkboxes under it (for table cells and tight forms).
   */
  variant?: "inline" | "dropdown";
  /** Validation message. When set, the group is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Help text under the options. */
  hint?: string;
  disabled?: boolean;
  /** Marks the group as required (at least one choice). */
  required?: boolean;
  /** Hides the label visually (still read), e.g. in a table whose column header says it. */
  labelHidden?: boolean;
  /** Form field name of every checkbox. */
  name?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Several choices from a short list as native checkboxes in a labelled group. The dropdown
 * variant is a disclosure: the button says what is chosen and opens the checkboxes in the flow
 * of the page (no popup layer, so it is never clipped by a scrolling table). Escape closes it
 * and returns focus to the button.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  variant = "inline",
  error,
  hint,
  disabled = false,
  required = false,
  labelHidden = false,
  name,
  className,
}: MultiSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = new Set(value);
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  };

  const checkboxes = (
    <div className={variant === "dropdown" ? css.panelOptions : css.options}>
      {options.map((option, index) => {
        // The description stays outside the label: it describes the checkbox, it does not name it.
        const descriptionId = option.description ? `${id}-option-${index}` : undefined;
        const box = (
          <label key={option.value} className={css.option}>
            <input
              type="checkbox"
              className={css.checkbox}
              name={name}
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={disabled || option.disabled}
              aria-describedby={descriptionId}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        );
        return descriptionId ? (
          <div key={option.value} className={css.described}>
            {box}
            <span id={descriptionId} className={css.optionDescription}>
              {option.description}
            </span>
          </div>
        ) : (
          box
        );
      })}
    </div>
  );

  const messages = (
    <>
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
    </>
  );

  if (variant === "inline") {
    return (
      <fieldset
        className={[css.root, className].filter(Boolean).join(" ")}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
      >
        <legend className={labelHidden ? visuallyHidden : css.legend}>
          {label}
          {required && (
            <span className={css.required} aria-hidden="true">
              *
            </span>
          )}
        </legend>
        {checkboxes}
        {messages}
      </fieldset>
    );
  }

  const summary =
    options
      .filter((o) => chosen.has(o.value))
      .map((o) => o.label)
      .join(", ") || t("multiSelect.none");

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  // Closes when focus moves elsewhere on the page; a click on a checkbox that does not take
  // focus (Safari) has no related target and keeps the panel open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for the controls inside.
    <div className={[css.root, className].filter(Boolean).join(" ")} onKeyDown={onKeyDown} onBlur={onBlur}>
      <span id={legendId} className={labelHidden ? visuallyHidden : css.legend}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={css.trigger}
        aria-label={`${label}: ${summary}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={css.summary}>{summary}</span>
        <span className={css.chevron} aria-hidden="true">
          {open ? "▴" : "▾"}
        </span>
      </button>
      {open && (
        <fieldset id={panelId} aria-labelledby={legendId} className={css.panel}>
          {checkboxes}
        </fieldset>
      )}
      {messages}
    </div>
  );
}
