import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button/Button";
import { Svg } from "../Icon/Svg";
import { TextField } from "../TextField/TextField";
import type { RichTextMode } from "./RichTextEditor";
import * as css from "./RichTextEditor.css";

/** Schemes a link may use: web pages and email. `javascript:` and `data:` never become links. */
const LINK_PROTOCOLS = ["http:", "https:", "mailto:"];

/** The address typed into the link form, checked: a message to show, or the href to set. */
export function checkLink(raw: string): { error: "required" | "invalidUrl" } | { href: string } {
  const value = raw.trim();
  if (!value) return { error: "required" };
  // "example.com/page" is what people paste most; it means https.
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (!LINK_PROTOCOLS.includes(url.protocol)) return { error: "invalidUrl" };
    if (url.protocol !== "mailto:" && !url.hostname.includes(".") && url.hostname !== "localhost") {
      return { error: "invalidUrl" };
    }
    return { href: url.href };
  } catch {
    return { error: "invalidUrl" };
  }
}

interface TiptapEditorProps {
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  value: string;
  onChange: ((html: string) => void) | undefined;
  mode: RichTextMode;
  minHeight: number;
}

/** The Tiptap part of {@link RichTextEditor}, loaded with its first use. */
export function TiptapEditor({
  labelId,
  describedBy,
  invalid,
  required,
  value,
  onChange,
  mode,
  minHeight,
}: TiptapEditorProps) {
  const { t } = useTranslation();
  // The last HTML this editor reported, so a parent echoing it back does not reset the cursor.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    immediatelyRender: true,
    // Tiptap's own <style> element is refused by the Content-Security-Policy (style-src 'self');
    // the few rules it carries are in RichTextEditor.css.ts.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editable: mode === "edit",
    content: value,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No empty paragraph forced after a list or quote: it would be stored with every page.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto"],
          isAllowedUri: (url) => "href" in checkLink(url),
          HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
        },
      }),
    ],
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(mode !== "edit" ? { "aria-readonly": "true" } : {}),
        // No `style` attribute here: the app's Content-Security-Policy (style-src 'self') refuses
        // inline style attributes; the editable element inherits the frame's min-height instead.
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (a reset, a loaded page) replaces the content without reporting it back.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(mode === "edit", false);
  }, [editor, mode]);

  // The wiring of the label, hint and error follows the props after the first render too.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          "aria-describedby": describedBy ?? "",
          "aria-invalid": invalid ? "true" : "false",
        },
      },
    });
  }, [editor, describedBy, invalid]);

  return (
    <div className={css.frame} data-mode={mode} data-invalid={invalid ? "true" : undefined}>
      {mode === "edit" && <Toolbar editor={editor} label={t("richText.toolbar")} />}
      <EditorContent editor={editor} className={css.content} style={{ minHeight }} />
    </div>
  );
}

/** The formatting buttons, and the link form when it is open. */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      heading: e.isActive("heading", { level: 2 }),
      subheading: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () =>
    command(editor.chain().focus()).run();

  return (
    <>
      <div role="toolbar" aria-label={label} className={css.toolbar}>
        <Tool label={t("richText.bold")} pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          <b>B</b>
        </Tool>
        <Tool label={t("richText.italic")} pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
          <i>I</i>
        </Tool>
        <Tool label={t("richText.underline")} pressed={state.underline} onClick={run((c) => c.toggleUnderline())}>
          <u>U</u>
        </Tool>
        <span className={css.separator} aria-hidden="true" />
        <Tool label={t("richText.heading")} pressed={state.heading} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          H2
        </Tool>
        <Tool
          label={t("richText.subheading")}
          pressed={state.subheading}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </Tool>
        <span className={css.separator} aria-hidden="true" />
        <Tool label={t("richText.bulletList")} pressed={state.bulletList} onClick={run((c) => c.toggleBulletList())}>
          <Glyph d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
        </Tool>
        <Tool label={t("richText.orderedList")} pressed={state.orderedList} onClick={run((c) => c.toggleOrderedList())}>
          <Glyph d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5c0 1-3 2-3 3.5h3" />
        </Tool>
        <Tool label={t("richText.quote")} pressed={state.quote} onClick={run((c) => c.toggleBlockquote())}>
          <Glyph d="M7 7h4v5c0 3-2 4-4 5M14 7h4v5c0 3-2 4-4 5" />
        </Tool>
        <span className={css.separator} aria-hidden="true" />
        <Tool label={t("richText.link")} pressed={state.link || linking} onClick={() => setLinking(true)}>
          <Glyph d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </Tool>
        <Tool
          label={t("richText.removeLink")}
          disabled={!state.link}
          onClick={run((c) => c.extendMarkRange("link").unsetLink())}
        >
          <Glyph d="M10 14a4 4 0 0 0 5.66 0l1.5-1.5M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66M4 4l16 16" />
        </Tool>
        <span className={css.separator} aria-hidden="true" />
        <Tool label={t("richText.undo")} disabled={!state.canUndo} onClick={run((c) => c.undo())}>
          <Glyph d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
        </Tool>
        <Tool label={t("richText.redo")} disabled={!state.canRedo} onClick={run((c) => c.redo())}>
          <Glyph d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
        </Tool>
      </div>
      {linking && <LinkForm editor={editor} current={state.href} onClose={() => setLinking(false)} />}
    </>
  );
}

/**
 * The link form under the toolbar: the address is checked before it is set (the seeds' editor-link
 * rule: required, a valid URL); with nothing selected the address itself becomes the linked text.
 */
function LinkForm({ editor, current, onClose }: { editor: Editor; current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string>();
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLink(address);
    if ("error" in checked) {
      setError(t(checked.error === "required" ? "validation.required" : "validation.invalidUrl"));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({ type: "text", text: checked.href, marks: [{ type: "link", attrs: { href: checked.href } }] })
        .run();
    } else {
      chain.setLink({ href: checked.href }).run();
    }
    onClose();
  };
  return (
    // A fieldset, not a form: the editor usually sits inside the caller's own form, and forms do not nest.
    <fieldset
      aria-label={t("richText.link")}
      className={css.linkForm}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
        if (event.key === "Enter") apply(event);
      }}
    >
      <TextField
        className={css.linkField}
        label={t("richText.linkAddress")}
        value={address}
        error={error}
        inputMode="url"
        autoFocus
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="button" onClick={apply}>
        {t("richText.applyLink")}
      </Button>
      <Button type="button" variant="secondary" onClick={close}>
        {t("richText.cancelLink")}
      </Button>
    </fieldset>
  );
}

function Tool({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={css.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keeps the editor's selection: a mouse press on a button would otherwise move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A toolbar drawing (24×24, stroked in the text colour); the button's label names it. */
function Glyph({ d }: { d: string }) {
  return (
    <Svg size={18}>
      <path d={d} />
    </Svg>
  );
}
