import { domainEventTypeValues, type Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Database } from "../platform/db/schema.js";
import { type Actor, actorOf, type StoredEvent } from "../platform/events/events.js";
import type { RequestContext } from "../platform/http/context.js";
import type { Platform } from "../platform/platform.js";

/**
 * Every domain event of the product and its data: the one list a new area adds to
 * (VulnerabilityCreated, CredentialLeaked, LearnerFailedCourse, TargetFailed, ... come with their
 * areas). The data shapes are the contract's `<Type>Data` schemas, so a webhook body, a
 * notification's meta and this type cannot drift apart. Adding a type here makes the compiler ask
 * for its notification rule and activity-log entry (see those subscribers).
 */
export type DomainEvent =
  | { type: "PeopleImported"; data: Schema<"PeopleImportedData"> }
  | { type: "PeopleSynced"; data: Schema<"PeopleSyncedData"> }
  | { type: "PeopleBulkChanged"; data: Schema<"PeopleBulkChangedData"> }
  | { type: "AssetVerified"; data: Schema<"AssetVerifiedData"> }
  | { type: "DiscoveryCompleted"; data: Schema<"DiscoveryCompletedData"> }
  | { type: "ExportReady"; data: Schema<"ExportReadyData"> }
  | { type: "LearningContentChanged"; data: Schema<"LearningContentChangedData"> }
  | { type: "NanoCampaignStarted"; data: Schema<"NanoCampaignStartedData"> }
  | { type: "NanoCampaignStopped"; data: Schema<"NanoCampaignStoppedData"> }
  | { type: "NanoLearnerAnswered"; data: Schema<"NanoLearnerAnsweredData"> }
  | { type: "PhishingContentChanged"; data: Schema<"PhishingContentChangedData"> }
  // courses (api/src/modules/learning/courses)
  | { type: "LearnersEnrolled"; data: Schema<"LearnersEnrolledData"> }
  | { type: "LearnerCompletedCourse"; data: Schema<"LearnerCompletedCourseData"> }
  | { type: "LearnerFailedCourse"; data: Schema<"LearnerFailedCourseData"> }
  | { type: "CourseChanged"; data: Schema<"CourseChangedData"> }
  // phishing simulations (api/src/modules/phishing/simulations)
  | { type: "TargetFailed"; data: Schema<"TargetFailedMeta"> }
  | { type: "PhishingTargetEvent"; data: Schema<"PhishingTargetEventData"> }
  | { type: "PhishingEmailReported"; data: Schema<"PhishingEmailReportedData"> };

/** An event type name. */
export type DomainEventType = DomainEvent["type"];

/** A published event of the catalogue, as subscribers receive it. */
export type PublishedEvent = StoredEvent<DomainEvent>;

/** Every event type, in the contract's order (webhook endpoints subscribe to these). */
export const domainEventTypes: readonly DomainEventType[] = domainEventTypeValues;

/**
 * Publishes an event of `tenantId` inside `trx`, the transaction of the change that caused it.
 * `cause` is the request (its user and IP become the event's actor) or null for background work.
 */
export function publish(
  platform: Pick<Platform, "events">,
  trx: Transaction<Database>,
  tenantId: string,
  cause: RequestContext | Actor | null,
  event: DomainEvent,
): Promise<void> {
  const actor = cause && "principal" in cause ? actorOf(cause) : (cause as Actor | null);
  return platform.events.publish(trx, tenantId, actor, event).then(() => undefined);
}
