import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import type { SourceItem } from "../people.writer.js";
import { readSpoolContent, type SpoolContent } from "../staging.js";
import { decodeItems, type EncodedItems } from "./csv-import-codec.js";
import { type CsvImportItems, csvImportItems, readCsvImportItems } from "./csv-import-items.js";

/** What the reading thread posts. */
export type FromReader =
  | { kind: "items"; data: EncodedItems; ignored: string[] }
  | { kind: "done"; ignored: string[] }
  | { kind: "csvError"; reason: string; line: number | undefined };
/** What the reading thread is sent: leave to read one chunk more. */
export type ToReader = 0;

/**
 * Uploads from this size on (~17,000 rows) are read in a thread of their own. Below it, starting
 * the thread (~30 ms) costs more than it saves.
 */
export const CSV_THREAD_MIN_BYTES = 1024 * 1024;

/**
 * The reading thread's heap. It holds one chunk's rows at a time (the addresses already seen are
 * outside the heap, see `SeenEmails`), and without a limit V8 let it grow to ~90 MB on a
 * million-row file, which took the import past its 400 MB budget; with these, ~26 MB.
 */
const THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 };

/**
 * {@link readCsvImportItems}, but read and checked in a worker thread, so that the API's thread
 * only saves and both cores work on a large import: reading and checking took ~40 % of the API's
 * time on a 100,000-row import (a CPU profile of `bench/people-import.mjs`; the README has the
 * figures). The thread reads the spool where it is (shared memory and the temporary file), so the
 * upload is not copied, and at most two chunks ahead of the saving.
 *
 * The items are the same, in the same order, and a refusal is the same `CsvError`. Should the
 * thread fail (it cannot start, or runs out of its heap on a pathological row), the rest of the
 * upload is read in this thread instead, after `onFallback` is told why: reading is deterministic,
 * so the items the thread had delivered are read again and skipped.
 */
export function readCsvImportItemsInThread(
  content: SpoolContent,
  onFallback: (why: string) => void,
  limits: ResourceLimits = THREAD_LIMITS,
): CsvImportItems {
  const state = { ignored: [] as string[] };
  const worker = startWorker({ content }, limits);
  // The thread lives as long as one import; it must not hold a process open that is shutting down.
  worker.unref();
  const inbox: FromReader[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on("message", (message: FromReader) => {
    inbox.push(message);
    notify();
  });
  worker.on("error", (error) => {
    failure ??= error;
    notify();
  });
  worker.on("exit", (code) => {
    failure ??= new Error(`the CSV reading thread exited (${code})`);
    notify();
  });

  async function* items(): AsyncGenerator<SourceItem[]> {
    let delivered = 0;
    for (;;) {
      while (inbox.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift();
      if (!message) {
        onFallback(`${String(failure)}, after ${delivered} rows`);
        yield* readHere(delivered);
        return;
      }
      if (message.kind === "csvError") throw new CsvError(message.reason, message.line);
      state.ignored = message.ignored;
      if (message.kind === "done") return;
      worker.postMessage(0 satisfies ToReader);
      const decoded = decodeItems(message.data);
      delivered += decoded.length;
      yield decoded;
    }
  }
  /** The upload read in this thread, without its first `skip` items. */
  async function* readHere(skip: number): AsyncGenerator<SourceItem[]> {
    const here = readCsvImportItems(readSpoolContent(content));
    let seen = 0;
    for await (const batch of here.items) {
      state.ignored = here.ignored;
      const rest = seen >= skip ? batch : batch.slice(Math.min(batch.length, skip - seen));
      seen += batch.length;
      if (rest.length > 0) yield rest;
    }
    state.ignored = here.ignored;
  }
  return csvImportItems(items(), state, () => worker.terminate());
}

/**
 * The thread: the built module beside the API (`dist/people-csv.worker.js`, its own entry in
 * tsup.config.ts), or the TypeScript source under tsx or vitest, loaded through tsx's loader
 * registered in the thread first (neither vitest's loader nor `--import` reaches a worker's entry).
 */
function startWorker(workerData: unknown, resourceLimits: ResourceLimits): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./people-csv.worker.js", import.meta.url), { workerData, resourceLimits });
  }
  // tsx's ESM API, as an import would resolve it (a require gives its CommonJS build).
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  const tsx = new URL(exports["./esm/api"]?.import.default ?? "", pathToFileURL(manifest)).href;
  const entry = new URL("./people-csv.worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}
