import type { Schema } from "@bulwark/contract";
import type { FieldError } from "../../../platform/errors.js";
import {
  type BusinessHours,
  checkBusinessHours,
  isInside,
  spreadOver,
  type Weekday,
  windowsBetween,
} from "../../../platform/schedule/business-hours.js";

export type ContentInput = Schema<"NanoCampaignContentInput">;
export type CampaignInput = Schema<"NanoCampaignInput">;

/** A content's time as stored: a fixed `sendAt` (start = end = it), or a range. */
export interface ContentTime {
  sendAt: string | null;
  startsAt: string;
  endsAt: string;
}

/** The campaign's working hours in the shape of the platform's schedule rules. */
export const hoursOf = (input: {
  timeZone: string;
  businessDays: readonly string[];
  workingHoursStart: string;
  workingHoursEnd: string;
}): BusinessHours => ({
  timeZone: input.timeZone,
  days: input.businessDays as Weekday[],
  start: input.workingHoursStart,
  end: input.workingHoursEnd,
});

const fieldNames: Record<string, string> = { days: "businessDays", start: "workingHoursStart", end: "workingHoursEnd" };

/**
 * The settings' errors under `body`: an unknown time zone, no business day ("Minimum 1 selected"),
 * times not HH:mm or an end not after the start, named by the campaign's own field names.
 */
export function checkSettings(hours: BusinessHours): FieldError[] {
  return checkBusinessHours(hours, "body").map((error) => {
    const field = error.path.slice("body.".length);
    return { ...error, path: `body.${fieldNames[field] ?? field}` };
  });
}

/**
 * A content's time, or its errors under `path`: a fixed time or a start and an end; "End date must
 * be after start date"; not already over; and, when the working hours are valid (`hours`), a fixed
 * time inside them, a range holding some of them (else nobody could be sent anything).
 */
export function checkContentTime(
  input: ContentInput,
  hours: BusinessHours | null,
  now: Date,
  path: string,
): { time: ContentTime } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (input.sendAt !== undefined) {
    if (input.startsAt !== undefined || input.endsAt !== undefined) {
      errors.push({ path, message: "Choose a send time, or a start and an end date, not both" });
      return { errors };
    }
    const sendAt = new Date(input.sendAt);
    if (sendAt <= now) errors.push({ path: `${path}.sendAt`, message: "Send time must be in the future" });
    else if (hours && !isInside(hours, sendAt)) {
      errors.push({ path: `${path}.sendAt`, message: "Send time is outside the working hours and business days" });
    }
    const at = sendAt.toISOString();
    return errors.length > 0 ? { errors } : { time: { sendAt: at, startsAt: at, endsAt: at } };
  }
  if (input.startsAt === undefined || input.endsAt === undefined) {
    errors.push({ path, message: "Choose a send time, or a start and an end date" });
    return { errors };
  }
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) errors.push({ path: `${path}.endsAt`, message: "End date must be after start date" });
  else if (endsAt <= now) errors.push({ path: `${path}.endsAt`, message: "End date must be in the future" });
  else if (hours && windowsBetween(hours, startsAt > now ? startsAt : now, endsAt).length === 0) {
    errors.push({
      path: `${path}.endsAt`,
      message: "There are no working hours on business days between the start and end date",
    });
  }
  return errors.length > 0
    ? { errors }
    : { time: { sendAt: null, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } };
}

/**
 * When each of `count` learners gets a content: all at a fixed time, or each at a random instant
 * inside the working hours of the (remaining) range, handed out in random order.
 */
export function sendTimes(
  time: ContentTime,
  hours: BusinessHours,
  count: number,
  now: Date,
  random: () => number = Math.random,
): string[] {
  if (time.sendAt) return Array.from({ length: count }, () => time.sendAt as string);
  const from = new Date(time.startsAt) > now ? new Date(time.startsAt) : now;
  const instants = spreadOver(hours, from, new Date(time.endsAt), count, random).map((d) => d.toISOString());
  // spreadOver answers them sorted; shuffle so list order does not decide who gets the email first.
  for (let i = instants.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [instants[i], instants[j]] = [instants[j] as string, instants[i] as string];
  }
  return instants;
}
