import type { Schema } from "@bulwark/client";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { type PhishingOwner, useTemplatePreview } from "../queries";
import { apiFieldErrors, looksLikeEmail, PLACEHOLDERS } from "../shared/phishing";
import * as css from "../shared/phishing.css";
import { SandboxFrame } from "../shared/SandboxFrame";

/** How long typing must pause before the preview asks again. */
export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The API's sample target and where it sends the link and the pixel in a preview
 * (`renderPreview` in api/src/modules/phishing/render.ts): what each placeholder becomes, so
 * the frame can mark it.
 */
const SAMPLE_VALUES: readonly { text: string; placeholder: string }[] = [
  { text: "jana.jovanovic@example.com", placeholder: "{{.Email}}" },
  { text: "Jovanović", placeholder: "{{.LastName}}" },
  { text: "Jana", placeholder: "{{.FirstName}}" },
];
const LINK = "#phishing-link";
const PIXEL_TEXT = "[open pixel]";

/** The highlight of a placeholder inside the frame: a dashed box and its name after it. */
const HIGHLIGHT_CSS = `
[data-placeholder], a[href="${LINK}"] { outline: 2px dashed #5b3de6; outline-offset: 1px; background: #efeaff; }
[data-placeholder]::after, a[href="${LINK}"]::after {
  content: " " attr(data-placeholder); font: 600 10px ui-monospace, Menlo, Consolas, monospace; color: #5b3de6;
  vertical-align: super;
}
a[href="${LINK}"]::after { content: " {{.URL}}"; }
`;

/**
 * Marks in the rendered email where each placeholder went: the sample target's names and address
 * wrapped in `<mark data-placeholder>`, the pixel's mark tagged. Works on the inert parsed page
 * ({@link SandboxFrame}'s `transform`), before it goes into the frame.
 */
export function markPlaceholdersIn(doc: Document): void {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const pattern = new RegExp(SAMPLE_VALUES.map((v) => v.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent || parent.closest("style, title, textarea[data-preview-css]")) continue;
    if (text.data.trim() === PIXEL_TEXT) {
      parent.setAttribute("data-placeholder", "{{.Tracker}}");
      continue;
    }
    const matches = [...text.data.matchAll(pattern)];
    if (matches.length === 0) continue;
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      const at = match.index ?? 0;
      fragment.append(text.data.slice(last, at));
      const mark = doc.createElement("mark");
      mark.textContent = match[0];
      mark.setAttribute("data-placeholder", SAMPLE_VALUES.find((v) => v.text === match[0])?.placeholder ?? "");
      fragment.append(mark);
      last = at + match[0].length;
    }
    fragment.append(text.data.slice(last));
    text.replaceWith(fragment);
  }
}

/** The value as it stops changing: `delay` after the last change. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // Compared by value (`text`): the caller passes a new object each render.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** Props of {@link TemplatePreview}. */
export interface TemplatePreviewProps {
  /** Whose preview call (the organisation's, or the common library's without `x-tenant-id`). */
  owner: PhishingOwner;
  /** The template as typed. */
  request: Schema<"PhishingTemplatePreviewRequest">;
  /** Whether the session may load at all. */
  enabled: boolean;
}

/**
 * The template editor's live, sanitised preview: as typing pauses, the unsaved template goes to
 * `POST /phishing/templates/preview`, which checks it as a save would and renders it for a sample
 * target, saving nothing. The email shows in a sandboxed frame with each placeholder marked where
 * it went (the link as `{{.URL}}`, the open pixel, the target's names); a refusal (a script, a
 * remote form, an unknown placeholder) shows instead, each with what was found.
 */
export function TemplatePreview({ owner, request, enabled }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const [highlight, setHighlight] = useState(true);
  const settled = useDebounced(request, PREVIEW_DEBOUNCE_MS);
  const complete =
    settled.emailBody.trim() !== "" &&
    settled.emailTitle.trim() !== "" &&
    settled.emailFromName.trim() !== "" &&
    looksLikeEmail(settled.sendingEmail);
  const preview = useTemplatePreview(owner, settled, enabled && complete);
  // The last rendering stays while the next is asked for, so the frame does not blink at each pause.
  const [last, setLast] = useState(preview.data);
  useEffect(() => {
    if (preview.data) setLast(preview.data);
  }, [preview.data]);

  if (!complete) return <p className={css.muted}>{t("phishingContent.preview.incomplete")}</p>;
  if (preview.status === "pending" && !last) return <Spinner label={t("phishingContent.preview.loading")} />;
  if (preview.status === "error") {
    const refused = toApiError(preview.error).statusCode === 422 ? apiFieldErrors(preview.error) : {};
    const messages = Object.values(refused).flatMap((text) => (text ?? "").split(" · "));
    if (messages.length === 0) return <ErrorBanner message={errorMessage(preview.error, t)} />;
    return (
      <section className={css.refusals} aria-label={t("phishingContent.preview.refusedTitle")} role="alert">
        <p className={css.refusalTitle}>{t("phishingContent.preview.refusedTitle")}</p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <p className={css.muted}>{t("phishingContent.preview.refusedHint")}</p>
      </section>
    );
  }
  const rendered = preview.data ?? last;
  if (!rendered) return <Spinner label={t("phishingContent.preview.loading")} />;
  const used = PLACEHOLDERS.filter((p) => rendered.placeholders.includes(p.name));
  return (
    <div className={css.form}>
      <dl className={css.envelope}>
        <dt>{t("phishingContent.preview.from")}</dt>
        <dd>{rendered.from}</dd>
        <dt>{t("phishingContent.preview.subject")}</dt>
        <dd>{rendered.subject}</dd>
        <dt>{t("phishingContent.preview.to")}</dt>
        <dd>Jana Jovanović &lt;jana.jovanovic@example.com&gt;</dd>
      </dl>
      <Checkbox
        label={t("phishingContent.preview.highlight")}
        checked={highlight}
        onChange={(event) => setHighlight(event.target.checked)}
      />
      <SandboxFrame
        title={t("phishingContent.preview.frameTitle")}
        html={rendered.html}
        {...(highlight ? { extraCss: HIGHLIGHT_CSS, transform: markPlaceholdersIn } : {})}
      />
      {used.length > 0 ? (
        <div className={css.form}>
          <p className={css.muted}>{t("phishingContent.preview.placeholdersUsed")}</p>
          <ul className={css.chips}>
            {used.map((p) => (
              <li key={p.name} className={css.chip} title={t(`phishingContent.placeholders.${placeholderKey(p.name)}`)}>
                {p.name} — {t(`phishingContent.placeholders.${placeholderKey(p.name)}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={css.muted}>{t("phishingContent.preview.noPlaceholders")}</p>
      )}
      {!rendered.placeholders.includes("{{.URL}}") && (
        <p className={css.muted}>{t("phishingContent.preview.noLink")}</p>
      )}
    </div>
  );
}

/** The translation key of a placeholder's meaning: `{{.FirstName}}` → `FirstName`. */
export const placeholderKey = (name: string) =>
  name.replace(/^\{\{\./, "").replace(/\}\}$/, "") as
    | "FirstName"
    | "LastName"
    | "Email"
    | "URL"
    | "Tracker"
    | "TrackingURL"
    | "From";
