import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readSpooled, Spool, type StagedRow, Staging } from "./staging.js";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-staging-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Rows with every kind of field: absent ones, empty lists, non-ASCII text, several labels. */
function rows(count: number): StagedRow[] {
  return Array.from(
    { length: count },
    (_, i): StagedRow => [
      i,
      i + 2,
      `person${i}@example.com`,
      i % 3 === 0 ? null : `Đorđe ${i}`,
      i % 5 === 0 ? null : "Petrović-Šćekić 🙂",
      i % 4 === 0 ? null : i % 4 === 1 ? [] : ["Sales", `Team ${i % 17}`],
      i % 2 === 0 ? null : ["vip", "remote"],
      i % 7 === 0 ? `external-${i}` : null,
    ],
  );
}

async function readBack(staging: Staging, size: number) {
  const out: StagedRow[] = [];
  const sizes: number[] = [];
  for await (const batch of staging.batches(size)) {
    sizes.push(batch.length);
    out.push(...batch);
  }
  return { out, sizes };
}

describe("staging", () => {
  it("gives back the rows it was given, in order and in batches of the asked size", async () => {
    const staging = new Staging(dir);
    const input = rows(1234);
    for (const row of input) staging.push(row);
    expect(staging.count).toBe(1234);
    const { out, sizes } = await readBack(staging, 500);
    expect(out).toEqual(input);
    expect(sizes).toEqual([500, 500, 234]);
    expect(fs.readdirSync(dir)).toEqual([]);
    staging.dispose();
  });

  it("moves the rows to an owner-only temporary file past its memory budget, and removes it when disposed", async () => {
    const staging = new Staging(dir, 1);
    const input = rows(60_000);
    for (const row of input) staging.push(row);
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^people-import-[0-9a-f]+\.bin$/);
    expect(fs.statSync(path.join(dir, file as string)).mode & 0o777).toBe(0o600);
    const { out } = await readBack(staging, 777);
    expect(out).toEqual(input);
    staging.dispose();
    staging.dispose();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("keeps empty values apart from absent ones, and text that looks like its own markers, as given", async () => {
    const staging = new Staging(dir);
    const input: StagedRow[] = [
      [0, 2, "a@example.com", "", "", [], [""], ""],
      [1, 3, "b@example.com", "12:34-[5]", "-", ["3[x", "-", "0:"], ["7:"], "9:9"],
      [2, 4, "c@example.com", "😀".repeat(300), "x".repeat(70_000), Array(50).fill("ž"), null, null],
    ];
    for (const row of input) staging.push(row);
    // A lone UTF-16 surrogate (JSON may carry one) has no UTF-8 form: it comes back as U+FFFD,
    // and the fields after it are intact.
    staging.push([3, 5, "d@example.com", "a\ud800b", "last", ["\udc00"], null, "ext"]);
    const { out } = await readBack(staging, 10);
    expect(out).toEqual([...input, [3, 5, "d@example.com", "a\ufffdb", "last", ["\ufffd"], null, "ext"]]);
    staging.dispose();
  });
});

describe("spool", () => {
  async function* chunks(count: number, size: number) {
    for (let i = 0; i < count; i++) yield Buffer.alloc(size, 97 + (i % 26));
  }
  const readAll = async (spool: Spool) => {
    const parts: Uint8Array[] = [];
    for await (const part of spool.read()) parts.push(part);
    return Buffer.concat(parts);
  };
  const expected = (count: number, size: number) =>
    Buffer.concat(Array.from({ length: count }, (_, i) => Buffer.alloc(size, 97 + (i % 26))));

  it("gives back the bytes of an upload in order, held in memory under its budget", async () => {
    const spool = new Spool(dir);
    await spool.fill(chunks(30, 1000));
    expect(await readAll(spool)).toEqual(expected(30, 1000));
    expect(fs.readdirSync(dir)).toEqual([]);
    spool.dispose();
  });

  it("moves the bytes to an owner-only temporary file past its budget, keeps the order, and removes it when disposed", async () => {
    const spool = new Spool(dir, 5000);
    await spool.fill(chunks(33, 1000));
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^people-import-[0-9a-f]+\.bin$/);
    expect(fs.statSync(path.join(dir, file as string)).mode & 0o777).toBe(0o600);
    // 30,000 bytes went to the file in bursts, the last 3,000 are still in memory.
    expect(fs.statSync(path.join(dir, file as string)).size).toBe(30_000);
    expect(await readAll(spool)).toEqual(expected(33, 1000));
    spool.dispose();
    spool.dispose();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("hands its contents to be read elsewhere (a worker thread): the same bytes in at most 64 KB pieces, and its size", async () => {
    const spool = new Spool(dir, 150_000);
    await spool.fill(chunks(7, 40_000));
    expect(spool.size).toBe(280_000);
    const contents = spool.contents();
    // 160,000 bytes went to the file; the 120,000 held in memory come as one buffer of their own.
    expect(contents.file && fs.statSync(contents.file).size).toBe(160_000);
    expect(contents.memory.map((chunk) => chunk.length)).toEqual([120_000]);
    const pieces: Uint8Array[] = [];
    for await (const piece of readSpooled(contents)) pieces.push(piece);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBe(64 * 1024);
    expect(Buffer.concat(pieces)).toEqual(expected(7, 40_000));
    spool.dispose();
    expect(spool.size).toBe(0);
  });

  it("is disposed cleanly after a reader stopped half-way through its file (a refused row)", async () => {
    const spool = new Spool(dir, 5000);
    await spool.fill(chunks(40, 1000));
    for await (const part of spool.read()) {
      expect(part.length).toBeGreaterThan(0);
      break;
    }
    // Let the abandoned read stream finish closing, as it does while the refusal is answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => spool.dispose()).not.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("passes on the upload's error (a client that went away) and holds nothing after dispose", async () => {
    const spool = new Spool(dir, 1);
    async function* broken() {
      yield Buffer.from("email\n");
      throw new Error("aborted");
    }
    await expect(spool.fill(broken())).rejects.toThrow("aborted");
    spool.dispose();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
