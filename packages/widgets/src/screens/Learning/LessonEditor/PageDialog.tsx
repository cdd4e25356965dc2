import type { LearningLanguage, LessonPage } from "@bulwark/client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Modal } from "../../../components/Modal/Modal";
import { RichTextEditor } from "../../../components/RichTextEditor/RichTextEditor";
import { TextAreaField } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { TextField } from "../../../components/TextField/TextField";
import { useSavePage } from "../queries";
import { AnswersField } from "../shared/AnswersField";
import {
  emptyPage,
  LEARNING_LANGUAGES,
  PAGE_TYPES,
  type PageErrors,
  type PageField,
  type PageType,
  type PageValues,
  pageFieldErrors,
  pageInput,
  pageValues,
  validatePage,
} from "../shared/learning";
import * as css from "./LessonEditor.css";
import { PagePreview } from "./PagePreview";

/** Props of {@link PageDialog}. */
export interface PageDialogProps {
  tenantId: string | null;
  lessonId: string;
  /** The lesson's languages: a page in another one gets the language-mismatch warning. */
  lessonLanguages: readonly LearningLanguage[];
  /** The page to edit, or null to add one at the end. */
  page: LessonPage | null;
  onClose: () => void;
  onSaved: (page: LessonPage) => void;
}

/**
 * Adds or edits a lesson page by type. Every page has type, name, description, language, title
 * and sidebar title; Text and Custom pages are written in the shared rich-text editor (Custom also
 * names its component), Video pages take a link (checked, then shown as the privacy-friendly
 * embed), Quiz pages a question, answers with exactly one marked correct (at least 2 filled) and
 * both explanations. Each missing field shows the seeds' message at the field, before the call
 * and again from the API's 422; a preview shows the page as a learner sees it.
 */
export function PageDialog({ tenantId, lessonId, lessonLanguages, page, onClose, onSaved }: PageDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<PageValues>(() =>
    page ? pageValues(page) : emptyPage(lessonLanguages[0] ?? ""),
  );
  const [errors, setErrors] = useState<PageErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useSavePage(tenantId, lessonId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (save.status !== "error") return;
    const byField = pageFieldErrors(save.error, t);
    if (toApiError(save.error).statusCode === 422 && Object.keys(byField).length > 0) setErrors(byField);
    else setFailure(errorMessage(save.error, t));
  }, [save.status, save.error]);

  const set = <K extends PageField>(key: K, value: PageValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePage(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(page ? { pageId: page.id } : {}), body: pageInput(values) });
    if (saved) onSaved(saved);
  };

  const language = values.language;
  const mismatch = language !== "" && !lessonLanguages.includes(language as LearningLanguage);
  const type = values.type;
  // The saved embed address describes the saved link only.
  const embedUrl = page && page.videoLink === values.videoLink.trim() ? page.videoEmbedUrl : undefined;

  return (
    <Modal
      className={css.wideDialog}
      open
      onClose={onClose}
      closeOnBackdropClick={false}
      title={page ? t("learning.page.editTitle") : t("learning.page.createTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPreviewing((on) => !on)} disabled={type === ""}>
            {previewing ? t("learning.page.close") : t("learning.page.preview")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("learning.page.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={save.status === "pending"}>
            {t("learning.page.save")}
          </Button>
        </>
      }
    >
      {previewing && type !== "" ? (
        <PagePreview page={values} embedUrl={embedUrl} />
      ) : (
        <form id={formId} className={css.form} noValidate onSubmit={onSubmit}>
          {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
          <div className={css.row}>
            <Select
              label={t("learning.page.fields.type")}
              required
              placeholder={t("learning.page.chooseType")}
              options={PAGE_TYPES.map((value) => ({ value, label: t(`learning.pageTypes.${value}`) }))}
              value={values.type}
              error={errors.type}
              onChange={(event) => set("type", event.target.value as PageType | "")}
            />
            <Select
              label={t("learning.page.fields.language")}
              required
              placeholder="—"
              options={LEARNING_LANGUAGES.map((value) => ({ value, label: t(`learning.languages.${value}`) }))}
              value={values.language}
              error={errors.language}
              onChange={(event) => set("language", event.target.value as LearningLanguage | "")}
            />
          </div>
          {language !== "" && mismatch && (
            <p role="status" className={css.warnings}>
              {t("learning.page.languageMismatch", { language: t(`learning.languages.${language}`) })}
            </p>
          )}
          <div className={css.row}>
            <TextField
              label={t("learning.page.fields.name")}
              required
              maxLength={100}
              value={values.name}
              error={errors.name}
              onChange={(event) => set("name", event.target.value)}
            />
            <TextField
              label={t("learning.page.fields.sidebarTitle")}
              required
              maxLength={100}
              value={values.sidebarTitle}
              error={errors.sidebarTitle}
              onChange={(event) => set("sidebarTitle", event.target.value)}
            />
          </div>
          <TextField
            label={t("learning.page.fields.title")}
            required
            maxLength={200}
            value={values.title}
            error={errors.title}
            onChange={(event) => set("title", event.target.value)}
          />
          <TextAreaField
            label={t("learning.page.fields.description")}
            required
            rows={2}
            maxLength={2000}
            value={values.description}
            error={errors.description}
            onChange={(event) => set("description", event.target.value)}
          />
          {(type === "Text" || type === "Custom") && (
            <RichTextEditor
              label={t("learning.page.fields.content")}
              required
              minHeight={220}
              value={values.content}
              error={errors.content}
              onChange={(html) => set("content", html)}
            />
          )}
          {type === "Custom" && (
            <TextField
              label={t("learning.page.fields.componentName")}
              required
              maxLength={100}
              value={values.componentName}
              error={errors.componentName}
              onChange={(event) => set("componentName", event.target.value)}
            />
          )}
          {type === "Video" && (
            <>
              <TextField
                label={t("learning.page.fields.videoLink")}
                required
                type="url"
                inputMode="url"
                hint={t("learning.page.fields.videoLinkHint")}
                value={values.videoLink}
                error={errors.videoLink}
                onChange={(event) => set("videoLink", event.target.value)}
              />
              <TextField
                label={t("learning.page.fields.videoLinkTranslate")}
                type="url"
                inputMode="url"
                value={values.videoLinkTranslate}
                error={errors.videoLinkTranslate}
                onChange={(event) => set("videoLinkTranslate", event.target.value)}
              />
            </>
          )}
          {type === "Quiz" && (
            <>
              <TextAreaField
                label={t("learning.page.fields.question")}
                required
                rows={2}
                maxLength={1000}
                value={values.question}
                error={errors.question}
                onChange={(event) => set("question", event.target.value)}
              />
              <AnswersField
                answers={values.answers}
                error={errors.answers}
                onChange={(answers) => set("answers", answers)}
              />
              <TextAreaField
                label={t("learning.page.fields.explanationCorrect")}
                required
                rows={2}
                maxLength={2000}
                value={values.explanationCorrect}
                error={errors.explanationCorrect}
                onChange={(event) => set("explanationCorrect", event.target.value)}
              />
              <TextAreaField
                label={t("learning.page.fields.explanationIncorrect")}
                required
                rows={2}
                maxLength={2000}
                value={values.explanationIncorrect}
                error={errors.explanationIncorrect}
                onChange={(event) => set("explanationIncorrect", event.target.value)}
              />
            </>
          )}
          {type === "Video" && <PagePreview page={values} embedUrl={embedUrl} />}
        </form>
      )}
    </Modal>
  );
}
