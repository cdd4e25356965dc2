import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../../components/Card/Card";
import { FunnelChart, TrendChart } from "../../../../components/charts";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../../components/ErrorBanner/errorMessage";
import { Select } from "../../../../components/Select/Select";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { useSession } from "../../../../data/session";
import { Figure } from "../../../NanoLearning/shared/Figure";
import * as css from "../../../NanoLearning/shared/nano.css";
import { type SimulationOverview, useSimulationOverview } from "../queries";
import { formatDuration } from "../shared/simulations";

/** The funnel's steps, widest first. */
const FUNNEL = ["sent", "opened", "clicked", "submitted", "reported"] as const;
type FunnelStep = (typeof FUNNEL)[number];

/**
 * The Overview: the funnel as figures (count and percentage of the emails sent, as the API rounds
 * them) and as a funnel chart, failed targets and the averages, the timeline of one step per day,
 * and the bot and scanner events the funnel leaves out, by reason.
 */
export function Overview({ simulationId, ready }: { simulationId: string; ready: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useSimulationOverview(session.tenantId, simulationId, ready);
  const [series, setSeries] = useState<FunnelStep>("sent");
  if (query.status === "error") return <ErrorBanner message={errorMessage(query.error, t)} />;
  const o: SimulationOverview | undefined = query.data;
  if (!o) return <Spinner />;
  return (
    <div className={css.stack}>
      <dl className={css.figures}>
        <Figure label={t("simulations.view.overview.targets")} value={o.targetsCount} />
        {FUNNEL.map((step) => (
          <Figure
            key={step}
            label={t(`simulations.funnel.${step}`)}
            value={`${o[step].percentage}%`}
            hint={t("simulations.view.overview.emails", { count: o[step].count })}
          />
        ))}
        <Figure
          label={t("simulations.view.overview.failed")}
          value={`${o.failed.percentage}%`}
          hint={t("simulations.view.overview.failedTargets", { count: o.failed.count })}
        />
        <Figure label={t("simulations.view.overview.timeToFail")} value={formatDuration(o.averageTimeToFailMs, t)} />
        <Figure label={t("simulations.view.overview.reactionTime")} value={formatDuration(o.averageReactionMs, t)} />
        <Figure label={t("simulations.view.overview.scheduled")} value={o.scheduled} />
      </dl>
      <div className={css.charts}>
        <FunnelChart
          title={t("simulations.view.overview.funnel")}
          description={t("simulations.view.overview.funnelDescription")}
          steps={FUNNEL.map((step) => ({ label: t(`simulations.funnel.${step}`), value: o[step].count }))}
        />
        <div className={css.stack}>
          <Select
            label={t("simulations.view.overview.series")}
            options={FUNNEL.map((step) => ({ value: step, label: t(`simulations.funnel.${step}`) }))}
            value={series}
            onChange={(event) => setSeries(event.target.value as FunnelStep)}
          />
          <TrendChart
            title={t("simulations.view.overview.timeline", { step: t(`simulations.funnel.${series}`) })}
            description={t("simulations.view.overview.timelineDescription")}
            valueLabel={t(`simulations.funnel.${series}`)}
            points={o.timeline.map((day) => ({ date: day.date, value: day[series] }))}
          />
        </div>
      </div>
      <Card title={t("simulations.view.overview.bots")} description={t("simulations.view.overview.botsHint")}>
        {o.botEventsCount === 0 ? (
          <p className={css.muted}>{t("simulations.view.overview.noBots")}</p>
        ) : (
          <div className={css.stack}>
            <p className={css.plain}>{t("simulations.view.overview.botEvents", { count: o.botEventsCount })}</p>
            <dl className={css.details}>
              {o.botReasons.map((reason) => (
                <div key={reason.reason} style={{ display: "contents" }}>
                  <dt className={css.term}>
                    {t(`simulations.reasons.${reason.reason}`, { defaultValue: reason.reason })}
                  </dt>
                  <dd className={css.definition}>{reason.count}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Card>
    </div>
  );
}
