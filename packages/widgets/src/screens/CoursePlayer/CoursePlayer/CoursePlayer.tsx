import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { SafeHtml } from "../../../components/SafeHtml/SafeHtml";
import { Spinner } from "../../../components/Spinner/Spinner";
import { VideoFrame } from "../../../components/VideoFrame/VideoFrame";
import { visuallyHidden } from "../../../styles/utils.css";
import {
  type PlayerAnswerResult,
  type PlayerCourse,
  type PlayerPage,
  type PlayerProgress,
  useAnswerQuestion,
  useFinishCourse,
  usePlayerCourse,
  useReportActivity,
} from "../queries";
import { useVisibleTime } from "../useVisibleTime";
import * as css from "./CoursePlayer.css";

/** Props of {@link CoursePlayer}. */
export interface CoursePlayerProps {
  /** The learner's token from the invitation link (or a lesson preview's token). */
  token: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** Where the learner is: the start screen, a page (its index in course order), or the result. */
type View = { kind: "start" } | { kind: "page"; index: number } | { kind: "result" };

/** A page with its place in the course. */
interface Placed {
  page: PlayerPage;
  lessonTitle: string;
  lessonIndex: number;
  index: number;
}

/** A judged answer as the player shows it. */
type Judged = Pick<PlayerAnswerResult, "correct" | "explanation"> & { answerIndex: number };

/**
 * The learner's course player (public, the token is the credential): the start screen (course,
 * lessons, passing score, due date, security contact), the pages one by one with the contents and
 * progress beside them, quizzes judged by the API with their explanation, and the result against
 * the passing score. Progress lives on the server, so closing the browser loses nothing: the
 * learner continues where they left off, and a finished course opens on its result. Time is
 * counted only while the page is visible. An unknown or removed token shows a calm "not valid"
 * page. Text appears in the UI language; the course's pages carry the course's language.
 */
export function CoursePlayer({ token, className }: CoursePlayerProps) {
  const { t } = useTranslation();
  const query = usePlayerCourse(token);
  const rootClass = className ? `${css.root} ${className}` : css.root;
  if (token === "" || (query.status === "error" && isInvalidLink(query.error))) {
    return (
      <div className={rootClass}>
        <InvalidLink />
      </div>
    );
  }
  return (
    <div className={rootClass}>
      {query.status === "pending" && <Spinner label={t("player.loading")} />}
      {query.status === "error" && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <Player token={token} course={query.data} />}
    </div>
  );
}

/** 404 (not issued here, or the learner was removed) and a malformed token read as one thing to the learner. */
function isInvalidLink(error: unknown) {
  const { statusCode } = toApiError(error);
  return statusCode === 404 || statusCode === 400 || statusCode === 422;
}

/**
 * Whose course it is: the organisation's logo (when it has one) and name, shown before anything
 * else so a learner who followed an email can tell it really comes from their organisation. A logo
 * that fails to load is dropped rather than shown broken; its box is fixed, so nothing moves.
 */
export function OrganizationLine({ organization }: { organization: PlayerCourse["organization"] }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <div className={css.organization}>
      {organization.logo && !broken && (
        // The name is written beside it: the logo adds nothing for a screen reader.
        <img
          className={css.organizationLogo}
          src={organization.logo}
          alt=""
          width={40}
          height={40}
          onError={() => setBroken(true)}
        />
      )}
      <p className={`${css.organizationText} ${css.muted}`}>
        <span className={css.factLabel}>{t("player.organization.label")}</span>
        <span className={css.organizationName}>{organization.name}</span>
      </p>
    </div>
  );
}

/** The calm page of a link that opens nothing. */
export function InvalidLink() {
  const { t } = useTranslation();
  return (
    <section className={`${css.card} ${css.narrow}`} aria-labelledby="bulwark-player-invalid">
      <h1 id="bulwark-player-invalid" className={css.title}>
        {t("player.invalid.title")}
      </h1>
      <p className={css.muted}>{t("player.invalid.message")}</p>
    </section>
  );
}

/** The first page the learner has not finished: not viewed, or a question not answered. */
function resumeIndex(pages: Placed[], progress: PlayerProgress | null): number {
  if (!progress) return 0;
  const viewed = new Set(progress.viewedPageIds);
  const answered = new Set(progress.answers.map((a) => a.pageId));
  const next = pages.find(({ page }) => !viewed.has(page.id) || (page.type === "Quiz" && !answered.has(page.id)));
  return next ? next.index : Math.max(0, pages.length - 1);
}

function Player({ token, course }: { token: string; course: PlayerCourse }) {
  const { t } = useTranslation();
  const progress = course.progress;
  const preview = course.mode === "preview";
  const completed = progress?.status === "LearningCompleted";
  const ended = Boolean(progress && !completed && new Date(progress.dueDate).getTime() <= Date.now());
  const pages = useMemo<Placed[]>(() => {
    const placed: Placed[] = [];
    course.lessons.forEach((lesson, lessonIndex) => {
      for (const page of lesson.pages)
        placed.push({ page, lessonTitle: lesson.title, lessonIndex, index: placed.length });
    });
    return placed;
  }, [course.lessons]);
  const [view, setView] = useState<View>(completed ? { kind: "result" } : { kind: "start" });
  // A preview's answers (and one a learner gave in another tab) are kept here; the rest come from the progress.
  const [local, setLocal] = useState<Record<string, Judged>>({});
  const answers = useMemo(() => {
    const byPage: Record<string, Judged> = {};
    for (const a of progress?.answers ?? []) byPage[a.pageId] = a;
    return { ...byPage, ...local };
  }, [progress?.answers, local]);

  // Focus follows navigation: the new view's heading, so a screen reader starts reading there.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const viewKey = view.kind === "page" ? `page-${view.index}` : view.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of view, which `viewKey` names
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [viewKey]);

  const recording = !preview && !completed && !ended;
  const current = view.kind === "page" ? pages[view.index] : undefined;
  const report = useReportActivity(token);
  const flushVisibleTime = useVisibleTime(recording && current ? current.page.id : null, report);

  const answer = useAnswerQuestion(token);
  const finish = useFinishCourse(token);
  const onAnswer = async (pageId: string, answerIndex: number) => {
    const result = await answer.mutate({ pageId, answerIndex });
    if (result && (preview || !result.recorded)) setLocal((was) => ({ ...was, [pageId]: { ...result, answerIndex } }));
  };
  const onFinish = async () => {
    // The time on the last page counts: sent before finishing, after which the API records none.
    await flushVisibleTime();
    if (await finish.mutate(undefined)) setView({ kind: "result" });
  };
  const unanswered = pages.filter(({ page }) => page.type === "Quiz" && !answers[page.id]).length;

  if (view.kind === "start" || pages.length === 0) {
    return (
      <StartScreen
        course={course}
        headingRef={heading}
        resumable={Boolean(progress && progress.viewedPageIds.length > 0)}
        canStart={pages.length > 0 && !ended}
        ended={ended}
        onStart={() => setView({ kind: "page", index: resumeIndex(pages, progress) })}
      />
    );
  }
  if (view.kind === "result" && progress) {
    return (
      <Result
        course={course}
        progress={progress}
        headingRef={heading}
        onReview={pages.length > 0 ? () => setView({ kind: "page", index: 0 }) : undefined}
      />
    );
  }
  if (!current) return null;

  const total = pages.length;
  const viewed = new Set(progress?.viewedPageIds ?? []);
  const percent = progress ? progress.completionRate : Math.round(((current.index + 1) / total) * 100);
  const isLast = current.index === total - 1;
  const go = (index: number) => setView({ kind: "page", index });

  return (
    <>
      <header className={css.header}>
        <p className={css.courseName}>{course.course.name}</p>
        <label className={css.muted} htmlFor="bulwark-player-progress">
          {t("player.nav.pageOf", { current: String(current.index + 1), total: String(total) })}
          {" · "}
          {t("player.nav.completion", { percent: String(percent) })}
        </label>
        <progress id="bulwark-player-progress" className={css.progress} max={100} value={percent} />
        {preview && <p className={css.notice}>{t("player.start.preview")}</p>}
      </header>
      <div className={css.layout}>
        <Contents
          course={course}
          pages={pages}
          currentIndex={current.index}
          viewed={viewed}
          answers={answers}
          onGo={go}
        />
        <article className={css.card} aria-labelledby="bulwark-player-page-title">
          <p className={css.eyebrow} lang={courseLang(course)}>
            {current.lessonTitle}
          </p>
          <h1
            id="bulwark-player-page-title"
            ref={heading}
            tabIndex={-1}
            className={css.title}
            lang={courseLang(course)}
          >
            {current.page.title}
          </h1>
          <PageBody
            key={current.page.id}
            page={current.page}
            lang={courseLang(course)}
            answer={answers[current.page.id]}
            readOnly={completed || ended}
            busy={answer.status === "pending"}
            error={answer.status === "error" ? answer.error : undefined}
            onAnswer={(index) => onAnswer(current.page.id, index)}
          />
          <div className={css.pagerActions}>
            <Button variant="secondary" disabled={current.index === 0} onClick={() => go(current.index - 1)}>
              {t("player.nav.previous")}
            </Button>
            {!isLast && <Button onClick={() => go(current.index + 1)}>{t("player.nav.next")}</Button>}
            {isLast && completed && (
              <Button onClick={() => setView({ kind: "result" })}>{t("player.result.title")}</Button>
            )}
          </div>
          {isLast && !completed && (
            <FinishBlock
              preview={preview}
              ended={ended}
              unanswered={unanswered}
              busy={finish.status === "pending"}
              error={finish.status === "error" ? finish.error : undefined}
              onFinish={() => void onFinish()}
            />
          )}
        </article>
      </div>
    </>
  );
}

/** The course's language as a BCP 47 tag (`Sr` → `sr`), so screen readers read its pages in it. */
function courseLang(course: PlayerCourse) {
  return course.course.language.toLowerCase();
}

function StartScreen({
  course,
  headingRef,
  resumable,
  canStart,
  ended,
  onStart,
}: {
  course: PlayerCourse;
  headingRef: RefObject<HTMLHeadingElement | null>;
  resumable: boolean;
  canStart: boolean;
  ended: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { name, description, passingScore, expectedMinutes } = course.course;
  const duration = useDuration();
  return (
    <section className={css.card} aria-labelledby="bulwark-player-course-title">
      <OrganizationLine organization={course.organization} />
      {course.learner && <p className={css.eyebrow}>{t("player.start.hello", { name: course.learner.firstName })}</p>}
      <h1
        id="bulwark-player-course-title"
        ref={headingRef}
        tabIndex={-1}
        className={css.title}
        lang={courseLang(course)}
      >
        {name}
      </h1>
      {description && (
        <p className={css.text} lang={courseLang(course)}>
          {description}
        </p>
      )}
      {course.mode === "preview" && <p className={css.notice}>{t("player.start.preview")}</p>}
      <dl className={css.facts}>
        <Fact label={t("player.start.passingScore")} value={`${passingScore}%`} />
        {expectedMinutes > 0 && <Fact label={t("player.start.expectedTime")} value={duration(expectedMinutes * 60)} />}
        {course.progress && (
          <Fact
            label={t("player.start.dueDate")}
            value={new Date(course.progress.dueDate).toLocaleDateString(i18n.language)}
          />
        )}
      </dl>
      <div>
        <h2 className={css.lessonTitle}>{t("player.start.lessons")}</h2>
        <ol className={css.lessonList} lang={courseLang(course)}>
          {course.lessons.map((lesson) => (
            <li key={lesson.id}>
              {lesson.title}{" "}
              <span className={css.muted} lang={i18n.language}>
                ({t("player.start.pages", { count: lesson.pages.length })})
              </span>
            </li>
          ))}
        </ol>
      </div>
      {ended && <p className={css.notice}>{t("player.start.ended")}</p>}
      {canStart && (
        <div className={css.actions}>
          <Button onClick={onStart}>{resumable ? t("player.start.resume") : t("player.start.begin")}</Button>
        </div>
      )}
      <SecurityContact course={course} />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{value}</dd>
    </div>
  );
}

/** Whom to ask, and the policy, when the course names them. */
function SecurityContact({ course }: { course: PlayerCourse }) {
  const { t } = useTranslation();
  const { securityContact: contact, securityPolicyLink } = course.course;
  if (!contact.name && !contact.email && !contact.phone && !securityPolicyLink) return null;
  return (
    <aside className={css.contact} aria-label={t("player.start.contact")}>
      {(contact.name || contact.email || contact.phone) && (
        <>
          <strong>{t("player.start.contact")}</strong>
          {contact.name && <span>{contact.name}</span>}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>}
        </>
      )}
      {securityPolicyLink && /^https?:\/\//i.test(securityPolicyLink) && (
        <a href={securityPolicyLink} target="_blank" rel="noopener noreferrer">
          {t("player.start.policy")}
        </a>
      )}
    </aside>
  );
}

/** The course's lessons and pages: where the learner is, what they viewed, any page one step away. */
function Contents({
  course,
  pages,
  currentIndex,
  viewed,
  answers,
  onGo,
}: {
  course: PlayerCourse;
  pages: Placed[];
  currentIndex: number;
  viewed: Set<string>;
  answers: Record<string, Judged>;
  onGo: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  // Open beside the page on a wide screen; folded above it on a phone, where it would push the page down.
  const [open, setOpen] = useState(
    () => typeof window === "undefined" || !window.matchMedia?.("(max-width: 767px)")?.matches,
  );
  return (
    <nav className={css.contents} aria-label={t("player.nav.contents")}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={css.contentsSummary} aria-controls={listId}>
          {t("player.nav.contents")}
        </summary>
        <div id={listId} lang={courseLang(course)}>
          {course.lessons.map((lesson, lessonIndex) => (
            <div key={lesson.id}>
              <h2 className={css.lessonTitle}>{lesson.title}</h2>
              <ol className={css.pageList}>
                {pages
                  .filter((p) => p.lessonIndex === lessonIndex)
                  .map(({ page, index }) => {
                    const done = page.type === "Quiz" ? Boolean(answers[page.id]) : viewed.has(page.id);
                    return (
                      <li key={page.id}>
                        <button
                          type="button"
                          className={css.pageButton}
                          aria-current={index === currentIndex ? "step" : undefined}
                          onClick={() => onGo(index)}
                        >
                          <span className={css.mark} aria-hidden="true">
                            {done ? "✓" : ""}
                          </span>
                          <span>{page.sidebarTitle || page.title}</span>
                          {done && (
                            <span className={visuallyHidden} lang={i18n.language}>
                              {` (${page.type === "Quiz" ? t("player.nav.answered") : t("player.nav.viewed")})`}
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
              </ol>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}

function PageBody({
  page,
  lang,
  answer,
  readOnly,
  busy,
  error,
  onAnswer,
}: {
  page: PlayerPage;
  /** The course's language, which its pages are written in. */
  lang: string;
  answer: Judged | undefined;
  readOnly: boolean;
  busy: boolean;
  error: unknown;
  onAnswer: (index: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const content = (html: string) => (
    <div lang={lang}>
      <SafeHtml html={html} />
    </div>
  );
  switch (page.type) {
    case "Video":
      return page.videoEmbedUrl ? (
        <>
          <VideoFrame src={page.videoEmbedUrl} title={t("player.page.videoTitle", { title: page.title })} />
          <p className={css.muted}>{t("player.page.videoPrivacy")}</p>
          {page.content && content(page.content)}
        </>
      ) : (
        <p className={css.muted}>{t("player.page.noVideo")}</p>
      );
    case "Quiz":
      return (
        <Quiz
          page={page}
          lang={lang}
          answer={answer}
          readOnly={readOnly}
          busy={busy}
          error={error}
          onAnswer={onAnswer}
        />
      );
    default:
      return page.content ? content(page.content) : <p className={css.muted}>{t("player.page.noContent")}</p>;
  }
}

/**
 * A question with one radio per answer. The API judges the answer (the player never knows the
 * correct one in advance); the verdict and its explanation are announced through a live region
 * that is on the page before it fills, so screen readers read it out.
 */
function Quiz({
  page,
  lang,
  answer,
  readOnly,
  busy,
  error,
  onAnswer,
}: {
  page: PlayerPage;
  lang: string;
  answer: Judged | undefined;
  readOnly: boolean;
  busy: boolean;
  error: unknown;
  onAnswer: (index: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(answer?.answerIndex ?? null);
  const [missing, setMissing] = useState(false);
  const name = useId();
  const answered = Boolean(answer);
  // The verdict just given is brought into view (on a phone it lands below the answers).
  const feedback = useRef<HTMLDivElement>(null);
  const judgedHere = useRef(answered);
  useEffect(() => {
    if (!answered || judgedHere.current) return;
    judgedHere.current = true;
    feedback.current?.scrollIntoView?.({ block: "nearest" });
  }, [answered]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answered || busy) return;
    if (choice === null) {
      setMissing(true);
      return;
    }
    void onAnswer(choice);
  };
  const shown = answer?.answerIndex ?? choice;
  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      <fieldset className={css.fieldset} disabled={answered || readOnly}>
        <legend className={css.legend} lang={lang}>
          {page.question}
        </legend>
        {page.answers.map((option) => (
          <label key={option.index} className={css.option}>
            <input
              type="radio"
              name={name}
              value={option.index}
              checked={shown === option.index}
              onChange={() => {
                setChoice(option.index);
                setMissing(false);
              }}
            />
            <span lang={lang}>{option.text}</span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p className={css.muted} role="alert">
          {t("player.quiz.chooseFirst")}
        </p>
      )}
      {error !== undefined && <ErrorBanner error={error} />}
      {!answered && !readOnly && (
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            {t("player.quiz.submit")}
          </Button>
        </div>
      )}
      <div ref={feedback} role="status" aria-live="polite" className={css.feedback}>
        {answer && (
          <div className={answer.correct ? css.correct : css.incorrect}>
            <strong>{answer.correct ? t("player.quiz.correct") : t("player.quiz.incorrect")}</strong>
            {answer.explanation && (
              <p className={css.text} lang={lang}>
                {answer.explanation}
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}

function FinishBlock({
  preview,
  ended,
  unanswered,
  busy,
  error,
  onFinish,
}: {
  preview: boolean;
  ended: boolean;
  unanswered: number;
  busy: boolean;
  error: unknown;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  if (preview) return <p className={css.notice}>{t("player.finish.previewEnd")}</p>;
  if (ended) return <p className={css.notice}>{t("player.start.ended")}</p>;
  return (
    <div className={css.feedback}>
      {unanswered > 0 && <p className={css.muted}>{t("player.finish.unanswered", { count: unanswered })}</p>}
      {error !== undefined && <ErrorBanner error={error} />}
      <div className={css.actions}>
        <Button onClick={onFinish} loading={busy} disabled={unanswered > 0}>
          {t("player.finish.action")}
        </Button>
      </div>
    </div>
  );
}

/** Minutes for people ("12 minutes"), not seconds. */
export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) =>
    seconds < 60 ? t("player.duration.seconds") : t("player.duration.minutes", { count: Math.round(seconds / 60) });
}

function Result({
  course,
  progress,
  headingRef,
  onReview,
}: {
  course: PlayerCourse;
  progress: PlayerProgress;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReview: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const passed = progress.result === "Passed";
  return (
    <section className={css.card} aria-labelledby="bulwark-player-result-title">
      <p className={css.eyebrow} lang={courseLang(course)}>
        {course.course.name}
      </p>
      <h1 id="bulwark-player-result-title" ref={headingRef} tabIndex={-1} className={css.title}>
        {t("player.result.title")}
      </h1>
      <p className={`${css.verdict} ${passed ? css.passed : css.failed}`}>
        {passed ? t("player.result.passed") : t("player.result.failed")}
      </p>
      <p className={css.text}>{passed ? t("player.result.passedMessage") : t("player.result.failedMessage")}</p>
      <dl className={css.facts}>
        <Fact label={t("player.result.score")} value={`${progress.score ?? 0}%`} />
        <Fact label={t("player.result.passingScore")} value={`${course.course.passingScore}%`} />
        <Fact label={t("player.result.timeSpent")} value={duration(progress.timeSpentSeconds)} />
        {progress.completedAt && (
          <Fact
            label={t("player.result.completedAt")}
            value={new Date(progress.completedAt).toLocaleDateString(i18n.language)}
          />
        )}
      </dl>
      {onReview && (
        <div className={css.actions}>
          <Button variant="secondary" onClick={onReview}>
            {t("player.result.review")}
          </Button>
        </div>
      )}
      <SecurityContact course={course} />
    </section>
  );
}
