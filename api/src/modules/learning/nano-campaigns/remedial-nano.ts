import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import { searchableText } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import type { Platform } from "../../../platform/platform.js";
import { PeopleRepository } from "../../inventory/people/people.repository.js";
import { requirements } from "../learning.access.js";
import type { NanoPage } from "../nano-pages.repository.js";
import { learningRepositories } from "../repositories.js";
import { NanoCampaignsRepository, pendingDelivery, statusOf } from "./nano-campaigns.repository.js";
import { queueSends } from "./nano-delivery.js";

/**
 * The nano-learning area's face to other modules that send a nano page as remedial training (a
 * phishing simulation's failing targets): they read a page, make the campaign that sends it and
 * add a person to it through these, never through the learning tables. The campaign is an
 * ordinary nano campaign (listed with the others, its answers and engagement counted the same
 * way, stoppable), made with nobody in it; each failing person joins it and is sent the page at
 * once, through the nano sender (its email, learner page and tracking).
 */

/** What a caller naming a remedial nano page must also hold: the right to run nano campaigns. */
export const remedialNanoRequirement = requirements.write;

type Language = Schema<"NanoCampaignLanguage">;

/** A nano page as a remedial choice: its name, type and the campaign languages it can be sent in. */
export interface RemedialNanoPage {
  id: string;
  name: string;
  type: NanoPage["type"];
  /** En and Sr among the page's translations (the languages nano emails are written in). */
  languages: Language[];
}

/** The page `pageId` as the organisation sees it (common or its own), or undefined (unknown, another organisation's). */
export async function findRemedialNanoPage(
  db: Db | Transaction<Database>,
  dialect: Dialect,
  tenantId: string,
  pageId: string,
): Promise<RemedialNanoPage | undefined> {
  const page = await learningRepositories(db, dialect, tenantId).nanoPages.find(pageId, "visible");
  if (!page) return undefined;
  const languages = (["En", "Sr"] as const).filter((language) => page.translations[language]);
  return { id: page.id, name: page.name, type: page.type, languages };
}

/** The language to send `page` in: `preferred` when the page has it, else the page's other one. */
export function remedialLanguage(page: RemedialNanoPage, preferred: string | undefined): Language | undefined {
  return page.languages.find((language) => language === preferred) ?? page.languages[0];
}

/** What the remedial campaign is made of: the simulation's name, working hours and span. */
export interface RemedialCampaignInput {
  name: string;
  page: RemedialNanoPage;
  language: Language;
  timeZone: string;
  workStart: string;
  workEnd: string;
  businessDays: readonly string[];
  startsAt: string;
  endsAt: string;
}

/** Makes the remedial campaign in `trx` (the launch's transaction), with the page as its one content; answers its id. */
export async function createRemedialNanoCampaign(
  platform: Pick<Platform, "dialect">,
  trx: Transaction<Database>,
  tenantId: string,
  input: RemedialCampaignInput,
): Promise<string> {
  const campaigns = new NanoCampaignsRepository(trx, platform.dialect, tenantId);
  const id = uuidv7();
  const at = nowIso();
  await campaigns.insertCampaign({
    id,
    name: input.name,
    search: searchableText(input.name.normalize("NFC")),
    description: "",
    time_zone: input.timeZone,
    work_start: input.workStart,
    work_end: input.workEnd,
    business_days: JSON.stringify(input.businessDays),
    language: input.language,
    learners_count: 0,
    starts_at: null,
    ends_at: null,
    started_at: null,
    stopped_at: null,
    created_at: at,
    updated_at: at,
  });
  await campaigns.insertContent({
    id: uuidv7(),
    campaign_id: id,
    nano_page_id: input.page.id,
    nano_page_name: input.page.name,
    nano_page_type: input.page.type,
    send_at: null,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    created_at: at,
  });
  await campaigns.refreshSpan(id, at);
  return id;
}

/** How sending a remedial page went. */
export type RemedialNanoOutcome =
  | { outcome: "Sent"; deliveryId: string }
  | { outcome: "CampaignUnavailable" | "PersonRemoved"; deliveryId: null };

/**
 * Adds person `personId` to remedial campaign `campaignId` in `trx` and queues the page's email to
 * them now (background work: no request, no actor). A stopped or finished campaign, or a person no
 * longer among the organisation's people, sends nothing. The caller makes it once per person.
 */
export async function sendRemedialNanoPage(
  platform: Pick<Platform, "dialect" | "queue">,
  trx: Transaction<Database>,
  tenantId: string,
  campaignId: string,
  personId: string | null,
): Promise<RemedialNanoOutcome> {
  const campaigns = new NanoCampaignsRepository(trx, platform.dialect, tenantId);
  const now = nowIso();
  const campaign = await campaigns.find(campaignId);
  const [content] = campaign ? await campaigns.contents(campaignId) : [];
  if (!campaign || !content || statusOf(campaign, now) === "stopped") {
    return { outcome: "CampaignUnavailable", deliveryId: null };
  }
  const person = personId ? await new PeopleRepository(trx, tenantId, platform.dialect).get(personId) : undefined;
  if (!person) return { outcome: "PersonRemoved", deliveryId: null };
  const learnerId = uuidv7();
  await campaigns.insertLearners(
    [
      {
        id: learnerId,
        person_id: person.id,
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
      },
    ],
    campaignId,
  );
  await campaigns.countLearner(campaignId, now);
  const delivery = pendingDelivery({
    id: uuidv7(),
    campaign_id: campaignId,
    content_id: content.id,
    learner_id: learnerId,
    scheduled_at: now,
  });
  await campaigns.insertDeliveries([delivery]);
  await queueSends(platform, trx, tenantId, [delivery]);
  return { outcome: "Sent", deliveryId: delivery.id };
}

/** The remedial pages among `pageIds` as the organisation sees them, by id (for showing many simulations). */
export async function remedialNanoPages(
  db: Db,
  dialect: Dialect,
  tenantId: string,
  pageIds: readonly string[],
): Promise<Map<string, RemedialNanoPage>> {
  const found = new Map<string, RemedialNanoPage>();
  for (const id of new Set(pageIds)) {
    const page = await findRemedialNanoPage(db, dialect, tenantId, id);
    if (page) found.set(id, page);
  }
  return found;
}
