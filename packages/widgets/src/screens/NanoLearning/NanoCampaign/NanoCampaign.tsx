import type { NanoCampaign as Campaign } from "@bulwark/client";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { DonutChart, FunnelChart } from "../../../components/charts";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Page } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { useNanoCampaign, useStopNanoCampaign } from "../queries";
import { Figure } from "../shared/Figure";
import {
  BUSINESS_DAYS,
  campaignDates,
  canEditNano,
  NANO_CAMPAIGNS_PATH,
  statusTone,
  stopFailure,
} from "../shared/nano";
import * as css from "../shared/nano.css";

// Not the first tab: the Learners and Content tabs (and the table kit) load when opened.
const Learners = lazyPart(() => import("./NanoCampaignTabs").then((m) => m.Learners));
const Contents = lazyPart(() => import("./NanoCampaignTabs").then((m) => m.Contents));
const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** The tabs of a campaign's view (seeds: Overview, Learners, Content, Settings). */
export const NANO_CAMPAIGN_TABS = ["overview", "learners", "content", "settings"] as const;
export type NanoCampaignTab = (typeof NANO_CAMPAIGN_TABS)[number];

/** Learners per page of the Learners tab. */
export const NANO_LEARNERS_PAGE_SIZE = 25;

/** Props of {@link NanoCampaign}. */
export interface NanoCampaignProps {
  /** The campaign's id. */
  campaignId: string;
  /** The tab shown first (e.g. from the page's URL); defaults to `overview`. */
  initialTab?: NanoCampaignTab;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onTabChange?: (tab: NanoCampaignTab) => void;
  /** Where "Back to nano campaigns" goes; defaults to `/nano-learning/campaigns`. */
  backHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * One nano campaign in four tabs: Overview (sent, delivered, opened, answered correctly and
 * incorrectly, the engagement rate and the correct answers as the API computes them, with the email
 * funnel and the answers in the chart kit), Learners (each learner's event sequence per content),
 * Content (the scheduled contents; add, change or remove one that has not begun sending, the API's
 * "in progress" refusal shown) and Settings (read-only, with Stop campaign after a confirmation).
 */
function NanoCampaignScreen({
  campaignId,
  initialTab = "overview",
  onTabChange,
  backHref = NANO_CAMPAIGNS_PATH,
  contactEmail = "",
}: NanoCampaignProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const query = useNanoCampaign(tenantId, campaignId, ready);
  const [tab, setTab] = useState<NanoCampaignTab>(initialTab);
  const [stopping, setStopping] = useState(false);
  const stop = useStopNanoCampaign(tenantId);
  const toast = useToast();

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const back = { href: backHref, label: t("nanoLearning.view.back") };
  const campaign = query.data;
  if (!campaign) {
    const notFound = query.status === "error" && toApiError(query.error).statusCode === 404;
    return (
      <Page title={t("nanoLearning.list.title")} back={back}>
        {query.status === "error" ? (
          <ErrorBanner message={notFound ? t("nanoLearning.view.notFound") : errorMessage(query.error, t)} />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }

  const canEdit = canEditNano(session) && campaign.status !== "stopped";
  const onStop = async () => {
    if (!(await stop.mutate(campaign))) return;
    setStopping(false);
    toast.show({ variant: "success", message: t("nanoLearning.stop.done") });
  };
  const dates = campaignDates(campaign, i18n.language);

  return (
    <Page
      title={campaign.name}
      back={back}
      description={
        <span className={css.chips}>
          <Badge tone={statusTone(campaign.status)}>{t(`nanoLearning.status.${campaign.status}`)}</Badge>
          {dates && <span>{dates}</span>}
        </span>
      }
    >
      <Tabs
        label={t("nanoLearning.view.tabs.label")}
        selectedId={tab}
        onSelect={(id) => {
          setTab(id as NanoCampaignTab);
          onTabChange?.(id as NanoCampaignTab);
        }}
        items={[
          { id: "overview", label: t("nanoLearning.view.tabs.overview"), content: <Overview campaign={campaign} /> },
          {
            id: "learners",
            label: t("nanoLearning.view.tabs.learners"),
            content: <Learners campaignId={campaign.id} ready={ready} />,
          },
          {
            id: "content",
            label: t("nanoLearning.view.tabs.content"),
            content: <Contents campaign={campaign} canEdit={canEdit} ready={ready} />,
          },
          {
            id: "settings",
            label: t("nanoLearning.view.tabs.settings"),
            content: (
              <Settings
                campaign={campaign}
                onStop={
                  canEdit
                    ? () => {
                        stop.reset();
                        setStopping(true);
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={stopping}
        title={t("nanoLearning.stop.title")}
        confirmLabel={t("nanoLearning.stop.confirm")}
        busy={stop.status === "pending"}
        onCancel={() => setStopping(false)}
        onConfirm={onStop}
        error={stop.status === "error" && <ErrorBanner message={stopFailure(stop.error, t)} />}
      >
        <p className={css.plain}>{t("nanoLearning.stop.body", { name: campaign.name })}</p>
      </ConfirmDialog>
    </Page>
  );
}

/**
 * The Overview: the API's counts as figures (the engagement rate as it computes it, the correct
 * answers as correct over correct plus incorrect, 0 with no answer), the email funnel and the answers.
 */
function Overview({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const s = campaign.statistics;
  const answered = s.answeredCorrectlyCount + s.incorrectAnswerCount;
  const correctRate = answered === 0 ? 0 : Math.round((s.answeredCorrectlyCount / answered) * 100);
  return (
    <div className={css.stack}>
      <dl className={css.figures}>
        <Figure label={t("nanoLearning.view.overview.sent")} value={s.sentCount} />
        <Figure label={t("nanoLearning.view.overview.delivered")} value={s.deliveredCount} />
        <Figure label={t("nanoLearning.view.overview.opened")} value={s.openedCount} />
        <Figure label={t("nanoLearning.view.overview.answeredCorrectly")} value={s.answeredCorrectlyCount} />
        <Figure label={t("nanoLearning.view.overview.answeredIncorrectly")} value={s.incorrectAnswerCount} />
        <Figure
          label={t("nanoLearning.view.overview.engagementRate")}
          value={`${s.engagementRate}%`}
          hint={t("nanoLearning.view.overview.engagementHint")}
        />
        <Figure
          label={t("nanoLearning.view.overview.correctAnswers")}
          value={`${correctRate}%`}
          hint={t("nanoLearning.view.overview.correctHint", { correct: s.answeredCorrectlyCount, answered })}
        />
      </dl>
      <div className={css.charts}>
        <FunnelChart
          title={t("nanoLearning.view.overview.funnel")}
          description={t("nanoLearning.view.overview.funnelDescription")}
          steps={[
            { label: t("nanoLearning.view.overview.sent"), value: s.sentCount },
            { label: t("nanoLearning.view.overview.delivered"), value: s.deliveredCount },
            { label: t("nanoLearning.view.overview.opened"), value: s.openedCount },
            { label: t("nanoLearning.view.overview.answers"), value: answered },
          ]}
        />
        <DonutChart
          title={t("nanoLearning.view.overview.answers")}
          totalLabel={(count) => t("nanoLearning.view.overview.answersTotal", { count })}
          data={[
            { label: t("nanoLearning.view.overview.correct"), value: s.answeredCorrectlyCount },
            { label: t("nanoLearning.view.overview.incorrect"), value: s.incorrectAnswerCount },
          ]}
        />
      </div>
    </div>
  );
}

/** The Settings tab: the campaign's settings, read-only, and Stop campaign while it can stop. */
function Settings({ campaign, onStop }: { campaign: Campaign; onStop: (() => void) | undefined }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t("nanoLearning.view.settings.name"), campaign.name],
    [
      t("nanoLearning.view.settings.description"),
      campaign.description || <span className={css.muted}>{t("nanoLearning.view.settings.noDescription")}</span>,
    ],
    [
      t("nanoLearning.view.settings.status"),
      <Badge key="status" tone={statusTone(campaign.status)}>
        {t(`nanoLearning.status.${campaign.status}`)}
      </Badge>,
    ],
    [t("nanoLearning.view.settings.language"), t(`nanoLearning.languages.${campaign.language}`)],
    [t("nanoLearning.view.settings.timeZone"), campaign.timeZone.replaceAll("_", " ")],
    [t("nanoLearning.view.settings.workingHours"), `${campaign.workingHoursStart} – ${campaign.workingHoursEnd}`],
    [
      t("nanoLearning.view.settings.businessDays"),
      BUSINESS_DAYS.filter((d) => campaign.businessDays.includes(d))
        .map((d) => t(`nanoLearning.days.${d}`))
        .join(", "),
    ],
    [t("nanoLearning.view.settings.learners"), String(campaign.learnersCount)],
    [t("nanoLearning.view.settings.created"), formatDateTime(campaign.createdAt, i18n.language)],
  ];
  if (campaign.stoppedAt)
    rows.push([t("nanoLearning.view.settings.stoppedAt"), formatDateTime(campaign.stoppedAt, i18n.language)]);
  return (
    <div className={css.stack}>
      <Card>
        <dl className={css.details}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: "contents" }}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {onStop && (
        <Card title={t("nanoLearning.view.settings.stop")} description={t("nanoLearning.view.settings.stopHint")}>
          <div>
            <Button variant="danger" onClick={onStop}>
              {t("nanoLearning.view.settings.stop")}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

/** A nano campaign's view; see {@link NanoCampaignScreen}. */
export const NanoCampaign = withToasts(NanoCampaignScreen);
