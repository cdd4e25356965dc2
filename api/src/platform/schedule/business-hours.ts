import { DateTime, IANAZone } from "luxon";
import type { FieldError } from "../errors.js";

/** A day of the week, as the seeds' business-day pickers name them (Monday to Sunday). */
export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** The days in order; a day's index + 1 is Luxon's (ISO) weekday number. */
export const weekdays: readonly Weekday[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/**
 * When an organisation's people may receive something: on these days, between these local times,
 * in this IANA time zone. Nano-learning campaigns and phishing simulations both send only inside
 * such hours, so the rule lives here once.
 */
export interface BusinessHours {
  /** IANA zone name, e.g. `Europe/Belgrade`. */
  timeZone: string;
  /** At least one day. */
  days: readonly Weekday[];
  /** Local start time, `HH:mm` (24-hour). */
  start: string;
  /** Local end time, `HH:mm`, after `start` on the same day. */
  end: string;
}

/** One stretch of business hours as instants: [start, end). */
export interface Window {
  start: Date;
  end: Date;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether `name` is an IANA time zone the runtime knows (`Europe/Belgrade`, `UTC`). Offsets such
 * as `+02:00` are refused even where the runtime accepts them: an offset has no daylight-saving
 * rules, so "09:00 local" would drift by an hour for half the year.
 */
export function isTimeZone(name: string): boolean {
  return ZONE_NAME.test(name) && IANAZone.isValidZone(name);
}

/**
 * What is wrong with `hours`, as field errors under `path` (empty when nothing is): an unknown time
 * zone, no business day ("Minimum 1 selected", the seeds' wording for multi-selects), a time that
 * is not `HH:mm`, or an end not after the start.
 */
export function checkBusinessHours(hours: BusinessHours, path = "body"): FieldError[] {
  const errors: FieldError[] = [];
  if (!isTimeZone(hours.timeZone)) {
    errors.push({ path: `${path}.timeZone`, message: `Unknown time zone: ${hours.timeZone}` });
  }
  if (hours.days.length === 0) errors.push({ path: `${path}.days`, message: "Minimum 1 selected" });
  const start = TIME.exec(hours.start);
  const end = TIME.exec(hours.end);
  if (!start) errors.push({ path: `${path}.start`, message: "Enter a time as HH:mm" });
  if (!end) errors.push({ path: `${path}.end`, message: "Enter a time as HH:mm" });
  if (start && end && minutesOf(hours.end) <= minutesOf(hours.start)) {
    errors.push({ path: `${path}.end`, message: "End time must be after start time" });
  }
  return errors;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The local instant `time` on the calendar day of `day`; a time skipped by a DST change moves forward. */
function at(day: DateTime, time: string): DateTime {
  return day.set({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)), second: 0, millisecond: 0 });
}

/**
 * The business-hour windows that overlap [from, until), in time order, each clipped to the range.
 * Days are walked in the zone's own calendar, so a window is 09:00–17:00 local on both sides of a
 * daylight-saving change (and 7 or 9 hours long on the night of one, if it falls inside).
 */
export function windowsBetween(hours: BusinessHours, from: Date, until: Date): Window[] {
  const windows: Window[] = [];
  if (until <= from) return windows;
  const days = new Set(hours.days.map((d) => weekdays.indexOf(d) + 1));
  let day = DateTime.fromJSDate(from, { zone: hours.timeZone }).startOf("day");
  const last = DateTime.fromJSDate(until, { zone: hours.timeZone }).endOf("day");
  while (day <= last) {
    if (days.has(day.weekday)) {
      const start = Math.max(at(day, hours.start).toMillis(), from.getTime());
      const end = Math.min(at(day, hours.end).toMillis(), until.getTime());
      if (end > start) windows.push({ start: new Date(start), end: new Date(end) });
    }
    day = day.plus({ days: 1 });
  }
  return windows;
}

/** Whether the instant falls inside business hours. */
export function isInside(hours: BusinessHours, instant: Date): boolean {
  return windowsBetween(hours, instant, new Date(instant.getTime() + 1)).length > 0;
}

/**
 * The first instant at or after `instant` inside business hours (itself when it is inside), or
 * null when none comes before `until`.
 */
export function nextInside(hours: BusinessHours, instant: Date, until: Date): Date | null {
  // A week always holds a business day, so look a week at a time rather than to `until` at once.
  for (let from = instant; from < until; from = new Date(from.getTime() + 7 * 86_400_000)) {
    const to = new Date(Math.min(from.getTime() + 7 * 86_400_000, until.getTime()));
    const [first] = windowsBetween(hours, from, to);
    if (first) return first.start;
  }
  return null;
}

/**
 * `count` instants spread at random over the business hours of [from, until), sorted: each one
 * uniform over the total business time, so a long window gets proportionally more. `random` is
 * injectable so a schedule can be reproduced (a seeded generator) and tested. Empty when the range
 * holds no business hours.
 */
export function spreadOver(
  hours: BusinessHours,
  from: Date,
  until: Date,
  count: number,
  random: () => number = Math.random,
): Date[] {
  const windows = windowsBetween(hours, from, until);
  const total = windows.reduce((sum, w) => sum + (w.end.getTime() - w.start.getTime()), 0);
  if (total === 0 || count <= 0) return [];
  const instants: Date[] = [];
  for (let i = 0; i < count; i++) {
    let offset = Math.floor(random() * total);
    for (const w of windows) {
      const length = w.end.getTime() - w.start.getTime();
      if (offset < length) {
        instants.push(new Date(w.start.getTime() + offset));
        break;
      }
      offset -= length;
    }
  }
  return instants.sort((a, b) => a.getTime() - b.getTime());
}
