import type { Course, LearningLanguage, PredefinedCourse } from "@bulwark/client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDate } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Page } from "../../../components/Page/Page";
import { RichTextEditor } from "../../../components/RichTextEditor/RichTextEditor";
import { ButtonLink, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { courseName } from "../../Learning/shared/courseName";
import { type LearnersDraft, LearnersPicker } from "../../Learning/shared/LearnersPicker";
import * as css from "../../NanoLearning/shared/nano.css";
import { useWizard } from "../../NanoLearning/shared/useWizard";
import { WizardSteps } from "../../NanoLearning/shared/WizardSteps";
import { useCourseLessons, useCreateCourse, usePredefinedCourses } from "../queries";
import {
  COURSE_LANGUAGES,
  COURSES_PATH,
  canEditCourses,
  coursePath,
  failureText,
  fieldErrors,
  learnersLabels,
  messageText,
} from "../shared/courses";
import { SettingsFields } from "../shared/SettingsFields";
import {
  type ContentDraft,
  checkContent,
  checkLearners,
  checkSettings,
  courseInput,
  emptySettings,
  lessonsWithoutLanguage,
  type MessagesDraft,
  type SettingsDraft,
  STEPS,
  type Step,
  stepOf,
  type WizardErrors,
} from "./wizard";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Props of {@link CreateCourse}. */
export interface CreateCourseProps {
  /** A predefined course to start from (the library's "Launch"): the Content step opens with it chosen. */
  predefinedCourseId?: string;
  /** Where "Back to courses" and "All courses" go; defaults to `/awareness/assignments`. */
  listHref?: string;
  /** A course's page ("View course" on the created screen); defaults to `/awareness/assignments/:id`. */
  courseHref?: (course: Pick<Course, "id">) => string;
  /** Called with the course once created. */
  onCreated?: (course: Course) => void;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The four-step wizard that launches a course (seeds: Content, Learners, Settings, Messages), then
 * the course-created screen. Content picks a predefined course or the organisation's own lessons
 * from the library, in one language (warning about lessons that lack it); Learners picks people
 * by person, group or tag ("No people to be saved"); Settings holds the name, dates, passing score,
 * the security contact ("Invalid email"), the policy link ("Invalid url") and link invitations;
 * Messages the organisation's own words in the invitation, reminder and completed emails, in the
 * rich-text editor. Moving on with a step incomplete says "Please populate current data"; without
 * an active organisation the wizard says "Organization must be set!"; the API's 422 field errors
 * come back on their fields, on their step.
 */
function CreateCourseScreen({
  predefinedCourseId,
  listHref = COURSES_PATH,
  courseHref = coursePath,
  onCreated,
  contactEmail = "",
}: CreateCourseProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const create = useCreateCourse(tenantId);

  const [content, setContent] = useState<ContentDraft>(() => ({
    source: "predefined",
    predefined: null,
    lessons: [],
    language: i18n.language === "sr" ? "Sr" : "En",
  }));
  const [learners, setLearners] = useState<LearnersDraft>({ people: [], groups: [], tags: [] });
  const [settings, setSettings] = useState<SettingsDraft>(emptySettings);
  const [messages, setMessages] = useState<MessagesDraft>({ enrolment: "", reminder: "", completed: "" });
  const [created, setCreated] = useState<Course | null>(null);

  const problems = useMemo(
    () => ({
      content: checkContent(content),
      learners: checkLearners(learners),
      settings: checkSettings(settings),
      messages: {},
    }),
    [content, learners, settings],
  );
  const failure = create.status === "error" ? create.error : undefined;
  const wizard = useWizard({
    steps: STEPS,
    problems,
    ruleMessage: (rule) => t(`courses.messages.${rule}`),
    failure,
    serverMessages: (error) =>
      Object.fromEntries(Object.entries(fieldErrors(error)).map(([p, m]) => [p, messageText(m, t)])),
    stepOf,
  });
  const { step, index, go, headingRef, errors, incomplete, named, clearServer } = wizard;

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const onNext = () => {
    if (!wizard.next()) return;
    // The predefined course names the course and sets its passing score, unless the user already did.
    if (step === "content" && content.source === "predefined" && content.predefined) {
      const lang = content.language === "Sr" ? "sr" : "en";
      setSettings((current) => ({
        ...current,
        name: current.name || courseName(content.predefined as PredefinedCourse, lang),
        passingScore: current.name ? current.passingScore : String(content.predefined?.passingScore ?? 70),
      }));
    }
  };

  const onSubmit = async () => {
    if (!wizard.checkAll()) return;
    const made = await create.mutate(courseInput(content, learners, settings, messages));
    if (made) {
      setCreated(made);
      onCreated?.(made);
    }
  };

  if (created)
    return (
      <Page title={t("courses.wizard.created.title")} width="reading">
        <Card>
          <div className={css.stack}>
            <p className={css.plain}>
              {t("courses.wizard.created.body", {
                name: created.name,
                count: created.learnerCount,
                date: formatDate(created.enrolmentDate, i18n.language),
              })}
            </p>
            <div className={css.actions}>
              <ButtonLink href={listHref} variant="secondary">
                {t("courses.wizard.created.list")}
              </ButtonLink>
              <ButtonLink href={courseHref(created)}>{t("courses.wizard.created.view")}</ButtonLink>
            </div>
          </div>
        </Card>
      </Page>
    );

  const canEdit = canEditCourses(session);
  const statusCode = failure === undefined ? undefined : toApiError(failure).statusCode;
  const generic = failure !== undefined && statusCode !== 422;
  const unnamed422 = statusCode === 422 && named === 0;

  return (
    <Page
      title={t("courses.wizard.title")}
      description={t("courses.wizard.description")}
      back={{ href: listHref, label: t("courses.wizard.back") }}
      width="reading"
    >
      <div className={css.stack}>
        {!tenantId && <ErrorBanner message={t("courses.messages.organizationRequired")} />}
        <WizardSteps
          steps={STEPS}
          step={step}
          label={(s) => t(`courses.wizard.steps.${s}`)}
          navLabel={t("courses.wizard.steps.label")}
          stepOf={t("courses.wizard.stepOf", { current: index + 1, total: STEPS.length })}
          headingRef={headingRef}
        >
          <div className={css.stack}>
            {incomplete && <ErrorBanner message={t("courses.messages.populate")} />}
            {(generic || unnamed422) && <ErrorBanner message={failureText(failure, t)} />}
            {step === "content" && (
              <ContentStep
                ready={ready}
                preselect={predefinedCourseId}
                content={content}
                errors={errors}
                onChange={(next) => {
                  setContent(next);
                  clearServer("lessonIds");
                  clearServer("predefinedCourseId");
                }}
              />
            )}
            {step === "learners" && (
              <LearnersPicker
                ready={ready}
                learners={learners}
                error={Object.entries(errors).find(([path]) => path.startsWith("learners"))?.[1]}
                onChange={(next) => {
                  setLearners(next);
                  clearServer("learners");
                }}
                labels={learnersLabels(t)}
              />
            )}
            {step === "settings" && (
              <SettingsStep
                settings={settings}
                errors={errors}
                onChange={(next, field) => {
                  setSettings(next);
                  clearServer(field);
                }}
              />
            )}
            {step === "messages" && <MessagesStep messages={messages} errors={errors} onChange={setMessages} />}
            <div className={css.actions}>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => go(STEPS[index - 1] as Step)}>
                  {t("courses.wizard.previous")}
                </Button>
              ) : (
                <span />
              )}
              {step === "messages" ? (
                <Button
                  onClick={() => void onSubmit()}
                  loading={create.status === "pending"}
                  disabled={!canEdit || !tenantId}
                >
                  {t("courses.wizard.submit")}
                </Button>
              ) : (
                <Button onClick={onNext}>{t("courses.wizard.next")}</Button>
              )}
            </div>
          </div>
        </WizardSteps>
      </div>
    </Page>
  );
}

/** Step 1: a predefined course or own lessons, and the course's language. */
function ContentStep({
  ready,
  preselect,
  content,
  errors,
  onChange,
}: {
  ready: boolean;
  preselect: string | undefined;
  content: ContentDraft;
  errors: WizardErrors;
  onChange: (content: ContentDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const name = useId();
  const [search, setSearch] = useState("");
  const predefined = usePredefinedCourses(session.tenantId, ready && content.source === "predefined");
  const lessons = useCourseLessons(session.tenantId, search.trim(), ready && content.source === "lessons");
  const chosen = new Set(content.lessons.map((l) => l.id));
  const missing = lessonsWithoutLanguage(content);
  const courses = predefined.data;

  // A course the page asked for (the library's "Launch") is chosen once the list arrives.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselect || !courses) return;
    preselected.current = true;
    const found = courses.find((c) => c.id === preselect);
    if (found) onChange({ ...content, source: "predefined", predefined: found });
  }, [courses, preselect, content, onChange]);

  const contentError = errors.predefinedCourseId ?? errors.lessonIds;
  return (
    <div className={css.stack}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t("courses.wizard.content.source")}</legend>
        <div className={css.chips}>
          {(["predefined", "lessons"] as const).map((source) => (
            <label key={source}>
              <input
                type="radio"
                name={name}
                checked={content.source === source}
                onChange={() => onChange({ ...content, source })}
              />{" "}
              {t(`courses.wizard.content.${source}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Select
        label={t("courses.wizard.content.language")}
        hint={t("courses.wizard.content.languageHint")}
        options={COURSE_LANGUAGES.map((value) => ({ value, label: t(`courses.languages.${value}`) }))}
        value={content.language}
        error={errors.language}
        onChange={(event) => onChange({ ...content, language: event.target.value as LearningLanguage })}
      />
      {contentError && (
        <p className={css.error} role="alert">
          {contentError}
        </p>
      )}
      {content.source === "predefined" ? (
        <>
          {predefined.isLoading && <Spinner />}
          {predefined.status === "error" && <ErrorBanner message={errorMessage(predefined.error, t)} />}
          {courses?.length === 0 && <p className={css.muted}>{t("courses.wizard.content.noCourses")}</p>}
          {courses && courses.length > 0 && (
            <ul className={css.pageList} aria-label={t("courses.wizard.content.coursesCaption")}>
              {courses.map((c) => (
                <li key={c.id} className={css.pageItem}>
                  <label className={css.pageName}>
                    <input
                      type="radio"
                      name={`${name}-course`}
                      checked={content.predefined?.id === c.id}
                      onChange={() => onChange({ ...content, predefined: c })}
                    />{" "}
                    {courseName(c, i18n.language)}
                    <span className={css.chips}>
                      <Badge>{t(`courses.levels.${c.level}`)}</Badge>
                      <Badge>{t("courses.wizard.content.lessonCount", { count: c.lessons.length })}</Badge>
                      <Badge>{t("courses.wizard.content.passing", { score: c.passingScore })}</Badge>
                      {c.languages.map((l) => (
                        <Badge key={l}>{l}</Badge>
                      ))}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <TextField
            label={t("courses.wizard.content.search")}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {lessons.isLoading && <Spinner />}
          {lessons.status === "error" && <ErrorBanner message={errorMessage(lessons.error, t)} />}
          {lessons.data?.items.length === 0 && <p className={css.muted}>{t("courses.wizard.content.noLessons")}</p>}
          {lessons.data && lessons.data.items.length > 0 && (
            <ul className={css.pageList} aria-label={t("courses.wizard.content.lessonsCaption")}>
              {lessons.data.items.map((l) => (
                <li key={l.id} className={css.pageItem}>
                  <span className={css.pageName}>
                    {l.name}
                    <span className={css.chips}>
                      {l.languages.map((lang) => (
                        <Badge key={lang}>{lang}</Badge>
                      ))}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={chosen.has(l.id)}
                    aria-label={`${t("courses.wizard.content.add")}: ${l.name}`}
                    onClick={() =>
                      onChange({
                        ...content,
                        lessons: [...content.lessons, { id: l.id, name: l.name, languages: l.languages }],
                      })
                    }
                  >
                    {chosen.has(l.id) ? t("courses.wizard.content.added") : t("courses.wizard.content.add")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3 className={css.contentName}>{t("courses.wizard.content.chosen")}</h3>
          {content.lessons.length === 0 ? (
            <p className={css.muted}>{t("courses.wizard.content.noneChosen")}</p>
          ) : (
            <ol className={css.pageList} aria-label={t("courses.wizard.content.chosen")}>
              {content.lessons.map((l) => (
                <li key={l.id} className={css.pageItem}>
                  <span className={css.pageName}>{l.name}</span>
                  <Button
                    variant="secondary"
                    aria-label={t("courses.wizard.content.remove", { name: l.name })}
                    onClick={() => onChange({ ...content, lessons: content.lessons.filter((x) => x.id !== l.id) })}
                  >
                    {t("courses.wizard.content.removeShort")}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {missing.length > 0 && (
        <p className={css.muted} role="status">
          {t("courses.wizard.content.missingLanguage", {
            language: t(`courses.languages.${content.language}`),
            lessons: missing.join(", "),
          })}
        </p>
      )}
    </div>
  );
}

/** Step 3: the course's settings and link invitations. */
function SettingsStep({
  settings,
  errors,
  onChange,
}: {
  settings: SettingsDraft;
  errors: WizardErrors;
  onChange: (settings: SettingsDraft, field: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.stack}>
      <SettingsFields
        values={settings}
        errors={errors}
        onChange={(key, value, path) => onChange({ ...settings, [key]: value }, path)}
      />
      <Checkbox
        label={t("courses.fields.linkInvitations")}
        checked={settings.linkInvitations}
        onChange={(event) => onChange({ ...settings, linkInvitations: event.target.checked }, "linkInvitationsEnabled")}
      />
      <p className={css.muted}>{t("courses.fields.linkInvitationsHint")}</p>
    </div>
  );
}

/** Step 4: the organisation's own words in the three emails (each optional). */
function MessagesStep({
  messages,
  errors,
  onChange,
}: {
  messages: MessagesDraft;
  errors: WizardErrors;
  onChange: (messages: MessagesDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.stack}>
      <p className={css.muted}>{t("courses.fields.messagesHint")}</p>
      {(["enrolment", "reminder", "completed"] as const).map((kind) => (
        <RichTextEditor
          key={kind}
          label={t(`courses.fields.messages.${kind}`)}
          value={messages[kind]}
          minHeight={160}
          error={errors[`customMessages.${kind}`]}
          onChange={(html) => onChange({ ...messages, [kind]: html })}
        />
      ))}
    </div>
  );
}

/** The create-course wizard; see {@link CreateCourseScreen}. */
export const CreateCourse = withToasts(CreateCourseScreen);
