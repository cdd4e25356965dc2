import { setTimeout as sleep } from "node:timers/promises";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { type SimulationStatusResult, simulationStatus, simulationStatusLines } from "./simulations.js";

/** Statuses after which nothing changes any more: watching stops by itself. */
const FINISHED = new Set(["Stopped", "Ended"]);

/** What each refresh of `bulwark simulations status --watch` answers: the status and when it was read. */
export interface WatchUpdate extends SimulationStatusResult {
  at: string;
}

/** `--interval` in milliseconds: whole seconds from 1 to 3600 (a usage error otherwise). */
export function parseInterval(value: string): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value.trim()) || seconds < 1 || seconds > 3600) {
    throw new UsageError(`--interval must be whole seconds from 1 to 3600, not "${value}"`);
  }
  return seconds * 1000;
}

/**
 * Reads the simulation's status every `intervalMs` and hands each reading to `onUpdate`, until the
 * simulation is stopped or ended or `signal` aborts (Ctrl-C). Answers the last reading.
 */
export async function watchStatus(
  session: Session,
  simulationId: string,
  intervalMs: number,
  signal: AbortSignal,
  onUpdate: (update: WatchUpdate) => void | Promise<void>,
): Promise<WatchUpdate | undefined> {
  let last: WatchUpdate | undefined;
  while (!signal.aborted) {
    last = { ...(await simulationStatus(session, simulationId)), at: new Date().toISOString() };
    if (signal.aborted) break;
    await onUpdate(last);
    if (FINISHED.has(last.simulation.status)) break;
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
  return last;
}

/** Whether watching stopped because the simulation finished (rather than Ctrl-C). */
export const finished = (update: WatchUpdate | undefined) =>
  update !== undefined && FINISHED.has(update.simulation.status);

/** Plain output of one refresh: `at<TAB>time`, the status lines, then a blank line between refreshes. */
export const watchLines = (update: WatchUpdate) => [`at\t${update.at}`, ...simulationStatusLines(update), ""];
