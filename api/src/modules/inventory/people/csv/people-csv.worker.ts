/**
 * The thread that reads and checks a CSV upload while the API's thread saves the rows it has
 * already read (see `readCsvImportItemsInThread`). Built as its own entry (`dist/people-csv.worker.js`).
 */
import { parentPort, workerData } from "node:worker_threads";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import { readSpoolContent, type SpoolContent } from "../staging.js";
import { encodeItems } from "./csv-import-codec.js";
import { readCsvImportItems } from "./csv-import-items.js";
import type { FromReader, ToReader } from "./csv-import-thread.js";

const port = parentPort;
if (!port) throw new Error("people-csv.worker runs as a worker thread");

// Chunks read ahead of the saving thread: one being saved, one waiting, one being read here. More
// would only hold memory (a million-row file is read far faster than it is saved).
let credit = 2;
let wake: (() => void) | undefined;
port.on("message", (_message: ToReader) => {
  credit++;
  wake?.();
  wake = undefined;
});

const post = (message: FromReader) => port.postMessage(message);

async function read(content: SpoolContent) {
  const csv = readCsvImportItems(readSpoolContent(content));
  for await (const items of csv.items) {
    if (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    post({ kind: "items", data: encodeItems(items), ignored: csv.ignored });
  }
  post({ kind: "done", ignored: csv.ignored });
}

read((workerData as { content: SpoolContent }).content).catch((error: unknown) => {
  // A refusal is the upload's; anything else ends the thread, and the API's thread reads instead.
  if (!(error instanceof CsvError)) throw error;
  post({ kind: "csvError", reason: error.reason, line: error.line });
});
