import {
  ErrorBanner,
  OrgLogo,
  requirements,
  Spinner,
  scoreCategory,
  unwrap,
  useApiQuery,
  useCan,
  useSession,
} from "@bulwark/widgets";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppTranslation } from "../../i18n";
import * as css from "./Dashboard.css";
import { dashboardDemoData as demo } from "./demoData";

/**
 * `/`: the overview. Without an active organisation it shows the demo data and the DEMO badge;
 * with one, what exists so far: the organisation, the unread notifications and, for those who
 * manage the organisation, its members (nobody else may read them).
 */
export function Dashboard() {
  const session = useSession();
  const { t } = useAppTranslation();
  return (
    <section className={css.root} aria-labelledby="dashboard-title">
      <header className={css.header}>
        <h1 id="dashboard-title" className={css.title}>
          {t("dashboard.title")}
        </h1>
        {session.isDemo && <span className={css.badge}>{t("dashboard.demoBadge")}</span>}
      </header>
      {session.isDemo ? <DemoOverview /> : <OrganizationOverview />}
    </section>
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
      <div className={css.notice}>
        <p className={css.muted}>{t("dashboard.demoNotice")}</p>
        <Link className={css.link} to="/organizations/setup">
          {t("dashboard.getStarted")}
        </Link>
      </div>
      <dl className={css.grid}>
        <div className={css.card}>
          <dt className={css.label}>{t("dashboard.demo.summaryScore")}</dt>
          <dd className={css.value}>
            {demo.summaryScore} <span className={css.label}>/ 100</span>
          </dd>
          <dd className={css.category}>
            <span className={css.swatch[category]} aria-hidden="true" />
            {tw(`score.category.${category}`)}
          </dd>
          <dd className={css.meter} aria-hidden="true">
            <div className={css.meterFill[category]} style={{ width: `${demo.summaryScore}%` }} />
          </dd>
        </div>
        <Stat label={t("dashboard.demo.organizationPeople")}>{demo.organizationPeople}</Stat>
        <Stat label={t("dashboard.demo.organizations")}>{demo.organizations}</Stat>
        <Stat label={t("dashboard.demo.activeAssignments")}>{demo.activeAssignments}</Stat>
        <Stat label={t("dashboard.demo.peopleLearning")}>{demo.peopleLearning}</Stat>
      </dl>
      <section className={css.card} aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className={css.orgName}>
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

function OrganizationOverview() {
  const session = useSession();
  const { t } = useAppTranslation();
  const tenantId = session.tenantId ?? "";
  // The organisation is named on each call: these queries may start before the session has told
  // the client which organisation is active.
  const header = { "x-tenant-id": tenantId };
  const can = useCan();
  const seesMembers = can(requirements.manageOrganization);
  const members = useApiQuery(
    ["members", tenantId, "dashboard"],
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/members", {
          params: { path: { tenantId }, query: { limit: 1 } },
        }),
      ),
    { enabled: Boolean(tenantId) && seesMembers },
  );
  const unread = useApiQuery(
    ["notifications", "not-read-count", tenantId],
    (rt) => unwrap(rt.client.GET("/api/v1/notifications/notifications/not-read-count", { params: { header } })),
    { enabled: Boolean(tenantId) },
  );
  const tenant = session.tenant;
  if (!tenant) return null;
  const error = members.error ?? unread.error;
  return (
    <>
      {error !== undefined && (
        <ErrorBanner
          error={error}
          onRetry={() => {
            if (members.error !== undefined) void members.refetch();
            if (unread.error !== undefined) void unread.refetch();
          }}
        />
      )}
      <p className={css.warning} role="note">
        {t("dashboard.noScore")}
      </p>
      <dl className={css.grid}>
        <div className={`${css.card} ${css.wide}`}>
          <dt className={css.label}>{t("dashboard.organization")}</dt>
          <dd className={css.org}>
            <OrgLogo tenant={tenant} size="large" decorative />
            <span>
              <p className={css.orgName}>{tenant.name}</p>
              {tenant.webUrl && <p className={css.muted}>{tenant.webUrl}</p>}
            </span>
          </dd>
          <dd>
            <Link className={css.link} to="/organizations/active">
              {t("dashboard.organizationSettings")}
            </Link>
          </dd>
        </div>
        {seesMembers && (
          <Stat label={t("dashboard.members")}>
            {members.data ? members.data.total : members.error ? "—" : <Spinner size="small" />}
          </Stat>
        )}
        <Stat label={t("dashboard.unreadNotifications")}>
          {unread.data ? unread.data.count : unread.error ? "—" : <Spinner size="small" />}
        </Stat>
        <div className={`${css.card} ${css.double}`}>
          <dt className={css.label}>{t("dashboard.features")}</dt>
          <dd>
            {tenant.features.length === 0 ? (
              <p className={css.muted}>{t("dashboard.noFeatures")}</p>
            ) : (
              <ul className={css.features}>
                {tenant.features.map((feature) => (
                  <li key={feature} className={css.feature}>
                    {t(`dashboard.feature.${feature}`)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <p className={css.muted}>
        {seesMembers && (
          <>
            <Link className={css.link} to="/organizations/active?tab=members">
              {t("dashboard.viewMembers")}
            </Link>
            {" · "}
          </>
        )}
        <Link className={css.link} to="/notifications">
          {t("dashboard.viewNotifications")}
        </Link>
      </p>
    </>
  );
}
