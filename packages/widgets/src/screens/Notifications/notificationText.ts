import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";

/** A notification as the API returns it. */
export type Notification = Schema<"Notification">;
/** The kinds of notification. */
export type NotificationType = Schema<"NotificationType">;

/** Credentials named in a sentence before "and N more". */
const credentialsShown = 3;

const severities = ["critical", "high", "medium"] as const;
const activityStatuses = ["AutoDiscovered", "Draft", "Fixing", "ReTest", "Reported", "Resolved"] as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The translated title of a notification type ("New vulnerability", ...). */
export function notificationTitle(type: NotificationType, t: TFunction): string {
  return t(`notifications.types.${type}`);
}

/**
 * The human sentence for a notification, built from its `meta` by type:
 * VulnerabilityCreated names the severity; CredentialLeaked lists `username@domain` (the first
 * three, then "and N more"); VulnerabilityActivityCreated names the vulnerability and the new
 * status; LearnerFailedCourse names the learner and the course; TargetFailed names the target and
 * the simulation; the inventory's events (people imported or synced, asset verified, discovery
 * with new assets, export ready) give their counts, names and file. Machine codes (severity, status) are translated; unknown ones are shown as sent.
 * Missing meta never throws: the sentence falls back to a general one.
 */
export function notificationSentence(notification: Pick<Notification, "type" | "meta">, t: TFunction): string {
  const meta = (notification.meta ?? {}) as Record<string, unknown>;
  switch (notification.type) {
    case "VulnerabilityCreated": {
      const severity = meta.vulnerabilitySeverity;
      return t("notifications.sentences.VulnerabilityCreated", {
        severity: isOneOf(severities, severity) ? t(`notifications.severity.${severity}`) : text(severity) || "—",
      });
    }
    case "CredentialLeaked": {
      const credentials = Array.isArray(meta.credentials) ? (meta.credentials as unknown[]) : [];
      const names = credentials
        .map((c) => (c && typeof c === "object" ? (c as Record<string, unknown>) : {}))
        .map((c) => [text(c.username), text(c.domain)].filter(Boolean).join("@"))
        .filter(Boolean);
      if (names.length === 0) return t("notifications.sentences.CredentialLeakedNone");
      const shown = names.slice(0, credentialsShown).join(", ");
      const list =
        names.length > credentialsShown
          ? t("notifications.sentences.andMore", { list: shown, count: names.length - credentialsShown })
          : shown;
      return t("notifications.sentences.CredentialLeaked", { credentials: list });
    }
    case "VulnerabilityActivityCreated": {
      const status = meta.activityStatus;
      return t("notifications.sentences.VulnerabilityActivityCreated", {
        title: text(meta.vulnerabilityTitle) || "—",
        status: isOneOf(activityStatuses, status) ? t(`notifications.activityStatus.${status}`) : text(status) || "—",
      });
    }
    case "LearnerFailedCourse":
      return t("notifications.sentences.LearnerFailedCourse", {
        learner: [text(meta.learnerFirstName), text(meta.learnerLastName)].filter(Boolean).join(" ") || "—",
        course: text(meta.courseName) || "—",
      });
    case "PhishingEmailReported": {
      const reporter = text(meta.reporterEmail);
      const sender = text(meta.sender);
      if (!reporter || !sender) return t("notifications.sentences.PhishingEmailReportedUnknown");
      return t("notifications.sentences.PhishingEmailReported", {
        reporter,
        sender,
        subject: text(meta.subject) || "—",
      });
    }
    case "TargetFailed": {
      const target = text(meta.targetFullName);
      const simulation = text(meta.simulationName);
      if (!target || !simulation) return t("notifications.sentences.TargetFailedUnknown");
      return t("notifications.sentences.TargetFailed", { target, simulation });
    }
    case "PeopleImported":
      return t("notifications.sentences.PeopleImported", {
        ...importCounts(meta),
        source: t(`notifications.sources.${meta.source === "csv" ? "csv" : "api"}`),
      });
    case "PeopleSynced":
      return t("notifications.sentences.PeopleSynced", {
        ...importCounts(meta),
        provider: meta.provider === "microsoft" ? "Microsoft 365" : "Google Workspace",
      });
    // Kept short (the action is the i18next context): this text is in the bell of every page.
    case "PeopleBulkChanged":
      return t("notifications.sentences.PeopleBulk", {
        context: meta.action === "addTags" || meta.action === "addGroups" ? meta.action : "delete",
        count: Number(meta.changed) || 0,
        labels: [meta.labels].flat().join(", "),
      });
    case "AssetVerified":
      return t("notifications.sentences.AssetVerified", { name: text(meta.name) || "—" });
    case "DiscoveryCompleted":
      return t("notifications.sentences.DiscoveryCompleted", {
        name: text(meta.name) || "—",
        count: Array.isArray(meta.newAssets) ? meta.newAssets.length : 0,
      });
    case "ExportReady":
      return t("notifications.sentences.ExportReady", { fileName: text(meta.fileName) || "—" });
    default:
      return t("notifications.title");
  }
}

/** The counts of an import or sync, "0" for any missing. */
function importCounts(meta: Record<string, unknown>) {
  const count = (value: unknown) => String(typeof value === "number" ? value : 0);
  return {
    created: count(meta.created),
    updated: count(meta.updated),
    unchanged: count(meta.unchanged),
    deleted: count(meta.deleted),
    rejected: count(meta.rejected),
  };
}

/** Locale for dates of an interface language (Serbian in Latin script). */
export function dateLocale(language: string): string {
  return language.startsWith("sr") ? "sr-Latn-RS" : "en-US";
}

/** A notification's date and time in the interface language, e.g. "Mar 4, 2026, 10:15 AM". */
export function formatNotificationDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** Translation keys of the links from a notification to what it is about. */
export type NotificationTargetKey =
  | "vulnerability"
  | "leaks"
  | "courses"
  | "simulation"
  | "simulations"
  | "people"
  | "asset"
  | "assets";

/**
 * Where a notification leads (the vulnerability, the leaked credentials, the courses, the
 * simulation), when the product has a page for it; the label is `notifications.detail.open.<key>`.
 */
export function notificationTarget(
  notification: Pick<Notification, "type" | "meta">,
): { href: string; key: NotificationTargetKey } | undefined {
  const meta = (notification.meta ?? {}) as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === "string" && value.trim() ? encodeURIComponent(value.trim()) : "");
  switch (notification.type) {
    case "VulnerabilityCreated":
    case "VulnerabilityActivityCreated": {
      const vulnerability = id(meta.vulnerabilityId);
      return vulnerability
        ? { href: `/continues-monitoring/vulnerabilities/${vulnerability}`, key: "vulnerability" }
        : undefined;
    }
    case "CredentialLeaked":
      return { href: "/leaks/credentials", key: "leaks" };
    case "LearnerFailedCourse":
      return { href: "/awareness/assignments", key: "courses" };
    case "TargetFailed": {
      const simulation = id(meta.simulationId);
      return simulation
        ? { href: `/simulations/${simulation}`, key: "simulation" }
        : { href: "/simulations", key: "simulations" };
    }
    case "PeopleImported":
    case "PeopleSynced":
    case "PeopleBulkChanged":
      return { href: "/inventory/people", key: "people" };
    case "AssetVerified": {
      const asset = id(meta.assetId);
      return asset
        ? { href: `/inventory/assets/${asset}`, key: "asset" }
        : { href: "/inventory/assets", key: "assets" };
    }
    case "DiscoveryCompleted":
      return { href: "/inventory/assets", key: "assets" };
    default:
      return undefined;
  }
}
