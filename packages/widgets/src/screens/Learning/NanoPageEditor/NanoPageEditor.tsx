import type { LearningLanguage, NanoPage } from "@bulwark/client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Modal } from "../../../components/Modal/Modal";
import { Page } from "../../../components/Page/Page";
import { RichTextEditor } from "../../../components/RichTextEditor/RichTextEditor";
import { TextAreaField, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime, useSession } from "../../../data/session";
import { LabelsField } from "../../Inventory/shared/LabelsField";
import * as css from "../LessonEditor/LessonEditor.css";
import { type ContentScope, useCopyNanoPage, useLearningTags, useNanoPage, useSaveNanoPage } from "../queries";
import { AnswersField } from "../shared/AnswersField";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import { LEARNING_LANGUAGES } from "../shared/learning";
import { NotAllowed } from "../shared/NotAllowed";
import {
  emptyNano,
  emptyTranslation,
  NANO_TYPES,
  NANO_VIDEO_TYPES,
  type NanoErrors,
  type NanoTranslationValues,
  type NanoType,
  type NanoValues,
  type NanoVideoType,
  nanoFieldErrors,
  nanoInput,
  nanoValues,
  validateNano,
} from "../shared/nano";
import { NanoPreview } from "./NanoPreview";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Props of {@link NanoPageEditor}. */
export interface NanoPageEditorProps {
  /**
   * Whose nano page: the organisation's (a common one read-only with Copy to organization; the
   * default), or a common one edited by a super-admin (Administration → Awareness).
   */
  scope?: ContentScope;
  /** The nano page to edit; absent (or `""`) creates one. */
  nanoPageId?: string;
  /** The type a new nano page starts with (the library's type chooser may pass it). */
  initialType?: NanoType;
  /** Where "Back to nano pages" goes; defaults to the scope's list. */
  backHref?: string;
  /** A nano page's address, where a new page or a copy goes; defaults to the scope's `…/:id`. */
  nanoPageHref?: (page: NanoPage) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * One nano page (SimpleQuiz, VideoQuiz or CustomHTML): its type, name, languages (at least one),
 * Premium or Standard and tags; a video quiz's video link (checked as the API checks it) and where
 * it plays; then, for each language, the email subject and the content — a quiz's question,
 * answers (at least 2 filled, exactly one correct) and explanations, or CustomHTML written in the
 * rich-text editor. The preview shows each language as learners get it: the video through its
 * privacy-friendly embed, the HTML sanitised. In the organisation's library a common nano page is
 * read-only with "Copy to organization"; the API's refusals show at their fields in the seeds' words.
 */
function NanoPageEditorScreen({
  scope = "organization",
  nanoPageId = "",
  initialType,
  backHref = contentPaths(scope).nanoPages,
  nanoPageHref = (page) => contentPath(scope, "nanoPages", page),
  contactEmail = "",
}: NanoPageEditorProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit: mayEdit } = useContentAccess(scope);
  const page = useNanoPage(owner, nanoPageId, ready);
  const tags = useLearningTags(owner, ready);
  const creating = nanoPageId === "";
  const common = scope === "organization" && page.data?.tenantId === null;
  const canEdit = mayEdit && !common;

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.nanoPages")} />;
  if (!creating && page.status === "pending") return <Spinner />;
  if (!creating && page.status === "error")
    return (
      <Page title={t("learning.nano.editor.details")} back={{ href: backHref, label: t("learning.nano.editor.back") }}>
        <ErrorBanner message={errorMessage(page.error, t)} />
      </Page>
    );

  return (
    <Page
      width="reading"
      title={creating ? t("learning.nano.editor.createTitle") : (page.data?.name ?? "")}
      back={{ href: backHref, label: t("learning.nano.editor.back") }}
      primaryAction={common && mayEdit && page.data && <CopyButton page={page.data} nanoPageHref={nanoPageHref} />}
    >
      <NanoForm
        key={page.data?.id ?? "new"}
        page={page.data}
        initialType={initialType}
        owner={owner}
        readOnly={!canEdit}
        commonNotice={common}
        tagSuggestions={tags.data?.items.map((tag) => tag.name) ?? []}
        onSaved={(saved) => {
          toast.show({
            variant: "success",
            message: creating ? t("learning.nano.editor.created") : t("learning.nano.editor.saved"),
          });
          if (creating) navigate(nanoPageHref(saved));
        }}
      />
    </Page>
  );
}

function CopyButton({ page, nanoPageHref }: { page: NanoPage; nanoPageHref: (page: NanoPage) => string }) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const session = useSession();
  const toast = useToast();
  const copy = useCopyNanoPage(session.tenantId);
  return (
    <Button
      loading={copy.status === "pending"}
      onClick={async () => {
        const created = await copy.mutate(page);
        if (!created) {
          toast.show({ variant: "error", message: errorMessage(copy.error, t) || t("learning.nano.errorHappened") });
          return;
        }
        toast.show({ variant: "success", message: t("learning.nano.copied", { name: created.name }) });
        navigate(nanoPageHref(created));
      }}
    >
      {t("learning.nano.editor.copy")}
    </Button>
  );
}

/** The form: details, the video of a video quiz, the content of each language, Save and Preview. */
function NanoForm({
  page,
  initialType,
  owner,
  readOnly,
  commonNotice,
  tagSuggestions,
  onSaved,
}: {
  page: NanoPage | undefined;
  initialType: NanoType | undefined;
  owner: string | null;
  readOnly: boolean;
  commonNotice: boolean;
  tagSuggestions: readonly string[];
  onSaved: (page: NanoPage) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<NanoValues>(() =>
    page ? nanoValues(page) : { ...emptyNano(), type: initialType ?? "" },
  );
  const [errors, setErrors] = useState<NanoErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveNanoPage(owner);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (save.status !== "error") return;
    const byField = nanoFieldErrors(save.error, t);
    if (toApiError(save.error).statusCode === 422 && Object.keys(byField).length > 0) setErrors(byField);
    else setFailure(errorMessage(save.error, t) || t("learning.nano.errorHappened"));
  }, [save.status, save.error]);

  const clear = (...keys: string[]) => {
    if (keys.some((key) => errors[key]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
  };
  const set = <K extends keyof NanoValues>(key: K, value: NanoValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  const setContent = (language: LearningLanguage, change: Partial<NanoTranslationValues>) => {
    setValues((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [language]: { ...(current.translations[language] ?? emptyTranslation()), ...change },
      },
    }));
    clear(language, ...Object.keys(change).map((field) => `${language}.${field}`));
  };
  const toggleLanguage = (language: LearningLanguage, on: boolean) => {
    setValues((current) => ({
      ...current,
      languages: on ? [...current.languages, language] : current.languages.filter((other) => other !== language),
      // What was written in a language stays while it is switched off, in case it comes back.
      translations: current.translations[language]
        ? current.translations
        : { ...current.translations, [language]: emptyTranslation() },
    }));
    clear("languages");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNano(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(page ? { id: page.id } : {}), body: nanoInput(values) });
    if (saved) onSaved(saved);
  };

  const type = values.type;
  const quiz = type === "SimpleQuiz" || type === "VideoQuiz";
  const languages = LEARNING_LANGUAGES.filter((language) => values.languages.includes(language));
  // The saved embed address describes the saved link only.
  const embedUrl = page && (page.videoLink ?? "") === values.videoLink.trim() ? page.videoEmbedUrl : undefined;

  return (
    <div className={css.layout}>
      {commonNotice && <p className={css.muted}>{t("learning.nano.editor.readOnly")}</p>}
      {page?.warnings && page.warnings.length > 0 && (
        <section className={css.warnings} aria-label={t("learning.nano.editor.warningsTitle")}>
          <p className={css.warningTitle}>{t("learning.nano.editor.warningsTitle")}</p>
          <ul>
            {page.warnings.map((warning) => {
              const language = warning.path.split(".")[1] as LearningLanguage | undefined;
              return (
                <li key={`${warning.path}:${warning.message}`}>
                  {language && LEARNING_LANGUAGES.includes(language)
                    ? t("learning.nano.editor.warningExtra", { language: t(`learning.languages.${language}`) })
                    : warning.message}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <form id={formId} className={css.layout} noValidate onSubmit={onSubmit}>
        {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
        <Card title={t("learning.nano.editor.details")}>
          <div className={css.form}>
            <div className={css.row}>
              <Select
                label={t("learning.nano.editor.type")}
                required
                disabled={readOnly}
                placeholder={t("learning.nano.editor.chooseType")}
                options={NANO_TYPES.map((value) => ({ value, label: t(`learning.nanoTypes.${value}`) }))}
                value={values.type}
                error={errors.type}
                onChange={(event) => set("type", event.target.value as NanoType | "")}
              />
              <Checkbox
                label={t("learning.nano.editor.premium")}
                checked={values.premium}
                disabled={readOnly}
                onChange={(event) => set("premium", event.target.checked)}
              />
            </div>
            <TextField
              label={t("learning.nano.editor.name")}
              required
              maxLength={120}
              disabled={readOnly}
              value={values.name}
              error={errors.name}
              onChange={(event) => set("name", event.target.value)}
            />
            <fieldset className={css.group} aria-describedby={errors.languages ? `${formId}-languages` : undefined}>
              <legend className={css.legend}>{t("learning.nano.editor.languages")}</legend>
              <div className={css.inline}>
                {LEARNING_LANGUAGES.map((language) => (
                  <Checkbox
                    key={language}
                    label={t(`learning.languages.${language}`)}
                    checked={values.languages.includes(language)}
                    disabled={readOnly}
                    onChange={(event) => toggleLanguage(language, event.target.checked)}
                  />
                ))}
              </div>
              {errors.languages && (
                <span id={`${formId}-languages`} className={css.error} role="alert">
                  {errors.languages}
                </span>
              )}
            </fieldset>
            <TextField
              label={t("learning.nano.editor.thumbnail")}
              type="url"
              inputMode="url"
              disabled={readOnly}
              hint={t("learning.courses.editor.imageHint")}
              value={values.thumbnail ?? ""}
              error={errors.thumbnail}
              onChange={(event) => set("thumbnail", event.target.value || null)}
            />
            <LabelsField
              label={t("learning.nano.editor.tags")}
              name="tags"
              value={values.tags}
              suggestions={tagSuggestions}
              disabled={readOnly}
              error={errors.tags}
              onChange={(next) => set("tags", next)}
            />
          </div>
        </Card>
        {type === "VideoQuiz" && (
          <Card title={t("learning.nano.editor.video")}>
            <div className={css.form}>
              <TextField
                label={t("learning.nano.editor.videoLink")}
                required
                type="url"
                inputMode="url"
                disabled={readOnly}
                hint={t("learning.nano.editor.videoLinkHint")}
                value={values.videoLink}
                error={errors.videoLink}
                onChange={(event) => set("videoLink", event.target.value)}
              />
              <Select
                label={t("learning.nano.editor.videoType")}
                disabled={readOnly}
                options={NANO_VIDEO_TYPES.map((value) => ({ value, label: t(`learning.videoTypes.${value}`) }))}
                value={values.videoType}
                onChange={(event) => set("videoType", event.target.value as NanoVideoType)}
              />
            </div>
          </Card>
        )}
        {type !== "" &&
          languages.map((language) => {
            const content = values.translations[language] ?? emptyTranslation();
            const at = (field: string) => errors[`${language}.${field}`];
            return (
              <Card
                key={language}
                title={t("learning.nano.editor.contentIn", { language: t(`learning.languages.${language}`) })}
              >
                <div className={css.form}>
                  {errors[language] && <ErrorBanner message={errors[language]} />}
                  <TextField
                    label={t("learning.nano.editor.emailSubject")}
                    required
                    maxLength={200}
                    disabled={readOnly}
                    value={content.emailSubject}
                    error={at("emailSubject")}
                    onChange={(event) => setContent(language, { emailSubject: event.target.value })}
                  />
                  {quiz && (
                    <>
                      <TextAreaField
                        label={t("learning.nano.editor.question")}
                        required
                        rows={2}
                        maxLength={1000}
                        disabled={readOnly}
                        value={content.question}
                        error={at("question")}
                        onChange={(event) => setContent(language, { question: event.target.value })}
                      />
                      <AnswersField
                        answers={content.answers}
                        disabled={readOnly}
                        error={at("answers")}
                        onChange={(answers) => setContent(language, { answers })}
                      />
                      <TextAreaField
                        label={t("learning.nano.editor.explanationCorrect")}
                        rows={2}
                        maxLength={2000}
                        disabled={readOnly}
                        value={content.explanationCorrect}
                        onChange={(event) => setContent(language, { explanationCorrect: event.target.value })}
                      />
                      <TextAreaField
                        label={t("learning.nano.editor.explanationIncorrect")}
                        rows={2}
                        maxLength={2000}
                        disabled={readOnly}
                        value={content.explanationIncorrect}
                        onChange={(event) => setContent(language, { explanationIncorrect: event.target.value })}
                      />
                    </>
                  )}
                  {type === "CustomHTML" && (
                    <RichTextEditor
                      label={t("learning.nano.editor.html")}
                      required
                      minHeight={220}
                      mode={readOnly ? "view" : "edit"}
                      value={content.html}
                      error={at("html")}
                      onChange={(html) => setContent(language, { html })}
                    />
                  )}
                </div>
              </Card>
            );
          })}
        <div className={css.inline}>
          {!readOnly && (
            <Button type="submit" loading={save.status === "pending"}>
              {t("learning.nano.editor.save")}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={type === "" || languages.length === 0}
            onClick={() => setPreviewing(true)}
          >
            {t("learning.nano.editor.preview")}
          </Button>
        </div>
      </form>
      <Modal
        className={css.wideDialog}
        open={previewing}
        onClose={() => setPreviewing(false)}
        title={t("learning.nano.editor.previewTitle", { name: values.name || t("learning.nano.editor.details") })}
        footer={
          <Button variant="secondary" onClick={() => setPreviewing(false)}>
            {t("learning.nano.editor.close")}
          </Button>
        }
      >
        {previewing && <NanoPreview values={values} embedUrl={embedUrl} />}
      </Modal>
    </div>
  );
}

/** The nano page editor; see {@link NanoPageEditorScreen}. */
export const NanoPageEditor = withToasts(NanoPageEditorScreen);
