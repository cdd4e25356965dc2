import { CsvError } from "../../../../platform/csv/csv-reader.js";
import { StreamThreads } from "../../../../platform/threads/stream-thread.js";
import type { Spool } from "../staging.js";
import { type PeopleCsvItem, readPeopleCsvBatches } from "./people-csv.js";
import { decodePeopleBatch, type EncodedPeopleBatch } from "./people-csv-batch.codec.js";

/**
 * Uploads from this size on are read in a worker thread. Below it (~4,500 rows) reading takes a
 * few milliseconds, too little to gain from running beside the saving, and such files (most
 * admins' uploads, and the tests') are read as they always were.
 */
export const THREAD_BYTES = 256 * 1024;

const threads = new StreamThreads({
  source: new URL("./people-csv.worker.ts", import.meta.url),
  built: "people-csv.worker.js",
  // Its young generation at 8 MB (V8's default grows to 48): the peak of a 1,000,000-row import
  // 359 → 338 MB, and reading still runs ahead of saving (measured 2026-12-07).
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});

/**
 * Starts the worker thread that reads large uploads, if none is waiting: called when an upload
 * begins, so the thread (~65 ms to start) is ready when the upload has been read.
 */
export function preparePeopleCsvThread(): void {
  threads.prepare();
}

/**
 * {@link readPeopleCsvBatches} over a spooled upload: the same items in the same order (in smaller
 * batches when read in the thread), with the same errors. From {@link THREAD_BYTES} on they are read in a worker thread, so that reading
 * and checking the rows (~15% of a 100,000-row import) runs beside the main thread's saving of
 * the rows read before, instead of between its statements.
 */
export function readSpooledPeopleCsv(
  spool: Spool,
  threadBytes = THREAD_BYTES,
): AsyncGenerator<PeopleCsvItem[], void, undefined> {
  if (spool.size < threadBytes) return readPeopleCsvBatches(spool.read());
  const contents = spool.contents();
  const transfer = contents.memory.map((bytes) => bytes.buffer as ArrayBuffer);
  return decoded(threads.run<EncodedPeopleBatch>(contents, reviveCsvError, transfer));
}

async function* decoded(parts: AsyncIterable<EncodedPeopleBatch>): AsyncGenerator<PeopleCsvItem[], void, undefined> {
  for await (const part of parts) yield decodePeopleBatch(part);
}

function reviveCsvError(error: { name: string; fields: Record<string, unknown> }): Error | undefined {
  if (error.name !== "CsvError") return undefined;
  const { reason, line } = error.fields;
  return new CsvError(String(reason), typeof line === "number" ? line : undefined);
}
