import { useId } from "react";
import { lazyPart } from "../Lazy/lazyPart";
import * as css from "./RichTextEditor.css";

/**
 * How the editor behaves (the seeds' editor modes): `edit` with the toolbar, `view` read-only
 * without it, `disabled` read-only and dimmed, as a disabled input.
 */
export type RichTextMode = "edit" | "view" | "disabled";

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** Visible label; also the editing area's accessible name. */
  label: string;
  /** The HTML to show. A new value from outside replaces the content; typing does not echo back. */
  value: string;
  /** Called with the new HTML after each change (an empty document is `""`). */
  onChange?: ((html: string) => void) | undefined;
  mode?: RichTextMode | undefined;
  required?: boolean | undefined;
  /** Help text under the editor, read after the label. */
  hint?: string | undefined;
  /** Validation message; the editing area is `aria-invalid` and described by it. */
  error?: string | undefined;
  /** Minimum height of the editing area in pixels (the seeds' HTML editor default is 400). */
  minHeight?: number | undefined;
}

/** The editor itself loads with its first use: ProseMirror and Tiptap stay out of screens without one. */
const TiptapEditor = lazyPart(() => import("./TiptapEditor").then((m) => m.TiptapEditor));

/**
 * A labelled rich-text field on Tiptap (ProseMirror): bold, italic, underline, two heading levels,
 * lists, quotes, links (http, https and mailto only, checked before they are set), undo and redo,
 * all reachable from the keyboard. It edits HTML; the API sanitises what it stores, and
 * {@link SafeHtml} shows it. The label, hint and error are wired to the editing area as for any
 * other field.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  mode = "edit",
  required,
  hint,
  error,
  minHeight = 400,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={css.root}>
      <span id={labelId} className={css.label}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <TiptapEditor
        labelId={labelId}
        describedBy={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        invalid={Boolean(error)}
        required={Boolean(required)}
        value={value}
        onChange={onChange}
        mode={mode}
        minHeight={minHeight}
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
