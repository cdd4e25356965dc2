import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/Badge/Badge";
import { Button } from "../../../../components/Button/Button";
import { Card } from "../../../../components/Card/Card";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { ExportButton } from "../../../../components/ExportButton/ExportButton";
import { formatDateTime } from "../../../../components/format";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import { Page } from "../../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../../components/Table/Table";
import { Tabs } from "../../../../components/Tabs/Tabs";
import { useToast } from "../../../../components/Toast/Toaster";
import { lacksFeature } from "../../../../data/features";
import { useSession } from "../../../../data/session";
import { BUSINESS_DAYS } from "../../../NanoLearning/shared/nano";
import * as css from "../../../NanoLearning/shared/nano.css";
import {
  type PhishingSimulation,
  type TemplateFunnel,
  useSimulation,
  useSimulationOverview,
  useStopSimulation,
} from "../queries";
import {
  canEditSimulations,
  SIMULATIONS_PATH,
  simulationDates,
  simulationTone,
  stopFailure,
  viewerTimeZone,
} from "../shared/simulations";
import { Overview } from "./Overview";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);
// Not the first tab: its table, timeline dialog and confirmations load when it is opened.
const Targets = lazyPart(() => import("./Targets").then((m) => m.Targets));

/** The tabs of a simulation's view (seeds: overview, targets, phishing templates, settings). */
export const SIMULATION_TABS = ["overview", "targets", "templates", "settings"] as const;
export type SimulationTab = (typeof SIMULATION_TABS)[number];

/** Props of {@link Simulation}. */
export interface SimulationProps {
  /** The simulation's id. */
  simulationId: string;
  /** The tab shown first (e.g. from the page's URL); defaults to `overview`. */
  initialTab?: SimulationTab;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onTabChange?: (tab: SimulationTab) => void;
  /** Where "Back to simulations" goes; defaults to `/simulations`. */
  backHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

/**
 * One phishing simulation in four tabs: Overview (the funnel sent → opened → clicked → submitted →
 * reported with percentages, a timeline chart, the averages, and the bot and scanner events kept
 * out of the funnel with their reasons), Targets (status, time to fail, reaction time, each
 * target's event timeline, mark passed and resend), Templates (each template's funnel) and Settings
 * (read-only, with Stop simulation after the seeds' confirmation: stopping is permanent). The
 * header warns when the simulation's time zone is not the viewer's, and exports the targets.
 */
function SimulationScreen({
  simulationId,
  initialTab = "overview",
  onTabChange,
  backHref = SIMULATIONS_PATH,
  contactEmail = "",
}: SimulationProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "phishing");
  const query = useSimulation(tenantId, simulationId, ready);
  const [tab, setTab] = useState<SimulationTab>(initialTab);
  const [stopping, setStopping] = useState(false);
  const stop = useStopSimulation(tenantId);
  const toast = useToast();

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "phishing")) return <FeatureNotEnabled contactEmail={contactEmail} feature="phishing" />;

  const back = { href: backHref, label: t("simulations.view.back") };
  const simulation = query.data;
  if (!simulation) {
    const notFound = query.status === "error" && toApiError(query.error).statusCode === 404;
    return (
      <Page title={t("simulations.list.title")} back={back}>
        {query.status === "error" ? (
          <ErrorBanner message={notFound ? t("simulations.view.notFound") : errorMessage(query.error, t)} />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }

  const running = simulation.status === "InProgress" || simulation.status === "Upcoming";
  const canEdit = canEditSimulations(session);
  const onStop = async () => {
    if (!(await stop.mutate(simulation))) return;
    setStopping(false);
    toast.show({ variant: "success", message: t("simulations.stop.done") });
  };
  const yours = viewerTimeZone();

  return (
    <Page
      title={simulation.name}
      back={back}
      description={
        <span className={css.chips}>
          <Badge tone={simulationTone(simulation.status)}>{t(`simulations.status.${simulation.status}`)}</Badge>
          <span>{simulationDates(simulation, i18n.language)}</span>
        </span>
      }
      actions={
        !session.embedded ? (
          <ExportButton kind="simulationTargets" filters={{ simulationId: simulation.id }} />
        ) : undefined
      }
    >
      <div className={css.stack}>
        {simulation.timeZone !== yours && (
          <p className={css.muted} role="note">
            {t("simulations.timeZoneWarning", {
              zone: simulation.timeZone.replaceAll("_", " "),
              yours: yours.replaceAll("_", " "),
            })}
          </p>
        )}
        <Tabs
          label={t("simulations.view.tabs.label")}
          selectedId={tab}
          onSelect={(id) => {
            setTab(id as SimulationTab);
            onTabChange?.(id as SimulationTab);
          }}
          items={[
            {
              id: "overview",
              label: t("simulations.view.tabs.overview"),
              content: <Overview simulationId={simulation.id} ready={ready} />,
            },
            {
              id: "targets",
              label: t("simulations.view.tabs.targets"),
              content: (
                <Targets simulation={simulation} ready={ready} canEdit={canEdit && simulation.status !== "Stopped"} />
              ),
            },
            {
              id: "templates",
              label: t("simulations.view.tabs.templates"),
              content: <Templates simulation={simulation} ready={ready} />,
            },
            {
              id: "settings",
              label: t("simulations.view.tabs.settings"),
              content: (
                <Settings
                  simulation={simulation}
                  onStop={
                    canEdit && running
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
      </div>
      <ConfirmDialog
        open={stopping}
        title={t("simulations.stop.title")}
        confirmLabel={t("simulations.stop.confirm")}
        busy={stop.status === "pending"}
        onCancel={() => setStopping(false)}
        onConfirm={onStop}
        error={stop.status === "error" && <ErrorBanner message={stopFailure(stop.error, t)} />}
      >
        <p className={css.plain}>{t("simulations.stop.body", { name: simulation.name })}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** The funnel's steps a template is compared on (sent first). */
const TEMPLATE_STEPS = ["sent", "opened", "clicked", "submitted", "reported"] as const;

/** A template row: its funnel from the overview, or (until that arrives) the emails sent alone. */
interface TemplateRow {
  id: string;
  name: string;
  type: PhishingSimulation["templates"][number]["type"];
  funnel: TemplateFunnel | undefined;
  sentCount: number;
}

/**
 * The Templates tab: each template with its technique and its own funnel (sent, opened, clicked,
 * submitted, reported, each with its percentage of that template's emails sent), side by side: the
 * A/B comparison. The plain table, not the DataTable: a handful of rows needs no sorting or paging,
 * and the view's first paint stays without the table kit (packages/elements, "Weight"). The funnel
 * comes with the overview (the same query as the Overview tab, fetched once).
 */
function Templates({ simulation, ready }: { simulation: PhishingSimulation; ready: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const overview = useSimulationOverview(session.tenantId, simulation.id, ready);
  const rows: TemplateRow[] = simulation.templates.map((template) => ({
    ...template,
    funnel: overview.data?.templates.find((funnel) => funnel.id === template.id),
  }));
  const stepCell = (row: TemplateRow, step: (typeof TEMPLATE_STEPS)[number]) => {
    if (!row.funnel) return step === "sent" ? String(row.sentCount) : "–";
    const { count, percentage } = row.funnel[step];
    return t("simulations.view.templates.countPercent", { count, percentage });
  };
  const columns: TableColumn<TemplateRow>[] = [
    { key: "name", header: t("simulations.view.templates.name"), rowHeader: true, cell: (c) => c.name },
    {
      key: "type",
      header: t("simulations.view.templates.type"),
      cell: (c) => t(`simulations.templateTypes.${c.type}`),
    },
    ...TEMPLATE_STEPS.map(
      (step): TableColumn<TemplateRow> => ({
        key: step,
        header: t(`simulations.funnel.${step}`),
        align: "end",
        cell: (c) => <span className={css.nowrap}>{stepCell(c, step)}</span>,
      }),
    ),
  ];
  return (
    <div className={css.stack}>
      {simulation.templates.length > 1 && <p className={css.muted}>{t("simulations.view.templates.abHint")}</p>}
      {overview.status === "error" && <ErrorBanner message={errorMessage(overview.error, t)} />}
      <Table
        caption={t("simulations.view.templates.caption")}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        empty={t("simulations.view.templates.empty")}
      />
      <p className={css.muted}>{t("simulations.view.templates.funnelHint")}</p>
    </div>
  );
}

/** The Settings tab: the simulation's settings, read-only, and Stop simulation while it can stop. */
function Settings({ simulation, onStop }: { simulation: PhishingSimulation; onStop: (() => void) | undefined }) {
  const { t, i18n } = useTranslation();
  /** An instant in the simulation's time zone, as the view's note says. */
  const at = (iso: string) => formatDateTime(iso, i18n.language, simulation.timeZone);
  const rows: [string, ReactNode][] = [
    [t("simulations.view.settings.name"), simulation.name],
    [
      t("simulations.view.settings.description"),
      simulation.description || <span className={css.muted}>{t("simulations.view.settings.noDescription")}</span>,
    ],
    [
      t("simulations.view.settings.status"),
      <Badge key="status" tone={simulationTone(simulation.status)}>
        {t(`simulations.status.${simulation.status}`)}
      </Badge>,
    ],
    [t("simulations.view.settings.startDate"), at(simulation.startDate)],
    [t("simulations.view.settings.endDate"), at(simulation.endDate)],
    [t("simulations.view.settings.timeZone"), simulation.timeZone.replaceAll("_", " ")],
    [t("simulations.view.settings.duration"), String(simulation.durationWeeks)],
    [
      t("simulations.view.settings.businessDays"),
      BUSINESS_DAYS.filter((d) => simulation.businessDays.includes(d))
        .map((d) => t(`simulations.days.${d}`))
        .join(", "),
    ],
    [t("simulations.view.settings.businessHours"), `${simulation.businessHoursStart} – ${simulation.businessHoursEnd}`],
    [t("simulations.view.settings.maxAttacks"), String(simulation.maxAttacksPerTarget)],
    [
      t("simulations.view.settings.feedback"),
      simulation.feedbackType === "Other" && simulation.feedbackMessage
        ? `${t("simulations.feedbackTypes.Other")}: ${simulation.feedbackMessage}`
        : t(`simulations.feedbackTypes.${simulation.feedbackType}`),
    ],
    [
      t("simulations.view.settings.sendingProfile"),
      simulation.sendingProfileId
        ? t("simulations.view.settings.ownProfile")
        : t("simulations.wizard.settings.platformDefault"),
    ],
    [t("simulations.view.settings.remedialCourse"), remedialCourse(simulation, t)],
    [t("simulations.view.settings.remedialNanoPage"), remedialNanoPage(simulation, t)],
    [t("simulations.view.settings.targets"), String(simulation.targetsCount)],
    [t("simulations.view.settings.emails"), String(simulation.emailsCount)],
    [t("simulations.view.settings.created"), at(simulation.createdAt)],
  ];
  if (simulation.stoppedAt) rows.push([t("simulations.view.settings.stoppedAt"), at(simulation.stoppedAt)]);
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
        <Card title={t("simulations.view.settings.stop")} description={t("simulations.view.settings.stopHint")}>
          <div>
            <Button variant="danger" onClick={onStop}>
              {t("simulations.view.settings.stop")}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

/** The Settings tab's remedial course: its name and language, and how many failed targets were enrolled. */
function remedialCourse(simulation: PhishingSimulation, t: TFunction): ReactNode {
  const course = simulation.remedialCourse;
  if (!course) return <span className={css.muted}>{t("simulations.view.settings.noRemedial")}</span>;
  return t("simulations.view.settings.remedialCourseValue", {
    name: course.name || t("simulations.view.settings.removed"),
    count: course.enrolledCount,
  });
}

/** The Settings tab's remedial nano page: its name, and how many failed targets were sent it. */
function remedialNanoPage(simulation: PhishingSimulation, t: TFunction): ReactNode {
  const page = simulation.remedialNanoPage;
  if (!page) return <span className={css.muted}>{t("simulations.view.settings.noRemedial")}</span>;
  return t("simulations.view.settings.remedialNanoPageValue", {
    name: page.name || t("simulations.view.settings.removed"),
    count: page.sentCount,
  });
}

/** A phishing simulation's view; see {@link SimulationScreen}. */
export const Simulation = withToasts(SimulationScreen);
