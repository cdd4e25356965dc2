import type { Schema } from "@bulwark/contract";
import { createScope } from "../../../platform/access/scope.js";
import { nowIso } from "../../../platform/db/database.js";
import { searchableText } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { conflict, type FieldError, notFound, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import type { BusinessHours } from "../../../platform/schedule/business-hours.js";
import { publish } from "../../domain-events.js";
import { PeopleRepository, type Person } from "../../inventory/people/people.repository.js";
import { requirements } from "../learning.access.js";
import type { NanoPage } from "../nano-pages.repository.js";
import { learningRepositories } from "../repositories.js";
import {
  type CampaignRow,
  type ContentRow,
  type LearnerRow,
  NanoCampaignsRepository,
  pendingDelivery,
  statusOf,
} from "./nano-campaigns.repository.js";
import {
  type CampaignInput,
  type ContentInput,
  type ContentTime,
  checkContentTime,
  checkSettings,
  hoursOf,
  sendTimes,
} from "./nano-campaigns.rules.js";
import { queueSends } from "./nano-delivery.js";

type NanoCampaign = Schema<"NanoCampaign">;
type Paging = { skip?: number; limit?: number };

/** A checked content: its page and its time. */
interface CheckedContent {
  page: NanoPage;
  time: ContentTime;
}

const IN_PROGRESS = {
  update: "Content can't be updated because it is in progress.",
  delete: "Content can't be deleted because it is in progress.",
};
const AT_LEAST_ONE_CONTENT = "At least one content must be selected";

/**
 * Nano-learning campaigns of an organisation: create (the wizard's three steps in one call), the
 * list by tab, the view, the learners with their event sequences, stop, and the scheduled
 * contents. Every method authorises on its first line; every change is checked whole before
 * anything is written, and written in one transaction with the emails it queues.
 */
export class NanoCampaignsService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => ({
      campaigns: new NanoCampaignsRepository(db, platform.dialect, tenantId),
      library: learningRepositories(db, platform.dialect, tenantId),
      people: new PeopleRepository(db, tenantId, platform.dialect),
    }));
  }

  async list(ctx: RequestContext, query: Paging & { state?: Schema<"NanoCampaignState">; search?: string }) {
    const { repositories } = await this.scope(ctx, requirements.read);
    return repositories.campaigns.list(query, nowIso(), query.skip ?? 0, query.limit ?? 20);
  }

  async statistics(ctx: RequestContext): Promise<Schema<"NanoLearningStatistics">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const [figures, campaigns] = await Promise.all([
      repositories.campaigns.statistics(),
      repositories.campaigns.countCampaigns(),
    ]);
    return {
      nanoLessonsSentCount: figures.sentCount,
      nanoEngagementCount: figures.engagementCount,
      answeredCorrectlyCount: figures.answeredCorrectlyCount,
      incorrectAnswerCount: figures.incorrectAnswerCount,
      allNanoCampaignsCount: campaigns,
    };
  }

  async get(ctx: RequestContext, campaignId: string): Promise<NanoCampaign> {
    const { repositories } = await this.scope(ctx, requirements.read);
    return this.view(repositories.campaigns, campaignId);
  }

  async learners(ctx: RequestContext, campaignId: string, query: Paging): Promise<Schema<"NanoCampaignLearnerList">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    if (!(await repositories.campaigns.find(campaignId))) throw notFound("Nano campaign");
    const { rows, total, deliveries } = await repositories.campaigns.learners(
      campaignId,
      query.skip ?? 0,
      query.limit ?? 20,
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        personId: row.person_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        deliveries: deliveries
          .filter((d) => d.learner_id === row.id)
          .map((d) => {
            const events = eventsOf(d);
            return {
              contentId: d.content_id,
              nanoPageName: d.nano_page_name,
              scheduledAt: d.scheduled_at,
              lastEvent: events.at(-1)?.event ?? (d.cancelled_at ? "Cancelled" : "Scheduled"),
              events,
            };
          }),
      })),
    };
  }

  async ongoingForPage(ctx: RequestContext, nanoPageId: string): Promise<Schema<"NanoCampaignReferenceList">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    if (!(await repositories.library.nanoPages.find(nanoPageId, "visible"))) throw notFound("Nano page");
    const items = await repositories.campaigns.ongoingForPage(nanoPageId, nowIso());
    return { items, total: items.length };
  }

  async create(ctx: RequestContext, input: CampaignInput): Promise<NanoCampaign> {
    const scope = await this.scope(ctx, requirements.write);
    const now = new Date();
    const hours = hoursOf(input);
    const errors = checkSettings(hours);
    const valid = errors.length === 0 ? hours : null;
    if (input.contents.length === 0) errors.push({ path: "body.contents", message: AT_LEAST_ONE_CONTENT });
    const contents: CheckedContent[] = [];
    for (const [index, content] of input.contents.entries()) {
      const checked = await this.checkContent(scope.repositories.library, content, input.language, valid, now, index);
      if ("errors" in checked) errors.push(...checked.errors);
      else contents.push(checked);
    }
    const learners = await this.resolveLearners(scope.repositories.people, input.learners, errors);
    if (errors.length > 0) throw validationFailed(errors);

    const id = uuidv7();
    const at = now.toISOString();
    await this.platform.db.transaction().execute(async (trx) => {
      const campaigns = new NanoCampaignsRepository(trx, this.platform.dialect, scope.tenantId);
      await campaigns.insertCampaign({
        id,
        name: input.name,
        search: searchableText(input.name.normalize("NFC")),
        description: input.description ?? "",
        time_zone: input.timeZone,
        work_start: input.workingHoursStart,
        work_end: input.workingHoursEnd,
        business_days: JSON.stringify(input.businessDays),
        language: input.language,
        learners_count: learners.length,
        starts_at: null,
        ends_at: null,
        started_at: null,
        stopped_at: null,
        created_at: at,
        updated_at: at,
      });
      const learnerRows: LearnerRow[] = learners.map((person) => ({
        id: uuidv7(),
        person_id: person.id,
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
      }));
      await campaigns.insertLearners(learnerRows, id);
      for (const content of contents) {
        await this.schedule(
          trx,
          campaigns,
          scope.tenantId,
          id,
          uuidv7(),
          content,
          hours,
          learnerRows.map((l) => l.id),
          now,
        );
      }
      await campaigns.refreshSpan(id, at);
    });
    return this.view(scope.repositories.campaigns, id);
  }

  async stop(ctx: RequestContext, campaignId: string): Promise<NanoCampaign> {
    const scope = await this.scope(ctx, requirements.write);
    const campaign = await scope.repositories.campaigns.find(campaignId);
    if (!campaign) throw notFound("Nano campaign");
    if (statusOf(campaign, nowIso()) === "stopped") throw conflict("The nano campaign is already stopped or finished");
    await this.platform.db.transaction().execute(async (trx) => {
      const cancelled = await new NanoCampaignsRepository(trx, this.platform.dialect, scope.tenantId).stop(
        campaignId,
        nowIso(),
      );
      if (cancelled === null) throw conflict("The nano campaign is already stopped or finished");
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "NanoCampaignStopped",
        data: { campaignId, name: campaign.name, cancelledCount: cancelled },
      });
    });
    return this.view(scope.repositories.campaigns, campaignId);
  }

  async addContent(ctx: RequestContext, campaignId: string, input: ContentInput): Promise<NanoCampaign> {
    const scope = await this.scope(ctx, requirements.write);
    const campaign = await this.changeable(scope.repositories.campaigns, campaignId);
    const now = new Date();
    const hours = settingsOf(campaign);
    const checked = await this.checkContent(scope.repositories.library, input, campaign.language, hours, now);
    if ("errors" in checked) throw validationFailed(checked.errors);
    await this.platform.db.transaction().execute(async (trx) => {
      const campaigns = new NanoCampaignsRepository(trx, this.platform.dialect, scope.tenantId);
      const learners = await campaigns.learnerIds(campaignId);
      await this.schedule(trx, campaigns, scope.tenantId, campaignId, uuidv7(), checked, hours, learners, now);
      await campaigns.refreshSpan(campaignId, now.toISOString());
    });
    return this.view(scope.repositories.campaigns, campaignId);
  }

  async updateContent(
    ctx: RequestContext,
    campaignId: string,
    contentId: string,
    input: ContentInput,
  ): Promise<NanoCampaign> {
    const scope = await this.scope(ctx, requirements.write);
    const campaign = await this.changeable(scope.repositories.campaigns, campaignId);
    const now = new Date();
    await this.notStarted(scope.repositories.campaigns, campaignId, contentId, now, IN_PROGRESS.update);
    const hours = settingsOf(campaign);
    const checked = await this.checkContent(scope.repositories.library, input, campaign.language, hours, now);
    if ("errors" in checked) throw validationFailed(checked.errors);
    await this.platform.db.transaction().execute(async (trx) => {
      const campaigns = new NanoCampaignsRepository(trx, this.platform.dialect, scope.tenantId);
      // Its queued sends find their deliveries gone and send nothing; the new ones are queued here.
      await campaigns.deleteDeliveries(contentId);
      const learners = await campaigns.learnerIds(campaignId);
      await this.schedule(trx, campaigns, scope.tenantId, campaignId, contentId, checked, hours, learners, now, true);
      await campaigns.refreshSpan(campaignId, now.toISOString());
    });
    return this.view(scope.repositories.campaigns, campaignId);
  }

  async removeContent(ctx: RequestContext, campaignId: string, contentId: string): Promise<NanoCampaign> {
    const scope = await this.scope(ctx, requirements.write);
    await this.changeable(scope.repositories.campaigns, campaignId);
    const now = new Date();
    const contents = await this.notStarted(
      scope.repositories.campaigns,
      campaignId,
      contentId,
      now,
      IN_PROGRESS.delete,
    );
    if (contents.length <= 1) throw validationFailed([{ path: "path.contentId", message: AT_LEAST_ONE_CONTENT }]);
    await this.platform.db.transaction().execute(async (trx) => {
      const campaigns = new NanoCampaignsRepository(trx, this.platform.dialect, scope.tenantId);
      await campaigns.deleteContent(contentId);
      await campaigns.refreshSpan(campaignId, now.toISOString());
    });
    return this.view(scope.repositories.campaigns, campaignId);
  }

  // ---------------------------------------------------------------- helpers

  /** The campaign, if it can still change (404 unknown, 409 stopped or finished). */
  private async changeable(campaigns: NanoCampaignsRepository, campaignId: string): Promise<CampaignRow> {
    const campaign = await campaigns.find(campaignId);
    if (!campaign) throw notFound("Nano campaign");
    if (statusOf(campaign, nowIso()) === "stopped") throw conflict("The nano campaign is stopped");
    return campaign;
  }

  /** The campaign's contents, after checking `contentId` is one of them and has not begun sending. */
  private async notStarted(
    campaigns: NanoCampaignsRepository,
    campaignId: string,
    contentId: string,
    now: Date,
    message: string,
  ): Promise<ContentRow[]> {
    const contents = await campaigns.contents(campaignId);
    const content = contents.find((c) => c.id === contentId);
    if (!content) throw notFound("Content");
    const sent = (await campaigns.sentPerContent(campaignId)).get(contentId) ?? 0;
    if (content.starts_at <= now.toISOString() || sent > 0) throw conflict(message);
    return contents;
  }

  /** A content's page (visible to the organisation, in the campaign's language) and time, or its errors. */
  private async checkContent(
    library: ReturnType<typeof learningRepositories>,
    input: ContentInput,
    language: string,
    hours: BusinessHours | null,
    now: Date,
    index?: number,
  ): Promise<CheckedContent | { errors: FieldError[] }> {
    const path = index === undefined ? "body" : `body.contents.${index}`;
    const errors: FieldError[] = [];
    const page = await library.nanoPages.find(input.nanoPageId, "visible");
    if (!page) errors.push({ path: `${path}.nanoPageId`, message: "Nano page not found" });
    else if (!page.translations[language as keyof NanoPage["translations"]]) {
      errors.push({ path: `${path}.nanoPageId`, message: `The nano page has no content in ${language}` });
    }
    const time = checkContentTime(input, hours, now, path);
    if ("errors" in time) errors.push(...time.errors);
    if (errors.length > 0 || !page || "errors" in time) return { errors };
    return { page, time: time.time };
  }

  /**
   * The organisation's people named by person, group or tag, each once; another organisation's
   * (or an unknown) person is an error, and nobody at all is "No people to be saved".
   */
  private async resolveLearners(
    people: PeopleRepository,
    input: Schema<"NanoCampaignLearnersInput">,
    errors: FieldError[],
  ): Promise<Person[]> {
    const found = new Map<string, Person>();
    const add = (person: Person) => {
      if (!found.has(person.email)) found.set(person.email, person);
    };
    let unknown = false;
    for (const [index, personId] of (input.personIds ?? []).entries()) {
      const person = await people.get(personId);
      if (person) add(person);
      else {
        unknown = true;
        errors.push({ path: `body.learners.personIds.${index}`, message: "Person not found" });
      }
    }
    if (input.groups?.length) for await (const person of people.iterate({ groups: input.groups })) add(person);
    if (input.tags?.length) for await (const person of people.iterate({ tags: input.tags })) add(person);
    if (found.size === 0 && !unknown) errors.push({ path: "body.learners", message: "No people to be saved" });
    return [...found.values()];
  }

  /** Writes a content (new, or `replace` an existing one) and one delivery per learner, and queues their sends. */
  private async schedule(
    trx: Parameters<typeof queueSends>[1],
    campaigns: NanoCampaignsRepository,
    tenantId: string,
    campaignId: string,
    contentId: string,
    content: CheckedContent,
    hours: BusinessHours,
    learnerIds: readonly string[],
    now: Date,
    replace = false,
  ): Promise<void> {
    const values = {
      nano_page_id: content.page.id,
      nano_page_name: content.page.name,
      nano_page_type: content.page.type,
      send_at: content.time.sendAt,
      starts_at: content.time.startsAt,
      ends_at: content.time.endsAt,
    };
    if (replace) await campaigns.updateContent(contentId, values);
    else
      await campaigns.insertContent({
        id: contentId,
        campaign_id: campaignId,
        ...values,
        created_at: now.toISOString(),
      });
    const times = sendTimes(content.time, hours, learnerIds.length, now);
    const deliveries = learnerIds.map((learnerId, index) =>
      pendingDelivery({
        id: uuidv7(),
        campaign_id: campaignId,
        content_id: contentId,
        learner_id: learnerId,
        scheduled_at: times[index] ?? content.time.endsAt,
      }),
    );
    await campaigns.insertDeliveries(deliveries);
    await queueSends(this.platform, trx, tenantId, deliveries);
  }

  /** The campaign as the view shows it: settings, contents with their progress, figures. */
  private async view(campaigns: NanoCampaignsRepository, campaignId: string): Promise<NanoCampaign> {
    const campaign = await campaigns.find(campaignId);
    if (!campaign) throw notFound("Nano campaign");
    const now = nowIso();
    const [contents, sent, statistics] = await Promise.all([
      campaigns.contents(campaignId),
      campaigns.sentPerContent(campaignId),
      campaigns.statistics(campaignId),
    ]);
    return {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      status: statusOf(campaign, now),
      startsAt: campaign.starts_at,
      endsAt: campaign.ends_at,
      stoppedAt: campaign.stopped_at,
      timeZone: campaign.time_zone,
      workingHoursStart: campaign.work_start,
      workingHoursEnd: campaign.work_end,
      businessDays: JSON.parse(campaign.business_days) as Schema<"BusinessDay">[],
      language: campaign.language as Schema<"NanoCampaignLanguage">,
      learnersCount: campaign.learners_count,
      contents: contents.map((content) => ({
        id: content.id,
        nanoPageId: content.nano_page_id,
        nanoPageName: content.nano_page_name,
        nanoPageType: content.nano_page_type as Schema<"NanoPageType">,
        sendAt: content.send_at,
        startsAt: content.starts_at,
        endsAt: content.ends_at,
        inProgress: content.starts_at <= now || (sent.get(content.id) ?? 0) > 0,
        sentCount: sent.get(content.id) ?? 0,
      })),
      statistics,
      createdAt: campaign.created_at,
      updatedAt: campaign.updated_at,
    };
  }
}

/** A stored campaign's working hours. */
const settingsOf = (campaign: CampaignRow): BusinessHours =>
  hoursOf({
    timeZone: campaign.time_zone,
    businessDays: JSON.parse(campaign.business_days) as string[],
    workingHoursStart: campaign.work_start,
    workingHoursEnd: campaign.work_end,
  });

/** The steps a delivery reached, in the seeds' order, each with when. */
function eventsOf(d: {
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  answered_at: string | null;
  answered_correctly: number | null;
  video_opened_at: string | null;
  video_completed_at: string | null;
  cancelled_at: string | null;
}): Schema<"NanoLearnerDelivery">["events"] {
  const steps: [Schema<"NanoLearnerEvent">, string | null][] = [
    ["Sent", d.sent_at],
    ["Delivered", d.delivered_at],
    ["Opened", d.opened_at],
    [d.answered_correctly === 1 ? "AnsweredCorrectly" : "AnsweredIncorrectly", d.answered_at],
    ["VideoPageOpened", d.video_opened_at],
    ["VideoCompleted", d.video_completed_at],
    ["Cancelled", d.cancelled_at],
  ];
  return steps.flatMap(([event, at]) => (at ? [{ event, at }] : []));
}
