import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import type { Simulation } from "./simulations.js";

type BusinessDay = Schema<"BusinessDay">;

const DAYS: readonly BusinessDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** Options of `bulwark simulations launch`, as given on the command line. */
export interface LaunchOptions {
  template?: string[] | undefined;
  person?: string[] | undefined;
  group?: string[] | undefined;
  tag?: string[] | undefined;
  start?: string | undefined;
  timeZone?: string | undefined;
  weeks: string;
  days: string;
  hours: string;
  maxAttacks: string;
  remedialCourse?: string | undefined;
  remedialNanoPage?: string | undefined;
  sendingProfile?: string | undefined;
  description?: string | undefined;
}

/** A whole number from `min` to `max`, or a usage error naming the flag. */
function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return n;
}

/**
 * `--days` as the API's business days: a comma list of names or their first three letters
 * (`mon,tue,wed`), or a range (`mon-fri`); each day once, in the week's order.
 */
export function parseDays(value: string): BusinessDay[] {
  const find = (name: string) => {
    const key = name.trim().toLowerCase();
    const day = DAYS.find((d) => d.toLowerCase() === key || d.slice(0, 3).toLowerCase() === key);
    if (!day) throw new UsageError(`Unknown day "${name.trim()}" in --days: use Monday..Sunday or mon..sun`);
    return DAYS.indexOf(day);
  };
  const chosen = new Set<number>();
  for (const part of value.split(",").filter((p) => p.trim() !== "")) {
    const [from, to] = part.split("-");
    if (to === undefined) chosen.add(find(part));
    else {
      const [a, b] = [find(from ?? ""), find(to)];
      if (b < a) throw new UsageError(`The range "${part.trim()}" in --days runs backwards`);
      for (let i = a; i <= b; i++) chosen.add(i);
    }
  }
  if (chosen.size === 0) throw new UsageError("--days needs at least one business day");
  return [...chosen].sort((a, b) => a - b).map((i) => DAYS[i] as BusinessDay);
}

/** The launch body from the command line, or a usage error naming the flag; the API checks the rest. */
export function launchBody(
  name: string,
  options: LaunchOptions,
  defaultTimeZone: string,
): Schema<"PhishingSimulationInput"> {
  if (!options.template?.length) throw new UsageError("Name at least one template: --template <id> (repeatable)");
  if (!options.person?.length && !options.group?.length && !options.tag?.length) {
    throw new UsageError("Name the targets: --person <id>, --group <name> or --tag <name> (each repeatable)");
  }
  const start = options.start ? new Date(options.start) : new Date();
  if (Number.isNaN(start.getTime())) {
    throw new UsageError(`--start must be a date (yyyy-MM-dd, or ISO with a time), not "${options.start}"`);
  }
  if (!HOURS.test(options.hours.trim())) {
    throw new UsageError(`--hours must be HH:mm-HH:mm (e.g. 09:00-17:00), not "${options.hours}"`);
  }
  const [hoursStart, hoursEnd] = options.hours.trim().split("-") as [string, string];
  return {
    name,
    ...(options.description ? { description: options.description } : {}),
    startDate: start.toISOString(),
    timeZone: options.timeZone ?? defaultTimeZone,
    durationWeeks: wholeNumber("--weeks", options.weeks, 1, 52),
    businessDays: parseDays(options.days),
    businessHoursStart: hoursStart,
    businessHoursEnd: hoursEnd,
    maxAttacksPerTarget: wholeNumber("--max-attacks", options.maxAttacks, 1, 20),
    templateIds: [...new Set(options.template)],
    targets: {
      ...(options.person?.length ? { personIds: options.person } : {}),
      ...(options.group?.length ? { groups: options.group } : {}),
      ...(options.tag?.length ? { tags: options.tag } : {}),
    },
    ...(options.remedialCourse ? { remedialCourseId: options.remedialCourse } : {}),
    ...(options.remedialNanoPage ? { remedialNanoPageId: options.remedialNanoPage } : {}),
    ...(options.sendingProfile ? { sendingProfileId: options.sendingProfile } : {}),
  };
}

/** The time zone of the machine the CLI runs on: the default of `--time-zone`. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Launches a simulation in the active organization; its emails are planned and queued by the API. */
export async function launchSimulation(session: Session, body: Schema<"PhishingSimulationInput">): Promise<Simulation> {
  return unwrap(await session.client.POST("/api/v1/phishing/simulations", { body }));
}

/** Plain output: the simulation's id, then `status<TAB>name<TAB>targets<TAB>emails<TAB>start<TAB>end`. */
export const launchLines = (s: Simulation) => [
  s.id,
  [s.status, s.name, `${s.targetsCount} targets`, `${s.emailsCount} emails`, s.startDate, s.endDate].join("\t"),
  ...(s.remedialCourse ? [`remedial\t${s.remedialCourse.name}\t${s.remedialCourse.id}`] : []),
  ...(s.remedialNanoPage ? [`remedial-nano\t${s.remedialNanoPage.name}\t${s.remedialNanoPage.id}`] : []),
];
