import { useTranslation } from "react-i18next";
import { SafeHtml } from "../../../components/SafeHtml/SafeHtml";
import { VideoFrame } from "../../../components/VideoFrame/VideoFrame";
import type { PageValues } from "../shared/learning";
import * as css from "./LessonEditor.css";

/** Props of {@link PagePreview}. */
export interface PagePreviewProps {
  /** The page as written (saved or not). */
  page: PageValues;
  /** The privacy-friendly embed address the API made of the video link, when known. */
  embedUrl?: string | null | undefined;
}

/**
 * A page as a learner sees it: its title, then the content through `SafeHtml` (Text and Custom),
 * the privacy-friendly video embed (Video) or the question with its answers (Quiz, the correct one
 * marked for the author).
 */
export function PagePreview({ page, embedUrl }: PagePreviewProps) {
  const { t } = useTranslation();
  return (
    <div className={css.preview}>
      {page.title && <h3 className={css.sectionTitle}>{page.title}</h3>}
      {(page.type === "Text" || page.type === "Custom") &&
        (page.content ? (
          <SafeHtml html={page.content} />
        ) : (
          <p className={css.muted}>{t("learning.page.previewEmpty")}</p>
        ))}
      {page.type === "Video" && <VideoEmbed link={page.videoLink} embedUrl={embedUrl} />}
      {page.type === "Quiz" && (
        <>
          <p>{page.question}</p>
          <ol className={css.quizList}>
            {page.answers
              .filter((answer) => answer.text.trim())
              .map((answer) => (
                <li key={answer.text}>
                  {answer.text}
                  {answer.correct && <strong> ({t("learning.page.correctMark")})</strong>}
                </li>
              ))}
          </ol>
        </>
      )}
    </div>
  );
}

/**
 * The video in a sandboxed, cookie-less frame at the embed address the API made of the saved link
 * (one rule, the API's, decides what is embeddable); a note while the link is not saved yet, or
 * when learners get a plain link because the host is no known player.
 */
export function VideoEmbed({ link, embedUrl }: { link: string; embedUrl?: string | null | undefined }) {
  const { t } = useTranslation();
  if (!link.trim()) return <p className={css.muted}>{t("learning.page.previewEmpty")}</p>;
  if (embedUrl === undefined) return <p className={css.muted}>{t("learning.page.embedAfterSave")}</p>;
  const src = embedUrl;
  if (!src) return <p className={css.muted}>{t("learning.page.embedNone")}</p>;
  return (
    <>
      <VideoFrame src={src} title={t("learning.page.embedPreview")} />
      <p className={css.muted}>{t("learning.page.embedPrivacy")}</p>
    </>
  );
}
