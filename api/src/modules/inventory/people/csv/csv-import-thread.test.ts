import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import type { SourceItem } from "../people.writer.js";
import { Spool } from "../staging.js";
import { type CsvImportItems, readCsvImportItems } from "./csv-import-items.js";
import { readCsvImportItemsInThread } from "./csv-import-thread.js";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-csv-thread-"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A file with every kind of row: valid ones, duplicates (case aside), invalid addresses, a name
 * too long, a row with extra cells, blank rows, quoted cells with separators and line breaks.
 */
function mixedCsv(rows: number): Buffer {
  const lines = ["First Name,Last Name,Email,Department,Tags,Phone"];
  for (let i = 0; i < rows; i++) {
    if (i % 97 === 5) lines.push(`Dup,Row,PERSON${i - 5}@Example.com,Sales,,`);
    else if (i % 89 === 7) lines.push(`Bad,Address,person${i}-at-example.com,Sales,,`);
    else if (i % 1013 === 11) lines.push(`${"x".repeat(101)},Long,long${i}@example.com,,,`);
    else if (i % 503 === 13) lines.push(`Extra,Cells,extra${i}@example.com,IT,,,surplus`);
    else if (i % 211 === 17) lines.push(",,,,,");
    else lines.push(`"Ana, ${i}",Petrović,person${i}@example.com,"Sales ${i % 7}","vip|remote\nsite ${i % 3}",+381`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function spoolOf(bytes: Buffer, memoryBytes?: number): Promise<Spool> {
  const spool = new Spool(dir, memoryBytes);
  await spool.fill(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 50_000) yield bytes.subarray(at, at + 50_000);
    })(),
  );
  return spool;
}

/** Everything a reader yields, its ignored columns, or what it threw. */
async function readAll(csv: CsvImportItems) {
  const items: SourceItem[] = [];
  try {
    for await (const batch of csv.items) items.push(...batch);
    return { items, ignored: csv.ignored };
  } catch (error) {
    return { items, error };
  } finally {
    await csv.close();
  }
}

const inThread = (spool: Spool, fallbacks: string[] = [], limits?: Parameters<typeof readCsvImportItemsInThread>[2]) =>
  readAll(readCsvImportItemsInThread(spool.content(), (why) => fallbacks.push(why), limits));
const here = (spool: Spool) => readAll(readCsvImportItems(spool.read()));

describe("reading a CSV upload in a worker thread", () => {
  it("yields the same items as reading it in the API's thread, for the exports admins upload", async () => {
    for (const name of ["google-workspace-users.csv", "microsoft-365-users.csv"]) {
      const spool = await spoolOf(fixture(name));
      const fallbacks: string[] = [];
      const threaded = await inThread(spool, fallbacks);
      expect(threaded).toEqual(await here(spool));
      expect(threaded.items.length).toBeGreaterThan(0);
      expect(fallbacks).toEqual([]);
      spool.dispose();
    }
  });

  it("yields the same items, rejections and ignored columns over a large file, from memory and from the spool's file", async () => {
    const bytes = mixedCsv(30_000);
    for (const memoryBytes of [undefined, 256 * 1024]) {
      const spool = await spoolOf(bytes, memoryBytes);
      expect(spool.content().file === undefined).toBe(memoryBytes === undefined);
      const threaded = await inThread(spool);
      const reference = await here(spool);
      expect(threaded).toEqual(reference);
      expect(reference.ignored).toEqual(["Phone"]);
      const rejected = reference.items.filter((item) => item.kind === "rejected");
      expect(rejected.length).toBeGreaterThan(500);
      expect(rejected.some((item) => item.kind === "rejected" && item.reason.startsWith("Duplicate email"))).toBe(true);
      spool.dispose();
    }
  });

  it("refuses an unreadable file with the same CsvError, naming the same line", async () => {
    const bytes = Buffer.concat([mixedCsv(20_000), Buffer.from('broken,"quote,x@example.com,,,\r\n')]);
    const spool = await spoolOf(bytes);
    const threaded = await inThread(spool);
    const reference = await here(spool);
    expect(threaded.error).toBeInstanceOf(CsvError);
    expect(threaded.error).toEqual(reference.error);
    expect((threaded.error as CsvError).line).toBeGreaterThan(20_000);
    spool.dispose();
  });

  it("reads the rest in the API's thread when the thread fails, skipping what it had delivered", async () => {
    const spool = await spoolOf(mixedCsv(30_000));
    const fallbacks: string[] = [];
    // A young generation of 1 MB and an old one of 2 MB: the thread cannot even load its code.
    const threaded = await inThread(spool, fallbacks, { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1 });
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/after 0 rows$/);
    expect(threaded).toEqual(await here(spool));
    spool.dispose();
  });

  it("skips the rows the thread had delivered when it fails half-way (a row larger than its heap)", async () => {
    const huge = Array.from({ length: 150 }, (_, i) => `"${String(i).repeat(60_000).slice(0, 60_000)}"`).join(",");
    const bytes = Buffer.concat([mixedCsv(20_000), Buffer.from(`${huge}\r\n`), mixedCsv(2000).subarray(50)]);
    const spool = await spoolOf(bytes);
    const fallbacks: string[] = [];
    const threaded = await inThread(spool, fallbacks, { maxOldGenerationSizeMb: 12, maxYoungGenerationSizeMb: 2 });
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/after [1-9]\d* rows$/);
    expect(threaded).toEqual(await here(spool));
    spool.dispose();
  });

  it("stops the thread when the import stops reading early", async () => {
    const spool = await spoolOf(mixedCsv(30_000));
    const csv = readCsvImportItemsInThread(spool.content(), () => undefined);
    for await (const batch of csv.items) {
      expect(batch.length).toBeGreaterThan(0);
      break;
    }
    await csv.close();
    await csv.close();
    spool.dispose();
  });
});
