import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import { chunksOf, drain } from "../../../../test/csv-test-streams.js";
import { Spool } from "../staging.js";
import { type PeopleCsvItem, readPeopleCsvBatches } from "./people-csv.js";
import { readSpooledPeopleCsv } from "./people-csv-thread.js";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-csv-thread-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A file with what a real one has besides valid rows: invalid rows, repeated addresses, blank and long lines, non-ASCII names. */
function messyFile(rows: number): Buffer {
  const lines = ["First Name;Last Name;E-mail;Department;Tags"];
  for (let i = 0; i < rows; i++) {
    if (i % 997 === 0) lines.push(";;;;");
    else if (i % 501 === 0) lines.push(`Bad;Row;not-an-address;Sales;`);
    else if (i % 333 === 0) lines.push(`Again;Someone;person${i - 1}@example.com;Sales;`);
    else if (i % 777 === 0) lines.push(`Too;Many;extra${i}@example.com;Sales;vip;surplus`);
    else lines.push(`Đorđe ${i};Petrović;person${i}@example.com;"Sales, Belgrade";vip|remote`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

async function spooled(bytes: Uint8Array, memoryBytes?: number): Promise<Spool> {
  const spool = new Spool(dir, memoryBytes);
  await spool.fill(chunksOf(bytes, 64 * 1024));
  return spool;
}

/** The items as the main thread reads them itself, and as read in the worker thread (every size uses it). */
async function bothWays(bytes: Uint8Array, memoryBytes?: number) {
  const spool = await spooled(bytes, memoryBytes);
  try {
    const inline = await drain(readPeopleCsvBatches(spool.read()));
    const threaded = await drain(readSpooledPeopleCsv(spool, 1));
    return {
      inline: { items: inline.items.flat(), error: inline.error },
      threaded: { items: threaded.items.flat(), error: threaded.error },
    };
  } finally {
    spool.dispose();
  }
}

describe("reading a people CSV in a worker thread", () => {
  it("gives the items of the Google Workspace and Microsoft 365 exports exactly as reading them in place", async () => {
    for (const name of ["google-workspace-users.csv", "microsoft-365-users.csv"]) {
      const { inline, threaded } = await bothWays(fixture(name));
      expect(inline.error).toBeUndefined();
      expect(threaded.items).toEqual(inline.items);
    }
  });

  it("gives the same 20,000 rows, rejections with their reasons and lines, from memory and from the spool's file", async () => {
    const bytes = messyFile(20_000);
    for (const memoryBytes of [undefined, 100_000]) {
      const { inline, threaded } = await bothWays(bytes, memoryBytes);
      expect(threaded.error).toBeUndefined();
      const rejected = threaded.items.filter((item) => item.kind === "rejected");
      expect(rejected.length).toBeGreaterThan(100);
      expect(rejected.map((item) => item.reason)).toEqual(
        expect.arrayContaining([
          "Invalid email",
          expect.stringMatching(/^Duplicate email addresses are not allowed \(also on line \d+\)$/),
        ]),
      );
      expect(threaded.items).toEqual(inline.items);
    }
  });

  it("throws the reader's CsvError, with its line, after the rows before it", async () => {
    const bytes = Buffer.concat([messyFile(3000), Buffer.from('Ana;Broken;"ana@example.com;Sales;\n')]);
    const { inline, threaded } = await bothWays(bytes);
    expect(threaded.error).toBeInstanceOf(CsvError);
    expect(threaded.error).toEqual(inline.error);
    expect((threaded.error as CsvError).line).toBe((inline.error as CsvError).line);
    expect(threaded.items).toEqual(inline.items);
  });

  it("can be stopped half-way (a refusal), and the next upload is read whole", async () => {
    const bytes = messyFile(20_000);
    const spool = await spooled(bytes);
    let first: PeopleCsvItem[] | undefined;
    for await (const batch of readSpooledPeopleCsv(spool, 1)) {
      first = batch;
      break;
    }
    expect(first?.[0]).toMatchObject({ kind: "header", line: 1 });
    const again = await drain(readSpooledPeopleCsv(spool, 1));
    const inline = await drain(readPeopleCsvBatches(spool.read()));
    spool.dispose();
    expect(again.items.flat()).toEqual(inline.items.flat());
  });

  it("passes on any other error the thread meets (the spool's file gone), with its code", async () => {
    const spool = await spooled(messyFile(20_000), 100_000);
    const { file } = spool.contents();
    fs.rmSync(file as string);
    const { error } = await drain(readSpooledPeopleCsv(spool, 1));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "ENOENT" });
    spool.dispose();
    // The thread that failed is not reused; the next read gets a working one.
    const next = await spooled(fixture("google-workspace-users.csv"));
    expect((await drain(readSpooledPeopleCsv(next, 1))).items.flat()[0]).toMatchObject({ kind: "header" });
    next.dispose();
  });

  it("reads a small upload in place (no thread) with the same result", async () => {
    const spool = await spooled(fixture("google-workspace-users.csv"));
    const items = (await drain(readSpooledPeopleCsv(spool))).items.flat();
    expect(items).toEqual((await drain(readPeopleCsvBatches(spool.read()))).items.flat());
    spool.dispose();
  });
});
