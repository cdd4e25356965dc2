import type { Course as CourseData } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DonutChart } from "../../../components/charts";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Page } from "../../../components/Page/Page";
import { withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { Figure } from "../../NanoLearning/shared/Figure";
import * as css from "../../NanoLearning/shared/nano.css";
import { useCourse, useCourseStandards, useCourseStatistics, usePreviewLink } from "../queries";
import {
  COURSES_PATH,
  canEditCourses,
  courseDates,
  duration,
  failureText,
  LEARNER_STATUSES,
  passingRate,
  statusTone,
} from "../shared/courses";

type CourseLesson = CourseData["lessons"][number];

// The Learners and Settings tabs load when first shown: their tables, filters, export, pickers and
// editors would otherwise weigh on every course's first paint (packages/elements, "Weight").
const CourseLearners = lazyPart(() => import("./CourseLearners").then((m) => m.CourseLearners));
const CourseSettings = lazyPart(() => import("./CourseSettings").then((m) => m.CourseSettings));

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** The tabs of a course's view (seeds: Overview, Content, Learners, Settings). */
export const COURSE_VIEW_TABS = ["overview", "content", "learners", "settings"] as const;
export type CourseViewTab = (typeof COURSE_VIEW_TABS)[number];

/** Props of {@link Course}. */
export interface CourseProps {
  /** The course's id. */
  courseId: string;
  /** The tab shown first (e.g. from the page's URL); defaults to `overview`. */
  initialTab?: CourseViewTab;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onTabChange?: (tab: CourseViewTab) => void;
  /** Where "Back to courses" goes; defaults to `/awareness/assignments`. */
  backHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * One course in four tabs: Overview (completion rate and passing rate by the seeds' formulas, the
 * average score and time, the learners at each status, with the charts of the chart kit), Content
 * (its lessons with a preview link each), Learners (the table with status, result, score, time
 * spent and days left; quiz details; add, remove, remind, invite again, export) and Settings (the
 * course's fields saved with PATCH; extend an expired course by 7 days; link invitations on or off
 * after a confirmation, with the invitation links).
 */
function CourseScreen({
  courseId,
  initialTab = "overview",
  onTabChange,
  backHref = COURSES_PATH,
  contactEmail = "",
}: CourseProps) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const query = useCourse(tenantId, courseId, ready);
  const [tab, setTab] = useState<CourseViewTab>(initialTab);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const back = { href: backHref, label: t("courses.view.back") };
  const course = query.data;
  if (!course) {
    const notFound = query.status === "error" && toApiError(query.error).statusCode === 404;
    return (
      <Page title={t("courses.list.title")} back={back}>
        {query.status === "error" ? (
          <ErrorBanner message={notFound ? t("courses.view.notFound") : errorMessage(query.error, t)} />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }
  const canEdit = canEditCourses(session);

  return (
    <Page
      title={course.name}
      back={back}
      description={
        <span className={css.chips}>
          <Badge tone={statusTone(course.status)}>{t(`courses.status.${course.status}`)}</Badge>
          <span>{courseDates(course, i18n.language)}</span>
          <span>{t(`courses.languages.${course.language}`)}</span>
        </span>
      }
    >
      <Tabs
        label={t("courses.view.tabs.label")}
        selectedId={tab}
        onSelect={(id) => {
          setTab(id as CourseViewTab);
          onTabChange?.(id as CourseViewTab);
        }}
        items={[
          {
            id: "overview",
            label: t("courses.view.tabs.overview"),
            content: <Overview course={course} ready={ready} />,
          },
          { id: "content", label: t("courses.view.tabs.content"), content: <Content course={course} /> },
          {
            id: "learners",
            label: t("courses.view.tabs.learners"),
            content: <CourseLearners course={course} ready={ready} canEdit={canEdit} />,
          },
          {
            id: "settings",
            label: t("courses.view.tabs.settings"),
            content: <CourseSettings course={course} ready={ready} canEdit={canEdit} />,
          },
        ]}
      />
    </Page>
  );
}

/**
 * The Overview: the API's learner figures (completion rate = round(completed / total × 100), 0
 * without learners; passing rate shown as passed/total learners), the learners at each status and
 * their results as charts.
 */
function Overview({ course, ready }: { course: CourseData; ready: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useCourseStatistics(session.tenantId, course.id, ready);
  // The industry standard is a comparison beside the figures: while it loads or if it fails, the
  // figure says so and the rest of the overview stands.
  const standards = useCourseStandards(session.tenantId, course.id, ready);
  const s = query.data;
  if (!s)
    return query.status === "error" ? (
      <ErrorBanner message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
    ) : (
      <Spinner />
    );
  return (
    <div className={css.stack}>
      <dl className={css.figures}>
        <Figure label={t("courses.view.overview.learners")} value={s.total} />
        <Figure
          label={t("courses.view.overview.completionRate")}
          value={`${s.completionRate}%`}
          hint={t("courses.view.overview.completionHint", { completed: s.completed, total: s.total })}
        />
        <Figure
          label={t("courses.view.overview.passingRate")}
          value={passingRate(s.passingRate.passed, s.passingRate.total)}
          hint={t("courses.view.overview.passingHint", { score: course.passingScore })}
        />
        <Figure
          label={t("courses.view.overview.averageScore")}
          value={s.averageScore === null ? "—" : `${s.averageScore}%`}
        />
        <Figure label={t("courses.view.overview.averageTime")} value={duration(s.averageTimeSpentSeconds, t)} />
        <Figure
          label={t("courses.view.overview.standard")}
          value={standards.data?.standardScore == null ? "—" : `${standards.data.standardScore}%`}
          hint={
            !standards.data
              ? undefined
              : standards.data.industry === null
                ? t("courses.view.overview.standardNoIndustry")
                : standards.data.standardScore === null
                  ? t("courses.view.overview.standardNone")
                  : t("courses.view.overview.standardHint")
          }
        />
      </dl>
      <div className={css.charts}>
        <DonutChart
          title={t("courses.view.overview.byStatus")}
          totalLabel={(count) => t("courses.view.overview.learnersTotal", { count })}
          data={LEARNER_STATUSES.map((status) => ({
            label: t(`courses.learnerStatus.${status}`),
            value: s.byStatus[status],
          }))}
        />
        <DonutChart
          title={t("courses.view.overview.results")}
          totalLabel={(count) => t("courses.view.overview.learnersTotal", { count })}
          data={[
            { label: t("courses.result.Passed"), value: s.passed },
            { label: t("courses.result.Failed"), value: s.failed },
            { label: t("courses.result.NotCompleted"), value: s.notCompleted },
          ]}
        />
      </div>
    </div>
  );
}

/** The Content tab: the course's lessons in order, each with a preview that records nothing. */
function Content({ course }: { course: CourseData }) {
  const { t } = useTranslation();
  const preview = usePreviewLink(course.id);
  const toast = useToast();
  const onPreview = async (lesson: CourseLesson) => {
    // Opened before the call, from the click: a window opened after an await is blocked as a pop-up.
    const opened = window.open("about:blank", "_blank");
    const link = await preview.mutate(lesson.id);
    if (link && opened) {
      opened.opener = null;
      opened.location.href = link.url;
    } else {
      opened?.close();
      if (!link) toast.show({ variant: "error", message: t("courses.view.content.previewFailed") });
    }
  };
  return (
    <div className={css.stack}>
      <p className={css.muted}>{t("courses.view.content.intro", { score: course.passingScore })}</p>
      {preview.status === "error" && <ErrorBanner message={failureText(preview.error, t)} />}
      {/* A plain ordered list, not a DataTable: a course has a handful of lessons in a fixed
          order, and the table would weigh on the view's first paint (packages/elements, "Weight"). */}
      {course.lessons.length === 0 ? (
        <p className={css.muted}>{t("courses.view.content.empty")}</p>
      ) : (
        <ol className={css.pageList} aria-label={t("courses.view.content.caption")}>
          {course.lessons.map((l) => (
            <li key={l.id} className={css.pageItem}>
              <span className={css.pageName}>
                {l.title}
                <span className={css.chips}>
                  {l.title !== l.name && <Badge>{l.name}</Badge>}
                  <Badge>{t("courses.view.content.pageCount", { count: l.pageCount })}</Badge>
                  <Badge>{t("courses.view.content.quizCount", { count: l.quizCount })}</Badge>
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t("courses.view.content.previewLesson", { name: l.title })}
                onClick={() => void onPreview(l)}
              >
                {t("courses.view.content.preview")}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A course's view; see {@link CourseScreen}. */
export const Course = withToasts(CourseScreen);
