import type { LearningLanguage } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SafeHtml } from "../../../components/SafeHtml/SafeHtml";
import { Tabs } from "../../../components/Tabs/Tabs";
import * as css from "../LessonEditor/LessonEditor.css";
import { VideoEmbed } from "../LessonEditor/PagePreview";
import { LEARNING_LANGUAGES } from "../shared/learning";
import { emptyTranslation, type NanoValues } from "../shared/nano";

/** Props of {@link NanoPreview}. */
export interface NanoPreviewProps {
  /** The nano page as written (saved or not). */
  values: NanoValues;
  /** The privacy-friendly embed address the API made of the saved video link, when known. */
  embedUrl?: string | null | undefined;
}

/**
 * A nano page as a learner gets it, one tab per language: the email's subject, then a quiz's
 * video (a video quiz, through the privacy-friendly embed of `VideoEmbed`), question and answers
 * (the correct one marked for the author), or the CustomHTML through `SafeHtml` — sanitised again
 * in the browser, without scripts, styles, forms or frames.
 */
export function NanoPreview({ values, embedUrl }: NanoPreviewProps) {
  const { t } = useTranslation();
  const languages = LEARNING_LANGUAGES.filter((language) => values.languages.includes(language));
  const [selected, setSelected] = useState<LearningLanguage | undefined>(languages[0]);
  const one = (language: LearningLanguage) => {
    const content = values.translations[language] ?? emptyTranslation();
    return (
      <div className={css.preview}>
        <p className={css.pageTitle}>{t("learning.nano.editor.previewSubject", { subject: content.emailSubject })}</p>
        {values.type === "VideoQuiz" && <VideoEmbed link={values.videoLink} embedUrl={embedUrl} />}
        {(values.type === "SimpleQuiz" || values.type === "VideoQuiz") && (
          <>
            <p>{content.question}</p>
            <ol className={css.quizList}>
              {content.answers
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
        {values.type === "CustomHTML" && (
          <>
            {content.html ? (
              <SafeHtml html={content.html} />
            ) : (
              <p className={css.muted}>{t("learning.page.previewEmpty")}</p>
            )}
            <p className={css.muted}>{t("learning.nano.editor.previewIsolated")}</p>
          </>
        )}
      </div>
    );
  };
  if (languages.length === 1 && languages[0]) return one(languages[0]);
  return (
    <Tabs
      label={t("learning.nano.editor.preview")}
      selectedId={selected ?? languages[0] ?? "En"}
      onSelect={(id) => setSelected(id as LearningLanguage)}
      items={languages.map((language) => ({
        id: language,
        label: t(`learning.languages.${language}`),
        content: one(language),
      }))}
    />
  );
}
