import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { createScope, type Scope } from "../../platform/access/scope.js";
import type { ExportRequestsTable } from "../../platform/db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import { StreamReply } from "../../platform/http/router.js";
import type { Job } from "../../platform/jobs/queue.js";
import { permissionsOf, type Requirement } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { publish } from "../domain-events.js";
import type { AnyExportSource, ExportFilters, ExportLanguage } from "./export-source.js";
import {
  ChunkSink,
  completeBuild,
  DOWNLOADABLE,
  deleteExpired,
  discardBuild,
  ExportsRepository,
  failBuild,
  findExportForBuild,
  readChunks,
} from "./exports.repository.js";
import { createTableWriter, exportFormats } from "./writers.js";

/** Job type that writes an export's file; the payload is `{ exportId }`. */
export const EXPORTS_BUILD = "exports.build";
/** Job type that deletes expired exports; one is scheduled at each export's expiry. */
export const EXPORTS_EXPIRE = "exports.expire";

/** How long a finished file can be downloaded. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Shown when a build fails for a reason that is not the caller's to see (logged in full). */
export const EXPORT_FAILED_MESSAGE = "The export could not be created. Please try again.";

type ExportRequest = Schema<"ExportRequest">;

/**
 * The export protocol of the seeds: a request creates a PendingToBeCreated export and a durable
 * build job; the caller polls until ReadyToBeDownloaded (or Error), then downloads the file,
 * which stays downloadable for {@link EXPORT_LIFETIME_MS}. What can be exported is a registry
 * of {@link AnyExportSource}s the app fills; this service knows no domain.
 */
export class ExportsService {
  private readonly sources = new Map<string, AnyExportSource>();
  /** Any one source's permissions: who may export anything at all, checked before an export is looked up. */
  private readonly anySource: Requirement;
  private readonly scope;

  constructor(
    private readonly platform: Platform,
    sources: readonly AnyExportSource[],
  ) {
    for (const source of sources) {
      if (this.sources.has(source.kind)) throw new Error(`Two export sources for ${source.kind}`);
      this.sources.set(source.kind, source);
    }
    this.anySource = anyOf(sources.map((source) => source.requirement));
    this.scope = createScope(platform, (db, { tenantId }) => new ExportsRepository(db, tenantId));
  }

  /**
   * Authorises the source of `kind` in a scope resolved with {@link anySource}: every export call
   * first checks whether the caller may export anything in the organisation (so a stranger learns
   * nothing of its exports), then, once the kind is known, what its source requires.
   */
  private async requireSource(scope: Scope<ExportsRepository>, kind: string): Promise<AnyExportSource> {
    const source = this.sources.get(kind);
    if (!source) throw badRequest(`Exports of ${kind} are not available`);
    await scope.require(source.requirement);
    return source;
  }

  /** Records the request and schedules its build (and its expiry) in the same transaction. */
  async request(ctx: RequestContext, body: Schema<"ExportRequestInput">): Promise<ExportRequest> {
    const scope = await this.scope(ctx, this.anySource);
    const source = await this.requireSource(scope, body.kind);
    const { tenantId } = scope;
    const now = new Date();
    const format = exportFormats[body.format];
    const row: Omit<ExportRequestsTable, "tenant_id"> = {
      id: randomUUID(),
      requested_by_user_id: scope.principal.userId,
      kind: body.kind,
      format: body.format,
      language: body.language ?? "en",
      filters: JSON.stringify(body.filters ?? {}),
      file_name: `${source.fileStem}-${now.toISOString().slice(0, 10)}.${format.extension}`,
      content_type: format.contentType,
      status: "PendingToBeCreated",
      row_count: null,
      size_bytes: null,
      chunk_count: null,
      build_id: null,
      error: null,
      completed_downloads: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EXPORT_LIFETIME_MS).toISOString(),
    };
    const { queue } = this.platform;
    const stored = await this.platform.db.transaction().execute(async (trx) => {
      const stored = await scope.within(trx).insert(row);
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "ExportRequested",
        eventGroup: "TenantManagement",
        description: `Export of ${body.kind} requested (${body.format.toUpperCase()})`,
        data: {
          exportId: row.id,
          kind: body.kind,
          format: body.format,
          language: row.language,
          filters: body.filters ?? {},
        },
      });
      // A failure the source reports (an AppError) is final; anything else gets two more tries.
      await queue.enqueue(
        EXPORTS_BUILD,
        { exportId: row.id },
        { dedupeKey: `${EXPORTS_BUILD}:${row.id}`, maxAttempts: 3 },
        trx,
      );
      await queue.enqueue(
        EXPORTS_EXPIRE,
        {},
        { runAt: new Date(row.expires_at), dedupeKey: `${EXPORTS_EXPIRE}:${row.id}` },
        trx,
      );
      return stored;
    });
    return this.toExport(stored);
  }

  /** The export's status; 404 for another organisation's export or an expired one. */
  async get(ctx: RequestContext, id: string): Promise<ExportRequest> {
    const scope = await this.scope(ctx, this.anySource);
    const row = await scope.repositories.get(id);
    if (!row) throw notFound("Export");
    await this.requireSource(scope, row.kind);
    return this.toExport(row);
  }

  /**
   * The file, streamed from the database piece by piece. The export is Downloading meanwhile and
   * Completed after a whole download; 409 while the file is not there.
   */
  async download(ctx: RequestContext, id: string): Promise<StreamReply> {
    const scope = await this.scope(ctx, this.anySource);
    const repository = scope.repositories;
    const row = await repository.get(id);
    if (!row) throw notFound("Export");
    await this.requireSource(scope, row.kind);
    if (!DOWNLOADABLE.includes(row.status)) {
      throw conflict(row.status === "Error" ? "The export failed; request a new one" : "The export is not ready yet");
    }
    await repository.markDownloading(id);
    return new StreamReply(
      row.content_type,
      readChunks(this.platform.db, row),
      {
        "Content-Disposition": attachmentDisposition(row.file_name),
        "Content-Length": String(row.size_bytes ?? 0),
        "Cache-Control": "private, no-store",
      },
      (complete) => repository.markDownloadEnded(id, complete),
    );
  }

  /**
   * The {@link EXPORTS_BUILD} job: streams the source's rows through the format's writer into
   * the database. An AppError from the source is final and its message is shown; any other
   * failure is retried by the queue, and after the last attempt shows a generic message.
   */
  async build(payload: unknown, job: Job): Promise<void> {
    const { exportId } = payload as { exportId: string };
    const { db, logger } = this.platform;
    const row = await findExportForBuild(db, exportId);
    if (row?.status !== "PendingToBeCreated") return;
    const buildId = randomUUID();
    try {
      const result = await this.write(row, buildId);
      await completeBuild(db, row.id, buildId, result, (trx) =>
        publish(this.platform, trx, row.tenant_id, null, {
          type: "ExportReady",
          data: {
            exportId: row.id,
            kind: row.kind,
            format: row.format as "csv" | "xlsx",
            fileName: row.file_name,
            rowCount: result.rowCount,
            requestedByUserId: row.requested_by_user_id,
          },
        }),
      );
    } catch (error) {
      const final = error instanceof AppError || job.attempts >= job.max_attempts;
      if (!final) {
        await discardBuild(db, row.id, buildId);
        throw error;
      }
      if (!(error instanceof AppError)) {
        logger.error("export build failed", { exportId: row.id, kind: row.kind, error: String(error) });
      }
      await failBuild(db, row.id, buildId, error instanceof AppError ? error.message : EXPORT_FAILED_MESSAGE);
    }
  }

  private async write(row: ExportRequestsTable, buildId: string) {
    const source = this.sources.get(row.kind);
    if (!source) throw badRequest(`Exports of ${row.kind} are not available`);
    const language = row.language as ExportLanguage;
    const sink = new ChunkSink(this.platform.db, row.id, buildId);
    const writer = createTableWriter(row.format, sink, {
      headers: source.columns.map((column) => column.header[language]),
      widths: source.columns.map((column) => column.width),
      language,
      sheetName: source.fileStem,
    });
    let rowCount = 0;
    try {
      const filters = JSON.parse(row.filters) as ExportFilters;
      for await (const item of source.rows(this.platform, row.tenant_id, filters)) {
        await writer.writeRow(source.columns.map((column) => column.value(item, language)));
        rowCount += 1;
      }
      await writer.finish();
    } catch (error) {
      sink.destroy();
      throw error;
    }
    return { rowCount, sizeBytes: sink.sizeBytes, chunkCount: sink.chunkCount };
  }

  /** The {@link EXPORTS_EXPIRE} job: deletes every expired export and its file. */
  async expire(): Promise<void> {
    // In batches, so one delete never holds a large transaction.
    const batch = 100;
    let deleted: number;
    do deleted = await deleteExpired(this.platform.db, batch);
    while (deleted === batch);
  }

  private toExport(row: ExportRequestsTable): ExportRequest {
    return {
      id: row.id,
      kind: row.kind as ExportRequest["kind"],
      format: row.format,
      status: row.status,
      url: DOWNLOADABLE.includes(row.status)
        ? `${this.platform.config.publicUrl}/api/v1/inventory/exports/${row.id}/download`
        : null,
      fileName: row.file_name,
      rowCount: row.row_count,
      error: row.error,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
  }
}

/** A requirement any one of `requirements`' permissions satisfies (features aside). */
function anyOf(requirements: readonly Requirement[]): Requirement {
  return {
    permission: [...new Set(requirements.flatMap(permissionsOf))],
    superAdmin: [...new Set(requirements.flatMap((requirement) => requirement.superAdmin ?? []))],
  };
}

/**
 * `Content-Disposition` for a download: `filename` with an ASCII-only fallback for old clients
 * and `filename*` (RFC 5987/6266) with the exact name in UTF-8.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
