import type { Schema } from "@bulwark/client";
import type { LearnersDraft } from "../../../Learning/shared/LearnersPicker";
import { BUSINESS_DAYS, type BusinessDay, localToIso } from "../../../NanoLearning/shared/nano";

/** A template chosen in the first step (its name and type, to list it). */
export type TemplateChoice = Pick<Schema<"PhishingTemplate">, "id" | "name" | "type" | "language">;

/** The feedback a target sees after failing (seeds: generic, 404 page, phished display, other). */
export type FeedbackType = Schema<"PhishingFeedbackType">;
export const FEEDBACK_TYPES: readonly FeedbackType[] = ["PhishedDisplay", "GenericMsg", "Error404Page", "Other"];

/** The Settings step's fields. */
export interface SettingsDraft {
  name: string;
  description: string;
  /** A `datetime-local` value: the wall-clock start in the simulation's time zone. */
  startDate: string;
  timeZone: string;
  durationWeeks: string;
  businessDays: BusinessDay[];
  businessHoursStart: string;
  businessHoursEnd: string;
  maxAttacksPerTarget: string;
  feedbackType: FeedbackType;
  feedbackMessage: string;
  /** "" for the platform's default. */
  sendingProfileId: string;
  /** Remedial training: the course failing targets are enrolled in; "" for none. */
  remedialCourseId: string;
  /** Remedial training: the nano page failing targets are emailed; "" for none. */
  remedialNanoPageId: string;
}

/** Errors by field path, in the API's shape (`templateIds`, `targets`, `name`, ...). */
export type WizardErrors = Record<string, string>;

/** The wizard's steps in order (seeds: phishing email templates, targets, settings). */
export const STEPS = ["templates", "targets", "settings"] as const;
export type Step = (typeof STEPS)[number];

/** Which step a field path belongs to. */
export const stepOf = (path: string): Step =>
  path.startsWith("templateIds") ? "templates" : path.startsWith("targets") ? "targets" : "settings";

/** Message keys of the client-side rules (the seeds' words; the API says the same in English). */
export type RuleMessage =
  | "atLeastOneTemplate"
  | "populate"
  | "nameRequired"
  | "required"
  | "minimumOneDay"
  | "hoursOrder"
  | "weeksRange"
  | "attacksRange"
  | "startInPast"
  | "feedbackMessage";

/** The Templates step's problem: at least one template (seeds: "Simulation: at least one template"). */
export function checkTemplates(templates: readonly TemplateChoice[]): Record<string, RuleMessage> {
  return templates.length === 0 ? { templateIds: "atLeastOneTemplate" } : {};
}

/** The Targets step's problem: nobody chosen ("Please populate current data"). */
export function checkTargets(targets: LearnersDraft): Record<string, RuleMessage> {
  return targets.people.length + targets.groups.length + targets.tags.length === 0 ? { targets: "populate" } : {};
}

const wholeIn = (value: string, min: number, max: number) => {
  const n = Number(value);
  return value.trim() !== "" && Number.isInteger(n) && n >= min && n <= max;
};

// The API allows a minute's grace for a start "now"; the form gives the same.
const START_GRACE_MS = 60_000;

/**
 * The Settings step's problems: a name, a start not in the past (read in the simulation's time
 * zone), 1 to 52 weeks, at least one business day, hours that end after they start, 1 to 20
 * attacks per target, and the message of an `Other` feedback.
 */
export function checkSettings(settings: SettingsDraft, now: number = Date.now()): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  if (!settings.name.trim()) errors.name = "nameRequired";
  const start = localToIso(settings.startDate, settings.timeZone);
  if (!start) errors.startDate = "required";
  else if (Date.parse(start) < now - START_GRACE_MS) errors.startDate = "startInPast";
  if (!wholeIn(settings.durationWeeks, 1, 52)) errors.durationWeeks = "weeksRange";
  if (settings.businessDays.length === 0) errors.businessDays = "minimumOneDay";
  if (!settings.businessHoursStart) errors.businessHoursStart = "required";
  if (!settings.businessHoursEnd) errors.businessHoursEnd = "required";
  else if (settings.businessHoursStart && settings.businessHoursEnd <= settings.businessHoursStart)
    errors.businessHoursEnd = "hoursOrder";
  if (!wholeIn(settings.maxAttacksPerTarget, 1, 20)) errors.maxAttacksPerTarget = "attacksRange";
  if (settings.feedbackType === "Other" && !settings.feedbackMessage.trim()) errors.feedbackMessage = "feedbackMessage";
  return errors;
}

/** The API's body for the three steps. */
export function simulationInput(
  templates: readonly TemplateChoice[],
  targets: LearnersDraft,
  settings: SettingsDraft,
): Schema<"PhishingSimulationInput"> {
  return {
    name: settings.name.trim(),
    ...(settings.description.trim() ? { description: settings.description.trim() } : {}),
    startDate: localToIso(settings.startDate, settings.timeZone) ?? "",
    timeZone: settings.timeZone,
    durationWeeks: Number(settings.durationWeeks),
    businessDays: BUSINESS_DAYS.filter((day) => settings.businessDays.includes(day)),
    businessHoursStart: settings.businessHoursStart,
    businessHoursEnd: settings.businessHoursEnd,
    maxAttacksPerTarget: Number(settings.maxAttacksPerTarget),
    feedbackType: settings.feedbackType,
    ...(settings.feedbackType === "Other" ? { feedbackMessage: settings.feedbackMessage.trim() } : {}),
    sendingProfileId: settings.sendingProfileId || null,
    ...(settings.remedialCourseId ? { remedialCourseId: settings.remedialCourseId } : {}),
    ...(settings.remedialNanoPageId ? { remedialNanoPageId: settings.remedialNanoPageId } : {}),
    templateIds: templates.map((template) => template.id),
    targets: {
      ...(targets.people.length ? { personIds: targets.people.map((p) => p.id) } : {}),
      ...(targets.groups.length ? { groups: targets.groups } : {}),
      ...(targets.tags.length ? { tags: targets.tags } : {}),
    },
  };
}

/** How many emails each target will get: one per template, at most the maximum per target. */
export const emailsPerTarget = (templates: number, maxAttacks: string) =>
  Math.max(0, Math.min(templates, Number(maxAttacks) || 0));
