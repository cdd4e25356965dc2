import type { NanoCampaign, NanoCampaignSummary } from "@bulwark/client";
import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../components/format";
import type { NanoCampaignState } from "../queries";

/** Where the nano-learning screens live in the web app (seeds, routes table). */
export const NANO_PATH = "/nano-learning";
export const NANO_CAMPAIGNS_PATH = "/nano-learning/campaigns";
export const NANO_CREATE_PATH = "/nano-learning/create-campaign";
/** A campaign's page. */
export const nanoCampaignPath = (campaign: Pick<NanoCampaign, "id">): string => `${NANO_CAMPAIGNS_PATH}/${campaign.id}`;

/** The list's tabs, in the seeds' order. */
export const NANO_STATES: readonly NanoCampaignState[] = ["active", "upcoming", "finished"];

/** The business days in the week's order (the API's `BusinessDay`). */
export const BUSINESS_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type BusinessDay = (typeof BUSINESS_DAYS)[number];

/** The campaign languages: emails are written in English and Serbian. */
export const NANO_LANGUAGES = ["En", "Sr"] as const;
export type NanoLanguage = (typeof NANO_LANGUAGES)[number];

/** Badge tone of a campaign status: running is good news, stopped is over. */
export const statusTone = (status: NanoCampaign["status"]) =>
  status === "running" ? ("success" as const) : status === "upcoming" ? ("primary" as const) : ("neutral" as const);

/** A campaign's dates as one line ("Mar 3, 2026, 09:00 – Mar 10, 2026, 17:00"), or null with none. */
export function campaignDates(
  campaign: Pick<NanoCampaignSummary, "startsAt" | "endsAt" | "stoppedAt">,
  language: string,
): string | null {
  if (!campaign.startsAt) return null;
  const end = campaign.stoppedAt ?? campaign.endsAt;
  const from = formatDateTime(campaign.startsAt, language);
  return end && end !== campaign.startsAt ? `${from} – ${formatDateTime(end, language)}` : from;
}

/**
 * The IANA time zones the browser knows (`Intl.supportedValuesOf`), with `current` kept even when
 * the browser lacks it (an older engine), so a saved zone always shows.
 */
export function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? ["UTC"];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The browser's own time zone, the wizard's first choice. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * A `datetime-local` value ("2026-03-03T09:00", the browser's local time) as the API's instant, or
 * null when empty or not a date.
 */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a `datetime-local` value in the browser's local time. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Why a content change failed, in the seeds' words: a content whose sending began (409 "in
 * progress") is refused with "Content can't be deleted/updated because it is in progress.";
 * anything else is the server's message.
 */
export function contentFailure(error: unknown, what: "delete" | "update", t: TFunction): string {
  const { statusCode, message } = toApiError(error);
  if (statusCode === 409 && message?.includes("in progress"))
    return what === "delete" ? t("nanoLearning.view.content.cantDelete") : t("nanoLearning.view.content.cantUpdate");
  // The last content of a campaign stays (422 naming the content): a campaign has at least one.
  if (statusCode === 422 && Object.values(fieldErrors(error)).some((m) => m.startsWith("At least one content")))
    return t("nanoLearning.view.content.lastOne");
  return errorMessage(error, t);
}

/** The 422 field errors of a failed call, by field path without the `body.` prefix. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? [];
  const byPath: Record<string, string> = {};
  for (const e of errors) {
    const path = e.path.replace(/^body\.?/, "");
    byPath[path] ??= e.message;
  }
  return byPath;
}

/** Why a stop failed: a campaign already stopped or finished (409) says so in the reader's language. */
export function stopFailure(error: unknown, t: TFunction): string {
  return toApiError(error).statusCode === 409 ? t("nanoLearning.stop.alreadyStopped") : errorMessage(error, t);
}

/**
 * Whether the session may change campaigns (CrudLearning); embedded and demo sessions only read.
 * (The same rule as the learning library's, kept here so a nano screen does not load the library's code.)
 */
export const canEditNano = (session: { permissions: ReadonlySet<string>; embedded: boolean; isDemo: boolean }) =>
  session.permissions.has("CrudLearning") && !session.embedded && !session.isDemo;
