/**
 * Measures the people CSV reading on a generated file, on demand (not a test, not run by CI):
 *
 *   npx -y pnpm@10 --filter @bulwark/bench measure-csv [rows]
 *   (or: node --expose-gc --import tsx bench/measure-people-csv.ts [rows])
 *
 * Prints rows per second for the bare reader and for the whole people pipeline over a generated
 * 6-column file streamed in 64 KB chunks, as a request body arrives, and how much heap is held
 * at the last row, when the duplicate check is full. Figures drift with the machine's load; compare runs made
 * side by side.
 */

import { readPeopleCsv } from "../api/src/modules/inventory/people/csv/people-csv.js";
import { readCsvRecords } from "../api/src/platform/csv/csv-reader.js";

const rows = Number(process.argv[2] ?? 1_000_000);
const CHUNK = 64 * 1024;

/**
 * A typical export: email, names with accents, a department, tags and a title; `quoted` puts a
 * quoted title with a comma on every row (the reader's slower path), otherwise none is quoted.
 * Made once, up front, so the timings are the reader's alone.
 */
function generateFile(quoted: boolean): Buffer[] {
  const title = quoted ? '"Account Manager, EMEA"' : "Account Manager";
  const lines = ["Email,First Name,Last Name,Department,Tags,Title"];
  for (let i = 0; i < rows; i++) {
    lines.push(`user${i}.surname@example.com,Ana${i % 97},Petrović${i % 1009},Sales ${i % 23},vip|remote,${title}`);
  }
  const bytes = Buffer.from(`${lines.join("\r\n")}\r\n`);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) chunks.push(bytes.subarray(at, at + CHUNK));
  return chunks;
}

async function* stream(chunks: Buffer[]): AsyncGenerator<Buffer> {
  yield* chunks;
}

/** Heap and ArrayBuffer memory in use after a full collection, in MB. */
function memoryMb(): { heap: number; buffers: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 1e6, buffers: usage.arrayBuffers / 1e6 };
}

/** Rows per second of wall time and of this process's CPU time (steadier on a busy machine). */
async function rate(count: () => Promise<number>): Promise<string> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const rows = await count();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const format = (n: number) => Math.round(n).toLocaleString("en");
  return `${format(rows / seconds)} rows/s (${format(rows / cpuSeconds)} per CPU second)`;
}

async function countRecords(file: Buffer[]): Promise<number> {
  let count = 0;
  for await (const _record of readCsvRecords(stream(file))) count++;
  return count;
}

let atLastRow = { heap: 0, buffers: 0, rss: 0 };

async function countPeople(file: Buffer[]): Promise<number> {
  let kept = 0;
  for await (const item of readPeopleCsv(stream(file))) {
    if (item.kind !== "row") continue;
    // Sampled on the last row, while the duplicate check is full and still alive.
    if (++kept === rows) atLastRow = { ...memoryMb(), rss: process.memoryUsage().rss / 1e6 };
  }
  return kept;
}

if (!globalThis.gc) console.warn("run with node --expose-gc for the memory figures");
const plainFile = generateFile(false);
const quotedFile = generateFile(true);
const before = memoryMb();
console.log(`${rows.toLocaleString("en")} rows, ${((plainFile.length * CHUNK) / 1e6).toFixed(0)} MB`);
for (let run = 1; run <= 3; run++) {
  console.log(`run ${run}`);
  console.log(`  readCsvRecords, no quotes:          ${await rate(() => countRecords(plainFile))}`);
  console.log(`  readCsvRecords, a quoted field/row: ${await rate(() => countRecords(quotedFile))}`);
  console.log(`  readPeopleCsv:                      ${await rate(() => countPeople(plainFile))}`);
  console.log(
    `  at the last row: heap +${(atLastRow.heap - before.heap).toFixed(0)} MB, ` +
      `buffers +${(atLastRow.buffers - before.buffers).toFixed(0)} MB, rss ${atLastRow.rss.toFixed(0)} MB ` +
      "(the rss includes both generated files)",
  );
}
