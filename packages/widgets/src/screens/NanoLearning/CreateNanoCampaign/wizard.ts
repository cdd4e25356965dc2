import type { NanoCampaignInput, NanoPage } from "@bulwark/client";
import { BUSINESS_DAYS, type BusinessDay, localToIso, type NanoLanguage } from "../shared/nano";
import type { PeopleChoice } from "../shared/PeoplePicker";

/** One scheduled content as the wizard edits it: a nano page at a fixed time or in a range. */
export interface ContentDraft {
  /** Stable key while the list changes. */
  key: string;
  page: Pick<NanoPage, "id" | "name" | "type" | "languages">;
  mode: "fixed" | "range";
  /** `datetime-local` values: wall-clock times in the campaign's time zone. */
  sendAt: string;
  startsAt: string;
  endsAt: string;
}

/** The people chosen: one by one (with their names, to list them), whole groups and tags. */
export type LearnersDraft = PeopleChoice;

/** The Settings step's fields. */
export interface SettingsDraft {
  name: string;
  description: string;
  language: NanoLanguage;
  timeZone: string;
  workingHoursStart: string;
  workingHoursEnd: string;
  businessDays: BusinessDay[];
}

/** Errors by field path, in the API's shape (`contents.0.endsAt`, `learners`, `name`, ...). */
export type WizardErrors = Record<string, string>;

/** The wizard's steps in order. */
export const STEPS = ["schedule", "learners", "settings"] as const;
export type Step = (typeof STEPS)[number];

/** Which step a field path belongs to. */
export const stepOf = (path: string): Step =>
  path.startsWith("contents") ? "schedule" : path.startsWith("learners") ? "learners" : "settings";

/** Message keys of the client-side rules (the seeds' words; the API says the same in English). */
export type RuleMessage =
  | "atLeastOne"
  | "required"
  | "endAfterStart"
  | "noPeople"
  | "nameRequired"
  | "minimumOneDay"
  | "hoursOrder"
  | "languageMissing";

/**
 * The Schedule content step's problems: at least one content; each with its time(s); "End date
 * must be after start date".
 */
export function checkSchedule(contents: readonly ContentDraft[]): Record<string, RuleMessage> {
  // Presence and order of wall-clock times: the same in every zone, so read them as UTC here.
  const instant = (value: string) => localToIso(value, "UTC");
  const errors: Record<string, RuleMessage> = {};
  if (contents.length === 0) errors.contents = "atLeastOne";
  contents.forEach((content, index) => {
    const path = `contents.${index}`;
    if (content.mode === "fixed") {
      if (!instant(content.sendAt)) errors[`${path}.sendAt`] = "required";
      return;
    }
    const starts = instant(content.startsAt);
    const ends = instant(content.endsAt);
    if (!starts) errors[`${path}.startsAt`] = "required";
    if (!ends) errors[`${path}.endsAt`] = "required";
    if (starts && ends && Date.parse(ends) <= Date.parse(starts)) errors[`${path}.endsAt`] = "endAfterStart";
  });
  return errors;
}

/** The Learners step's problem: nobody chosen ("No people to be saved"). */
export function checkLearners(learners: LearnersDraft): Record<string, RuleMessage> {
  return learners.people.length + learners.groups.length + learners.tags.length === 0 ? { learners: "noPeople" } : {};
}

/** The first scheduled content with no version in the campaign's language (the API refuses it). */
export const contentWithoutLanguage = (contents: readonly ContentDraft[], language: string) =>
  contents.find((c) => c.page.languages.length > 0 && !c.page.languages.includes(language as never));

/**
 * The Settings step's problems: a name, at least one business day, hours that end after they start,
 * and a language every scheduled content is written in.
 */
export function checkSettings(
  settings: SettingsDraft,
  contents: readonly ContentDraft[] = [],
): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  if (contentWithoutLanguage(contents, settings.language)) errors.language = "languageMissing";
  if (!settings.name.trim()) errors.name = "nameRequired";
  if (settings.businessDays.length === 0) errors.businessDays = "minimumOneDay";
  if (!settings.workingHoursStart) errors.workingHoursStart = "required";
  if (!settings.workingHoursEnd) errors.workingHoursEnd = "required";
  else if (settings.workingHoursStart && settings.workingHoursEnd <= settings.workingHoursStart)
    errors.workingHoursEnd = "hoursOrder";
  return errors;
}

/** The API's body for the three steps. */
export function campaignInput(
  contents: readonly ContentDraft[],
  learners: LearnersDraft,
  settings: SettingsDraft,
): NanoCampaignInput {
  return {
    name: settings.name.trim(),
    ...(settings.description.trim() ? { description: settings.description.trim() } : {}),
    contents: contents.map((content) =>
      content.mode === "fixed"
        ? { nanoPageId: content.page.id, sendAt: localToIso(content.sendAt, settings.timeZone) ?? "" }
        : {
            nanoPageId: content.page.id,
            startsAt: localToIso(content.startsAt, settings.timeZone) ?? "",
            endsAt: localToIso(content.endsAt, settings.timeZone) ?? "",
          },
    ),
    timeZone: settings.timeZone,
    workingHoursStart: settings.workingHoursStart,
    workingHoursEnd: settings.workingHoursEnd,
    businessDays: BUSINESS_DAYS.filter((day) => settings.businessDays.includes(day)),
    language: settings.language,
    learners: {
      ...(learners.people.length ? { personIds: learners.people.map((p) => p.id) } : {}),
      ...(learners.groups.length ? { groups: learners.groups } : {}),
      ...(learners.tags.length ? { tags: learners.tags } : {}),
    },
  };
}
