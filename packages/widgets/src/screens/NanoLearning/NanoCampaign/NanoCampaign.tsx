import type { NanoCampaign as Campaign, NanoCampaignLearner, NanoPage } from "@bulwark/client";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { DonutChart, FunnelChart } from "../../../components/charts";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import { formatDateTime } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { type ContentDraft, checkSchedule } from "../CreateNanoCampaign/wizard";
import {
  useNanoCampaign,
  useNanoCampaignLearners,
  useNanoPages,
  useRemoveNanoContent,
  useSaveNanoContent,
  useStopNanoCampaign,
} from "../queries";
import { ContentEditor } from "../shared/ContentEditor";
import { Figure } from "../shared/Figure";
import {
  BUSINESS_DAYS,
  campaignDates,
  canEditNano,
  contentFailure,
  fieldErrors,
  isoToLocal,
  localToIso,
  NANO_CAMPAIGNS_PATH,
  statusTone,
  stopFailure,
} from "../shared/nano";
import * as css from "../shared/nano.css";

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
          totalLabel={t("nanoLearning.view.overview.answersTotal")}
          data={[
            { label: t("nanoLearning.view.overview.correct"), value: s.answeredCorrectlyCount },
            { label: t("nanoLearning.view.overview.incorrect"), value: s.incorrectAnswerCount },
          ]}
        />
      </div>
    </div>
  );
}

/** The Learners tab: each learner with, per content, the steps reached in order. */
function Learners({ campaignId, ready }: { campaignId: string; ready: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [skip, setSkip] = useState(0);
  const query = useNanoCampaignLearners(session.tenantId, campaignId, { skip, limit: NANO_LEARNERS_PAGE_SIZE }, ready);
  const columns = useMemo<DataTableColumn<NanoCampaignLearner>[]>(
    () => [
      {
        id: "name",
        header: t("nanoLearning.view.learners.name"),
        primary: true,
        width: "22%",
        cell: (l) => `${l.firstName} ${l.lastName}`,
      },
      { id: "email", header: t("nanoLearning.view.learners.email"), width: "24%", cell: (l) => l.email },
      {
        id: "deliveries",
        header: t("nanoLearning.view.learners.deliveries"),
        text: (l) =>
          l.deliveries
            .map((d) =>
              t("nanoLearning.view.learners.lastEvent", {
                content: d.nanoPageName,
                event: t(`nanoLearning.events.${d.lastEvent}`),
              }),
            )
            .join("; "),
        cell: (l) => (
          <ul className={css.sequence}>
            {l.deliveries.map((d) => (
              <li key={d.contentId}>
                <span>{d.nanoPageName}: </span>
                <ol
                  className={css.eventList}
                  aria-label={t("nanoLearning.view.learners.sequence", { content: d.nanoPageName })}
                >
                  {(d.events.length ? d.events : [{ event: d.lastEvent, at: d.scheduledAt }]).map((e) => (
                    <li key={e.event} title={formatDateTime(e.at, i18n.language)}>
                      <Badge
                        tone={
                          e.event === "AnsweredCorrectly"
                            ? "success"
                            : e.event === "AnsweredIncorrectly"
                              ? "danger"
                              : "neutral"
                        }
                      >
                        {t(`nanoLearning.events.${e.event}`)}
                      </Badge>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <DataTable
      label={t("nanoLearning.view.learners.caption")}
      columns={columns}
      rows={query.data?.items}
      getRowId={(l) => l.id}
      loading={query.isLoading}
      error={query.status === "error" ? query.error : undefined}
      onRetry={() => void query.refetch()}
      empty={{ title: t("nanoLearning.view.learners.empty") }}
      pagination={{ skip, limit: NANO_LEARNERS_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setSkip }}
    />
  );
}

type ScheduledContent = Campaign["contents"][number];

/** A scheduled content as the content dialog edits it. */
const draftOf = (content: ScheduledContent, timeZone: string): ContentDraft => ({
  key: content.id,
  page: { id: content.nanoPageId, name: content.nanoPageName, type: content.nanoPageType, languages: [] },
  mode: content.sendAt ? "fixed" : "range",
  sendAt: isoToLocal(content.sendAt, timeZone),
  startsAt: content.sendAt ? "" : isoToLocal(content.startsAt, timeZone),
  endsAt: content.sendAt ? "" : isoToLocal(content.endsAt, timeZone),
});

/** The Content tab: the scheduled contents, with add, change and remove while the API allows. */
function Contents({ campaign, canEdit, ready }: { campaign: Campaign; canEdit: boolean; ready: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const save = useSaveNanoContent(session.tenantId, campaign.id);
  const remove = useRemoveNanoContent(session.tenantId, campaign.id);
  const [editing, setEditing] = useState<{ contentId?: string; draft: ContentDraft } | null>(null);
  const [removing, setRemoving] = useState<ScheduledContent | null>(null);
  const [checked, setChecked] = useState(false);
  const pages = useNanoPages(session.tenantId, "", ready && editing !== null && !editing.contentId);

  const when = (c: ScheduledContent) =>
    c.sendAt
      ? formatDateTime(c.sendAt, i18n.language)
      : t("nanoLearning.view.content.range", {
          from: formatDateTime(c.startsAt, i18n.language),
          to: formatDateTime(c.endsAt, i18n.language),
        });
  const columns: DataTableColumn<ScheduledContent>[] = [
    { id: "name", header: t("nanoLearning.view.content.name"), primary: true, cell: (c) => c.nanoPageName },
    {
      id: "type",
      header: t("nanoLearning.view.content.type"),
      width: 130,
      cell: (c) => t(`nanoLearning.pageTypes.${c.nanoPageType}`),
    },
    { id: "when", header: t("nanoLearning.view.content.when"), width: "34%", cell: when },
    {
      id: "sent",
      header: t("nanoLearning.view.content.sent"),
      width: 130,
      align: "end",
      text: (c) => `${c.sentCount}${c.inProgress ? ` (${t("nanoLearning.view.content.inProgress")})` : ""}`,
      cell: (c) => (
        <span className={css.chips}>
          {c.inProgress && <Badge tone="primary">{t("nanoLearning.view.content.inProgress")}</Badge>}
          {String(c.sentCount)}
        </span>
      ),
    },
  ];
  const rowActions = (c: ScheduledContent): MenuItem[] =>
    canEdit
      ? [
          {
            key: "edit",
            label: t("nanoLearning.view.content.edit", { name: c.nanoPageName }),
            onSelect: () => {
              save.reset();
              setChecked(false);
              setEditing({ contentId: c.id, draft: draftOf(c, campaign.timeZone) });
            },
          },
          {
            key: "remove",
            label: t("nanoLearning.view.content.remove", { name: c.nanoPageName }),
            danger: true,
            onSelect: () => {
              remove.reset();
              setRemoving(c);
            },
          },
        ]
      : [];

  const problems = editing ? checkSchedule([editing.draft]) : {};
  const ruleWords: Record<string, string> = {
    required: t("nanoLearning.wizard.schedule.required"),
    endAfterStart: t("nanoLearning.wizard.schedule.endAfterStart"),
  };
  const failure = save.status === "error" ? save.error : undefined;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(failure)))
    errors[`contents.0${path ? `.${path}` : ""}`] =
      message === "End date must be after start date" ? t("nanoLearning.wizard.schedule.endAfterStart") : message;
  if (checked) for (const [path, rule] of Object.entries(problems)) errors[path] = ruleWords[rule] ?? rule;
  const refusal =
    failure !== undefined && toApiError(failure).statusCode !== 422 ? contentFailure(failure, "update", t) : undefined;

  const onSave = async () => {
    if (!editing) return;
    setChecked(true);
    if (Object.keys(problems).length > 0 || !editing.draft.page.id) return;
    const d = editing.draft;
    const body =
      d.mode === "fixed"
        ? { nanoPageId: d.page.id, sendAt: localToIso(d.sendAt, campaign.timeZone) ?? "" }
        : {
            nanoPageId: d.page.id,
            startsAt: localToIso(d.startsAt, campaign.timeZone) ?? "",
            endsAt: localToIso(d.endsAt, campaign.timeZone) ?? "",
          };
    const saved = await save.mutate({ ...(editing.contentId ? { contentId: editing.contentId } : {}), body });
    if (!saved) return;
    toast.show({
      variant: "success",
      message: editing.contentId ? t("nanoLearning.view.content.saved") : t("nanoLearning.view.content.added"),
    });
    setEditing(null);
  };

  const onRemove = async () => {
    if (!removing) return;
    if (!(await remove.mutate(removing.id))) return;
    setRemoving(null);
    toast.show({ variant: "success", message: t("nanoLearning.view.content.removed") });
  };

  const choosable: NanoPage[] = pages.data?.items ?? [];
  return (
    <div className={css.stack}>
      {canEdit && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              save.reset();
              setChecked(false);
              setEditing({
                draft: {
                  key: "new",
                  page: { id: "", name: "", type: "SimpleQuiz", languages: [] },
                  mode: "range",
                  sendAt: "",
                  startsAt: "",
                  endsAt: "",
                },
              });
            }}
          >
            {t("nanoLearning.view.content.add")}
          </Button>
        </div>
      )}
      <DataTable
        label={t("nanoLearning.view.content.caption")}
        columns={columns}
        rows={campaign.contents}
        getRowId={(c) => c.id}
        empty={{ title: t("nanoLearning.wizard.schedule.noneChosen") }}
        {...(canEdit ? { rowActions } : {})}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.contentId ? t("nanoLearning.view.content.dialogEdit") : t("nanoLearning.view.content.dialogAdd")
        }
        submitLabel={t("nanoLearning.view.content.save")}
        onSubmit={() => void onSave()}
        busy={save.status === "pending"}
        {...(refusal ? { error: refusal, onDismissError: () => save.reset() } : {})}
      >
        {editing && (
          <div className={css.stack}>
            {!editing.contentId && (
              <Select
                label={t("nanoLearning.view.content.page")}
                required
                placeholder="—"
                options={choosable.map((p) => ({ value: p.id, label: p.name }))}
                value={editing.draft.page.id}
                error={checked && !editing.draft.page.id ? t("nanoLearning.wizard.schedule.required") : undefined}
                onChange={(event) => {
                  const page = choosable.find((p) => p.id === event.target.value);
                  if (page) setEditing({ ...editing, draft: { ...editing.draft, page } });
                }}
              />
            )}
            <ContentEditor
              content={editing.draft}
              errors={errors}
              path="contents.0"
              timeZone={campaign.timeZone}
              onChange={(patch) => setEditing({ ...editing, draft: { ...editing.draft, ...patch } })}
            />
          </div>
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t("nanoLearning.view.content.removeTitle")}
        confirmLabel={t("nanoLearning.view.content.removeConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setRemoving(null)}
        onConfirm={onRemove}
        error={remove.status === "error" && <ErrorBanner message={contentFailure(remove.error, "delete", t)} />}
      >
        {removing && (
          <p className={css.plain}>{t("nanoLearning.view.content.removeBody", { name: removing.nanoPageName })}</p>
        )}
      </ConfirmDialog>
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
