import type { Course } from "@bulwark/client";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Card } from "../../../components/Card/Card";
import { DonutChart } from "../../../components/charts";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, NoOrganization, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { Figure } from "../../NanoLearning/shared/Figure";
import * as css from "../../NanoLearning/shared/nano.css";
import { useCourseList, useCoursesOverview } from "../queries";
import {
  COURSE_CREATE_PATH,
  COURSES_PATH,
  canEditCourses,
  completionRate,
  courseDates,
  coursePath,
  passingRate,
} from "../shared/courses";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** How many running courses the landing lists. */
export const AWARENESS_ACTIVE_LIMIT = 5;

/** Props of {@link Awareness}. */
export interface AwarenessProps {
  /** Where "All courses" goes; defaults to `/awareness/assignments`. */
  coursesHref?: string;
  /** Where "Create course" goes; defaults to `/awareness/assignments/create`. */
  createHref?: string;
  /** A course's page; defaults to `/awareness/assignments/:id`. */
  courseHref?: (course: Pick<Course, "id">) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The awareness landing (`/awareness`): the organisation's course figures from `courses-overview`
 * (courses, launched courses, learners, the completion rate and the passing rate by the seeds'
 * formulas, the finished courses that need action: expired with learners who never completed,
 * failed by a learner), the learners' progress as a chart, and the running courses.
 */
function AwarenessScreen({
  coursesHref = COURSES_PATH,
  createHref = COURSE_CREATE_PATH,
  courseHref = coursePath,
  contactEmail = "",
}: AwarenessProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const overview = useCoursesOverview(tenantId, ready);
  const active = useCourseList(tenantId, { status: "in_progress", skip: 0, limit: AWARENESS_ACTIVE_LIMIT }, ready);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const canEdit = canEditCourses(session);
  const page = (children: ReactNode) => (
    <Page
      title={t("courses.awareness.title")}
      description={t("courses.awareness.description")}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("courses.list.create")}</ButtonLink>}
      actions={
        <ButtonLink href={coursesHref} variant="secondary">
          {t("courses.awareness.all")}
        </ButtonLink>
      }
    >
      {children}
    </Page>
  );
  if (!tenantId) return page(<NoOrganization />);
  const o = overview.data;
  if (!o)
    return page(
      overview.status === "error" ? (
        <ErrorBanner message={errorMessage(overview.error, t)} onRetry={() => void overview.refetch()} />
      ) : (
        <Spinner />
      ),
    );
  const s = o.coursesStatistics;
  const inProgress = Math.max(0, s.totalLearnersCount - s.completedLearnersCount);
  return page(
    <div className={css.stack}>
      <dl className={css.figures}>
        <Figure label={t("courses.awareness.allCourses")} value={o.allCoursesCount} />
        <Figure label={t("courses.awareness.launched")} value={o.launchedCoursesCount} />
        <Figure label={t("courses.awareness.learners")} value={s.totalLearnersCount} />
        <Figure
          label={t("courses.view.overview.completionRate")}
          value={`${completionRate(s.completedLearnersCount, s.totalLearnersCount)}%`}
          hint={t("courses.view.overview.completionHint", {
            completed: s.completedLearnersCount,
            total: s.totalLearnersCount,
          })}
        />
        <Figure
          label={t("courses.view.overview.passingRate")}
          value={passingRate(s.passedLearnersCount, s.totalLearnersCount)}
        />
        <Figure
          label={t("courses.awareness.expired")}
          value={o.system.expiredCoursesCreatedBySystem}
          hint={t("courses.awareness.expiredHint")}
        />
        <Figure
          label={t("courses.awareness.failed")}
          value={o.system.failedCoursesCreatedBySystem}
          hint={t("courses.awareness.failedHint")}
        />
      </dl>
      <div className={css.charts}>
        <DonutChart
          title={t("courses.awareness.progress")}
          totalLabel={(count) => t("courses.view.overview.learnersTotal", { count })}
          data={[
            { label: t("courses.awareness.passed"), value: s.passedLearnersCount },
            {
              label: t("courses.awareness.completedNotPassed"),
              value: Math.max(0, s.completedLearnersCount - s.passedLearnersCount),
            },
            { label: t("courses.awareness.notCompleted"), value: inProgress },
          ]}
        />
        <Card title={t("courses.awareness.active")}>
          {/* A short list, not a DataTable: five rows need no sorting or paging, and the table
              would weigh on this element's first paint (packages/elements, "Weight"). */}
          {active.isLoading && <Spinner />}
          {active.status === "error" && (
            <ErrorBanner message={errorMessage(active.error, t)} onRetry={() => void active.refetch()} />
          )}
          {active.data?.items.length === 0 && <p className={css.muted}>{t("courses.list.empty.active")}</p>}
          {active.data && active.data.items.length > 0 && (
            <ul className={css.pageList} aria-label={t("courses.awareness.active")}>
              {active.data.items.map((c) => (
                <li key={c.id} className={css.pageItem}>
                  <span className={css.pageName}>
                    <Link href={courseHref(c)}>{c.name}</Link>
                    <span className={css.muted}>{courseDates(c, i18n.language)}</span>
                  </span>
                  <span className={css.chips}>
                    <Badge>{t("courses.awareness.learnersCount", { count: c.learnerCount })}</Badge>
                    <Badge tone="primary">
                      {t("courses.awareness.completed", { rate: completionRate(c.completedCount, c.learnerCount) })}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>,
  );
}

/** The awareness landing; see {@link AwarenessScreen}. */
export const Awareness = withToasts(AwarenessScreen);
