// The worker thread of a large CSV import (see people-csv-parallel.ts): reads the file's chunks as
// the main thread passes them on, checks the rows and answers them encoded for staging, while the
// main thread receives the upload and, once it has all of it, writes what is ready.
import { parentPort } from "node:worker_threads";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import { encodeRows, type StagedRow, toStagedRow } from "../staging.js";
import type { FromWorker, ToWorker, WireItem } from "./people-csv-parallel.js";
import { peopleCsvItems } from "./people-csv-source.js";

const port = parentPort;
if (!port) throw new Error("people-csv.worker runs in a worker thread");

// One file at a time: "start", its chunks, "end". The thread then waits for the next file, its
// code already compiled (a new thread per import would read each file with cold code).
let chunks: Uint8Array[] = [];
let ended = false;
let wake: (() => void) | undefined;
port.on("message", (message: ToWorker) => {
  if (message.type === "start") {
    chunks = [];
    ended = false;
    run().catch(failed);
    return;
  }
  if (message.type === "spare") {
    if (spares.length < MAX_SPARES) spares.push(message.buffer);
    return;
  }
  if (message.type === "chunk") {
    const { data } = message;
    chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } else ended = true;
  wake?.();
  wake = undefined;
});

/** Buffers the main thread has handed back, to encode rows into again (see `spareAfter`). */
const spares: ArrayBuffer[] = [];
const MAX_SPARES = 16;
/** Rows are encoded into buffers of at least this size, so that one handed back fits the next rows. */
const MIN_BUFFER = 256 * 1024;

/** A spare buffer of at least `size` bytes, or a new one (kept only if it is large enough). */
function bufferOf(size: number): Buffer {
  while (spares.length > 0) {
    const spare = spares.pop() as ArrayBuffer;
    if (spare.byteLength >= size) return Buffer.from(spare);
  }
  return Buffer.allocUnsafeSlow(Math.max(size, MIN_BUFFER));
}

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The upload's chunks in order; each is acknowledged once read, so the sender may pass on more. */
async function* input(): AsyncGenerator<Uint8Array> {
  for (;;) {
    const chunk = chunks.shift();
    if (chunk) {
      yield chunk;
      post({ type: "ack", bytes: chunk.byteLength });
      continue;
    }
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}

async function run() {
  const source = peopleCsvItems(input());
  // Numbered as the writer numbers a source's items: rows and rejections alike, in file order.
  let seq = 0;
  for await (const next of source.items) {
    const items: WireItem[] = [];
    const transfer: ArrayBuffer[] = [];
    let rows: StagedRow[] = [];
    const flush = () => {
      if (rows.length === 0) return;
      const encoded = encodeRows(rows, bufferOf);
      items.push({ kind: "staged", rows: encoded, count: rows.length });
      transfer.push(encoded.buffer as ArrayBuffer);
      rows = [];
    };
    for (const item of Array.isArray(next) ? next : [next]) {
      const at = seq++;
      if (item.kind === "row") rows.push(toStagedRow(at, item.line, item.person));
      else if (item.kind === "rejected") {
        flush();
        items.push(item);
      }
    }
    flush();
    if (items.length > 0) post({ type: "items", items }, transfer);
  }
  post({ type: "done", ignored: source.ignored });
}

function failed(error: unknown) {
  post({
    type: "error",
    message: error instanceof Error ? error.message : String(error),
    csv: error instanceof CsvError ? { reason: error.reason, line: error.line } : undefined,
  });
}
