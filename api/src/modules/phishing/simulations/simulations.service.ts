import type { Schema } from "@bulwark/contract";
import { createScope } from "../../../platform/access/scope.js";
import { nowIso } from "../../../platform/db/database.js";
import { normaliseSearch } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { AppError, conflict, type FieldError, notFound, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { PeopleRepository, type Person } from "../../inventory/people/people.repository.js";
import { findRemedialCourse, remedialCourses, remedialRequirement } from "../../learning/courses/remedial.js";
import {
  createRemedialNanoCampaign,
  findRemedialNanoPage,
  type RemedialNanoPage,
  remedialLanguage,
  remedialNanoPages,
  remedialNanoRequirement,
} from "../../learning/nano-campaigns/remedial-nano.js";
import { requirements } from "../phishing.access.js";
import { phishingRepositories } from "../repositories.js";
import { SendingProfilesRepository } from "../sending-profiles.repository.js";
import type { PhishingTemplate } from "../templates.repository.js";
import { queueSends } from "./simulation-delivery.js";
import {
  type EventRow,
  type SendRow,
  type SimulationRow,
  type SimulationState,
  SimulationsRepository,
  statusOf,
  type TargetRow,
} from "./simulations.repository.js";
import { checkSchedule, endOf, hoursOf, planSends, type SimulationInput } from "./simulations.rules.js";

type Simulation = Schema<"PhishingSimulation">;
type Paging = { skip?: number; limit?: number };

const AT_LEAST_ONE_TEMPLATE = "At least one template must be selected";
const POPULATE = "Please populate current data";
const UPDATE_NOT_ALLOWED = "Update not allowed!";
/** The funnel's steps, as event kinds (a click counts once a person confirmed it on the landing page). */
const FUNNEL = { opened: "Opened", clicked: "HumanConfirmed", submitted: "Submitted", reported: "Reported" } as const;

/** How long after a simulation's end its remedial nano campaign still sends (late failures). */
const REMEDIAL_TAIL_MS = 14 * 86_400_000;

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));
const average = (values: number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
const between = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, new Date(to).getTime() - new Date(from).getTime()) : null;

/**
 * Phishing simulations of an organisation: launch (the wizard's three steps in one call), the
 * list by tab, the view, the funnel, the targets and their timelines, stop, mark a target passed,
 * resend to one target. Every method authorises on its first line; a launch is checked whole
 * before anything is written, and written in one transaction with every email it queues.
 */
export class SimulationsService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => ({
      simulations: new SimulationsRepository(db, platform.dialect, tenantId),
      library: phishingRepositories(db, platform.dialect, tenantId),
      people: new PeopleRepository(db, tenantId, platform.dialect),
      profiles: new SendingProfilesRepository(db, tenantId),
    }));
  }

  async list(
    ctx: RequestContext,
    query: Paging & { state?: SimulationState; search?: string },
  ): Promise<Schema<"PhishingSimulationList">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const { rows, total } = await repositories.simulations.list(
      query.state,
      nowIso(),
      query.skip ?? 0,
      query.limit ?? 20,
      query.search ? normaliseSearch(query.search) : undefined,
    );
    return { items: await this.views(repositories.simulations, rows), total };
  }

  async get(ctx: RequestContext, simulationId: string): Promise<Simulation> {
    const { repositories } = await this.scope(ctx, requirements.read);
    return this.view(repositories.simulations, simulationId);
  }

  async create(ctx: RequestContext, input: SimulationInput): Promise<Simulation> {
    const scope = await this.scope(ctx, requirements.write);
    const { repositories, tenantId } = scope;
    const now = new Date();
    const errors: FieldError[] = checkSchedule(input, now);
    if (input.remedialCourseId) {
      // Naming a course enrols people in it: the caller must be allowed to, and the organisation have courses.
      await scope.require(remedialRequirement);
      const course = await findRemedialCourse(
        this.platform.db,
        this.platform.dialect,
        tenantId,
        input.remedialCourseId,
      );
      // Another organisation's course reads exactly like an unknown one.
      if (!course) errors.push({ path: "body.remedialCourseId", message: "Course not found" });
      else if (course.status === "finished") {
        errors.push({ path: "body.remedialCourseId", message: "The course has finished" });
      }
    }
    let nanoPage: RemedialNanoPage | undefined;
    if (input.remedialNanoPageId) {
      // Sending a nano page runs a nano campaign: the caller must be allowed to run one.
      await scope.require(remedialNanoRequirement);
      nanoPage = await findRemedialNanoPage(
        this.platform.db,
        this.platform.dialect,
        tenantId,
        input.remedialNanoPageId,
      );
      // Another organisation's page reads exactly like an unknown one.
      if (!nanoPage) errors.push({ path: "body.remedialNanoPageId", message: "Nano page not found" });
      else if (nanoPage.languages.length === 0) {
        errors.push({ path: "body.remedialNanoPageId", message: "The nano page has no content in English or Serbian" });
      }
    }
    if (input.feedbackType === "Other" && !input.feedbackMessage?.trim()) {
      errors.push({ path: "body.feedbackMessage", message: "Feedback message is required" });
    }
    const templates: PhishingTemplate[] = [];
    if (input.templateIds.length === 0) errors.push({ path: "body.templateIds", message: AT_LEAST_ONE_TEMPLATE });
    for (const [index, templateId] of input.templateIds.entries()) {
      const template = await repositories.library.templates.find(templateId, "visible");
      if (template) templates.push(template);
      else errors.push({ path: `body.templateIds.${index}`, message: "Template not found" });
    }
    if (input.sendingProfileId && !(await repositories.profiles.find(input.sendingProfileId))) {
      errors.push({ path: "body.sendingProfileId", message: "Sending profile not found" });
    }
    const people = await this.resolveTargets(repositories.people, input.targets, errors);
    if (errors.length > 0) throw validationFailed(errors);

    const id = uuidv7();
    const at = now.toISOString();
    const start = new Date(Math.max(new Date(input.startDate).getTime(), now.getTime()));
    const end = endOf(new Date(input.startDate), input.durationWeeks);
    const targets: TargetRow[] = people.map((person) => ({
      id: uuidv7(),
      tenant_id: tenantId,
      simulation_id: id,
      person_id: person.id,
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      groups: JSON.stringify(person.groups ?? []),
      status: "Created",
      updated_at: at,
    }));
    const plan = planSends(hoursOf(input), start, end, targets.length, templates.length, input.maxAttacksPerTarget);
    const sends: SendRow[] = plan.map((planned) => ({
      id: uuidv7(),
      tenant_id: tenantId,
      simulation_id: id,
      target_id: (targets[planned.target] as TargetRow).id,
      template_id: (templates[planned.template] as PhishingTemplate).id,
      attempt_no: planned.attemptNo,
      due_at: planned.dueAt.toISOString(),
      status: "Scheduled",
      lease_until: null,
      attempts: 0,
      deferrals: 0,
      sent_at: null,
      failed_at: null,
      reported_at: null,
      last_error: null,
    }));
    // The language of the simulation's emails, when the page has it.
    const nanoLanguage = nanoPage ? (remedialLanguage(nanoPage, templates[0]?.language) ?? null) : null;
    await this.platform.db.transaction().execute(async (trx) => {
      const simulations = new SimulationsRepository(trx, this.platform.dialect, tenantId);
      const nanoCampaignId =
        nanoPage && nanoLanguage
          ? await createRemedialNanoCampaign(this.platform, trx, tenantId, {
              name: input.name,
              page: nanoPage,
              language: nanoLanguage,
              timeZone: input.timeZone,
              workStart: input.businessHoursStart,
              workEnd: input.businessHoursEnd,
              businessDays: input.businessDays,
              startsAt: start.toISOString(),
              // A target can still fail after the last email (a late click): the page follows for a while.
              endsAt: new Date(end.getTime() + REMEDIAL_TAIL_MS).toISOString(),
            })
          : null;
      await simulations.insertSimulation({
        id,
        name: input.name,
        search: normaliseSearch(input.name),
        description: input.description ?? "",
        start_at: new Date(input.startDate).toISOString(),
        end_at: end.toISOString(),
        time_zone: input.timeZone,
        duration_weeks: input.durationWeeks,
        business_days: JSON.stringify(input.businessDays),
        hours_start: input.businessHoursStart,
        hours_end: input.businessHoursEnd,
        max_attacks: input.maxAttacksPerTarget,
        feedback_type: input.feedbackType ?? "PhishedDisplay",
        feedback_message: input.feedbackType === "Other" ? (input.feedbackMessage ?? null) : null,
        sending_profile_id: input.sendingProfileId ?? null,
        remedial_course_id: input.remedialCourseId ?? null,
        remedial_nano_page_id: nanoPage?.id ?? null,
        remedial_nano_campaign_id: nanoCampaignId,
        remedial_nano_language: nanoLanguage,
        targets_count: targets.length,
        emails_count: sends.length,
        stopped_at: null,
        created_at: at,
        updated_at: at,
      });
      await simulations.insertTemplates(
        templates.map((template, position) => ({
          simulation_id: id,
          template_id: template.id,
          position,
          template_name: template.name,
          template_type: template.type,
        })),
      );
      await simulations.insertTargets(targets.map(({ tenant_id: _, ...row }) => row));
      await simulations.insertSends(sends.map(({ tenant_id: _, ...row }) => row));
      await queueSends(this.platform, trx, tenantId, sends);
    });
    return this.view(repositories.simulations, id);
  }

  async stop(ctx: RequestContext, simulationId: string, _input: Schema<"PhishingSimulationStatusInput">) {
    const { repositories, tenantId } = await this.scope(ctx, requirements.write);
    const simulation = await repositories.simulations.find(simulationId);
    if (!simulation) throw notFound("Simulation");
    const status = statusOf(simulation, nowIso());
    if (status === "Stopped" || status === "Ended") throw conflict("The simulation is already stopped or ended");
    await this.platform.db.transaction().execute(async (trx) => {
      const cancelled = await new SimulationsRepository(trx, this.platform.dialect, tenantId).stop(
        simulationId,
        nowIso(),
      );
      if (cancelled === null) throw conflict("The simulation is already stopped or ended");
    });
    return this.view(repositories.simulations, simulationId);
  }

  async overview(ctx: RequestContext, simulationId: string): Promise<Schema<"PhishingSimulationOverview">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const simulations = repositories.simulations;
    const simulation = await simulations.find(simulationId);
    if (!simulation) throw notFound("Simulation");
    await simulations.settleEnded(simulation, nowIso());
    // The figures the database keeps per simulation (migration 0029) and two partial-index reads:
    // neither loads nor scans a simulation's 50,000 targets, emails or their events.
    const [counted, times] = await Promise.all([
      simulations.overviewCounts(simulationId),
      simulations.averageTimes(simulationId),
    ]);
    const { funnel, botReasons } = counted;
    const human = (kind: string) =>
      funnel.find((row) => row.kind === kind && row.classification === "human")?.emails ?? 0;
    const counts = funnelCounts(counted.sent, human);
    const failedTargets = counted.targetStatuses.get("Failed") ?? 0;
    const step = (count: number) => ({ count, percentage: percent(count, counts.sent) });
    const templates = await this.templateFunnels(simulations, simulationId);
    return {
      targetsCount: simulation.targets_count,
      scheduled: counted.scheduled,
      sent: step(counts.sent),
      opened: step(counts.opened),
      clicked: step(counts.clicked),
      submitted: step(counts.submitted),
      reported: step(counts.reported),
      failed: { count: failedTargets, percentage: percent(failedTargets, simulation.targets_count) },
      botEventsCount: funnel.filter((row) => row.classification === "bot").reduce((sum, row) => sum + row.events, 0),
      botReasons,
      timeline: timelineOf(counted.sentPerDay, counted.humanEventsPerDay),
      averageTimeToFailMs: times.averageTimeToFailMs,
      averageReactionMs: times.averageReactionMs,
      templates,
    };
  }

  /** The remedial nano page of each of `rows` (with how many failed targets were sent it), for the views. */
  private async remedialNanoOf(simulations: SimulationsRepository, rows: SimulationRow[]) {
    const named = rows.filter((row) => row.remedial_nano_page_id);
    const [sent, pages] = await Promise.all([
      simulations.remedialNanoSent(named.map((row) => row.id)),
      remedialNanoPages(
        this.platform.db,
        this.platform.dialect,
        simulations.tenantId,
        named.flatMap((row) => row.remedial_nano_page_id ?? []),
      ),
    ]);
    return (row: SimulationRow): Schema<"PhishingRemedialNanoPage"> | null => {
      if (!row.remedial_nano_page_id || !row.remedial_nano_campaign_id) return null;
      const page = pages.get(row.remedial_nano_page_id);
      return {
        id: row.remedial_nano_page_id,
        name: page?.name ?? "",
        type: page?.type ?? "",
        language: row.remedial_nano_language ?? "",
        campaignId: row.remedial_nano_campaign_id,
        sentCount: sent.get(row.id) ?? 0,
      };
    };
  }

  /** The overview's funnel per template, in the simulation's order (the A/B comparison). */
  private async templateFunnels(
    simulations: SimulationsRepository,
    simulationId: string,
  ): Promise<Schema<"PhishingTemplateFunnel">[]> {
    const [templates, sent, perTemplate] = await Promise.all([
      simulations.templates([simulationId]),
      simulations.sentPerTemplate([simulationId]),
      simulations.humanEmailsPerTemplate(simulationId),
    ]);
    return templates.map((template) => {
      const counts = funnelCounts(
        sent.get(`${simulationId}:${template.template_id}`) ?? 0,
        (kind) => perTemplate.find((row) => row.templateId === template.template_id && row.kind === kind)?.emails ?? 0,
      );
      const step = (count: number) => ({ count, percentage: percent(count, counts.sent) });
      return {
        id: template.template_id,
        name: template.template_name,
        type: template.template_type as Schema<"PhishingTemplateType">,
        sent: step(counts.sent),
        opened: step(counts.opened),
        clicked: step(counts.clicked),
        submitted: step(counts.submitted),
        reported: step(counts.reported),
      };
    });
  }

  /** The dashboard's phishing figures: `allSimulationsCount` and the simulations started and running. */
  async simulationsOverview(ctx: RequestContext): Promise<Schema<"PhishingSimulationsOverview">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const counts = await repositories.simulations.simulationCounts(nowIso());
    return {
      allSimulationsCount: counts.all,
      launchedSimulationsCount: counts.launched,
      activeSimulationsCount: counts.active,
    };
  }

  /** The score's phishing inputs (`peoplePhishingOverview`), over every simulation of the organisation. */
  async peopleOverview(ctx: RequestContext): Promise<Schema<"PeoplePhishingOverview">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const figures = await repositories.simulations.peopleFigures();
    return {
      allSimulationsTemplatesCount: figures.sent,
      openedByTargetsSimulationsCount: figures.opened,
      clickedByTargetsSimulationsCount: figures.clicked,
      failedByTargetsCount: figures.failed,
    };
  }

  async targets(
    ctx: RequestContext,
    simulationId: string,
    query: Paging & { status?: Schema<"PhishingTargetStatus"> },
  ): Promise<Schema<"PhishingTargetList">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const simulations = repositories.simulations;
    const simulation = await simulations.find(simulationId);
    if (!simulation) throw notFound("Simulation");
    await simulations.settleEnded(simulation, nowIso());
    const { rows, total } = await simulations.targets(simulationId, query.status, query.skip ?? 0, query.limit ?? 20);
    const sends = await simulations.sends(
      simulationId,
      rows.map((row) => row.id),
    );
    return {
      total,
      items: rows.map((row) =>
        targetOf(
          row,
          sends.filter((send) => send.target_id === row.id),
        ),
      ),
    };
  }

  async target(ctx: RequestContext, simulationId: string, targetId: string): Promise<Schema<"PhishingTargetDetails">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    return this.details(repositories.simulations, simulationId, targetId);
  }

  async markPassed(
    ctx: RequestContext,
    simulationId: string,
    targetId: string,
    _input: Schema<"PhishingTargetStatusInput">,
  ): Promise<Schema<"PhishingTargetDetails">> {
    const { repositories, tenantId } = await this.scope(ctx, requirements.write);
    const target = await repositories.simulations.target(simulationId, targetId);
    if (!target) throw notFound("Target");
    if (target.status === "Passed") throw new AppError(409, "Conflict", UPDATE_NOT_ALLOWED);
    await this.platform.db.transaction().execute(async (trx) => {
      const simulations = new SimulationsRepository(trx, this.platform.dialect, tenantId);
      const at = nowIso();
      if (!(await simulations.setTargetStatus(targetId, "Passed", at, [target.status]))) {
        throw new AppError(409, "Conflict", UPDATE_NOT_ALLOWED);
      }
      await simulations.appendEvent({
        simulation_id: simulationId,
        target_id: targetId,
        send_id: null,
        kind: "MarkedPassed",
        classification: "human",
        reason: `by ${ctx.principal?.email ?? "an administrator"}`,
        field_names: null,
        ip: null,
        user_agent: null,
        at,
        dedupe_key: null,
      });
    });
    return this.details(repositories.simulations, simulationId, targetId);
  }

  async resend(
    ctx: RequestContext,
    simulationId: string,
    targetId: string,
    input: Schema<"PhishingResendInput"> | undefined,
  ): Promise<Schema<"PhishingTargetDetails">> {
    const { repositories, tenantId } = await this.scope(ctx, requirements.write);
    const simulation = await repositories.simulations.find(simulationId);
    const target = simulation ? await repositories.simulations.target(simulationId, targetId) : undefined;
    if (!simulation || !target) throw notFound("Target");
    if (statusOf(simulation, nowIso()) !== "InProgress") throw conflict("The simulation is not in progress");
    const templates = await repositories.simulations.templates([simulationId]);
    const own = (await repositories.simulations.sends(simulationId, [targetId]))[0]?.template_id;
    const templateId = input?.templateId ?? own ?? templates[0]?.template_id;
    if (!templateId || !templates.some((t) => t.template_id === templateId)) {
      throw validationFailed([{ path: "body.templateId", message: "The template is not one of the simulation's" }]);
    }
    await this.platform.db.transaction().execute(async (trx) => {
      const simulations = new SimulationsRepository(trx, this.platform.dialect, tenantId);
      const send = {
        id: uuidv7(),
        simulation_id: simulationId,
        target_id: targetId,
        template_id: templateId,
        attempt_no: await simulations.nextAttemptNo(targetId),
        due_at: nowIso(),
        status: "Scheduled",
        lease_until: null,
        attempts: 0,
        deferrals: 0,
        sent_at: null,
        failed_at: null,
        reported_at: null,
        last_error: null,
      };
      await simulations.insertSends([send]);
      await queueSends(this.platform, trx, tenantId, [send]);
    });
    return this.details(repositories.simulations, simulationId, targetId);
  }

  // ---------------------------------------------------------------- helpers

  /**
   * The organisation's people named by person, group or tag, each once; another organisation's
   * (or an unknown) person is an error, and nobody at all is "Please populate current data".
   */
  private async resolveTargets(
    people: PeopleRepository,
    input: Schema<"PhishingTargetsInput">,
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
        errors.push({ path: `body.targets.personIds.${index}`, message: "Person not found" });
      }
    }
    if (input.groups?.length) for await (const person of people.iterate({ groups: input.groups })) add(person);
    if (input.tags?.length) for await (const person of people.iterate({ tags: input.tags })) add(person);
    if (found.size === 0 && !unknown) errors.push({ path: "body.targets", message: POPULATE });
    return [...found.values()];
  }

  private async details(simulations: SimulationsRepository, simulationId: string, targetId: string) {
    const simulation = await simulations.find(simulationId);
    if (simulation) await simulations.settleEnded(simulation, nowIso());
    const target = await simulations.target(simulationId, targetId);
    if (!target) throw notFound("Target");
    const [sends, events, templates] = await Promise.all([
      simulations.sends(simulationId, [targetId]),
      simulations.events(targetId),
      simulations.templates([simulationId]),
    ]);
    const names = new Map(templates.map((t) => [t.template_id, t.template_name]));
    return {
      ...targetOf(target, sends),
      emails: sends.map((send) => ({
        id: send.id,
        templateId: send.template_id,
        templateName: names.get(send.template_id) ?? "",
        dueAt: send.due_at,
        status: send.status as Schema<"PhishingTargetEmail">["status"],
        sentAt: send.sent_at,
      })),
      events: events.map(eventOf),
    };
  }

  private async view(simulations: SimulationsRepository, simulationId: string): Promise<Simulation> {
    const simulation = await simulations.find(simulationId);
    if (!simulation) throw notFound("Simulation");
    return (await this.views(simulations, [simulation]))[0] as Simulation;
  }

  private async views(simulations: SimulationsRepository, rows: SimulationRow[]): Promise<Simulation[]> {
    const ids = rows.map((row) => row.id);
    const courseIds = rows.flatMap((row) => row.remedial_course_id ?? []);
    const [templates, sent, perKind, enrolled, courses] = await Promise.all([
      simulations.templates(ids),
      simulations.sentPerTemplate(ids),
      simulations.humanEmailsPerKind(ids),
      simulations.remedialEnrolled(courseIds.length > 0 ? ids : []),
      remedialCourses(this.platform.db, this.platform.dialect, simulations.tenantId, courseIds),
    ]);
    const nanoOf = await this.remedialNanoOf(simulations, rows);
    const now = nowIso();
    const remedialOf = (row: SimulationRow): Schema<"PhishingRemedialCourse"> | null => {
      if (!row.remedial_course_id) return null;
      const course = courses.get(row.remedial_course_id);
      return {
        id: row.remedial_course_id,
        name: course?.name ?? "",
        language: course?.language ?? "",
        enrolledCount: enrolled.get(row.id) ?? 0,
      };
    };
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      status: statusOf(row, now),
      startDate: row.start_at,
      endDate: row.end_at,
      stoppedAt: row.stopped_at,
      timeZone: row.time_zone,
      durationWeeks: row.duration_weeks,
      businessDays: JSON.parse(row.business_days) as Schema<"BusinessDay">[],
      businessHoursStart: row.hours_start,
      businessHoursEnd: row.hours_end,
      maxAttacksPerTarget: row.max_attacks,
      feedbackType: row.feedback_type as Schema<"PhishingFeedbackType">,
      feedbackMessage: row.feedback_message,
      sendingProfileId: row.sending_profile_id,
      targetsCount: row.targets_count,
      emailsCount: row.emails_count,
      funnel: funnelCounts(
        [...sent.entries()].filter(([key]) => key.startsWith(`${row.id}:`)).reduce((sum, [, n]) => sum + n, 0),
        (kind) => perKind.find((k) => k.simulationId === row.id && k.kind === kind)?.emails ?? 0,
      ),
      templates: templates
        .filter((t) => t.simulation_id === row.id)
        .map((t) => ({
          id: t.template_id,
          name: t.template_name,
          type: t.template_type as Schema<"PhishingTemplateType">,
          sentCount: sent.get(`${row.id}:${t.template_id}`) ?? 0,
        })),
      remedialCourse: remedialOf(row),
      remedialNanoPage: nanoOf(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }
}

/**
 * The funnel's counts of emails from the people's events (`human(kind)`: distinct emails with such
 * an event), the one reading the overview and the list share. An email clicked was opened,
 * whatever its images did, and so was one whose landing page a person confirmed or submitted
 * (the link's own request may have been judged a scanner's while the confirmation was a person's):
 * the funnel never narrows upwards. A click counts once the landing page's human check is passed.
 * The kept counts are per kind, so `opened` is the largest of them, not their union (exact over
 * all simulations in `peopleFigures`).
 */
function funnelCounts(sent: number, human: (kind: string) => number): Schema<"PhishingSimulation">["funnel"] {
  return {
    sent,
    opened: Math.max(human(FUNNEL.opened), human("Clicked"), human(FUNNEL.clicked), human(FUNNEL.submitted)),
    clicked: human(FUNNEL.clicked),
    submitted: human(FUNNEL.submitted),
    reported: human(FUNNEL.reported),
  };
}

type TimelineDay = Schema<"PhishingSimulationOverview">["timeline"][number];

/** The overview's timeline: per UTC day with activity, emails sent and the people's events by funnel step. */
function timelineOf(
  sentPerDay: { day: string; count: number }[],
  perDay: { day: string; kind: string; count: number }[],
): TimelineDay[] {
  const days = new Map<string, TimelineDay>();
  const dayOf = (date: string) => {
    let found = days.get(date);
    if (!found) {
      found = { date, sent: 0, opened: 0, clicked: 0, submitted: 0, reported: 0 };
      days.set(date, found);
    }
    return found;
  };
  for (const row of sentPerDay) dayOf(row.day).sent += row.count;
  for (const row of perDay) {
    const step = (Object.keys(FUNNEL) as (keyof typeof FUNNEL)[]).find((key) => FUNNEL[key] === row.kind);
    if (step) dayOf(row.day)[step] += row.count;
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A target row as the API shows it (also the targets export's row). */
export function targetOf(row: TargetRow, sends: SendRow[]): Schema<"PhishingTarget"> {
  return {
    id: row.id,
    personId: row.person_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    groups: JSON.parse(row.groups) as string[],
    status: row.status as Schema<"PhishingTargetStatus">,
    timeToFailMs: average(sends.flatMap((send) => between(send.sent_at, send.failed_at) ?? [])),
    timeToFailReactionMs: average(sends.flatMap((send) => between(send.sent_at, send.reported_at) ?? [])),
    emailsSent: sends.filter((send) => send.sent_at).length,
  };
}

function eventOf(row: EventRow): Schema<"PhishingEvent"> {
  return {
    id: row.id,
    emailId: row.send_id,
    kind: row.kind as Schema<"PhishingEventKind">,
    classification: row.classification as "human" | "bot",
    reason: row.reason,
    fieldNames: row.field_names ? (JSON.parse(row.field_names) as string[]) : [],
    at: row.at,
  };
}
