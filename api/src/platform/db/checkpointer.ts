import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

/** How often the checkpointer copies the write-ahead log into the database file. */
const EVERY_MS = 1000;

// Runs in the worker thread (CommonJS, evaluated from this string so that the one-file build
// needs no second entry): its own connection to the same file, a passive checkpoint each tick.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer; `stop()` makes its last checkpoint and ends the thread. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the API's thread. By default the connection that commits
 * when the log passes 1,000 pages copies those pages into the database file and syncs it, inside
 * that commit: under a stream of small transactions (tracked opens at 2,000/s) that was most of
 * the commit's cost, 942 µs per commit against 245 µs without it (bench/phishing.mjs, load ~6),
 * and a pause of the event loop each time. Here a worker thread with its own connection runs a
 * passive checkpoint every second (it never blocks the writer), and the API's connection stops
 * checkpointing itself. Should the thread fail, the connection checkpoints itself again, so the
 * log never grows without bound.
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  onError: (message: string) => void,
  /** The driver module the thread loads (tests: one that fails to load). */
  driver = createRequire(import.meta.url).resolve("better-sqlite3"),
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver,
      file: sqlite.name,
      everyMs: EVERY_MS,
    },
  });
  // The thread must not keep a process alive that has nothing else to do (tests, CLI-run migrations).
  worker.unref();
  sqlite.pragma("wal_autocheckpoint = 0");
  let stopping = false;
  let running = true;
  const fallBack = (message: string) => {
    if (sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
    if (!stopping) onError(message);
  };
  worker.on("message", (message: { error?: string }) => {
    if (message.error) onError(`WAL checkpoint failed: ${message.error}`);
  });
  worker.on("error", (error) => fallBack(`WAL checkpointer stopped: ${String(error)}`));
  worker.on("exit", (code) => {
    running = false;
    if (!stopping) fallBack(`WAL checkpointer exited (${code})`);
  });
  return {
    async stop() {
      stopping = true;
      if (!running) return;
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage("stop");
      await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())]);
      await worker.terminate();
      if (sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
    },
  };
}
