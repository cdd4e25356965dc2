import { Writable } from "node:stream";
import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database, ExportRequestsTable } from "../../platform/db/schema.js";

type Executor = Db | Transaction<Database>;
type ExportStatus = Schema<"ExportStatus">;

/** Size of one stored piece of an export file. */
export const CHUNK_BYTES = 1024 * 1024;

/** Statuses in which the file exists and may be downloaded. */
export const DOWNLOADABLE: readonly ExportStatus[] = ["ReadyToBeDownloaded", "Downloading", "Completed"];

/**
 * One organisation's export requests: every query carries the tenant id it was built with, and
 * an export that has expired is treated as gone even before the cleanup job deletes it.
 */
export class ExportsRepository {
  constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
  ) {}

  async insert(row: Omit<ExportRequestsTable, "tenant_id">): Promise<ExportRequestsTable> {
    const values = { ...row, tenant_id: this.tenantId };
    await this.db.insertInto("export_requests").values(values).execute();
    return values;
  }

  /** The export request, unless it belongs to another organisation or has expired. */
  async get(id: string): Promise<ExportRequestsTable | undefined> {
    return this.db
      .selectFrom("export_requests")
      .selectAll()
      .where("id", "=", id)
      .where("tenant_id", "=", this.tenantId)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
  }

  /** Marks a download as started. */
  async markDownloading(id: string): Promise<void> {
    await this.db
      .updateTable("export_requests")
      .set({ status: "Downloading", updated_at: nowIso() })
      .where("id", "=", id)
      .where("tenant_id", "=", this.tenantId)
      .where("status", "in", DOWNLOADABLE)
      .execute();
  }

  /**
   * Marks a download as over: Completed after a whole one; after a broken-off one, back to
   * ReadyToBeDownloaded, or to Completed when an earlier download was whole.
   */
  async markDownloadEnded(id: string, complete: boolean): Promise<void> {
    await this.db
      .updateTable("export_requests")
      .set((eb) =>
        complete
          ? { status: "Completed", completed_downloads: eb("completed_downloads", "+", 1), updated_at: nowIso() }
          : {
              status: eb
                .case()
                .when("completed_downloads", ">", 0)
                .then("Completed" as const)
                .else("ReadyToBeDownloaded" as const)
                .end(),
              updated_at: nowIso(),
            },
      )
      .where("id", "=", id)
      .where("tenant_id", "=", this.tenantId)
      .where("status", "in", DOWNLOADABLE)
      .execute();
  }
}

/** An export request by id, for the build job (which has no request context). */
export async function findExportForBuild(db: Db, id: string): Promise<ExportRequestsTable | undefined> {
  return db.selectFrom("export_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Stores a finished build: the request becomes ReadyToBeDownloaded with its size and row count,
 * and pieces left by earlier attempts of the build are deleted. Answers false (and deletes this
 * build's pieces) when the request is no longer waiting for a file: expired and removed, or
 * another worker's attempt finished first.
 */
export async function completeBuild(
  db: Db,
  id: string,
  buildId: string,
  result: { rowCount: number; sizeBytes: number; chunkCount: number },
  onCompleted?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("export_requests")
      .set({
        status: "ReadyToBeDownloaded",
        build_id: buildId,
        row_count: result.rowCount,
        size_bytes: result.sizeBytes,
        chunk_count: result.chunkCount,
        error: null,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .where("status", "=", "PendingToBeCreated")
      .executeTakeFirst();
    const stored = Number(updated.numUpdatedRows) === 1;
    await trx
      .deleteFrom("export_chunks")
      .where("export_id", "=", id)
      .where("build_id", stored ? "!=" : "=", buildId)
      .execute();
    if (stored) await onCompleted?.(trx);
    return stored;
  });
}

/** Marks a build as failed with a message safe to show, and drops its pieces. */
export async function failBuild(db: Db, id: string, buildId: string, message: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("export_requests")
      .set({ status: "Error", error: message, updated_at: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "PendingToBeCreated")
      .execute();
    await trx.deleteFrom("export_chunks").where("export_id", "=", id).where("build_id", "=", buildId).execute();
  });
}

/** Drops the pieces a failed attempt of a build wrote before it is tried again. */
export async function discardBuild(db: Db, id: string, buildId: string): Promise<void> {
  await db.deleteFrom("export_chunks").where("export_id", "=", id).where("build_id", "=", buildId).execute();
}

/** The file's pieces in order, read one at a time. */
export async function* readChunks(db: Db, row: ExportRequestsTable): AsyncGenerator<Buffer> {
  if (!row.build_id || row.chunk_count === null) return;
  for (let seq = 0; seq < row.chunk_count; seq += 1) {
    const chunk = await db
      .selectFrom("export_chunks")
      .select("data")
      .where("export_id", "=", row.id)
      .where("build_id", "=", row.build_id)
      .where("seq", "=", seq)
      .executeTakeFirst();
    // Gone mid-download: the export expired and was cleaned up. Cut the download short.
    if (!chunk) throw new Error(`Export ${row.id} chunk ${seq} is missing`);
    yield Buffer.from(chunk.data);
  }
}

/** Deletes up to `limit` expired export requests (their pieces go with them); answers how many. */
export async function deleteExpired(db: Db, limit = 100): Promise<number> {
  const expired = db
    .selectFrom("export_requests")
    .select("id")
    .where("expires_at", "<=", nowIso())
    .orderBy("expires_at")
    .limit(limit);
  const result = await db.deleteFrom("export_requests").where("id", "in", expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A writable stream that stores what is written to it as numbered {@link CHUNK_BYTES} pieces of
 * one build, holding at most one piece in memory. Each full piece is inserted before the stream
 * takes more, so a slow database slows the writer instead of filling memory.
 */
export class ChunkSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Pieces stored so far. */
  chunkCount = 0;
  /** Bytes stored so far. */
  sizeBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly buildId: string,
  ) {
    super({ highWaterMark: 256 * 1024 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < CHUNK_BYTES) {
      callback();
      return;
    }
    this.flushFull().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    const rest = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    (rest.length > 0 ? this.store(rest) : Promise.resolve()).then(() => callback(), callback);
  }

  private async flushFull(): Promise<void> {
    let buffer = Buffer.concat(this.pending);
    while (buffer.length >= CHUNK_BYTES) {
      await this.store(buffer.subarray(0, CHUNK_BYTES));
      buffer = buffer.subarray(CHUNK_BYTES);
    }
    // Copy the remainder so the large concatenated buffer can be freed.
    this.pending = buffer.length > 0 ? [Buffer.from(buffer)] : [];
    this.pendingBytes = buffer.length;
  }

  private async store(data: Buffer): Promise<void> {
    const seq = this.chunkCount;
    await this.db
      .insertInto("export_chunks")
      .values({ export_id: this.exportId, build_id: this.buildId, seq, data })
      .execute();
    this.chunkCount += 1;
    this.sizeBytes += data.length;
  }
}
