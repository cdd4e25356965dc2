import { type ChangeEvent, type DragEvent, type Ref, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/utils.css";
import * as css from "./FileInput.css";

/** Why a file was refused: its type is not accepted, or it is too large. */
export type FileProblem = "notValidType" | "largeSize";

/** Whether `file` matches an `accept` list such as `"image/*"`, `"image/png,.svg"`. An empty list accepts all. */
export function acceptsFile(file: Pick<File, "name" | "type">, accept: string | undefined): boolean {
  const patterns = (accept ?? "")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith(".")) return name.endsWith(pattern);
    if (pattern.endsWith("/*")) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Checks a file before upload: its type against `accept`, then its size, which must be under
 * `maxSize` bytes. Answers the problem, or null when the file may be sent.
 */
export function checkFile(
  file: Pick<File, "name" | "type" | "size">,
  { accept, maxSize }: { accept?: string | undefined; maxSize?: number | undefined },
): FileProblem | null {
  if (!acceptsFile(file, accept)) return "notValidType";
  if (maxSize !== undefined && file.size >= maxSize) return "largeSize";
  return null;
}

/** Props of {@link FileInput}. */
export interface FileInputProps {
  /** Visible label; the accessible name of the choose button. */
  label: string;
  /** The chosen file, or null. */
  value: File | null;
  /** Called with a file that passed the checks, or null when cleared or refused. */
  onChange: (file: File | null) => void;
  /** Accepted types, as for `<input type="file" accept>`, e.g. `"image/*"`. Checked for dropped files too. */
  accept?: string;
  /** Files must be smaller than this many bytes. */
  maxSize?: number;
  /** Called when a file is refused, with the reason ("Not valid type" or "Large size" is shown). */
  onReject?: (problem: FileProblem, file: File) => void;
  /** A message from outside, e.g. a failed upload. The file checks' own message wins. */
  error?: string | undefined;
  /** Help text, e.g. the accepted types and size. */
  hint?: string;
  disabled?: boolean;
  /** Form field name of the native input. */
  name?: string;
  /** Ref to the native `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
  /** Extra class names on the root element. */
  className?: string;
}

function formatSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, "B");
  if (bytes < 1024 * 1024) return format(bytes / 1024, "KB");
  return format(bytes / (1024 * 1024), "MB");
}

/**
 * Picks one file with a button or by dropping it on the zone, shows the chosen file with a remove
 * button, and refuses files of other types or too large with "Not valid type" / "Large size"
 * before anything is sent. The native input stays in the page (hidden) so forms and tests can
 * still use it.
 */
export function FileInput({
  label,
  value,
  onChange,
  accept,
  maxSize,
  onReject,
  error,
  hint,
  disabled = false,
  name,
  ref,
  className,
}: FileInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const message = problem ? t(`validation.${problem}`) : error;
  const describedBy = [hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  const take = (file: File | undefined) => {
    if (!file) return;
    const found = checkFile(file, { accept, maxSize });
    setProblem(found);
    if (found) {
      onReject?.(found, file);
      onChange(null);
    } else {
      onChange(file);
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Lets the same file be chosen again after it was removed.
    event.target.value = "";
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer convenience; keyboards use the button inside. */}
      <div
        className={[css.zone, dragging ? css.dragging : undefined, message ? css.invalid : undefined]
          .filter(Boolean)
          .join(" ")}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-disabled={disabled || undefined}
      >
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === "function") ref(node);
            else if (ref) ref.current = node;
          }}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          onChange={onInput}
        />
        <button
          type="button"
          className={css.choose}
          aria-labelledby={`${labelId} ${id}-choose`}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          <span id={`${id}-choose`}>{t("fileInput.choose")}</span>
        </button>
        <span className={css.drop}>{t("fileInput.drop")}</span>
      </div>
      {value && (
        <div className={css.chosen}>
          <span className={css.fileName}>
            {t("fileInput.selected", { name: value.name, size: formatSize(value.size, i18n.language) })}
          </span>
          <button
            type="button"
            className={css.clear}
            aria-label={t("fileInput.clearNamed", { name: value.name })}
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            {t("fileInput.clear")}
          </button>
        </div>
      )}
      {hint && (
        <span id={hintId} className={css.hint}>
          {hint}
        </span>
      )}
      {message && (
        <span id={errorId} className={css.error} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
