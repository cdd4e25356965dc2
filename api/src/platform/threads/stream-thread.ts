import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, type ResourceLimits, Worker } from "node:worker_threads";

/**
 * Work streamed out of a worker thread: the main thread hands a worker an input, the worker
 * answers a sequence of messages, a few at a time (it waits for the main thread to take them, so
 * a large input never piles up in memory), then "done" or the error it stopped on.
 *
 * What it is for: reading and checking a large upload (a people CSV) while the main thread writes
 * the rows already read to SQLite. The API's main thread does both one after the other otherwise,
 * on a machine with more than one core.
 */

/** Messages a worker may have sent and the main thread not yet taken (each a few tens of KB, see people-csv-batch.codec.ts). */
const IN_FLIGHT = 16;

type ToWorker = { type: "start"; input: unknown } | { type: "more" };
type FromWorker =
  | { type: "ready" }
  | { type: "item"; item: unknown }
  | { type: "done" }
  | { type: "error"; error: ThreadError };

/** An error as it crosses the thread: its class's name, message and own fields (a `CsvError`'s line). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/**
 * Where a worker's entry module is: its TypeScript source beside the caller when the API runs from
 * source (tsx, the tests), the file the build writes beside `dist/main.js` otherwise (see
 * `api/tsup.config.ts`).
 */
export interface WorkerEntry {
  /** `new URL("./x.worker.ts", import.meta.url)` in the module that starts it. */
  source: URL;
  /** The built file's name in `dist/`, e.g. `x.worker.js`. */
  built: string;
  /** The worker's heap limits (Node's `resourceLimits`). */
  resourceLimits?: ResourceLimits;
}

/**
 * Workers of one entry, each used for one run: a worker takes ~65 ms to start (a V8 isolate and
 * its modules), a twentieth of a 100,000-row import, so one is started ahead of the work
 * ({@link prepare}) and, after each run, for the next. A waiting worker does not keep the process alive.
 */
export class StreamThreads {
  private idle: Promise<Worker> | undefined;

  constructor(private readonly entry: WorkerEntry) {}

  /** Starts a worker now, if none is waiting, so that the next {@link run} need not wait for one. */
  prepare(): void {
    this.idle ??= startWorker(this.entry);
    // Not awaited here: a failure to start is reported by the run that takes this worker.
    this.idle.catch(() => {});
  }

  /**
   * The worker's messages for `input`, in order (the `ArrayBuffer`s in `transfer` move to the
   * worker: unusable here afterwards). Stopping early (a `break`, an error in the loop)
   * ends the worker without waiting for it to finish; an error the worker reports is thrown here,
   * rebuilt by `revive` (a plain `Error` with the error's fields when it answers undefined).
   */
  async *run<Item>(
    input: unknown,
    revive: (error: ThreadError) => Error | undefined,
    transfer: readonly ArrayBuffer[] = [],
  ): AsyncGenerator<Item> {
    const waiting = this.idle;
    this.idle = undefined;
    let worker = await (waiting ?? startWorker(this.entry));
    // A waiting worker that has died since (threadId -1) is replaced.
    if (worker.threadId < 0) worker = await startWorker(this.entry);
    const queue: FromWorker[] = [];
    let wake: (() => void) | undefined;
    let failure: Error | undefined;
    const onMessage = (message: FromWorker) => {
      queue.push(message);
      wake?.();
    };
    const onError = (error: Error) => {
      failure = error;
      wake?.();
    };
    const onExit = (code: number) => {
      failure ??= new Error(`The worker thread stopped (exit code ${code})`);
      wake?.();
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    try {
      worker.ref();
      worker.postMessage({ type: "start", input } satisfies ToWorker, transfer);
      for (;;) {
        const message = queue.shift();
        if (!message) {
          if (failure) throw failure;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        if (message.type === "item") {
          worker.postMessage({ type: "more" } satisfies ToWorker);
          yield message.item as Item;
        } else if (message.type === "done") {
          return;
        } else if (message.type === "error") {
          const { name, message: text, fields } = message.error;
          throw revive(message.error) ?? Object.assign(new Error(text), { name }, fields);
        }
      }
    } finally {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      // Finished, failed or stopped half-way, a used worker is ended: it would keep the heap it
      // grew (tens of MB after a large file) while it waits. A fresh one starts for the next run.
      void worker.terminate();
      this.prepare();
    }
  }

  /** Ends the waiting worker, if any. */
  async close(): Promise<void> {
    const idle = this.idle;
    this.idle = undefined;
    if (idle) await (await idle.catch(() => undefined))?.terminate();
  }
}

/** A worker running `entry`, resolved when it has loaded its modules and said so. */
function startWorker(entry: WorkerEntry): Promise<Worker> {
  const worker = fromSource(entry)
    ? // Node cannot load TypeScript by itself: the worker registers tsx's loader, then loads the entry.
      new Worker(
        `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry.source.href)}); })`,
        { eval: true, resourceLimits: entry.resourceLimits ?? {} },
      )
    : new Worker(new URL(`./${entry.built}`, import.meta.url), { resourceLimits: entry.resourceLimits ?? {} });
  worker.unref();
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The worker thread stopped before it was ready (exit code ${code})`));
    const onMessage = (message: FromWorker) => {
      if (message.type !== "ready") return;
      worker.off("message", onMessage);
      worker.off("error", reject);
      worker.off("exit", onExit);
      resolve(worker);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
    worker.once("exit", onExit);
  });
}

/** True when this module runs as TypeScript (tsx, the tests): the built entry does not exist then. */
function fromSource(entry: WorkerEntry): boolean {
  return import.meta.url.endsWith(".ts") && entry.source.pathname.endsWith(".ts");
}

/**
 * tsx's registration API as an ES module, resolved from here (code a worker is started with
 * resolves from the working directory). `require.resolve` finds the "require" build of
 * `tsx/esm/api`, `index.cjs`; its "import" build, `index.mjs`, lies beside it (tsx's exports map).
 * (`--import tsx` in the worker's `execArgv` registers too late on Node 20: the entry then fails
 * as an unknown `.ts` file.)
 */
function tsxApi(): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs"),
  ).href;
}

/**
 * The worker's side: answers each input given by the main thread with the items `work` yields,
 * sending the next only when fewer than {@link IN_FLIGHT} are waiting to be taken. Call once,
 * at the top of the worker's entry module.
 */
export function serveStreams<Input>(work: (input: Input) => AsyncIterable<unknown>): void {
  if (isMainThread || !parentPort) throw new Error("serveStreams runs in a worker thread");
  const port = parentPort;
  let credits = 0;
  let wake: (() => void) | undefined;
  const send = (message: FromWorker) => port.postMessage(message);
  port.on("message", (message: ToWorker) => {
    if (message.type === "more") {
      credits++;
      wake?.();
      return;
    }
    credits = IN_FLIGHT;
    void (async () => {
      try {
        for await (const item of work(message.input as Input)) {
          while (credits === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = undefined;
          }
          credits--;
          send({ type: "item", item });
        }
        send({ type: "done" });
      } catch (error) {
        send({ type: "error", error: describeError(error) });
      }
    })();
  });
  send({ type: "ready" });
}

/** An error as it can cross the thread: its own fields that are plain values (a `CsvError`'s line, a system error's code). */
function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}
