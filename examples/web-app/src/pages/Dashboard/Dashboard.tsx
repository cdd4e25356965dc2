import type { Schema } from "@bulwark/client";
import {
  BarChart,
  Card,
  DonutChart,
  ErrorBanner,
  FunnelChart,
  InventoryCharts,
  Page,
  requirements,
  ScoreGauge,
  scoreCategory,
  unwrap,
  useApiQuery,
  useCan,
  useInventoryFigures,
  usePlatformFigures,
  useSession,
} from "@bulwark/widgets";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppTranslation } from "../../i18n";
import * as css from "./Dashboard.css";
import { dashboardDemoData as demo } from "./demoData";
import { PhishingSection } from "./PhishingFigures";

/**
 * `/`: the overview. With an active organisation: a getting-started checklist computed from the
 * organisation's real data (only the steps the user's role may see), the score area and the
 * inventory figures as charts. Without one: the demo data, marked DEMO — except for a
 * super-admin, who sees the platform's real figures instead of invented ones.
 */
export function Dashboard() {
  const session = useSession();
  const { t } = useAppTranslation();
  const platform = session.isDemo && session.superAdminPermissions.size > 0;
  if (platform) return <PlatformOverview />;
  // The organisation shown is named under the title: an MSP or a member of several switches often.
  const organization = session.user?.tenants.find((tenant) => tenant.id === session.tenantId)?.name ?? "";
  return (
    <Page
      title={
        <span className={css.titleRow}>
          {t("dashboard.title")}
          {session.isDemo && <span className={css.badge}>{t("dashboard.demoBadge")}</span>}
        </span>
      }
      description={session.isDemo ? t("dashboard.demoDescription") : t("dashboard.pageDescription", { organization })}
      primaryAction={
        session.isDemo ? (
          <Link className={css.primaryLink} to="/organizations/setup">
            {t("dashboard.getStarted")}
          </Link>
        ) : undefined
      }
    >
      {session.isDemo ? <DemoOverview /> : <OrganizationOverview />}
    </Page>
  );
}

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={[css.card, className].filter(Boolean).join(" ")}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

function DemoOverview() {
  const { t } = useAppTranslation();
  const { t: tw } = useTranslation();
  const category = scoreCategory(demo.summaryScore);
  const totals = demo.assignmentTotals;
  const totalRows = [
    ["learners", totals.learners],
    ["completed", totals.completed],
    ["learning", totals.learning],
    ["completionPercent", `${totals.completionPercent}%`],
    ["courseCompletionRate", `${totals.courseCompletionRate}%`],
    ["averageScore", totals.averageScore],
    ["passedLearners", totals.passedLearners],
  ] as const;
  return (
    <>
      <div className={css.columns}>
        <Card>
          <ScoreGauge title={t("dashboard.demo.summaryScore")} value={demo.summaryScore} />
          <p className={css.visuallyHidden}>{tw(`score.category.${category}`)}</p>
        </Card>
        <dl className={css.grid}>
          <Stat label={t("dashboard.demo.organizationPeople")}>{demo.organizationPeople}</Stat>
          <Stat label={t("dashboard.demo.organizations")}>{demo.organizations}</Stat>
          <Stat label={t("dashboard.demo.activeAssignments")}>{demo.activeAssignments}</Stat>
          <Stat label={t("dashboard.demo.peopleLearning")}>{demo.peopleLearning}</Stat>
        </dl>
      </div>
      <section className={css.card} aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className={css.sectionTitle}>
          {t("dashboard.demo.assignmentTotals")}
        </h2>
        <dl className={css.totals}>
          {totalRows.map(([key, value]) => (
            <div key={key} className={css.total}>
              <dt className={css.label}>{t(`dashboard.demo.${key}`)}</dt>
              <dd className={css.totalValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** One step of the getting-started checklist. */
interface Step {
  key: "importPeople" | "verifyDomain" | "inviteColleague" | "twoFactor";
  done: boolean;
  href: string;
}

function OrganizationOverview() {
  const session = useSession();
  const { t } = useAppTranslation();
  const tenantId = session.tenantId ?? "";
  // Nothing a role may not read is requested (nor shown).
  const can = useCan();
  const pending = session.permissionsPending;
  const readsInventory = session.features.has("inventory") && can({ permission: "ReadInventory" });
  const readsMembers = can(requirements.manageOrganization);
  // Until the permissions land (one request after the user) the page is laid out as for a role
  // that may do everything the organisation has turned on, loading; nothing is asked meanwhile.
  // So the sections stand in their final order from the first frame instead of arriving a moment
  // later and pushing the page down; a role with less loses the parts it may not use.
  const inventory = session.features.has("inventory") && (pending || readsInventory);
  const members = pending || readsMembers;
  const readsLearning = session.features.has("learning") && can({ permission: ["ReadLearning", "CrudLearning"] });
  const learning = session.features.has("learning") && (pending || readsLearning);
  // The phishing section: shown (loading) while the permissions land, asked for once they allow it.
  const readsPhishing = session.features.has("phishing") && can({ permission: ["ReadPhishing", "CrudPhishing"] });
  const phishing = session.features.has("phishing") && (pending || readsPhishing);

  const overview = useApiQuery(
    ["dashboard", tenantId, "people-overview"],
    (rt) =>
      unwrap(rt.client.GET("/api/v1/inventory/people/tenants/overview/{tenantId}", { params: { path: { tenantId } } })),
    { enabled: Boolean(tenantId) && readsInventory },
  );
  // One call for every inventory chart, counted by the API.
  const figures = useInventoryFigures(tenantId || null, { enabled: readsInventory });
  const team = useApiQuery(
    ["dashboard", tenantId, "team"],
    async (rt) => {
      const path = { tenantId };
      const [memberList, invitations] = await Promise.all([
        unwrap(rt.client.GET("/api/v1/users/tenants/{tenantId}/members", { params: { path, query: { limit: 1 } } })),
        unwrap(
          rt.client.GET("/api/v1/users/tenants/{tenantId}/invitations", { params: { path, query: { limit: 1 } } }),
        ),
      ]);
      return { members: memberList.total, invitations: invitations.total };
    },
    { enabled: Boolean(tenantId) && readsMembers },
  );
  // The awareness figures: two calls, each failing on its own (there is no single overview call).
  const courses = useApiQuery(
    ["dashboard", tenantId, "courses-overview"],
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses-overview")),
    { enabled: Boolean(tenantId) && readsLearning },
  );
  const nano = useApiQuery(
    ["dashboard", tenantId, "nano-statistics"],
    (rt) => unwrap(rt.client.GET("/api/v1/learning/nano-campaigns/statistics")),
    { enabled: Boolean(tenantId) && readsLearning },
  );

  const steps: Step[] = [];
  if (inventory) {
    steps.push({ key: "importPeople", done: (overview.data?.peopleCount ?? 0) > 0, href: "/inventory/people" });
    const verifiedDomains = (figures.data?.assets.byType ?? [])
      .filter((row) => row.assetType === "domain" || row.assetType === "subdomain")
      .reduce((sum, row) => sum + row.verified, 0);
    steps.push({ key: "verifyDomain", done: verifiedDomains > 0, href: "/inventory/assets" });
  }
  if (members) {
    const invited = (team.data?.members ?? 0) > 1 || (team.data?.invitations ?? 0) > 0;
    steps.push({ key: "inviteColleague", done: invited, href: "/organizations/active?tab=invitations" });
  }
  steps.push({
    key: "twoFactor",
    done: session.user?.isTwoFactorAuthEnabled === true,
    href: "/account-settings/two-factor-authentication",
  });
  const loaded =
    !pending &&
    (!inventory || (overview.data !== undefined && figures.data !== undefined)) &&
    (!members || team.data !== undefined);
  // TanStack Query reports "no error" as null: the first failed query's error, or nothing.
  const error = [overview, figures, team, courses, nano].find((query) => query.status === "error")?.error;
  const score = overview.data?.averageScore ?? null;

  return (
    <>
      {error !== undefined && error !== null && (
        <ErrorBanner
          error={error}
          // Retry asks again only for what failed.
          onRetry={() => {
            for (const query of [overview, figures, team, courses, nano]) if (query.error) void query.refetch();
          }}
        />
      )}
      <div className={css.columns}>
        <Checklist steps={steps} loading={!loaded} />
        <Card>
          <div className={css.score}>
            <ScoreGauge
              title={t("dashboard.scoreTitle")}
              description={t("dashboard.scoreDescription")}
              value={inventory ? score : null}
              size={200}
            />
            {score === null && (!inventory || overview.data !== undefined) && (
              // The seeds' "no score" alert, once it is known there is none (not while loading).
              <div className={css.warning} role="note">
                <p className={css.warningTitle}>{t("dashboard.noScoreTitle")}</p>
                <p className={css.muted}>{t("dashboard.noScore")}</p>
              </div>
            )}
          </div>
        </Card>
      </div>
      {inventory && (
        <section aria-labelledby="dashboard-inventory" className={css.section}>
          <h2 id="dashboard-inventory" className={css.sectionTitle}>
            {t("dashboard.inventory.title")}
          </h2>
          {/* The same charts as the inventory overview; a failure is said in the banner above. */}
          {figures.status !== "error" && <InventoryCharts figures={figures.data} />}
        </section>
      )}
      {learning && <AwarenessSection courses={courses.data} nano={nano.data} />}
      {phishing && <PhishingSection tenantId={tenantId} enabled={readsPhishing} />}
    </>
  );
}

/** A whole-number percentage of `part` in `whole`; 0 when there is no whole. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * The organisation's awareness training: active courses, people learning, completion and passing
 * rates (passed of all learners, as the seeds define it), nano-learning engagement, and two charts.
 * Laid out in full from the first frame: a figure reads "—" and a chart is its skeleton until its
 * call answers, so nothing below moves when the numbers land.
 */
function AwarenessSection({
  courses,
  nano,
}: {
  /** `GET /learning/courses-overview`; undefined while it loads (or failed: the banner says so). */
  courses: Schema<"CoursesOverview"> | undefined;
  /** `GET /learning/nano-campaigns/statistics`; undefined while it loads. */
  nano: Schema<"NanoLearningStatistics"> | undefined;
}) {
  const { t } = useAppTranslation();
  const learners = courses?.coursesStatistics;
  const show = (value: number | undefined, unit = "") => (value === undefined ? "—" : `${value}${unit}`);
  const rate = (part: number | undefined, whole: number | undefined) =>
    part === undefined || whole === undefined ? undefined : percent(part, whole);
  const totals = [
    ["launchedCourses", courses?.launchedCoursesCount],
    ["nanoCampaigns", nano?.allNanoCampaignsCount],
    ["expiredCourses", courses?.system.expiredCoursesCreatedBySystem],
    ["failedCourses", courses?.system.failedCoursesCreatedBySystem],
  ] as const;
  const answered = nano ? nano.answeredCorrectlyCount + nano.incorrectAnswerCount : 0;
  return (
    <section aria-labelledby="dashboard-awareness" className={css.section}>
      <h2 id="dashboard-awareness" className={css.sectionTitle}>
        {t("dashboard.awareness.title")}
      </h2>
      <dl className={css.grid}>
        <Stat label={t("dashboard.awareness.activeAssignments")}>{show(courses?.activeCoursesCount)}</Stat>
        <Stat label={t("dashboard.awareness.peopleLearning")}>{show(learners?.learningPeopleCount)}</Stat>
        <Stat label={t("dashboard.awareness.completionRate")}>
          {show(rate(learners?.completedLearnersCount, learners?.totalLearnersCount), "%")}
        </Stat>
        <Stat label={t("dashboard.awareness.passingRate")}>
          {show(rate(learners?.passedLearnersCount, learners?.totalLearnersCount), "%")}
        </Stat>
        <Stat label={t("dashboard.awareness.nanoEngagement")}>
          {show(rate(nano?.nanoEngagementCount, nano?.nanoLessonsSentCount), "%")}
        </Stat>
      </dl>
      <div className={css.card}>
        <dl className={css.totals}>
          {totals.map(([key, value]) => (
            <div key={key} className={css.total}>
              <dt className={css.label}>{t(`dashboard.awareness.${key}`)}</dt>
              <dd className={css.totalValue}>{show(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={css.charts}>
        <Card>
          <DonutChart
            title={t("dashboard.awareness.learnersChart")}
            description={t("dashboard.awareness.learnersChartDescription")}
            totalLabel={(count) => t("dashboard.awareness.learners", { count })}
            loading={learners === undefined}
            data={
              learners
                ? [
                    { label: t("dashboard.awareness.passed"), value: learners.passedLearnersCount },
                    {
                      label: t("dashboard.awareness.failed"),
                      value: learners.completedLearnersCount - learners.passedLearnersCount,
                    },
                    {
                      label: t("dashboard.awareness.notCompleted"),
                      value: learners.totalLearnersCount - learners.completedLearnersCount,
                    },
                  ]
                : []
            }
          />
        </Card>
        <Card>
          <FunnelChart
            title={t("dashboard.awareness.nanoChart")}
            description={t("dashboard.awareness.nanoChartDescription")}
            loading={nano === undefined}
            // Four steps whatever the figures: the funnel is as tall loading as loaded.
            steps={[
              { label: t("dashboard.awareness.nanoSent"), value: nano?.nanoLessonsSentCount ?? 0 },
              { label: t("dashboard.awareness.nanoEngaged"), value: nano?.nanoEngagementCount ?? 0 },
              { label: t("dashboard.awareness.nanoAnswered"), value: answered },
              { label: t("dashboard.awareness.nanoCorrect"), value: nano?.answeredCorrectlyCount ?? 0 },
            ]}
          />
        </Card>
      </div>
    </section>
  );
}

/** The getting-started list: each step links to where it is done; a bar and a count show progress. */
function Checklist({ steps, loading }: { steps: readonly Step[]; loading: boolean }) {
  const { t } = useAppTranslation();
  const done = steps.filter((step) => step.done).length;
  return (
    <Card title={t("dashboard.checklist.title")} headingLevel={2}>
      <div className={css.progressRow}>
        <progress className={css.progress} max={steps.length} value={loading ? undefined : done} aria-busy={loading}>
          {done}/{steps.length}
        </progress>
        <span className={css.muted}>{t("dashboard.checklist.progress", { done, total: steps.length })}</span>
      </div>
      {!loading && done === steps.length ? (
        <p className={css.muted}>{t("dashboard.checklist.allDone")}</p>
      ) : (
        <ol className={css.steps}>
          {steps.map((step) => (
            <li key={step.key} className={css.step} data-done={step.done || undefined}>
              <span className={step.done ? css.checkDone : css.check} aria-hidden="true">
                {step.done ? "✓" : ""}
              </span>
              <span className={css.stepText}>
                {step.done ? (
                  <span className={css.stepDone}>
                    {t(`dashboard.checklist.${step.key}`)}
                    <span className={css.visuallyHidden}> — {t("dashboard.checklist.done")}</span>
                  </span>
                ) : (
                  <Link className={css.stepLink} to={step.href}>
                    {t(`dashboard.checklist.${step.key}`)}
                  </Link>
                )}
                {/* Kept under a done step too: a step is as tall loading as loaded, so the page does not move. */}
                <span className={css.muted}>{t(`dashboard.checklist.${step.key}Hint`)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** A super-admin without an organisation: real platform figures, never demo ones. */
function PlatformOverview() {
  const { t } = useAppTranslation();
  const session = useSession();
  // The figures need ReadTenants (or ManageTenants); other super-admins are not asked for them.
  const allowed =
    session.superAdminPermissions.has("ReadTenants") || session.superAdminPermissions.has("ManageTenants");
  const figures = usePlatformFigures({ enabled: allowed });
  const data = figures.data;
  const show = (value: number | undefined) => (value === undefined ? "—" : value);
  return (
    <Page
      title={t("dashboard.platform.title")}
      description={t("dashboard.platform.description")}
      primaryAction={
        <Link className={css.primaryLink} to="/administration/organizations">
          {t("dashboard.platform.manage")}
        </Link>
      }
    >
      {figures.status === "error" && <ErrorBanner error={figures.error} onRetry={() => void figures.refetch()} />}
      {!allowed && <p className={css.muted}>{t("dashboard.platform.notAllowed")}</p>}
      <dl className={css.grid}>
        <Stat label={t("dashboard.platform.organizations")}>{show(data?.organizations.active)}</Stat>
        <Stat label={t("dashboard.platform.removedOrganizations")}>{show(data?.organizations.removed)}</Stat>
        <Stat label={t("dashboard.platform.users")}>{show(data?.users.total)}</Stat>
        <Stat label={t("dashboard.platform.people")}>{show(data?.people.total)}</Stat>
        <Stat label={t("dashboard.platform.assets")}>{show(data?.assets.total)}</Stat>
      </dl>
      {data && (
        <section aria-labelledby="platform-charts" className={css.section}>
          <h2 id="platform-charts" className={css.sectionTitle}>
            {t("dashboard.platform.chartsTitle")}
          </h2>
          <div className={css.charts}>
            <Card>
              <BarChart
                title={t("dashboard.platform.usersChart")}
                description={t("dashboard.platform.usersChartDescription")}
                data={[
                  { label: t("dashboard.platform.usersTotal"), value: data.users.total },
                  { label: t("dashboard.platform.usersVerified"), value: data.users.verified },
                  { label: t("dashboard.platform.usersTwoFactor"), value: data.users.twoFactor },
                ]}
              />
            </Card>
            <Card>
              <DonutChart
                title={t("dashboard.platform.assetsChart")}
                description={t("dashboard.platform.assetsChartDescription")}
                totalLabel={t("dashboard.platform.assets")}
                data={[
                  { label: t("dashboard.inventory.verified"), value: data.assets.verified },
                  { label: t("dashboard.inventory.unverified"), value: data.assets.total - data.assets.verified },
                ]}
              />
            </Card>
            <Card className={css.wideCard}>
              <BarChart
                title={t("dashboard.platform.featuresChart")}
                description={t("dashboard.platform.featuresChartDescription", {
                  count: data.organizations.active,
                })}
                data={data.organizations.byFeature.map((entry) => ({
                  label: t(`dashboard.feature.${entry.feature}`),
                  value: entry.count,
                }))}
              />
            </Card>
          </div>
        </section>
      )}
    </Page>
  );
}
