import { type Selectable, sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import { contains } from "../../../platform/db/library-rows.js";
import type {
  Database,
  PhishingEventsTable,
  PhishingSendsTable,
  PhishingSimulationsTable,
  PhishingSimulationTemplatesTable,
  PhishingTargetsTable,
} from "../../../platform/db/schema.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";

export type SimulationRow = Selectable<PhishingSimulationsTable>;
export type TargetRow = Selectable<PhishingTargetsTable>;
export type SendRow = Selectable<PhishingSendsTable>;
export type EventRow = Selectable<PhishingEventsTable>;
export type SimulationTemplateRow = Selectable<PhishingSimulationTemplatesTable>;
export type SimulationStatus = "Upcoming" | "InProgress" | "Stopped" | "Ended";
export type SimulationState = "ongoing" | "upcoming" | "finished";

/** An event to append (the id and tenant are added here). */
export type NewEvent = Omit<PhishingEventsTable, "id" | "tenant_id">;

type Executor = Db | Transaction<Database>;

/** A simulation's status at `now`: stopped is permanent, otherwise its dates decide. */
export function statusOf(simulation: Pick<SimulationRow, "stopped_at" | "start_at" | "end_at">, now: string) {
  if (simulation.stopped_at) return "Stopped" satisfies SimulationStatus;
  if (simulation.start_at > now) return "Upcoming" satisfies SimulationStatus;
  if (simulation.end_at > now) return "InProgress" satisfies SimulationStatus;
  return "Ended" satisfies SimulationStatus;
}

// Rows per multi-row insert: under SQLite's and PostgreSQL's bound-parameter limits at 17 columns.
const BATCH = 500;

/**
 * A tenant's simulations, targets, sends and events. Built with the tenant id bound: every
 * statement filters on it. Events are only ever inserted (the timeline is append-only).
 */
export class SimulationsRepository {
  constructor(
    private readonly db: Executor,
    readonly dialect: Dialect,
    readonly tenantId: string,
  ) {}

  async insertSimulation(row: Omit<PhishingSimulationsTable, "tenant_id">) {
    await this.db
      .insertInto("phishing_simulations")
      .values({ ...row, tenant_id: this.tenantId })
      .execute();
  }

  async insertTemplates(rows: Omit<PhishingSimulationTemplatesTable, "tenant_id">[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto("phishing_simulation_templates")
      .values(rows.map((row) => ({ ...row, tenant_id: this.tenantId })))
      .execute();
  }

  async insertTargets(rows: Omit<PhishingTargetsTable, "tenant_id">[]) {
    for (let i = 0; i < rows.length; i += BATCH) {
      await this.db
        .insertInto("phishing_targets")
        .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, tenant_id: this.tenantId })))
        .execute();
    }
  }

  async insertSends(rows: Omit<PhishingSendsTable, "tenant_id">[]) {
    for (let i = 0; i < rows.length; i += BATCH) {
      await this.db
        .insertInto("phishing_sends")
        .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, tenant_id: this.tenantId })))
        .execute();
    }
  }

  /** Appends an event; one with a `dedupe_key` already stored is not written again (answers false). */
  async appendEvent(event: NewEvent): Promise<boolean> {
    const result = await this.db
      .insertInto("phishing_events")
      .values({ ...event, id: uuidv7(), tenant_id: this.tenantId })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  find(id: string) {
    return this.db
      .selectFrom("phishing_simulations")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** One page of a tab, newest first; `search` (normalised) matches anywhere in the name. */
  async list(state: SimulationState | undefined, now: string, skip: number, limit: number, search?: string) {
    let query = this.db.selectFrom("phishing_simulations").where("tenant_id", "=", this.tenantId);
    if (search) query = query.where(contains(this.dialect, "search", search));
    if (state === "upcoming") query = query.where("stopped_at", "is", null).where("start_at", ">", now);
    if (state === "ongoing")
      query = query.where("stopped_at", "is", null).where("start_at", "<=", now).where("end_at", ">", now);
    if (state === "finished")
      query = query.where((eb) => eb.or([eb("stopped_at", "is not", null), eb("end_at", "<=", now)]));
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").offset(skip).limit(limit).execute(),
      query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  templates(simulationIds: readonly string[]) {
    if (simulationIds.length === 0) return Promise.resolve([] as SimulationTemplateRow[]);
    return this.db
      .selectFrom("phishing_simulation_templates")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "in", simulationIds)
      .orderBy("position")
      .execute();
  }

  /**
   * The figures of some simulations kept by the database (`phishing_simulation_counts`, see
   * migration 0029) of some dimensions; a figure back at zero is left out. A primary-key range
   * read of a few dozen rows, however many targets, emails and events the simulations have.
   */
  async counts(simulationIds: readonly string[], dimensions: readonly string[]) {
    if (simulationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom("phishing_simulation_counts")
      .select(["simulation_id", "dimension", "a", "b", "n"])
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "in", simulationIds)
      .where("dimension", "in", dimensions)
      .where("n", "<>", 0)
      .execute();
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }

  /** Per simulation and kind: the distinct emails with a person's (never a bot's) event of that kind. */
  async humanEmailsPerKind(simulationIds: readonly string[]) {
    const rows = await this.counts(simulationIds, ["emails"]);
    return rows
      .filter((row) => row.b === "human")
      .map((row) => ({ simulationId: row.simulation_id, kind: row.a, emails: row.n }));
  }

  /**
   * One simulation's people's events per template and kind: the distinct emails (sends) of that
   * template with such an event (the per-template funnel, the A/B comparison), as the database
   * keeps them (migration 0029). Bots never count.
   */
  async humanEmailsPerTemplate(simulationId: string) {
    const rows = await this.counts([simulationId], ["template_emails"]);
    return rows.map((row) => ({ templateId: row.a, kind: row.b, emails: row.n }));
  }

  /** Emails sent per simulation and template. */
  async sentPerTemplate(simulationIds: readonly string[]) {
    const rows = await this.counts(simulationIds, ["template_sent"]);
    return new Map(rows.map((row) => [`${row.simulation_id}:${row.a}`, row.n]));
  }

  target(simulationId: string, targetId: string) {
    return this.db
      .selectFrom("phishing_targets")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "=", simulationId)
      .where("id", "=", targetId)
      .executeTakeFirst();
  }

  async targets(simulationId: string, status: string | undefined, skip: number, limit: number) {
    let query = this.db
      .selectFrom("phishing_targets")
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "=", simulationId);
    if (status) query = query.where("status", "=", status);
    const [rows, statuses] = await Promise.all([
      query.selectAll().orderBy("last_name").orderBy("id").offset(skip).limit(limit).execute(),
      this.targetStatusCounts(simulationId),
    ]);
    const total = status ? (statuses.get(status) ?? 0) : [...statuses.values()].reduce((sum, n) => sum + n, 0);
    return { rows, total };
  }

  /** The sends of some targets (or of the whole simulation), oldest due first. */
  sends(simulationId: string, targetIds?: readonly string[]) {
    let query = this.db
      .selectFrom("phishing_sends")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "=", simulationId);
    if (targetIds) {
      if (targetIds.length === 0) return Promise.resolve([] as SendRow[]);
      query = query.where("target_id", "in", targetIds);
    }
    return query.orderBy("due_at").execute();
  }

  events(targetId: string) {
    return this.db
      .selectFrom("phishing_events")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("target_id", "=", targetId)
      .orderBy("at")
      .orderBy("id")
      .execute();
  }

  /**
   * What a simulation's overview counts, from its kept figures: per event kind and classification
   * the distinct emails and the events; the emails sent and still to send; per UTC day (the ISO
   * text's first ten characters) the emails sent and, per kind, the people's events; the bot and
   * scanner events by reason, most first; the targets per status.
   */
  async overviewCounts(simulationId: string) {
    const rows = await this.counts(
      [simulationId],
      ["events", "emails", "send", "sent_day", "human_day", "bot_reason", "target"],
    );
    const of = (dimension: string) => rows.filter((row) => row.dimension === dimension);
    const emails = new Map(of("emails").map((row) => [`${row.a}:${row.b}`, row.n]));
    const sends = new Map(of("send").map((row) => [row.a, row.n]));
    const sentPerDay = of("sent_day").map((row) => ({ day: row.a, count: row.n }));
    return {
      funnel: of("events").map((row) => ({
        kind: row.a,
        classification: row.b,
        emails: emails.get(`${row.a}:${row.b}`) ?? 0,
        events: row.n,
      })),
      sent: sentPerDay.reduce((sum, row) => sum + row.count, 0),
      scheduled: (sends.get("Scheduled") ?? 0) + (sends.get("Sending") ?? 0),
      sentPerDay,
      humanEventsPerDay: of("human_day").map((row) => ({ day: row.a, kind: row.b, count: row.n })),
      botReasons: of("bot_reason")
        .map((row) => ({ reason: row.a === "" ? "unknown" : row.a, count: row.n }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      targetStatuses: new Map(of("target").map((row) => [row.a, row.n])),
    };
  }

  /** The targets per status. */
  async targetStatusCounts(simulationId: string) {
    const rows = await this.counts([simulationId], ["target"]);
    return new Map(rows.map((row) => [row.a, row.n]));
  }

  /** Milliseconds from `from` to `to` (ISO text columns), in the dialect's date arithmetic. */
  private elapsedMs(from: string, to: string) {
    return this.dialect === "postgres"
      ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) * 1000`
      : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400000`;
  }

  /**
   * The average time from sending to failing and to reporting over a simulation's emails that did,
   * each read from its partial index (`phishing_sends_failed`, `phishing_sends_reported`): only the
   * emails that failed or were reported, never the whole simulation.
   */
  async averageTimes(simulationId: string) {
    const average = async (column: "failed_at" | "reported_at") => {
      const row = await this.db
        .selectFrom("phishing_sends")
        .select(sql<number | string | null>`avg(${this.elapsedMs("sent_at", column)})`.as("ms"))
        .where("tenant_id", "=", this.tenantId)
        .where("simulation_id", "=", simulationId)
        .where(column, "is not", null)
        .where("sent_at", "is not", null)
        .executeTakeFirstOrThrow();
      return row.ms === null ? null : Math.max(0, Math.round(Number(row.ms)));
    };
    const [averageTimeToFailMs, averageReactionMs] = await Promise.all([average("failed_at"), average("reported_at")]);
    return { averageTimeToFailMs, averageReactionMs };
  }

  /** The organisation's simulations: all of them, those started, those running at `now`. */
  async simulationCounts(now: string) {
    const row = await this.db
      .selectFrom("phishing_simulations")
      .select([
        (eb) => eb.fn.countAll().as("all"),
        sql<number>`sum(case when start_at <= ${now} then 1 else 0 end)`.as("launched"),
        sql<number>`sum(case when stopped_at is null and start_at <= ${now} and end_at > ${now} then 1 else 0 end)`.as(
          "active",
        ),
      ])
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirstOrThrow();
    return { all: Number(row.all), launched: Number(row.launched ?? 0), active: Number(row.active ?? 0) };
  }

  /**
   * Over every simulation of the organisation: emails sent, emails a person opened (any later step
   * of a person counts as an open), emails a person clicked through the human check, targets failed.
   */
  async peopleFigures() {
    const [sent, opened, clicked, failed] = await Promise.all([
      this.db
        .selectFrom("phishing_sends")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("tenant_id", "=", this.tenantId)
        .where("sent_at", "is not", null)
        .executeTakeFirstOrThrow(),
      // Whoever went further than opening opened it, whatever their images did.
      this.humanEmails(["Opened", "Clicked", "HumanConfirmed", "Submitted"]),
      this.humanEmails(["HumanConfirmed", "Submitted"]),
      this.db
        .selectFrom("phishing_targets")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("tenant_id", "=", this.tenantId)
        .where("status", "=", "Failed")
        .executeTakeFirstOrThrow(),
    ]);
    return { sent: Number(sent.n), opened, clicked, failed: Number(failed.n) };
  }

  /** Distinct emails of the organisation with a person's event of one of `kinds`. */
  private async humanEmails(kinds: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom("phishing_events")
      .select((eb) => eb.fn.count("send_id").distinct().as("n"))
      .where("tenant_id", "=", this.tenantId)
      .where("kind", "in", kinds)
      .where("classification", "=", "human")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Stops a running or upcoming simulation and cancels its unsent emails; null when it was already stopped. */
  async stop(simulationId: string, at: string): Promise<number | null> {
    const stopped = await this.db
      .updateTable("phishing_simulations")
      .set({ stopped_at: at, updated_at: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", simulationId)
      .where("stopped_at", "is", null)
      .executeTakeFirst();
    if (Number(stopped.numUpdatedRows) === 0) return null;
    const cancelled = await this.db
      .updateTable("phishing_sends")
      .set({ status: "Cancelled", lease_until: null })
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "=", simulationId)
      .where("status", "=", "Scheduled")
      .executeTakeFirst();
    return Number(cancelled.numUpdatedRows);
  }

  /**
   * Once a simulation has ended, its targets who never reacted are NoReaction (the seeds' final
   * state). Idempotent; run before a simulation's figures are read, so an ended simulation reads
   * the same whenever it is first looked at.
   */
  async settleEnded(simulation: SimulationRow, now: string) {
    if (statusOf(simulation, now) !== "Ended") return;
    // Once settled nobody is left to settle: the kept counts say so without reading the targets.
    const statuses = await this.targetStatusCounts(simulation.id);
    if (!statuses.get("Created") && !statuses.get("InProgress")) return;
    await this.db
      .updateTable("phishing_targets")
      .set({ status: "NoReaction", updated_at: simulation.end_at })
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "=", simulation.id)
      .where("status", "in", ["Created", "InProgress"])
      .execute();
  }

  send(sendId: string) {
    return this.db
      .selectFrom("phishing_sends")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", sendId)
      .executeTakeFirst();
  }

  /**
   * Claims a send for sending: only a Scheduled one, or a Sending one whose claimant's lease ran
   * out (it crashed). One conditional UPDATE, so of two processes running the same send at once
   * exactly one gets `true`.
   */
  async claim(sendId: string, now: Date, leaseMs: number): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable("phishing_sends")
      .set({
        status: "Sending",
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: sql`attempts + 1`,
      })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", sendId)
      .where((eb) =>
        eb.or([eb("status", "=", "Scheduled"), eb.and([eb("status", "=", "Sending"), eb("lease_until", "<", at)])]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves a send to a later time (the rate limit), Scheduled again; answers its new deferral number. */
  async defer(sendId: string, dueAt: string): Promise<number> {
    await this.db
      .updateTable("phishing_sends")
      .set({ status: "Scheduled", lease_until: null, due_at: dueAt, deferrals: sql`deferrals + 1` })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", sendId)
      .execute();
    const row = await this.send(sendId);
    return row?.deferrals ?? 0;
  }

  async markSend(
    sendId: string,
    values: Partial<
      Pick<PhishingSendsTable, "status" | "sent_at" | "failed_at" | "reported_at" | "last_error" | "lease_until">
    >,
  ) {
    await this.db
      .updateTable("phishing_sends")
      .set(values)
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", sendId)
      .execute();
  }

  /** Sets a send's first failure or report time (later ones keep the first); true when it was set now. */
  async firstOf(sendId: string, column: "failed_at" | "reported_at", at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("phishing_sends")
      .set({ [column]: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", sendId)
      .where(column, "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setTargetStatus(targetId: string, status: string, at: string, onlyFrom?: readonly string[]) {
    let query = this.db
      .updateTable("phishing_targets")
      .set({ status, updated_at: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", targetId);
    if (onlyFrom) query = query.where("status", "in", onlyFrom);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The remedial course a simulation names, or null. */
  async remedialCourseId(simulationId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("phishing_simulations")
      .select("remedial_course_id")
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", simulationId)
      .executeTakeFirst();
    return row?.remedial_course_id ?? null;
  }

  /**
   * Claims a target's remedial enrolment: true for the first claim only (the target's row is the
   * key), so a target failing again, or a retried event, enrols nobody a second time.
   */
  async claimRemedial(simulationId: string, targetId: string, courseId: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto("phishing_remedial_enrolments")
      .values({
        target_id: targetId,
        tenant_id: this.tenantId,
        simulation_id: simulationId,
        course_id: courseId,
        learner_id: null,
        outcome: "Pending",
        created_at: at,
      })
      .onConflict((oc) => oc.column("target_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async setRemedialOutcome(targetId: string, outcome: string, learnerId: string | null) {
    await this.db
      .updateTable("phishing_remedial_enrolments")
      .set({ outcome, learner_id: learnerId })
      .where("tenant_id", "=", this.tenantId)
      .where("target_id", "=", targetId)
      .execute();
  }

  /** The remedial nano page a simulation names and the campaign that sends it, or undefined. */
  async remedialNano(simulationId: string) {
    const row = await this.db
      .selectFrom("phishing_simulations")
      .select(["remedial_nano_page_id", "remedial_nano_campaign_id"])
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", simulationId)
      .executeTakeFirst();
    return row?.remedial_nano_page_id && row.remedial_nano_campaign_id
      ? { pageId: row.remedial_nano_page_id, campaignId: row.remedial_nano_campaign_id }
      : undefined;
  }

  /**
   * Claims a target's remedial nano page: true for the first claim only (the target's row is the
   * key), so a target failing again, or a retried event, is sent nothing a second time.
   */
  async claimRemedialNano(simulationId: string, targetId: string, pageId: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto("phishing_remedial_nano_sends")
      .values({
        target_id: targetId,
        tenant_id: this.tenantId,
        simulation_id: simulationId,
        nano_page_id: pageId,
        delivery_id: null,
        outcome: "Pending",
        created_at: at,
      })
      .onConflict((oc) => oc.column("target_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async setRemedialNanoOutcome(targetId: string, outcome: string, deliveryId: string | null) {
    await this.db
      .updateTable("phishing_remedial_nano_sends")
      .set({ outcome, delivery_id: deliveryId })
      .where("tenant_id", "=", this.tenantId)
      .where("target_id", "=", targetId)
      .execute();
  }

  /** Targets sent their simulation's remedial nano page, per simulation. */
  async remedialNanoSent(simulationIds: readonly string[]): Promise<Map<string, number>> {
    if (simulationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("phishing_remedial_nano_sends")
      .select(["simulation_id", (eb) => eb.fn.countAll().as("n")])
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "in", simulationIds)
      .where("outcome", "=", "Sent")
      .groupBy("simulation_id")
      .execute();
    return new Map(rows.map((row) => [row.simulation_id, Number(row.n)]));
  }

  /** Targets enrolled in their simulation's remedial course, per simulation. */
  async remedialEnrolled(simulationIds: readonly string[]): Promise<Map<string, number>> {
    if (simulationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("phishing_remedial_enrolments")
      .select(["simulation_id", (eb) => eb.fn.countAll().as("n")])
      .where("tenant_id", "=", this.tenantId)
      .where("simulation_id", "in", simulationIds)
      .where("outcome", "=", "Enrolled")
      .groupBy("simulation_id")
      .execute();
    return new Map(rows.map((row) => [row.simulation_id, Number(row.n)]));
  }

  async nextAttemptNo(targetId: string): Promise<number> {
    const row = await this.db
      .selectFrom("phishing_sends")
      .select((eb) => eb.fn.max("attempt_no").as("n"))
      .where("tenant_id", "=", this.tenantId)
      .where("target_id", "=", targetId)
      .executeTakeFirst();
    return Number(row?.n ?? -1) + 1;
  }
}

/**
 * Whether an upcoming or running simulation (of any organisation: a common template is everyone's)
 * sends `templateId`: such a template cannot be deleted. Answers a yes or no, nothing of the simulation.
 */
export async function templateInActiveSimulation(db: Executor, templateId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom("phishing_simulation_templates as t")
    .innerJoin("phishing_simulations as s", "s.id", "t.simulation_id")
    .select("s.id")
    .where("t.template_id", "=", templateId)
    .where("s.stopped_at", "is", null)
    .where("s.end_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one of `limit` sends of `profileKey` in the current minute, for every API process at once
 * (a row per profile and minute, incremented only while under the limit): true when this send may
 * go now.
 */
export async function takeRateToken(db: Executor, profileKey: string, minute: string, limit: number) {
  await db
    .insertInto("phishing_send_rate")
    .values({ profile_key: profileKey, minute, count: 0 })
    .onConflict((oc) => oc.columns(["profile_key", "minute"]).doNothing())
    .execute();
  const result = await db
    .updateTable("phishing_send_rate")
    .set({ count: sql`count + 1` })
    .where("profile_key", "=", profileKey)
    .where("minute", "=", minute)
    .where("count", "<", limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
