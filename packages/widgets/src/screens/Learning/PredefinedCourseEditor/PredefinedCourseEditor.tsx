import type { LearningLanguage, PredefinedCourse } from "@bulwark/client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Page } from "../../../components/Page/Page";
import { TextAreaField, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime } from "../../../data/session";
import * as css from "../LessonEditor/LessonEditor.css";
import {
  type ContentOwner,
  type ContentScope,
  useLessonList,
  usePredefinedCourse,
  useSavePredefinedCourse,
} from "../queries";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import {
  COURSE_LEVELS,
  type CourseErrors,
  type CourseLevel,
  type CourseValues,
  courseFieldErrors,
  courseInput,
  courseLanguagesOf,
  courseName,
  courseValues,
  emptyCourse,
  missingLanguages,
  validateCourse,
} from "../shared/courses";
import { LEARNING_LANGUAGES } from "../shared/learning";
import { NotAllowed } from "../shared/NotAllowed";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** How many lessons the picker offers (the contract's page maximum; a library holds tens). */
const LESSON_CHOICES = 100;

/** Props of {@link PredefinedCourseEditor}. */
export interface PredefinedCourseEditorProps {
  /**
   * Whose course: the organisation's (a common one is read-only; the default), or a common one
   * edited by a super-admin (Administration → Awareness).
   */
  scope?: ContentScope;
  /** The course to edit; absent (or `""`) creates one. */
  courseId?: string;
  /** Where "Back to predefined courses" goes; defaults to the scope's list. */
  backHref?: string;
  /** A course's address, where a new course goes; defaults to the scope's `…/:id`. */
  courseHref?: (course: PredefinedCourse) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * A predefined course: a name per language (the course is offered in each language it has a
 * name in), a description per offered language, logo and avatar, level (Beginner, Intermediate,
 * Advanced), passing score in percent, Premium or Standard, and its lessons chosen from the
 * library in order. The seeds' alert names each chosen lesson that lacks one of the course's
 * languages as the form changes; every rule's message shows at its field before the call, and
 * the API's refusals after it.
 */
function PredefinedCourseEditorScreen({
  scope = "organization",
  courseId = "",
  backHref = contentPaths(scope).courses,
  courseHref = (course) => contentPath(scope, "courses", course),
  contactEmail = "",
}: PredefinedCourseEditorProps) {
  const { t, i18n } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit: mayEdit } = useContentAccess(scope);
  const course = usePredefinedCourse(owner, courseId, ready);
  const creating = courseId === "";
  const common = scope === "organization" && course.data?.tenantId === null;
  const canEdit = mayEdit && !common;

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.courses")} />;
  if (!creating && course.status === "pending") return <Spinner />;
  if (!creating && course.status === "error")
    return (
      <Page
        title={t("learning.courses.editor.details")}
        back={{ href: backHref, label: t("learning.courses.editor.back") }}
      >
        <ErrorBanner message={errorMessage(course.error, t)} />
      </Page>
    );

  return (
    <Page
      width="reading"
      title={
        creating
          ? t("learning.courses.editor.createTitle")
          : (course.data && courseName(course.data, i18n.language)) || t("learning.courses.untitled")
      }
      back={{ href: backHref, label: t("learning.courses.editor.back") }}
    >
      <CourseForm
        key={course.data?.id ?? "new"}
        course={course.data}
        owner={owner}
        ready={ready}
        readOnly={!canEdit}
        commonNotice={common}
        onSaved={(saved) => {
          toast.show({
            variant: "success",
            message: creating ? t("learning.courses.editor.created") : t("learning.courses.editor.saved"),
          });
          if (creating) navigate(courseHref(saved));
        }}
      />
    </Page>
  );
}

function CourseForm({
  course,
  owner,
  ready,
  readOnly,
  commonNotice,
  onSaved,
}: {
  course: PredefinedCourse | undefined;
  owner: ContentOwner;
  ready: boolean;
  readOnly: boolean;
  commonNotice: boolean;
  onSaved: (course: PredefinedCourse) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<CourseValues>(() => (course ? courseValues(course) : emptyCourse()));
  const [errors, setErrors] = useState<CourseErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [picked, setPicked] = useState("");
  const save = useSavePredefinedCourse(owner);
  // Lessons to choose from: for an organisation, common ones and its own; for common content, the common ones.
  const choices = useLessonList(owner, { scope: "all", skip: 0, limit: LESSON_CHOICES }, ready && !readOnly);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (save.status !== "error") return;
    const byField = courseFieldErrors(save.error, t);
    if (toApiError(save.error).statusCode === 422 && Object.keys(byField).length > 0) setErrors(byField);
    else setFailure(errorMessage(save.error, t) || t("learning.courses.errorHappened"));
  }, [save.status, save.error]);

  const clear = (...keys: string[]) => {
    if (keys.some((key) => errors[key]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
  };
  const set = <K extends keyof CourseValues>(key: K, value: CourseValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCourse(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(course ? { id: course.id } : {}), body: courseInput(values) });
    if (saved) onSaved(saved);
  };

  const offered = courseLanguagesOf(values.names);
  const missing = missingLanguages(values);
  const chosen = new Set(values.lessons.map((lesson) => lesson.id));
  const available = (choices.data?.items ?? []).filter((lesson) => !chosen.has(lesson.id));
  const languageList = (languages: readonly LearningLanguage[]) =>
    languages.map((language) => t(`learning.languages.${language}`)).join(", ");
  const move = (index: number, by: -1 | 1) => {
    const next = [...values.lessons];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    set("lessons", next);
  };

  return (
    <form id={formId} className={css.layout} noValidate onSubmit={onSubmit}>
      {commonNotice && <p className={css.muted}>{t("learning.courses.editor.readOnly")}</p>}
      {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
      {missing.length > 0 && (
        <section className={css.warnings} role="alert" aria-label={t("learning.courses.editor.missingTitle")}>
          <p className={css.warningTitle}>{t("learning.courses.editor.missingTitle")}</p>
          <ul>
            {missing.map(({ lesson, missing: languages }) => (
              <li key={lesson.id}>
                {t("learning.courses.editor.missingLesson", { name: lesson.name, languages: languageList(languages) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Card title={t("learning.courses.editor.details")}>
        <div className={css.form}>
          <fieldset className={css.group} aria-describedby={errors.names ? `${formId}-names` : undefined}>
            <legend className={css.legend}>{t("learning.courses.editor.names")}</legend>
            <p className={css.muted}>{t("learning.courses.editor.namesHint")}</p>
            {LEARNING_LANGUAGES.map((language) => (
              <TextField
                key={language}
                label={t("learning.courses.editor.nameIn", { language: t(`learning.languages.${language}`) })}
                maxLength={120}
                disabled={readOnly}
                value={values.names[language] ?? ""}
                error={errors[`names.${language}`]}
                onChange={(event) => {
                  set("names", { ...values.names, [language]: event.target.value });
                  clear("names", `names.${language}`);
                }}
              />
            ))}
            {errors.names && (
              <span id={`${formId}-names`} className={css.error} role="alert">
                {errors.names}
              </span>
            )}
          </fieldset>
          {offered.length > 0 && (
            <fieldset className={css.group}>
              <legend className={css.legend}>{t("learning.courses.editor.descriptions")}</legend>
              {offered.map((language) => (
                <TextAreaField
                  key={language}
                  label={t("learning.courses.editor.descriptionIn", { language: t(`learning.languages.${language}`) })}
                  rows={2}
                  maxLength={2000}
                  disabled={readOnly}
                  value={values.descriptions[language] ?? ""}
                  onChange={(event) => set("descriptions", { ...values.descriptions, [language]: event.target.value })}
                />
              ))}
            </fieldset>
          )}
          <div className={css.row}>
            <Select
              label={t("learning.courses.editor.level")}
              required
              disabled={readOnly}
              placeholder={t("learning.courses.editor.chooseLevel")}
              options={COURSE_LEVELS.map((value) => ({ value, label: t(`learning.levels.${value}`) }))}
              value={values.level}
              error={errors.level}
              onChange={(event) => set("level", event.target.value as CourseLevel | "")}
            />
            <TextField
              label={t("learning.courses.editor.passingScore")}
              required
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
              disabled={readOnly}
              value={values.passingScore}
              error={errors.passingScore}
              onChange={(event) => set("passingScore", event.target.value)}
            />
          </div>
          <div className={css.row}>
            <TextField
              label={t("learning.courses.editor.logo")}
              type="url"
              inputMode="url"
              disabled={readOnly}
              hint={t("learning.courses.editor.imageHint")}
              value={values.logo}
              error={errors.logo}
              onChange={(event) => set("logo", event.target.value)}
            />
            <TextField
              label={t("learning.courses.editor.avatar")}
              type="url"
              inputMode="url"
              disabled={readOnly}
              hint={t("learning.courses.editor.imageHint")}
              value={values.avatar}
              error={errors.avatar}
              onChange={(event) => set("avatar", event.target.value)}
            />
          </div>
          <Checkbox
            label={t("learning.courses.editor.premium")}
            checked={values.premium}
            disabled={readOnly}
            onChange={(event) => set("premium", event.target.checked)}
          />
        </div>
      </Card>
      <Card title={t("learning.courses.editor.lessons")} description={t("learning.courses.editor.lessonsHint")}>
        <div className={css.form}>
          {values.lessons.length === 0 ? (
            <p className={css.muted}>{t("learning.courses.editor.noLessons")}</p>
          ) : (
            <ol className={css.pages} aria-label={t("learning.courses.editor.lessons")}>
              {values.lessons.map((lesson, index) => (
                <li key={lesson.id} className={css.pageItem}>
                  <span className={css.pageNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={css.pageText}>
                    <span className={css.pageTitle}>{lesson.name}</span>
                    <span className={css.muted}>
                      {t("learning.courses.editor.lessonLanguages", { languages: languageList(lesson.languages) })}
                    </span>
                  </span>
                  {!readOnly && (
                    <span className={css.pageActions}>
                      <Button
                        variant="secondary"
                        className={css.iconButton}
                        aria-label={t("learning.courses.editor.moveUp", { name: lesson.name })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="secondary"
                        className={css.iconButton}
                        aria-label={t("learning.courses.editor.moveDown", { name: lesson.name })}
                        disabled={index === values.lessons.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        variant="secondary"
                        className={css.iconButton}
                        aria-label={t("learning.courses.editor.removeLesson", { name: lesson.name })}
                        onClick={() =>
                          set(
                            "lessons",
                            values.lessons.filter((other) => other.id !== lesson.id),
                          )
                        }
                      >
                        ×
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
          {!readOnly && (
            <div className={css.row}>
              <Select
                label={t("learning.courses.editor.chooseLesson")}
                placeholder={t("learning.courses.editor.chooseLessonPlaceholder")}
                options={available.map((lesson) => ({ value: lesson.id, label: lesson.name }))}
                value={picked}
                error={errors.lessons}
                onChange={(event) => setPicked(event.target.value)}
              />
              <div>
                <Button
                  variant="secondary"
                  disabled={picked === ""}
                  onClick={() => {
                    const lesson = available.find((other) => other.id === picked);
                    if (!lesson) return;
                    set("lessons", [
                      ...values.lessons,
                      { id: lesson.id, name: lesson.name, languages: lesson.languages },
                    ]);
                    setPicked("");
                  }}
                >
                  {t("learning.courses.editor.addLesson")}
                </Button>
              </div>
            </div>
          )}
        </div>
      </Card>
      {!readOnly && (
        <div>
          <Button type="submit" loading={save.status === "pending"}>
            {t("learning.courses.editor.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The predefined course editor; see {@link PredefinedCourseEditorScreen}. */
export const PredefinedCourseEditor = withToasts(PredefinedCourseEditorScreen);
