import type { Schema } from "@bulwark/client";
import { BarChart, Card, ErrorBanner, unwrap, useApiQuery } from "@bulwark/widgets";
import { Link } from "react-router";
import { useAppTranslation } from "../../i18n";
import * as css from "./Dashboard.css";

/** The figures the phishing section shows: the dashboard's `allSimulationsCount` and `peoplePhishingOverview`. */
export interface PhishingFigures {
  simulations: Schema<"PhishingSimulationsOverview">;
  people: Schema<"PeoplePhishingOverview">;
}

/**
 * The organisation's phishing figures, asked only when the role may read simulations (and the
 * organisation has the feature): both calls at once, one query.
 */
export function usePhishingFigures(tenantId: string, enabled: boolean) {
  return useApiQuery(
    ["dashboard", tenantId, "phishing"],
    async (rt): Promise<PhishingFigures> => {
      const [simulations, people] = await Promise.all([
        unwrap(rt.client.GET("/api/v1/phishing/simulations-overview")),
        unwrap(rt.client.GET("/api/v1/phishing/people-overview")),
      ]);
      return { simulations, people };
    },
    { enabled: Boolean(tenantId) && enabled },
  );
}

/**
 * The dashboard's phishing section: how many simulations (all, running now) and how people
 * reacted across them (emails sent, opened, clicked through, targets failed). It stands in its
 * final place and size from the first frame: the counts read "—" and the chart keeps its four
 * rows while loading, including while the permissions are on their way (`enabled` false). A
 * failure is said here, with a retry of this section's call only.
 */
export function PhishingSection({ tenantId, enabled }: { tenantId: string; enabled: boolean }) {
  const { t } = useAppTranslation();
  const query = usePhishingFigures(tenantId, enabled);
  const figures = query.data;
  const failed = query.status === "error";
  const show = (value: number | undefined) => (value === undefined ? "—" : value);
  const people = figures?.people;
  return (
    <section aria-labelledby="dashboard-phishing" className={css.section}>
      <h2 id="dashboard-phishing" className={css.sectionTitle}>
        {t("dashboard.phishing.title")}
      </h2>
      {failed && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />}
      <div className={css.charts}>
        <dl className={css.grid}>
          <div className={css.card}>
            <dt className={css.label}>{t("dashboard.phishing.allSimulations")}</dt>
            <dd className={css.value}>{show(figures?.simulations.allSimulationsCount)}</dd>
          </div>
          <div className={css.card}>
            <dt className={css.label}>{t("dashboard.phishing.activeSimulations")}</dt>
            <dd className={css.value}>{show(figures?.simulations.activeSimulationsCount)}</dd>
          </div>
          <div className={[css.card, css.wideCard].join(" ")}>
            <dt className={css.label}>{t("dashboard.phishing.failedTargets")}</dt>
            <dd className={css.value}>{show(people?.failedByTargetsCount)}</dd>
          </div>
        </dl>
        <Card>
          <BarChart
            title={t("dashboard.phishing.reactionsChart")}
            description={t("dashboard.phishing.reactionsChartDescription")}
            data={
              people
                ? [
                    { label: t("dashboard.phishing.sent"), value: people.allSimulationsTemplatesCount },
                    { label: t("dashboard.phishing.opened"), value: people.openedByTargetsSimulationsCount },
                    { label: t("dashboard.phishing.clicked"), value: people.clickedByTargetsSimulationsCount },
                    { label: t("dashboard.phishing.failed"), value: people.failedByTargetsCount },
                  ]
                : []
            }
            // Always the four steps: the height is known before the figures.
            reservedRows={4}
            // A failed call keeps the frame (said in the banner above) instead of collapsing it.
            loading={figures === undefined}
          />
        </Card>
      </div>
      <p className={css.muted}>
        <Link className={css.stepLink} to="/simulations">
          {t("dashboard.phishing.open")}
        </Link>
      </p>
    </section>
  );
}
