import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import type { SourceItem } from "../people.writer.js";
import { type PeopleCsvSource, peopleCsvItems } from "./people-csv-source.js";

/** From the main thread to the CSV worker. */
export type ToWorker =
  | { type: "start" }
  | { type: "chunk"; data: Uint8Array }
  | { type: "end" }
  /** A buffer of rows the writer has copied out, handed back to be written into again. */
  | { type: "spare"; buffer: ArrayBuffer };

/** A rejected row, or rows ready for staging (see `encodeRows`). */
export type WireItem = Extract<SourceItem, { kind: "rejected" }> | { kind: "staged"; rows: Uint8Array; count: number };

/** From the CSV worker to the main thread. */
export type FromWorker =
  | { type: "ack"; bytes: number }
  | { type: "items"; items: WireItem[] }
  | { type: "done"; ignored: string[] }
  | { type: "error"; message: string; csv: { reason: string; line: number | undefined } | undefined };

/** Uploads up to this size are read on the main thread: starting a worker would cost more than it saves. */
export const WORKER_FROM_BYTES = 1024 * 1024;
/**
 * Uploads over this size are read on the main thread as they arrive: two threads' heaps and
 * the buffers handed between them took a million-row import to 360-440 MB, past its budget,
 * where the main thread alone stays under 300 MB (about 280,000 people fit under it).
 */
export const WORKER_UP_TO_BYTES = 16 * 1024 * 1024;
/** Bytes passed to the worker and not yet read by it, at most: the upload waits beyond (memory stays bounded). */
const IN_FLIGHT_BYTES = 4 * 1024 * 1024;

/**
 * A people CSV upload as the writer's source, read in a worker thread when it is large.
 *
 * Why: on SQLite everything is written by the one main thread, in one transaction that may begin
 * only once the client has sent the whole file (a slow upload must not hold the write lock). An
 * upload between 1 and 16 MB is received whole, then read and checked in a worker thread; the
 * source says at once that nothing waits on the client any more (`{ kind: "received" }`), and the
 * writer writes the rows as the worker answers them, so the two cores share an import. Larger
 * uploads are read on the main thread as they arrive, as before, for memory. The rows come
 * encoded for staging (no object per row crosses threads). The items, the numbering, the
 * rejections and the errors (a `CsvError` for a file that cannot be read) are those of
 * {@link peopleCsvItems} on the main thread, which smaller uploads use.
 */
export function peopleCsvSource(
  upload: AsyncIterable<Buffer>,
  options: { workerFromBytes?: number; workerUpToBytes?: number } = {},
): PeopleCsvSource {
  const threshold = options.workerFromBytes ?? WORKER_FROM_BYTES;
  const upTo = options.workerUpToBytes ?? WORKER_UP_TO_BYTES;
  let ignored: () => string[] = () => [];
  async function* items(): AsyncGenerator<SourceItem | readonly SourceItem[]> {
    const iterator = upload[Symbol.asyncIterator]();
    const head: Buffer[] = [];
    let bytes = 0;
    let ended = false;
    // The upload is received before it is read (up to `upTo`), so the worker's rows can be
    // written as soon as they come; `workerFromBytes: 0` (tests) feeds the worker as it arrives.
    while (!(threshold === 0 && head.length > 0) && bytes <= upTo) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      bytes += next.value.length;
    }
    if (threshold > 0 && (bytes < threshold || !ended)) {
      // Small, or too large to hold: read here as it arrives, the memory bounded as before; an
      // idle worker's heap (the garbage of its last file, never collected while it waits) is
      // given back first when the file is large.
      if (!ended) dropIdleWorker();
      const local = peopleCsvItems(ended ? arrayStream(head) : arrayStream(head, iterator));
      ignored = () => local.ignored;
      yield* local.items;
      return;
    }
    const names: string[] = [];
    ignored = () => names;
    yield* inWorker(head, ended ? undefined : iterator, names);
  }
  return {
    items: items(),
    get ignored() {
      return ignored();
    },
  };
}

/** The chunks received so far, then the rest of the upload; each let go of once read. */
async function* arrayStream(chunks: Buffer[], rest?: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) yield chunk;
  if (!rest) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * The worker's heap holds little for long (a chunk's rows; the addresses seen are outside it), but
 * left to V8's defaults a second heap grows by 100 MB or more of garbage before a full collection,
 * which the million-row import's memory budget does not have. A ceiling makes V8 collect sooner.
 */
const LIMITS = { maxOldGenerationSizeMb: 32 };

/**
 * Where the worker's code is: beside the built bundle (`dist/people-csv.worker.js`), or the
 * TypeScript source, loaded through tsx's loader (a development server, the tests).
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./people-csv.worker.js", here), { resourceLimits: LIMITS });
  // tsx's ESM API as its package exports name it (a require() resolution would answer the CJS one).
  const manifest = createRequire(here).resolve("tsx/package.json");
  const { exports } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    exports: { "./esm/api": { import: { default: string } } };
  };
  const tsx = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"].import.default)).href;
  const source = new URL("./people-csv.worker.ts", here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)}))`;
  return new Worker(boot, { eval: true, resourceLimits: LIMITS });
}

/** A thread that has read a file to its end and waits for the next (one kept: imports rarely overlap). */
let idle: Worker | undefined;

/** How long a worker waits for the next file before it is ended and its memory given back. */
const IDLE_MS = 10_000;
let idleTimer: NodeJS.Timeout | undefined;

/** The idle worker, or a new one. */
function takeWorker(): Worker {
  clearTimeout(idleTimer);
  const worker = idle ?? startWorker();
  idle = undefined;
  worker.ref();
  return worker;
}

function dropIdleWorker(): void {
  clearTimeout(idleTimer);
  void idle?.terminate();
  idle = undefined;
}

/** Keeps a worker whose file ended cleanly for the next import; one that failed or was stopped is ended. */
function releaseWorker(worker: Worker, clean: boolean): void {
  worker.removeAllListeners("message");
  worker.removeAllListeners("error");
  worker.removeAllListeners("exit");
  if (clean && !idle) {
    // An idle thread must not keep the process alive, nor die unnoticed.
    worker.unref();
    worker.once("exit", () => {
      if (idle === worker) idle = undefined;
    });
    worker.on("error", () => undefined);
    idle = worker;
    idleTimer = setTimeout(dropIdleWorker, IDLE_MS).unref();
    return;
  }
  void worker.terminate();
}

/**
 * The item, whose buffer goes back to the worker once the writer has copied the rows out: a new
 * buffer per message would lie dead on this thread, which allocates little while it receives,
 * until a collection comes (a million-row import peaked 50-100 MB higher).
 */
function spareAfter(worker: Worker, item: Extract<WireItem, { kind: "staged" }>): SourceItem {
  return {
    ...item,
    release: () => {
      const buffer = item.rows.buffer as ArrayBuffer;
      if (buffer.byteLength > 0) worker.postMessage({ type: "spare", buffer } satisfies ToWorker, [buffer]);
    },
  };
}

type Event = FromWorker | { type: "received" } | { type: "failed"; error: unknown };

async function* inWorker(
  head: Buffer[],
  rest: AsyncIterator<Buffer> | undefined,
  ignored: string[],
): AsyncGenerator<SourceItem | readonly SourceItem[]> {
  const worker = takeWorker();
  let clean = false;
  const events: Event[] = [];
  let wake: (() => void) | undefined;
  const push = (event: Event) => {
    events.push(event);
    wake?.();
    wake = undefined;
  };
  let inFlight = 0;
  let credit: (() => void) | undefined;
  let stopped = false;
  let uploadDone = rest === undefined;
  worker.on("message", (message: FromWorker) => {
    if (message.type !== "ack") return push(message);
    inFlight -= message.bytes;
    if (inFlight <= IN_FLIGHT_BYTES) {
      credit?.();
      credit = undefined;
    }
  });
  worker.on("error", (error) => push({ type: "failed", error }));
  worker.on("exit", (code) => push({ type: "failed", error: new Error(`the CSV reader stopped (exit code ${code})`) }));
  worker.postMessage({ type: "start" } satisfies ToWorker);
  const send = (chunk: Buffer) => {
    inFlight += chunk.length;
    // Handed over, not copied, when the chunk has a buffer of its own (a copy would lie dead on
    // this thread until a collection); otherwise copied into one, as posting a view of a larger
    // buffer would copy all of it.
    const own =
      chunk.byteOffset === 0 &&
      chunk.byteLength === chunk.buffer.byteLength &&
      !(chunk.buffer instanceof SharedArrayBuffer);
    const data = own ? new Uint8Array(chunk.buffer, 0, chunk.byteLength) : Uint8Array.from(chunk);
    worker.postMessage({ type: "chunk", data } satisfies ToWorker, [data.buffer as ArrayBuffer]);
  };
  // Passes the upload on as it arrives; says "received" when the client has sent all of it.
  void (async () => {
    for (const chunk of head) send(chunk);
    while (rest && !stopped) {
      if (inFlight > IN_FLIGHT_BYTES) {
        await new Promise<void>((resolve) => {
          credit = resolve;
        });
        continue;
      }
      const next = await rest.next();
      if (next.done) {
        uploadDone = true;
        break;
      }
      send(next.value);
    }
    if (stopped) return;
    worker.postMessage({ type: "end" } satisfies ToWorker);
    push({ type: "received" });
  })().catch((error: unknown) => push({ type: "failed", error }));

  try {
    for (;;) {
      while (events.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const event = events.shift() as Event;
      switch (event.type) {
        case "received":
          yield { kind: "received" };
          break;
        case "items":
          yield event.items.map((item): SourceItem => (item.kind === "staged" ? spareAfter(worker, item) : item));
          break;
        case "done":
          ignored.push(...event.ignored);
          clean = true;
          return;
        case "error":
          throw event.csv ? new CsvError(event.csv.reason, event.csv.line) : new Error(event.message);
        case "failed":
          throw event.error;
      }
    }
  } finally {
    stopped = true;
    credit?.();
    releaseWorker(worker, clean);
    // Stopped early (a file that cannot be read): the rest of the upload is not read, and the
    // request is closed as the reader on the main thread closes it, so the answer reaches the client.
    if (!uploadDone) void rest?.return?.()?.catch(() => undefined);
  }
}
