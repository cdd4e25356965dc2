import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startCheckpointer } from "./checkpointer.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-checkpointer-"));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL-mode database file with `pages` 4 KB pages written to its log and none copied back yet. */
function databaseWithLog(name: string): SQLite.Database {
  const sqlite = new SQLite(path.join(dir, name));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.exec("create table filler (body blob)");
  return sqlite;
}

const fill = (sqlite: SQLite.Database, rows: number) => {
  const insert = sqlite.prepare("insert into filler values (randomblob(4000))");
  for (let i = 0; i < rows; i++) insert.run();
};

describe("the WAL checkpointer", () => {
  it("copies the log into the database file from its own thread, with the connection's own checkpoints off", async () => {
    const sqlite = databaseWithLog("moved.sqlite");
    const errors: string[] = [];
    const checkpointer = startCheckpointer(sqlite, (message) => errors.push(message));
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    // 2,000 pages, one transaction each: past SQLite's 1,000-page default, which would have
    // copied them back inside one of these commits.
    fill(sqlite, 2000);
    const file = path.join(dir, "moved.sqlite");
    const sizeAfterWrites = fs.statSync(file).size;
    expect(sizeAfterWrites).toBeLessThan(1_000_000);
    const deadline = Date.now() + 10_000;
    while (fs.statSync(file).size < 8_000_000 && Date.now() < deadline) await sleep(100);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(8_000_000);
    await checkpointer.stop();
    expect(errors).toEqual([]);
    // Stopped, the connection checkpoints itself again.
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    expect(sqlite.prepare("select count(*) as n from filler").get()).toEqual({ n: 2000 });
    sqlite.close();
  });

  it("gives checkpointing back to the connection, and says so, when its thread fails", async () => {
    const sqlite = databaseWithLog("failed.sqlite");
    const errors: string[] = [];
    const checkpointer = startCheckpointer(sqlite, (message) => errors.push(message), path.join(dir, "no-driver.cjs"));
    const deadline = Date.now() + 10_000;
    while (errors.length === 0 && Date.now() < deadline) await sleep(50);
    expect(errors[0]).toMatch(/WAL checkpointer stopped/);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await checkpointer.stop();
    sqlite.close();
  });
});
