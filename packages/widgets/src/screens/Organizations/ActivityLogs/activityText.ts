import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { featureLabel, roleLabel } from "../shared/labels";

type ActivityLog = Schema<"ActivityLog">;
type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

const providers: Record<string, string> = { google: "Google Workspace", microsoft: "Microsoft 365" };
const ROLES = new Set<string>(["Admin", "SecurityAnalyst", "AwarenessManager", "GroupAdmin", "Viewer"]);

/**
 * The key of a sentence (under `organizations.activity.sentences`) and its values, or the i18next
 * context `unnamed` when the entry lacks the value the sentence names (entries written before the
 * API kept that value in `data`): the sentence is then said without it.
 */
type Sentence = { key: string; values?: Record<string, unknown> };

const named = (key: string, value: string, values: Record<string, unknown> = {}): Sentence =>
  value ? { key, values: { ...values, name: value } } : { key, values: { ...values, context: "unnamed" } };

/** The translated roles of a list ("Admin, Security analyst"); unknown codes are shown as sent. */
const rolesOf = (t: TFunction, value: unknown) =>
  strings(value)
    .map((role) => (ROLES.has(role) ? roleLabel(t, role as Parameters<typeof roleLabel>[1]) : role))
    .join(", ");

/** The counts an import or a sync reports, each "0" when missing. */
const importCounts = (data: Data) => ({
  created: count(data.created),
  updated: count(data.updated),
  unchanged: count(data.unchanged),
  deleted: count(data.deleted),
  rejected: count(data.rejected),
});

/** Sentences that each name the changed item (`data.name`), said without it when the entry lacks it. */
const namingSentences = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, (d: Data) => named(name, text(d.name))]));

/**
 * The learning library's entries (`LessonCreated`, `NanoPageDeleted`, ...): the API builds their
 * names from the content kind and the action (activity-log.subscriber.ts `learningContentEntry`),
 * and every one names the content.
 */
function learningSentences() {
  const names = [
    ...["Created", "Updated", "Deleted", "Copied", "Imported", "PagesReordered"].map((action) => `Lesson${action}`),
    ...["Page", "PredefinedCourse", "NanoPage"].flatMap((kind) =>
      ["Created", "Updated", "Deleted"].map((action) => `${kind}${action}`),
    ),
  ];
  return namingSentences(names);
}

/**
 * The phishing library's entries (`TemplateCreated`, `LandingPageDeleted`, `SendingProfileUpdated`,
 * ...): built like the learning ones (activity-log.subscriber.ts `phishingContentEntry`), each naming
 * what changed.
 */
function phishingSentences() {
  const names = [
    ...["Created", "Updated", "Deleted", "Copied"].map((action) => `Template${action}`),
    ...["LandingPage", "SendingProfile"].flatMap((kind) =>
      ["Created", "Updated", "Deleted"].map((action) => `${kind}${action}`),
    ),
  ];
  return namingSentences(names);
}

/**
 * Courses' entries (activity-log.subscriber.ts, from the courses' domain events): each names the
 * course, and the learner ones the learner and their score.
 */
function courseSentences() {
  const learnerSentence = (key: string) => (d: Data) =>
    text(d.name) && text(d.learnerName)
      ? { key, values: { name: text(d.name), learner: text(d.learnerName), score: count(d.score) } }
      : { key, values: { context: "unnamed" } };
  return Object.fromEntries([
    ...["CourseCreated", "CourseUpdated", "CourseExtended"].map((name) => [
      name,
      (d: Data) => named(name, text(d.name)),
    ]),
    [
      "LearnersEnrolled",
      (d: Data) => ({ key: "LearnersEnrolled", values: { name: text(d.name) || "—", count: count(d.count) } }),
    ],
    ...["LearnerRemovedFromCourse", "LearnerPassedCourse", "LearnerFailedCourse"].map((name) => [
      name,
      learnerSentence(name),
    ]),
  ]);
}

/**
 * Each event name the API writes to the activity log (`api/src/modules/*`: `recordActivity`, and
 * the activity-log subscriber of the domain events) and how to say it from the entry's data.
 */
const sentences: Record<string, (data: Data, log: Pick<ActivityLog, "ip">, t: TFunction) => Sentence> = {
  ApiKeyCreated: (d) => named("ApiKeyCreated", text(d.name)),
  ApiKeyRevoked: () => ({ key: "ApiKeyRevoked" }),
  NanoCampaignStarted: (d) => named("NanoCampaignStarted", text(d.name)),
  NanoCampaignStopped: (d) => named("NanoCampaignStopped", text(d.name)),
  TargetFailed: (d) => named("TargetFailed", text(d.name), { simulation: text(d.simulationName) || "—" }),
  EmailVerified: (d) => named("EmailVerified", text(d.email)),
  ExtensionDataSaved: (d) => ({ key: "ExtensionDataSaved", values: { count: strings(d.whitelistedDomains).length } }),
  ExtensionKeyRotated: (d) => named("ExtensionKeyRotated", text(d.prefix)),
  PhishingEmailReported: (d) =>
    named("PhishingEmailReported", text(d.reporterEmail), { sender: text(d.sender) || "—" }),
  InvitationAccepted: (d) =>
    text(d.email) && text(d.organization)
      ? { key: "InvitationAccepted", values: { email: text(d.email), organization: text(d.organization) } }
      : { key: "InvitationAccepted", values: { context: "unnamed" } },
  InvitationResent: (d) => named("InvitationResent", text(d.email)),
  InvitationRevoked: (d) => named("InvitationRevoked", text(d.email)),
  MemberRemoved: (d) => named("MemberRemoved", text(d.email)),
  MemberRolesChanged: (d, _, t) => named("MemberRolesChanged", text(d.email), { roles: rolesOf(t, d.after) || "—" }),
  PasswordChanged: () => ({ key: "PasswordChanged" }),
  PasswordReset: () => ({ key: "PasswordReset" }),
  ProfileUpdated: (d) => named("ProfileUpdated", [text(d.firstName), text(d.lastName)].filter(Boolean).join(" ")),
  RecoveryKeyRegenerated: () => ({ key: "RecoveryKeyRegenerated" }),
  RecoveryKeyUsed: () => ({ key: "RecoveryKeyUsed" }),
  SessionRevoked: (d) => named("SessionRevoked", text(d.ip)),
  SignedIn: (_, log) => named("SignedIn", text(log.ip)),
  SignedOut: () => ({ key: "SignedOut" }),
  SuperAdminCreated: (d) => named("SuperAdminCreated", text(d.email)),
  SuperAdminPermissionsChanged: (d, _, t) =>
    named("SuperAdminPermissionsChanged", text(d.email), {
      permissions: strings(d.permissions).join(", ") || t("organizations.activity.noPermissions"),
    }),
  UserInvited: (d, _, t) => named("UserInvited", text(d.email), { roles: rolesOf(t, d.roles) || "—" }),
  UserRegistered: (d) => named("UserRegistered", text(d.email)),
  TenantCreated: (d) => named("TenantCreated", text(d.name)),
  TenantUpdated: (d) => named("TenantUpdated", text(d.name)),
  TenantRemoved: () => ({ key: "TenantRemoved" }),
  TenantRestored: () => ({ key: "TenantRestored" }),
  TenantLogoChanged: () => ({ key: "TenantLogoChanged" }),
  TenantFeaturesChanged: (d, _, t) => ({
    key: "TenantFeaturesChanged",
    values: {
      features:
        strings(d.after)
          .map((feature) => featureLabel(t, feature as Parameters<typeof featureLabel>[1]))
          .join(", ") || t("organizations.activity.noFeatures"),
    },
  }),
  TwoFactorPolicyChanged: (d) => ({
    key: "TwoFactorPolicyChanged",
    values: { context: d.requireTwoFactor === true ? "required" : "optional" },
  }),
  TwoFactorDisabled: () => ({ key: "TwoFactorDisabled" }),
  TwoFactorEnabled: () => ({ key: "TwoFactorEnabled" }),
  AssetsAdded: (d) => ({ key: "AssetsAdded", values: { count: count(d.count) || strings(d.names).length } }),
  AssetDeleted: (d) => named("AssetDeleted", text(d.name)),
  AssetMonitoringStarted: (d) => named("AssetMonitoringStarted", text(d.name)),
  AssetMonitoringStopped: (d) => named("AssetMonitoringStopped", text(d.name)),
  AssetUnverified: (d) =>
    named(d.monitoringStopped === true ? "AssetUnverifiedMonitoringStopped" : "AssetUnverified", text(d.name)),
  AssetVerified: (d, _, t) =>
    d.method === "manual"
      ? named("AssetVerifiedManual", text(d.name))
      : named("AssetVerified", text(d.name), {
          method: t(`organizations.activity.methods.${d.method === "dns" ? "dns" : "wellKnown"}`),
        }),
  DiscoveryCompleted: (d) => named("DiscoveryCompleted", text(d.name), { count: count(d.newAssets) }),
  DirectoryConnectionSaved: (d) => ({
    key: "DirectoryConnectionSaved",
    values: { provider: providers[text(d.provider)] ?? text(d.provider) },
  }),
  DirectoryConnectionDeleted: (d) => ({
    key: "DirectoryConnectionDeleted",
    values: { provider: providers[text(d.provider)] ?? text(d.provider) },
  }),
  PeopleSyncFailed: (d) => ({
    key: "PeopleSyncFailed",
    values: { provider: providers[text(d.provider)] ?? text(d.provider), reason: text(d.reason) || "—" },
  }),
  PeopleImported: (d) => ({ key: "PeopleImported", values: importCounts(d) }),
  PeopleBatchSaved: (d) => ({ key: "PeopleBatchSaved", values: importCounts(d) }),
  PeopleSynced: (d) => ({
    key: "PeopleSynced",
    values: { ...importCounts(d), provider: providers[text(d.provider)] ?? text(d.provider) },
  }),
  PeopleBulkDeleted: (d) => ({ key: "PeopleBulkDeleted", values: { count: count(d.changed) } }),
  PeopleBulkTagged: (d) => ({
    key: "PeopleBulkTagged",
    values: { count: count(d.changed), labels: strings(d.labels).join(", ") },
  }),
  PeopleBulkGrouped: (d) => ({
    key: "PeopleBulkGrouped",
    values: { count: count(d.changed), labels: strings(d.labels).join(", ") },
  }),
  PersonUpdated: () => ({ key: "PersonUpdated" }),
  PersonDeleted: () => ({ key: "PersonDeleted" }),
  ExportRequested: (d, _, t) => ({
    key: "ExportRequested",
    values: { kind: exportKind(t, d.kind), format: text(d.format).toUpperCase() || "—" },
  }),
  ExportReady: (d, _, t) => ({
    key: "ExportReady",
    values: { kind: exportKind(t, d.kind), format: text(d.format).toUpperCase() || "—", count: count(d.rowCount) },
  }),
  ...learningSentences(),
  ...phishingSentences(),
  ...courseSentences(),
  WebhookEndpointCreated: (d) => named("WebhookEndpointCreated", text(d.url)),
  WebhookEndpointUpdated: (d) => named("WebhookEndpointUpdated", text(d.url)),
  WebhookEndpointDeleted: (d) => named("WebhookEndpointDeleted", text(d.url)),
  WebhookEndpointDisabled: (d) => named("WebhookEndpointDisabled", text(d.url), { count: count(d.failedDeliveries) }),
  WebhookSecretRotated: (d) => named("WebhookSecretRotated", text(d.url)),
  WebhookDeliveryReplayed: (d) => named("WebhookDeliveryReplayed", text(d.eventType)),
};

/** "people", "assets" or "course learners" in the interface language; an unknown kind as sent. */
function exportKind(t: TFunction, kind: unknown): string {
  if (kind === "people" || kind === "assets" || kind === "courseLearners") {
    return t(`organizations.activity.exportKinds.${kind}`);
  }
  return text(kind) || "—";
}

/** Whether the interface can say this event itself (every name the API writes today). */
export const isKnownActivity = (eventName: string): boolean => Object.hasOwn(sentences, eventName);

/**
 * The sentence of an activity-log entry in the interface language, built from its event name and
 * data (with i18next counts: "1 asset added", "Dodata su 4 resursa"). Only an event name this
 * version does not know (written by a newer API) falls back to the API's English `description`.
 * Missing or malformed data never throws: the sentence is said without the value it lacks.
 */
export function activitySentence(log: Pick<ActivityLog, "eventName" | "data" | "description" | "ip">, t: TFunction) {
  const sentence = isKnownActivity(log.eventName) ? sentences[log.eventName] : undefined;
  if (!sentence) return log.description;
  const data = log.data && typeof log.data === "object" ? (log.data as Data) : {};
  const { key, values } = sentence(data, log, t);
  // The key is built from the table above, which the tests hold to the `en` strings: typed keys
  // cannot follow a context or a plural suffix chosen at run time.
  const say = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return say(`organizations.activity.sentences.${key}`, values);
}
