import type { Transaction } from "kysely";
import type { Database } from "../../platform/db/schema.js";
import type { Subscriber } from "../../platform/events/events.js";
import type { Permission } from "../../platform/permissions.js";
import type { DomainEvent, DomainEventType, PublishedEvent } from "../domain-events.js";
import { type NotificationInput, notify, tenantMembersWith } from "./notifications.repository.js";

type DataOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>["data"];

/**
 * Who is notified of an event: the members whose roles grant `permission` (they can read what the
 * event is about), or the one user `user` names; `when` skips events not worth a notification.
 */
export interface NotificationRule<T extends DomainEventType> {
  audience: { permission: Permission } | { user: (data: DataOf<T>) => string | null };
  when?: (data: DataOf<T>) => boolean;
}

/**
 * The notification rule of every event type, in one table (the compiler asks for a rule when the
 * catalogue gains a type). A notification's type and meta are the event's type and data.
 */
export const notificationRules: { [T in DomainEventType]: NotificationRule<T> } = {
  PeopleImported: { audience: { permission: "ReadInventory" } },
  PeopleSynced: { audience: { permission: "ReadInventory" } },
  // Nothing happened when nobody changed (every selected person already had the tag).
  PeopleBulkChanged: { audience: { permission: "ReadInventory" }, when: (data) => data.changed > 0 },
  AssetVerified: { audience: { permission: "ReadInventory" } },
  DiscoveryCompleted: { audience: { permission: "ReadInventory" }, when: (data) => data.newAssets.length > 0 },
  // An export is its requester's business: nobody else can download it.
  ExportReady: { audience: { user: (data) => data.requestedByUserId } },
  // Library edits are the activity log's and webhooks' business; nobody's bell rings for them.
  LearningContentChanged: { audience: { permission: "CrudLearning" }, when: () => false },
  // Nano campaigns show their progress in their own view and the activity log; no bell for them.
  NanoCampaignStarted: { audience: { permission: "ReadLearning" }, when: () => false },
  NanoCampaignStopped: { audience: { permission: "ReadLearning" }, when: () => false },
  NanoLearnerAnswered: { audience: { permission: "ReadLearning" }, when: () => false },
  PhishingContentChanged: { audience: { permission: "CrudPhishing" }, when: () => false },
  // Courses: a failed learner is worth a bell (the seeds' LearnerFailedCourse, to whoever can read
  // the course); enrolments, completions and edits are the activity log's and webhooks' business.
  LearnersEnrolled: { audience: { permission: "ReadLearning" }, when: () => false },
  LearnerCompletedCourse: { audience: { permission: "ReadLearning" }, when: () => false },
  LearnerFailedCourse: { audience: { permission: "ReadLearning" } },
  CourseChanged: { audience: { permission: "ReadLearning" }, when: () => false },
  // A target failing is what the phishing team acts on (remedial training, a talk); sent, opened
  // and the like are the simulation's figures and webhooks, not a bell.
  TargetFailed: { audience: { permission: "ReadPhishing" } },
  PhishingTargetEvent: { audience: { permission: "ReadPhishing" }, when: () => false },
  // A real suspicious email reported by staff: the security team looks at it now.
  PhishingEmailReported: { audience: { permission: "ReadPhishing" } },
};

async function recipients<T extends DomainEventType>(
  trx: Transaction<Database>,
  tenantId: string,
  rule: NotificationRule<T>,
  data: DataOf<T>,
): Promise<string[]> {
  if ("permission" in rule.audience) return tenantMembersWith(trx, tenantId, rule.audience.permission);
  const user = rule.audience.user(data);
  if (!user) return [];
  // Only while they are still a member: a notification lives in an organisation's bell.
  const member = await trx
    .selectFrom("tenant_members")
    .select("user_id")
    .where("tenant_id", "=", tenantId)
    .where("user_id", "=", user)
    .executeTakeFirst();
  return member ? [user] : [];
}

/** Notifies, per {@link notificationRules}, once per event. */
export const notificationsSubscriber: Subscriber = {
  name: "notifications",
  async handle(stored, trx) {
    const event = stored as PublishedEvent;
    const rule = notificationRules[event.type] as NotificationRule<typeof event.type> | undefined;
    // A type this version does not know (stored by a newer one) must not stall the organisation's stream.
    if (!rule) return;
    const data = event.data as DataOf<typeof event.type>;
    if (rule.when && !rule.when(data)) return;
    const users = await recipients(trx, event.tenantId, rule, data);
    await notify(trx, event.tenantId, users, { type: event.type, meta: event.data } as NotificationInput);
  },
};
