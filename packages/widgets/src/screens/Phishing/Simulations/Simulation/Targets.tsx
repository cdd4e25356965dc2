import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/Badge/Badge";
import { DataTable, type DataTableColumn } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../../components/format";
import type { MenuItem } from "../../../../components/Menu/Menu";
import { Modal } from "../../../../components/Modal/Modal";
import { ConfirmDialog } from "../../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../../components/Select/Select";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { useToast } from "../../../../components/Toast/Toaster";
import { useSession } from "../../../../data/session";
import * as css from "../../../NanoLearning/shared/nano.css";
import {
  type PhishingSimulation,
  type SimulationTarget,
  type TargetStatus,
  useMarkTargetPassed,
  useResendToTarget,
  useSimulationTarget,
  useSimulationTargets,
} from "../queries";
import { formatDuration, markPassedFailure, resendFailure, TARGET_STATUSES, targetTone } from "../shared/simulations";

/** Targets per page of the Targets tab. */
export const SIMULATION_TARGETS_PAGE_SIZE = 25;

/**
 * The Targets tab: each target's status, emails sent, time to fail and reaction time, filtered by
 * status. A row's menu opens the target's event timeline, marks the target passed (after a
 * confirmation; the API's refusal is the seeds' "Update not allowed!") and, while the simulation
 * runs, sends the target one more email now.
 */
export function Targets({
  simulation,
  ready,
  canEdit,
}: {
  simulation: PhishingSimulation;
  ready: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const tenantId = session.tenantId;
  const [skip, setSkip] = useState(0);
  const [status, setStatus] = useState<TargetStatus | "">("");
  const query = useSimulationTargets(
    tenantId,
    simulation.id,
    { skip, limit: SIMULATION_TARGETS_PAGE_SIZE, ...(status ? { status } : {}) },
    ready,
  );
  const [details, setDetails] = useState<SimulationTarget | null>(null);
  const [marking, setMarking] = useState<SimulationTarget | null>(null);
  const [resending, setResending] = useState<SimulationTarget | null>(null);
  const markPassed = useMarkTargetPassed(tenantId, simulation.id);
  const resend = useResendToTarget(tenantId, simulation.id);

  const columns = useMemo<DataTableColumn<SimulationTarget>[]>(
    () => [
      { id: "name", header: t("simulations.targets.name"), primary: true, width: "20%", cell: (r) => r.fullName },
      { id: "email", header: t("simulations.targets.email"), width: "24%", cell: (r) => r.email },
      {
        id: "groups",
        header: t("simulations.targets.groups"),
        hideable: true,
        cell: (r) => r.groups.join(", "),
      },
      {
        id: "status",
        header: t("simulations.targets.status"),
        width: 130,
        text: (r) => t(`simulations.targetStatus.${r.status}`),
        cell: (r) => <Badge tone={targetTone(r.status)}>{t(`simulations.targetStatus.${r.status}`)}</Badge>,
      },
      {
        id: "emailsSent",
        header: t("simulations.targets.emailsSent"),
        width: 90,
        align: "end",
        cell: (r) => String(r.emailsSent),
      },
      {
        id: "timeToFail",
        header: t("simulations.targets.timeToFail"),
        width: 120,
        align: "end",
        cell: (r) => formatDuration(r.timeToFailMs, t),
      },
      {
        id: "reaction",
        header: t("simulations.targets.reactionTime"),
        width: 120,
        align: "end",
        cell: (r) => formatDuration(r.timeToFailReactionMs, t),
      },
    ],
    [t],
  );

  const rowActions = (target: SimulationTarget): MenuItem[] => {
    const items: MenuItem[] = [
      {
        key: "details",
        label: t("simulations.targets.details", { name: target.fullName }),
        onSelect: () => setDetails(target),
      },
    ];
    if (canEdit && target.status !== "Passed")
      items.push({
        key: "passed",
        label: t("simulations.targets.markPassed", { name: target.fullName }),
        onSelect: () => {
          markPassed.reset();
          setMarking(target);
        },
      });
    if (canEdit && simulation.status === "InProgress")
      items.push({
        key: "resend",
        label: t("simulations.targets.resend", { name: target.fullName }),
        onSelect: () => {
          resend.reset();
          setResending(target);
        },
      });
    return items;
  };

  const onMark = async () => {
    if (!marking) return;
    if (!(await markPassed.mutate(marking.id))) return;
    setMarking(null);
    toast.show({ variant: "success", message: t("simulations.targets.markedPassed") });
  };
  const onResend = async () => {
    if (!resending) return;
    if (!(await resend.mutate({ targetId: resending.id }))) return;
    setResending(null);
    toast.show({ variant: "success", message: t("simulations.targets.resent") });
  };

  return (
    <div className={css.stack}>
      <DataTable
        label={t("simulations.targets.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(r) => r.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <div className={css.row}>
            <Select
              label={t("simulations.targets.statusFilter")}
              options={[
                { value: "", label: t("simulations.targets.allStatuses") },
                ...TARGET_STATUSES.map((value) => ({ value, label: t(`simulations.targetStatus.${value}`) })),
              ]}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TargetStatus | "");
                setSkip(0);
              }}
            />
          </div>
        }
        empty={{ title: status ? t("simulations.targets.noneWithStatus") : t("simulations.targets.empty") }}
        pagination={{ skip, limit: SIMULATION_TARGETS_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setSkip }}
        rowActions={rowActions}
        onRowOpen={(r) => setDetails(r)}
      />
      <Modal
        open={details !== null}
        onClose={() => setDetails(null)}
        title={details ? t("simulations.targets.detailsTitle", { name: details.fullName }) : ""}
      >
        {details && (
          <TargetTimeline simulationId={simulation.id} targetId={details.id} timeZone={simulation.timeZone} />
        )}
      </Modal>
      <ConfirmDialog
        open={marking !== null}
        title={t("simulations.targets.markPassedTitle")}
        confirmLabel={t("simulations.targets.markPassedConfirm")}
        busy={markPassed.status === "pending"}
        onCancel={() => setMarking(null)}
        onConfirm={onMark}
        error={markPassed.status === "error" && <ErrorBanner message={markPassedFailure(markPassed.error, t)} />}
      >
        {marking && <p className={css.plain}>{t("simulations.targets.markPassedBody", { name: marking.fullName })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={resending !== null}
        title={t("simulations.targets.resendTitle")}
        confirmLabel={t("simulations.targets.resendConfirm")}
        busy={resend.status === "pending"}
        onCancel={() => setResending(null)}
        onConfirm={onResend}
        error={resend.status === "error" && <ErrorBanner message={resendFailure(resend.error, t)} />}
      >
        {resending && (
          <p className={css.plain}>
            {t("simulations.targets.resendBody", { name: resending.fullName, email: resending.email })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/**
 * A target's emails and event timeline, oldest first: each person's step, and each bot or scanner
 * request marked as such with its reason; a submission lists the field names (never the values).
 * An empty timeline is the seeds' "No events exist for this target".
 */
/** A target's emails and events, their times in the simulation's zone (as the view's note says). */
function TargetTimeline({
  simulationId,
  targetId,
  timeZone,
}: {
  simulationId: string;
  targetId: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const query = useSimulationTarget(session.tenantId, simulationId, targetId, true);
  if (query.status === "error") return <ErrorBanner message={errorMessage(query.error, t)} />;
  const target = query.data;
  if (!target) return <Spinner />;
  const templateOf = (emailId: string | null) => target.emails.find((e) => e.id === emailId)?.templateName;
  return (
    <div className={css.stack}>
      <dl className={css.details}>
        <dt className={css.term}>{t("simulations.targets.status")}</dt>
        <dd className={css.definition}>
          <Badge tone={targetTone(target.status)}>{t(`simulations.targetStatus.${target.status}`)}</Badge>
        </dd>
        <dt className={css.term}>{t("simulations.targets.timeToFail")}</dt>
        <dd className={css.definition}>{formatDuration(target.timeToFailMs, t)}</dd>
        <dt className={css.term}>{t("simulations.targets.reactionTime")}</dt>
        <dd className={css.definition}>{formatDuration(target.timeToFailReactionMs, t)}</dd>
      </dl>
      <h3 className={css.contentName}>{t("simulations.targets.emails")}</h3>
      <ul className={css.sequence} aria-label={t("simulations.targets.emails")}>
        {target.emails.map((email) => (
          <li key={email.id}>
            {t("simulations.targets.emailLine", {
              template: email.templateName,
              status: t(`simulations.emailStatus.${email.status}`),
              at: formatDateTime(email.sentAt ?? email.dueAt, i18n.language, timeZone),
            })}
          </li>
        ))}
      </ul>
      <h3 className={css.contentName}>{t("simulations.targets.events")}</h3>
      {target.events.length === 0 ? (
        <p className={css.muted}>{t("simulations.targets.noEvents")}</p>
      ) : (
        <ol className={css.sequence} aria-label={t("simulations.targets.events")}>
          {target.events.map((event) => (
            <li key={event.id}>
              <span className={css.chips}>
                <span>{formatDateTime(event.at, i18n.language, timeZone)}</span>
                <Badge
                  tone={event.classification === "bot" ? "neutral" : event.kind === "Reported" ? "success" : "primary"}
                >
                  {t(`simulations.events.${event.kind}`)}
                </Badge>
                {event.classification === "bot" && (
                  <Badge tone="danger">
                    {t("simulations.targets.bot", {
                      reason: t(`simulations.reasons.${event.reason ?? "unknown"}`, {
                        defaultValue: event.reason ?? "",
                      }),
                    })}
                  </Badge>
                )}
                {templateOf(event.emailId) && <span className={css.muted}>{templateOf(event.emailId)}</span>}
              </span>
              {event.fieldNames.length > 0 && (
                <p className={css.muted}>{t("simulations.targets.fields", { fields: event.fieldNames.join(", ") })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
