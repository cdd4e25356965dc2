import { Field } from "../Field/Field";
import { lazyPart } from "../Lazy/lazyPart";

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
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control, { labelId }) => (
        <TiptapEditor
          labelId={labelId}
          describedBy={control["aria-describedby"]}
          invalid={Boolean(control["aria-invalid"])}
          required={Boolean(required)}
          value={value}
          onChange={onChange}
          mode={mode}
          minHeight={minHeight}
        />
      )}
    </Field>
  );
}
