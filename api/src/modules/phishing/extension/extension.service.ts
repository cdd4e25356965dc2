import type { Schema } from "@bulwark/contract";
import { authorizeGlobal, createScope } from "../../../platform/access/scope.js";
import { randomToken, sha256 } from "../../../platform/auth/secrets.js";
import { nowIso } from "../../../platform/db/database.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { notFound, tooManyRequests, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { recordActivity } from "../../activity-logs/activity-log.writer.js";
import { publish } from "../../domain-events.js";
import { TargetEvents, verifySendToken } from "../simulations/simulation-delivery.js";
import { SimulationsRepository } from "../simulations/simulations.repository.js";
import { requirements } from "./extension.access.js";
import {
  ExtensionReportsAdminRepository,
  ExtensionRepository,
  type ReportedEmailsFilter,
  ReportedEmailsRepository,
  type ReportsFilter,
} from "./extension.repository.js";
import { headerDigest, senderDomain } from "./header-digest.js";

type ReportRow = Awaited<ReturnType<ExtensionReportsAdminRepository["find"]>> & {};
type ExtensionData = Schema<"ExtensionData">;

/**
 * Suspicious emails one reporter may store an hour. The extension key is in every mailbox, so
 * anyone on the staff could script it: this keeps the security team's list from being flooded,
 * far above what a person reports by hand.
 */
export const REPORTS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

/** The header simulation emails carry their report token in (see simulation-delivery.ts). */
export const REPORT_HEADER = "X-Bulwark-Report";

/** Who reports, from where, in which organisation. */
interface Reporter {
  tenantId: string;
  email: string | undefined;
  source: Schema<"PhishingExtensionReportSource">;
  repository: ExtensionRepository;
}

const toReport = (row: ReportRow): Schema<"PhishingExtensionReport"> => ({
  id: row.id,
  tenantId: row.tenant_id,
  organizationName: row.organization_name,
  reporterEmail: row.reporter_email,
  source: row.source as Schema<"PhishingExtensionReportSource">,
  sender: row.sender,
  senderDomain: row.sender_domain,
  subject: row.subject,
  messageId: row.message_id,
  receivedAt: row.received_at,
  headerDigest: JSON.parse(row.header_digest) as Schema<"PhishingHeaderDigest">,
  comment: row.comment,
  status: row.status as Schema<"PhishingExtensionReportStatus">,
  reportedAt: row.reported_at,
  updatedAt: row.updated_at,
});

/**
 * The report button. A mail add-in or browser extension calls with the organisation's extension
 * key (`x-extension-key`, deployed by IT to every mailbox: it reads the extension data and sends
 * reports, nothing else); the intranet element calls as the signed-in member. A reported
 * simulation email counts for its target (Passed / ReportedSome, the reaction time recorded); any
 * other email becomes an extension report for the security team, without its body.
 */
export class ExtensionService {
  private readonly scope;
  private readonly events: TargetEvents;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new ExtensionRepository(db, tenantId));
    this.events = new TargetEvents(platform);
  }

  /** The key's organisation and the mailbox it names, or the signed-in member in `x-tenant-id`. */
  private async reporter(ctx: RequestContext, reporterEmail?: string): Promise<Reporter> {
    const extension = ctx.principal?.extension;
    if (extension) {
      return {
        tenantId: extension.tenantId,
        email: reporterEmail?.toLowerCase(),
        source: "Extension",
        repository: new ExtensionRepository(this.platform.db, extension.tenantId),
      };
    }
    const scope = await this.scope(ctx, requirements.member);
    return {
      tenantId: scope.tenantId,
      email: scope.principal.email.toLowerCase(),
      source: "Web",
      repository: scope.repositories,
    };
  }

  /** `GET /extension/config`: what the extension shows and trusts. */
  async config(ctx: RequestContext): Promise<Schema<"PhishingExtensionConfig">> {
    const { repository } = await this.reporter(ctx);
    const tenant = await repository.tenant();
    if (!tenant) throw notFound("Organization");
    const data = JSON.parse(tenant.extension_data) as ExtensionData;
    return {
      organizationName: tenant.name,
      whitelistedDomains: data.whitelistedDomains,
      headerOverlayMessage: data.headerOverlayMessage,
      formOverlayMessage: data.formOverlayMessage,
      formOverlayEnabled: data.formOverlayEnabled,
      reportHeader: REPORT_HEADER,
    };
  }

  /** `POST /extension/reports`: a simulation's report for its target, or a suspicious email stored. */
  async report(
    ctx: RequestContext,
    body: Schema<"PhishingEmailReportInput">,
  ): Promise<Schema<"PhishingEmailReportResult">> {
    const reporter = await this.reporter(ctx, body.reporterEmail);
    if (!reporter.email) {
      throw validationFailed(
        [{ path: "body.reporterEmail", message: "reporterEmail is required" }],
        "reporterEmail is required",
      );
    }
    const simulation = body.reportToken ? await this.reportSimulation(ctx, reporter, body.reportToken) : undefined;
    if (simulation) return simulation;
    return this.reportSuspicious(ctx, reporter, reporter.email, body);
  }

  /**
   * The report of one of the organisation's simulation emails, or undefined when the token is not
   * one (altered, another organisation's, never sent): that email is then stored like any other,
   * and the answer tells nothing about the token.
   */
  private async reportSimulation(ctx: RequestContext, reporter: Reporter, token: string) {
    const claims = verifySendToken(this.platform, token, "report");
    if (!claims || claims.tenantId !== reporter.tenantId) return undefined;
    const visitor = { ip: ctx.ip || null, userAgent: ctx.userAgent || null };
    const loaded = await this.platform.db
      .transaction()
      .execute((trx) => this.events.reported(trx, claims.tenantId, claims.sendId, visitor));
    if (!loaded) return undefined;
    const send = await new SimulationsRepository(this.platform.db, this.platform.dialect, claims.tenantId).send(
      claims.sendId,
    );
    const timeToReportMs =
      send?.sent_at && send.reported_at
        ? Math.max(0, new Date(send.reported_at).getTime() - new Date(send.sent_at).getTime())
        : null;
    return { kind: "Simulation" as const, reportId: null, timeToReportMs };
  }

  private async reportSuspicious(
    ctx: RequestContext,
    reporter: Reporter,
    reporterEmail: string,
    body: Schema<"PhishingEmailReportInput">,
  ): Promise<Schema<"PhishingEmailReportResult">> {
    const answer = (reportId: string) => ({ kind: "Suspicious" as const, reportId, timeToReportMs: null });
    const messageId = body.messageId || null;
    if (messageId) {
      const earlier = await reporter.repository.reportOf(reporterEmail, messageId);
      if (earlier) return answer(earlier.id);
    }
    const recent = await reporter.repository.reportsSince(reporterEmail, new Date(Date.now() - HOUR_MS).toISOString());
    if (recent.count >= REPORTS_PER_HOUR && recent.first) {
      throw tooManyRequests((new Date(recent.first).getTime() + HOUR_MS - Date.now()) / 1000);
    }
    const now = nowIso();
    const id = uuidv7();
    const row = {
      id,
      reporter_email: reporterEmail,
      source: reporter.source,
      sender: body.sender,
      sender_domain: senderDomain(body.sender),
      subject: body.subject.replace(/[\r\n]+/g, " "),
      message_id: messageId,
      received_at: body.receivedAt ?? null,
      header_digest: JSON.stringify(headerDigest(body.headers)),
      comment: body.comment ?? "",
      status: "Received",
      reported_at: now,
      updated_at: now,
    };
    const inserted = await this.platform.db.transaction().execute(async (trx) => {
      const repository = new ExtensionRepository(trx, reporter.tenantId);
      if (!(await repository.insertReport(row))) return false;
      await publish(this.platform, trx, reporter.tenantId, reporter.source === "Web" ? ctx : null, {
        type: "PhishingEmailReported",
        data: {
          reportId: id,
          reporterEmail,
          sender: row.sender,
          subject: row.subject,
          source: reporter.source,
          reportedAt: now,
        },
      });
      return true;
    });
    if (inserted) return answer(id);
    // The same message reported at the same moment by the same person (a double click): theirs.
    const twin = messageId ? await reporter.repository.reportOf(reporterEmail, messageId) : undefined;
    return answer(twin?.id ?? id);
  }

  /** `GET /extension/key`: the live key, never its secret. */
  async getKey(ctx: RequestContext): Promise<Schema<"PhishingExtensionKey">> {
    const { repositories } = await this.scope(ctx, requirements.manageKey);
    const key = await repositories.liveKey();
    if (!key) throw notFound("Extension key");
    return {
      id: key.id,
      prefix: key.prefix,
      createdBy: [key.first_name, key.last_name].filter(Boolean).join(" "),
      createdAt: key.created_at,
      lastUsedAt: key.last_used_at,
    };
  }

  /** `POST /extension/key`: a new key, shown once; the previous one stops working at once. */
  async rotateKey(ctx: RequestContext): Promise<Schema<"CreatedPhishingExtensionKey">> {
    const scope = await this.scope(ctx, requirements.manageKey);
    const key = `bwx_${randomToken()}`;
    const prefix = key.slice(0, 10);
    const created = await this.platform.db.transaction().execute(async (trx) => {
      const made = await scope
        .within(trx)
        .rotateKey({ prefix, keyHash: sha256(key), createdBy: scope.principal.userId });
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "ExtensionKeyRotated",
        eventGroup: "TenantManagement",
        description: `Reporting extension key ${prefix}… created`,
        data: { prefix },
      });
      return made;
    });
    return {
      id: created.id,
      prefix,
      createdBy: `${scope.principal.firstName} ${scope.principal.lastName}`.trim(),
      createdAt: created.createdAt,
      lastUsedAt: null,
      key,
    };
  }

  /** `GET /reported-emails`: the emails the organisation's people reported, simulations' and others. */
  async listReportedEmails(
    ctx: RequestContext,
    query: ReportedEmailsFilter & { skip?: number; limit?: number },
  ): Promise<Schema<"PhishingReportedEmailList">> {
    const { tenantId } = await this.scope(ctx, requirements.organizationReports);
    const { skip = 0, limit = 20, ...filter } = query;
    const { items, total } = await new ReportedEmailsRepository(this.platform.db, this.platform.dialect, tenantId).list(
      filter,
      skip,
      limit,
    );
    return {
      items: items.map((row) => ({
        id: row.id,
        kind: row.kind as Schema<"PhishingReportedEmailKind">,
        reporterEmail: row.reporter_email,
        source: row.source as Schema<"PhishingExtensionReportSource"> | null,
        sender: row.sender,
        subject: row.subject,
        receivedAt: row.received_at,
        reportedAt: row.reported_at,
        status: row.status as Schema<"PhishingExtensionReportStatus"> | null,
        simulation: row.simulation_id ? { id: row.simulation_id, name: row.simulation_name ?? "" } : null,
      })),
      total,
    };
  }

  /** `GET /extension-reports`: every organisation's reports, for super-admins with ManagePhishing. */
  async listReports(
    ctx: RequestContext,
    query: ReportsFilter & { skip?: number; limit?: number },
  ): Promise<Schema<"PhishingExtensionReportList">> {
    authorizeGlobal(ctx, requirements.reports);
    const { skip = 0, limit = 20, ...filter } = query;
    const { items, total } = await new ExtensionReportsAdminRepository(this.platform.db, this.platform.dialect).list(
      filter,
      skip,
      limit,
    );
    return { items: items.map(toReport), total };
  }

  /** `PATCH /extension-reports/{id}`: the triage status. */
  async setReportStatus(
    ctx: RequestContext,
    reportId: string,
    body: Schema<"PhishingExtensionReportStatusInput">,
  ): Promise<Schema<"PhishingExtensionReport">> {
    authorizeGlobal(ctx, requirements.reports);
    const reports = new ExtensionReportsAdminRepository(this.platform.db, this.platform.dialect);
    if (!(await reports.find(reportId)) || !(await reports.setStatus(reportId, body.status))) {
      throw notFound("Extension report");
    }
    return toReport((await reports.find(reportId)) as ReportRow);
  }
}
