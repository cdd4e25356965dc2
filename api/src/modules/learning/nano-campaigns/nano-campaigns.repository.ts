import type { Schema } from "@bulwark/contract";
import { type Expression, type Selectable, type SqlBool, sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import type {
  Database,
  NanoCampaignContentsTable,
  NanoCampaignsTable,
  NanoDeliveriesTable,
} from "../../../platform/db/schema.js";
import { normaliseSearch } from "../../../platform/db/text-search.js";
import { contains } from "../content.sql.js";

type Executor = Db | Transaction<Database>;

export type CampaignRow = Selectable<NanoCampaignsTable>;
export type ContentRow = Selectable<NanoCampaignContentsTable>;
export type DeliveryRow = Selectable<NanoDeliveriesTable>;
export type CampaignStatus = Schema<"NanoCampaignStatus">;
export type CampaignStatistics = Schema<"NanoCampaignStatistics">;

/**
 * A campaign's status at `now`: stopped when someone stopped it or its last content's time has
 * passed (every email went), running once its first content's time came, upcoming before.
 */
export function statusOf(row: Pick<CampaignRow, "starts_at" | "ends_at" | "stopped_at">, now: string): CampaignStatus {
  if (row.stopped_at || (row.ends_at !== null && row.ends_at <= now)) return "stopped";
  if (row.starts_at !== null && row.starts_at <= now) return "running";
  return "upcoming";
}

/** The seeds' engagement rate: round(engaged / sent x 100), 0 when nothing was sent. */
export const engagementRate = (engaged: number, sent: number) => (sent === 0 ? 0 : Math.round((engaged / sent) * 100));

const countWhen = (condition: string, alias: string) =>
  sql<number>`sum(case when ${sql.raw(condition)} then 1 else 0 end)`.as(alias);

/** The counts behind a campaign's (or an organisation's) figures, over `nano_deliveries`. */
const countColumns = () => [
  countWhen("sent_at is not null", "sent"),
  countWhen("delivered_at is not null", "delivered"),
  countWhen("opened_at is not null", "opened"),
  countWhen("opened_at is not null or answered_at is not null or video_opened_at is not null", "engaged"),
  countWhen("answered_correctly = 1", "correct"),
  countWhen("answered_correctly = 0", "incorrect"),
  countWhen("video_opened_at is not null", "video_opened"),
  countWhen("video_completed_at is not null", "video_completed"),
];

function toStatistics(row: Record<string, unknown> | undefined): CampaignStatistics {
  const n = (key: string) => Number(row?.[key] ?? 0);
  const correct = n("correct");
  const incorrect = n("incorrect");
  return {
    sentCount: n("sent"),
    deliveredCount: n("delivered"),
    openedCount: n("opened"),
    engagementCount: n("engaged"),
    engagementRate: engagementRate(n("engaged"), n("sent")),
    answeredCorrectlyCount: correct,
    incorrectAnswerCount: incorrect,
    answeredCount: correct + incorrect,
    videoOpenedCount: n("video_opened"),
    videoCompletedCount: n("video_completed"),
  };
}

/** A delivery not sent yet: the learner's one content at its time, no event so far. */
export const pendingDelivery = (
  row: Pick<DeliveryRow, "id" | "campaign_id" | "content_id" | "learner_id" | "scheduled_at">,
): Omit<DeliveryRow, "tenant_id"> => ({
  ...row,
  cancelled_at: null,
  sent_at: null,
  delivered_at: null,
  opened_at: null,
  correct_answer: null,
  answered_at: null,
  answer_index: null,
  answered_correctly: null,
  video_opened_at: null,
  video_completed_at: null,
});

/** A learner with the sequence of each content sent to them, as the learners list answers it. */
export type LearnerRow = {
  id: string;
  person_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
};

/**
 * The nano campaigns of one organisation: campaigns, their scheduled contents, learners and the
 * deliveries that carry each learner's event sequence. Built with the tenant id bound, so no query
 * here reaches another organisation's campaigns (the one exception, {@link campaignsSendingPage},
 * is a static check across organisations for the common library and says so).
 */
export class NanoCampaignsRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
    readonly tenantId: string,
  ) {}

  // ---------------------------------------------------------------- campaigns

  async insertCampaign(row: Omit<CampaignRow, "tenant_id">): Promise<void> {
    await this.db
      .insertInto("nano_campaigns")
      .values({ ...row, tenant_id: this.tenantId })
      .execute();
  }

  async find(id: string): Promise<CampaignRow | undefined> {
    return this.db
      .selectFrom("nano_campaigns")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** One page of campaigns in a tab (all without `state`), newest first, with their counts. */
  async list(
    query: { state?: Schema<"NanoCampaignState"> | undefined; search?: string | undefined },
    now: string,
    skip: number,
    limit: number,
  ) {
    let base = this.db.selectFrom("nano_campaigns").where("tenant_id", "=", this.tenantId);
    if (query.search) base = base.where(contains(this.dialect, "search", normaliseSearch(query.search)));
    if (query.state) base = base.where(stateCondition(query.state, now));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.id);
    const [contents, figures] = await Promise.all([
      ids.length === 0
        ? []
        : this.db
            .selectFrom("nano_campaign_contents")
            .select((eb) => ["campaign_id", eb.fn.countAll().as("n")])
            .where("tenant_id", "=", this.tenantId)
            .where("campaign_id", "in", ids)
            .groupBy("campaign_id")
            .execute(),
      ids.length === 0
        ? []
        : this.db
            .selectFrom("nano_deliveries")
            .select("campaign_id")
            .select(countColumns())
            .where("tenant_id", "=", this.tenantId)
            .where("campaign_id", "in", ids)
            .groupBy("campaign_id")
            .execute(),
    ]);
    return {
      total: Number(total.n),
      items: rows.map((row): Schema<"NanoCampaignSummary"> => {
        const counted = figures.find((f) => f.campaign_id === row.id);
        return {
          id: row.id,
          name: row.name,
          status: statusOf(row, now),
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          stoppedAt: row.stopped_at,
          learnersCount: row.learners_count,
          contentsCount: Number(contents.find((c) => c.campaign_id === row.id)?.n ?? 0),
          engagementRate: engagementRate(Number(counted?.engaged ?? 0), Number(counted?.sent ?? 0)),
          createdAt: row.created_at,
        };
      }),
    };
  }

  /** Sets the campaign's span from its contents (first start, last end) after they changed. */
  async refreshSpan(campaignId: string, now: string): Promise<void> {
    const span = await this.db
      .selectFrom("nano_campaign_contents")
      .select((eb) => [eb.fn.min("starts_at").as("first"), eb.fn.max("ends_at").as("last")])
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId)
      .executeTakeFirst();
    await this.db
      .updateTable("nano_campaigns")
      .set({ starts_at: span?.first ?? null, ends_at: span?.last ?? null, updated_at: now })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", campaignId)
      .execute();
  }

  /**
   * Stops the campaign for good and cancels its unsent emails; answers how many were cancelled,
   * or null when it was already stopped (a second stop changes nothing).
   */
  async stop(campaignId: string, now: string): Promise<number | null> {
    const stopped = await this.db
      .updateTable("nano_campaigns")
      .set({ stopped_at: now, updated_at: now })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", campaignId)
      .where("stopped_at", "is", null)
      .executeTakeFirst();
    if (Number(stopped.numUpdatedRows) === 0) return null;
    const cancelled = await this.db
      .updateTable("nano_deliveries")
      .set({ cancelled_at: now })
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId)
      .where("sent_at", "is", null)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    return Number(cancelled.numUpdatedRows);
  }

  /** The campaign's figures (one campaign), or the organisation's (no id). */
  async statistics(campaignId?: string): Promise<CampaignStatistics> {
    let query = this.db.selectFrom("nano_deliveries").select(countColumns()).where("tenant_id", "=", this.tenantId);
    if (campaignId) query = query.where("campaign_id", "=", campaignId);
    return toStatistics(await query.executeTakeFirst());
  }

  async countCampaigns(): Promise<number> {
    const row = await this.db
      .selectFrom("nano_campaigns")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The organisation's campaigns still to run or running that send `nanoPageId`, newest first. */
  async ongoingForPage(nanoPageId: string, now: string) {
    const rows = await this.db
      .selectFrom("nano_campaigns")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where(stateCondition("active", now, true))
      .where(sendsPage(nanoPageId))
      .orderBy("created_at", "desc")
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, status: statusOf(row, now) }));
  }

  // ---------------------------------------------------------------- contents

  async insertContent(row: Omit<ContentRow, "tenant_id">): Promise<void> {
    await this.db
      .insertInto("nano_campaign_contents")
      .values({ ...row, tenant_id: this.tenantId })
      .execute();
  }

  async contents(campaignId: string): Promise<ContentRow[]> {
    return this.db
      .selectFrom("nano_campaign_contents")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId)
      .orderBy("starts_at")
      .orderBy("created_at")
      .execute();
  }

  /** Emails sent per content of the campaign. */
  async sentPerContent(campaignId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("nano_deliveries")
      .select((eb) => ["content_id", eb.fn.countAll().as("n")])
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId)
      .where("sent_at", "is not", null)
      .groupBy("content_id")
      .execute();
    return new Map(rows.map((row) => [row.content_id, Number(row.n)]));
  }

  async updateContent(
    contentId: string,
    values: Pick<
      ContentRow,
      "nano_page_id" | "nano_page_name" | "nano_page_type" | "send_at" | "starts_at" | "ends_at"
    >,
  ): Promise<void> {
    await this.db
      .updateTable("nano_campaign_contents")
      .set(values)
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", contentId)
      .execute();
  }

  /** Deletes a content and its deliveries (none sent: the service checked it has not started). */
  async deleteContent(contentId: string): Promise<void> {
    await this.deleteDeliveries(contentId);
    await this.db
      .deleteFrom("nano_campaign_contents")
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", contentId)
      .execute();
  }

  /** Removes a content's deliveries, to schedule them again (their queued jobs then find nothing). */
  async deleteDeliveries(contentId: string): Promise<void> {
    await this.db
      .deleteFrom("nano_deliveries")
      .where("tenant_id", "=", this.tenantId)
      .where("content_id", "=", contentId)
      .execute();
  }

  // ---------------------------------------------------------------- learners and deliveries

  async insertLearners(rows: readonly Omit<LearnerRow, never>[], campaignId: string): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto("nano_campaign_learners")
        .values(rows.slice(i, i + 500).map((row) => ({ ...row, tenant_id: this.tenantId, campaign_id: campaignId })))
        .execute();
    }
  }

  /** Counts one more learner in the campaign (a remedial campaign's learners join one by one). */
  async countLearner(campaignId: string, now: string): Promise<void> {
    await this.db
      .updateTable("nano_campaigns")
      .set((eb) => ({ learners_count: eb("learners_count", "+", 1), updated_at: now }))
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", campaignId)
      .execute();
  }

  async learnerIds(campaignId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("nano_campaign_learners")
      .select("id")
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId)
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  }

  async insertDeliveries(rows: readonly Omit<DeliveryRow, "tenant_id">[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto("nano_deliveries")
        .values(rows.slice(i, i + 500).map((row) => ({ ...row, tenant_id: this.tenantId })))
        .execute();
    }
  }

  /** One page of the campaign's learners (by last name) with every delivery of theirs. */
  async learners(campaignId: string, skip: number, limit: number) {
    const base = this.db
      .selectFrom("nano_campaign_learners")
      .where("tenant_id", "=", this.tenantId)
      .where("campaign_id", "=", campaignId);
    const [rows, total] = await Promise.all([
      base
        .select(["id", "person_id", "email", "first_name", "last_name"])
        .orderBy("last_name")
        .orderBy("id")
        .offset(skip)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    const deliveries =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom("nano_deliveries")
            .innerJoin("nano_campaign_contents", "nano_campaign_contents.id", "nano_deliveries.content_id")
            .selectAll("nano_deliveries")
            .select("nano_campaign_contents.nano_page_name")
            .where("nano_deliveries.tenant_id", "=", this.tenantId)
            .where("nano_deliveries.campaign_id", "=", campaignId)
            .where(
              "nano_deliveries.learner_id",
              "in",
              rows.map((row) => row.id),
            )
            .orderBy("nano_deliveries.scheduled_at")
            .execute();
    return { rows, total: Number(total.n), deliveries };
  }

  /** A delivery with what its email and learner page need (the campaign, the content, the learner). */
  async delivery(deliveryId: string) {
    return this.db
      .selectFrom("nano_deliveries")
      .innerJoin("nano_campaigns", "nano_campaigns.id", "nano_deliveries.campaign_id")
      .innerJoin("nano_campaign_contents", "nano_campaign_contents.id", "nano_deliveries.content_id")
      .innerJoin("nano_campaign_learners", "nano_campaign_learners.id", "nano_deliveries.learner_id")
      .selectAll("nano_deliveries")
      .select([
        "nano_campaigns.name as campaign_name",
        "nano_campaigns.language",
        "nano_campaigns.started_at as campaign_started_at",
        "nano_campaigns.learners_count",
        "nano_campaign_contents.nano_page_id",
        "nano_campaign_contents.nano_page_name",
        "nano_campaign_learners.email",
        "nano_campaign_learners.first_name",
        "nano_campaign_learners.person_id",
      ])
      .where("nano_deliveries.tenant_id", "=", this.tenantId)
      .where("nano_deliveries.id", "=", deliveryId)
      .executeTakeFirst();
  }

  /** Sets `column` of a delivery to `at` if it is not set yet; answers whether it was. */
  async mark(
    deliveryId: string,
    column: "sent_at" | "delivered_at" | "opened_at" | "video_opened_at" | "video_completed_at" | "cancelled_at",
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("nano_deliveries")
      .set({ [column]: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", deliveryId)
      .where(column, "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setCorrectAnswer(deliveryId: string, index: number | null): Promise<void> {
    await this.db
      .updateTable("nano_deliveries")
      .set({ correct_answer: index })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", deliveryId)
      .execute();
  }

  /** Records the first answer (later ones change nothing); answers whether this one was first. */
  async markAnswered(deliveryId: string, answerIndex: number, correct: boolean, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("nano_deliveries")
      .set({ answered_at: at, answer_index: answerIndex, answered_correctly: correct ? 1 : 0 })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", deliveryId)
      .where("answered_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks the campaign started (its first email went); answers whether this call did. */
  async markStarted(campaignId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("nano_campaigns")
      .set({ started_at: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", campaignId)
      .where("started_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** The list's tabs as conditions at `now` (`orUpcoming`: running or still to run, for "active campaigns"). */
function stateCondition(state: Schema<"NanoCampaignState">, now: string, orUpcoming = false): Expression<SqlBool> {
  const notFinished = sql<SqlBool>`stopped_at is null and (ends_at is null or ends_at > ${now})`;
  if (state === "finished") return sql<SqlBool>`not (${notFinished})`;
  if (state === "upcoming") return sql<SqlBool>`${notFinished} and (starts_at is null or starts_at > ${now})`;
  if (orUpcoming) return notFinished;
  return sql<SqlBool>`${notFinished} and starts_at <= ${now}`;
}

/** Whether the campaign (`nano_campaigns` row) has a content sending `nanoPageId`. */
const sendsPage = (nanoPageId: string) =>
  sql<SqlBool>`exists (select 1 from nano_campaign_contents c where c.campaign_id = nano_campaigns.id and c.nano_page_id = ${nanoPageId})`;

/**
 * Every organisation's campaigns, running or still to run, that send `nanoPageId`: a common nano
 * page is in any organisation's campaigns, so deleting one looks across them (and only counts).
 */
export async function campaignsSendingPage(db: Executor, nanoPageId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom("nano_campaigns")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(stateCondition("active", now, true))
    .where(sendsPage(nanoPageId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
