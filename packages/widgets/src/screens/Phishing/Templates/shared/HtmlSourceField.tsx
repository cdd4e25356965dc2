import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button";
import { TextAreaField } from "../../../../components/ScreenParts/ScreenParts";
import * as css from "./phishing.css";

/** Props of {@link HtmlSourceField}. */
export interface HtmlSourceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Placeholders offered as insert buttons (gophish's names). */
  placeholders?: readonly string[];
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The HTML source of an email or a landing page, in a code face, with a button per placeholder
 * that inserts it at the cursor. A source field rather than the library's rich-text editor on
 * purpose: Tiptap keeps only its own schema, so an email's table layout, inline styles and a
 * landing page's form would be lost on the first keystroke; the live preview beside it is the
 * visual view.
 */
export function HtmlSourceField({
  label,
  value,
  onChange,
  placeholders = [],
  hint,
  error,
  required,
  disabled,
}: HtmlSourceFieldProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (text: string) => {
    const field = area.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${text}${value.slice(end)}`);
    // Back to the field, the cursor after what was inserted, once React has written the value.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return (
    <div className={css.form}>
      <div className={css.code}>
        <TextAreaField
          ref={area}
          label={label}
          hint={hint}
          error={error}
          required={required}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={16}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {placeholders.length > 0 && !disabled && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form section.
        <div className={css.inline} role="group" aria-label={t("phishingContent.editor.insertPlaceholder")}>
          <span className={css.muted}>{t("phishingContent.editor.insertPlaceholder")}</span>
          {placeholders.map((name) => (
            <Button key={name} variant="secondary" onClick={() => insert(name)}>
              {name}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
