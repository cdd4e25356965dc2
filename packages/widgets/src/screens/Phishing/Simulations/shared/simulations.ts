import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../../components/format";
import type { PhishingSimulation, SimulationState, TargetStatus } from "../queries";

/** Where the simulation screens live in the web app (seeds, routes table). */
export const SIMULATIONS_PATH = "/simulations";
export const SIMULATION_CREATE_PATH = "/simulations/create";
/** A simulation's page. */
export const simulationPath = (simulation: Pick<PhishingSimulation, "id">): string =>
  `${SIMULATIONS_PATH}/${simulation.id}`;

/** The list's tabs, in the seeds' order (ongoing is shown Active). */
export const SIMULATION_STATES: readonly SimulationState[] = ["ongoing", "upcoming", "finished"];

/** The target statuses, in the order a target moves through them. */
export const TARGET_STATUSES: readonly TargetStatus[] = [
  "Created",
  "InProgress",
  "NoReaction",
  "ReportedSome",
  "Passed",
  "Failed",
];

/** Badge tone of a simulation status: running is good news, upcoming is planned, the rest is over. */
export const simulationTone = (status: PhishingSimulation["status"]) =>
  status === "InProgress" ? ("success" as const) : status === "Upcoming" ? ("primary" as const) : ("neutral" as const);

/** Badge tone of a target status: failing is the bad news, reporting the good. */
export const targetTone = (status: TargetStatus) =>
  status === "Failed"
    ? ("danger" as const)
    : status === "Passed"
      ? ("success" as const)
      : status === "ReportedSome"
        ? ("primary" as const)
        : ("neutral" as const);

/**
 * The simulation's span as one line: start to end, or to when it was stopped, in the simulation's
 * time zone (its schedule's; the view's note names it when it is not the viewer's).
 */
export function simulationDates(
  simulation: Pick<PhishingSimulation, "startDate" | "endDate" | "stoppedAt" | "timeZone">,
  language: string,
): string {
  const end = simulation.stoppedAt ?? simulation.endDate;
  const zone = simulation.timeZone;
  return `${formatDateTime(simulation.startDate, language, zone)} – ${formatDateTime(end, language, zone)}`;
}

/**
 * A duration (time to fail, reaction time) in the largest units that keep it readable: "45 s",
 * "12 min", "3 h 5 min", "2 d 4 h"; "—" when there is none.
 */
export function formatDuration(ms: number | null, t: TFunction): string {
  if (ms === null) return "—";
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t("simulations.duration.seconds", { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("simulations.duration.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("simulations.duration.hours", { hours, minutes: minutes % 60 });
  return t("simulations.duration.days", { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** Why a stop failed: a simulation already stopped or ended (409) says so in the reader's language. */
export function stopFailure(error: unknown, t: TFunction): string {
  return toApiError(error).statusCode === 409 ? t("simulations.stop.alreadyStopped") : errorMessage(error, t);
}

/** Why marking a target passed failed: the seeds' "Update not allowed!" for the API's 409. */
export function markPassedFailure(error: unknown, t: TFunction): string {
  return toApiError(error).statusCode === 409 ? t("simulations.targets.updateNotAllowed") : errorMessage(error, t);
}

/** Why a resend failed: only a running simulation sends (409). */
export function resendFailure(error: unknown, t: TFunction): string {
  return toApiError(error).statusCode === 409 ? t("simulations.targets.resendNotRunning") : errorMessage(error, t);
}

/**
 * Whether the session may launch, stop and change simulations (CrudPhishing); embedded and demo
 * sessions only read.
 */
export const canEditSimulations = (session: { permissions: ReadonlySet<string>; embedded: boolean; isDemo: boolean }) =>
  session.permissions.has("CrudPhishing") && !session.embedded && !session.isDemo;

/** The browser's time zone, to warn when the simulation's differs. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
