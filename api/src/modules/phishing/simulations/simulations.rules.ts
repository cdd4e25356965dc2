import type { Schema } from "@bulwark/contract";
import type { FieldError } from "../../../platform/errors.js";
import {
  type BusinessHours,
  checkBusinessHours,
  spreadOver,
  type Weekday,
  windowsBetween,
} from "../../../platform/schedule/business-hours.js";

export type SimulationInput = Schema<"PhishingSimulationInput">;

const WEEK_MS = 7 * 24 * 3_600_000;
/** A start this far in the past is still "now" (the wizard's clock and ours differ a little). */
const START_GRACE_MS = 60_000;

/** The simulation's business hours in the shape of the platform's schedule rules. */
export const hoursOf = (input: {
  timeZone: string;
  businessDays: readonly string[];
  businessHoursStart: string;
  businessHoursEnd: string;
}): BusinessHours => ({
  timeZone: input.timeZone,
  days: input.businessDays as Weekday[],
  start: input.businessHoursStart,
  end: input.businessHoursEnd,
});

const fieldNames: Record<string, string> = {
  days: "businessDays",
  start: "businessHoursStart",
  end: "businessHoursEnd",
};

/** When the simulation ends: `durationWeeks` after its start. */
export const endOf = (start: Date, durationWeeks: number) => new Date(start.getTime() + durationWeeks * WEEK_MS);

/**
 * The schedule's errors under `body`: the business hours' (unknown time zone, no business day,
 * times not HH:mm, end not after start, named by the simulation's fields), a start in the past, a
 * span without any business hours (nobody could be sent anything).
 */
export function checkSchedule(input: SimulationInput, now: Date): FieldError[] {
  const hours = hoursOf(input);
  const errors = checkBusinessHours(hours, "body").map((error) => {
    const field = error.path.slice("body.".length);
    return { ...error, path: `body.${fieldNames[field] ?? field}` };
  });
  const start = new Date(input.startDate);
  if (start.getTime() < now.getTime() - START_GRACE_MS) {
    errors.push({ path: "body.startDate", message: "Start date must not be in the past" });
  }
  if (errors.length === 0 && windowsBetween(hours, start, endOf(start, input.durationWeeks)).length === 0) {
    errors.push({
      path: "body.businessDays",
      message: "There are no business hours on business days between the start and end date",
    });
  }
  return errors;
}

/** One planned email: which target (by position), which template (by position), when. */
export interface PlannedSend {
  target: number;
  template: number;
  attemptNo: number;
  dueAt: Date;
}

/**
 * Every target's emails: `min(maxAttacks, templates)` each, the templates dealt round-robin from a
 * random offset so each gets an even share across the targets (the A/B test), and a target's
 * emails spread over the duration: the j-th email of every target at a random instant inside the
 * business hours of the j-th equal part of the span (the whole span when that part holds none),
 * handed out in random order so list order decides nothing.
 */
export function planSends(
  hours: BusinessHours,
  from: Date,
  until: Date,
  targets: number,
  templates: number,
  maxAttacks: number,
  random: () => number = Math.random,
): PlannedSend[] {
  const perTarget = Math.max(1, Math.min(maxAttacks, templates));
  const offset = Math.floor(random() * templates);
  const span = until.getTime() - from.getTime();
  const planned: PlannedSend[] = [];
  for (let j = 0; j < perTarget; j++) {
    const partFrom = new Date(from.getTime() + (span * j) / perTarget);
    const partUntil = new Date(from.getTime() + (span * (j + 1)) / perTarget);
    let instants = spreadOver(hours, partFrom, partUntil, targets, random);
    if (instants.length === 0) instants = spreadOver(hours, from, until, targets, random);
    shuffle(instants, random);
    for (let t = 0; t < targets; t++) {
      planned.push({
        target: t,
        template: (offset + t * perTarget + j) % templates,
        attemptNo: j,
        dueAt: instants[t] ?? from,
      });
    }
  }
  return planned;
}

function shuffle<T>(items: T[], random: () => number) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}
