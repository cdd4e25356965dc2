import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type Simulation = Schema<"PhishingSimulation">;
export type SimulationState = Schema<"PhishingSimulationState">;

/** What `bulwark simulations list` answers. */
export interface SimulationsListResult {
  items: Simulation[];
  total: number;
}

/** What `bulwark simulations status` answers: the simulation and its funnel. */
export interface SimulationStatusResult {
  simulation: Simulation;
  overview: Schema<"PhishingSimulationOverview">;
}

const STATES: readonly SimulationState[] = ["ongoing", "upcoming", "finished"];
const PAGE = 100;

/** `--state` as the API's tab, or a usage error naming the three. */
export function parseState(value: string | undefined): SimulationState | undefined {
  if (value === undefined) return undefined;
  if (!STATES.includes(value as SimulationState)) throw new UsageError(`--state must be one of ${STATES.join(", ")}`);
  return value as SimulationState;
}

/** Every simulation of the active organization (one tab with `state`), newest first, page by page. */
export async function listSimulations(session: Session, state: SimulationState | undefined) {
  const items: Simulation[] = [];
  let total = 0;
  do {
    const page = unwrap(
      await session.client.GET("/api/v1/phishing/simulations", {
        params: { query: { skip: items.length, limit: PAGE, ...(state ? { state } : {}) } },
      }),
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total } satisfies SimulationsListResult;
}

export async function getSimulation(session: Session, simulationId: string): Promise<Simulation> {
  return unwrap(
    await session.client.GET("/api/v1/phishing/simulations/{simulationId}", {
      params: { path: { simulationId } },
    }),
  );
}

/** The simulation and its funnel (people only; bots counted apart). */
export async function simulationStatus(session: Session, simulationId: string): Promise<SimulationStatusResult> {
  const [simulation, overview] = await Promise.all([
    getSimulation(session, simulationId),
    session.client
      .GET("/api/v1/phishing/simulations/{simulationId}/overview", { params: { path: { simulationId } } })
      .then(unwrap),
  ]);
  return { simulation, overview };
}

/** Stops a simulation for good: its unsent emails are cancelled. */
export async function stopSimulation(session: Session, simulationId: string): Promise<Simulation> {
  return unwrap(
    await session.client.PUT("/api/v1/phishing/simulations/{simulationId}/update-status", {
      params: { path: { simulationId } },
      body: { status: "Stopped" },
    }),
  );
}

/**
 * "2026-10-12 → 2026-10-19": start to end in UTC days; a stopped simulation ends when it was
 * stopped, as the web app shows it.
 */
export const simulationSpan = (s: Pick<Simulation, "startDate" | "endDate" | "stoppedAt">) =>
  `${s.startDate.slice(0, 10)} → ${(s.stoppedAt ?? s.endDate).slice(0, 10)}`;

/** Plain output: `id<TAB>status<TAB>name<TAB>targets<TAB>emails<TAB>start<TAB>end` per line. */
export const simulationsListLines = (result: SimulationsListResult) =>
  result.items.map((s) => [s.id, s.status, s.name, s.targetsCount, s.emailsCount, s.startDate, s.endDate].join("\t"));

/** The funnel's steps in order, with their labels. */
export const funnelSteps = (o: Schema<"PhishingSimulationOverview">) =>
  [
    ["sent", o.sent],
    ["opened", o.opened],
    ["clicked", o.clicked],
    ["submitted", o.submitted],
    ["reported", o.reported],
    ["failed", o.failed],
  ] as const;

/** Plain output: the simulation's line, then `step<TAB>count<TAB>percent%` per funnel step. */
export const simulationStatusLines = ({ simulation: s, overview: o }: SimulationStatusResult) => [
  [s.id, s.status, s.name, s.targetsCount, s.emailsCount].join("\t"),
  ...funnelSteps(o).map(([name, step]) => `${name}\t${step.count}\t${step.percentage}%`),
  `scheduled\t${o.scheduled}`,
  `bot-events\t${o.botEventsCount}`,
];

export const simulationStopLines = (s: Simulation) => [
  `Stopped ${s.name} (${s.id}); emails not sent yet are cancelled`,
];
