import { describe, expect, it } from "vitest";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import type { SourceItem } from "../people.writer.js";
import { decodeRows, type StagedRow, toStagedRow } from "../staging.js";
import { peopleCsvSource } from "./people-csv-parallel.js";
import { peopleCsvItems } from "./people-csv-source.js";

/** The file in chunks of `size` bytes, as an upload arrives. */
async function* chunksOf(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A source's items flattened, staged blocks decoded, numbered as the writer numbers them. */
async function drain(items: AsyncIterable<SourceItem | readonly SourceItem[]>) {
  const out: (StagedRow | { rejected: number; line: number; reason: string } | "received")[] = [];
  let seq = 0;
  for await (const next of items) {
    for (const item of Array.isArray(next) ? next : [next as SourceItem]) {
      if (item.kind === "received") out.push("received");
      else if (item.kind === "staged") {
        out.push(...decodeRows(item.rows));
        seq += item.count;
      } else if (item.kind === "rejected") out.push({ rejected: seq++, line: item.line, reason: item.reason });
      else out.push(toStagedRow(seq++, item.line, item.person));
    }
  }
  return out;
}

const FILE = [
  "First Name,Last Name,Email,Department,Tags,Phone",
  ...Array.from({ length: 3000 }, (_, i) => {
    if (i === 10) return "Bad,Row,not-an-address,IT,,";
    if (i === 20) return "Twice,Again,person3@alpha.rs,IT,,";
    return `Đorđe ${i},Petrović,person${i}@alpha.rs,${i % 2 ? "Sales" : ""},vip|remote,+381`;
  }),
].join("\n");

describe("peopleCsvSource in a worker thread", () => {
  it("answers the rows, rejections, numbering and ignored columns the main thread's reader answers", async () => {
    const local = peopleCsvItems(chunksOf(FILE, 4096));
    const expected = await drain(local.items);
    // Forced into the worker however small the file (workerFromBytes 0), in small chunks.
    const parallel = peopleCsvSource(chunksOf(FILE, 4096), { workerFromBytes: 0 });
    const got = await drain(parallel.items);
    // The worker says once that the upload has arrived in full; everything else is the same.
    expect(got.filter((item) => item === "received")).toHaveLength(1);
    expect(got.filter((item) => item !== "received")).toEqual(expected);
    expect(expected.filter((item) => typeof item === "object" && "rejected" in item)).toHaveLength(2);
    expect(parallel.ignored).toEqual(["Phone"]);
  });

  it("a file that cannot be read throws the same CsvError as on the main thread", async () => {
    const broken = `Email,First Name\n${"a@alpha.rs,Ana\n".repeat(500)}b@alpha.rs,"never closed\n`;
    const error = await drain(peopleCsvSource(chunksOf(broken, 1000), { workerFromBytes: 0 }).items).catch((e) => e);
    const expected = await drain(peopleCsvItems(chunksOf(broken, 1000)).items).catch((e) => e);
    expect(error).toBeInstanceOf(CsvError);
    expect(expected).toBeInstanceOf(CsvError);
    expect(error.message).toBe(expected.message);
  });

  it("an upload received whole between the bounds goes to the worker; one past the upper bound is read here as it arrives", async () => {
    const expected = await drain(peopleCsvItems(chunksOf(FILE, 4096)).items);
    const inWorker = await drain(peopleCsvSource(chunksOf(FILE, 4096), { workerFromBytes: 1000 }).items);
    expect(inWorker[0]).toBe("received");
    expect(inWorker.slice(1)).toEqual(expected);
    const tooLarge = await drain(
      peopleCsvSource(chunksOf(FILE, 4096), { workerFromBytes: 1000, workerUpToBytes: 10_000 }).items,
    );
    expect(tooLarge).toEqual(expected);
  });

  it("a small upload is read on the main thread: no worker, no 'received'", async () => {
    const got = await drain(peopleCsvSource(chunksOf("Email\nana@alpha.rs\n", 8)).items);
    expect(got).toEqual([[0, 2, "ana@alpha.rs", null, null, null, null, null]]);
  });
});
