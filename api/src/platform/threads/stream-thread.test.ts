import { describe, expect, it } from "vitest";
import { StreamThreads } from "./stream-thread.js";

const threads = new StreamThreads({
  source: new URL("./stream-thread.fixture.worker.ts", import.meta.url),
  built: "stream-thread.fixture.worker.js",
});

const plain = () => undefined;

describe("StreamThreads", () => {
  it("hands over every item in order, the worker never more than 16 ahead of what was taken", async () => {
    const progress = new SharedArrayBuffer(4);
    const sentSoFar = new Int32Array(progress);
    let taken = 0;
    let mostAhead = 0;
    for await (const { sent } of threads.run<{ sent: number }>({ count: 200, progress }, plain)) {
      expect(sent).toBe(taken);
      taken++;
      // A slow taker: without the credits the worker would run far ahead.
      await new Promise((resolve) => setTimeout(resolve, 1));
      mostAhead = Math.max(mostAhead, Atomics.load(sentSoFar, 0) - taken);
    }
    expect(taken).toBe(200);
    expect(mostAhead).toBeGreaterThan(0);
    expect(mostAhead).toBeLessThanOrEqual(16);
  });

  it("throws the worker's error with its name, message and fields, as `revive` rebuilds it or as a plain Error", async () => {
    const caught = async (revive: (error: { name: string; message: string }) => Error | undefined) => {
      try {
        for await (const _ of threads.run({ count: 10, failAt: 4 }, revive)) {
          // read on
        }
      } catch (error) {
        return error;
      }
    };
    expect(await caught(plain)).toMatchObject({ name: "RangeError", message: "failed at 4", code: "E_COUNT", at: 4 });
    const revived = await caught((error) => new TypeError(`revived: ${error.message}`));
    expect(revived).toBeInstanceOf(TypeError);
    expect(revived).toMatchObject({ message: "revived: failed at 4" });
  });

  it("reports a worker that exits half-way, and the next run gets a working one", async () => {
    const items: number[] = [];
    await expect(async () => {
      for await (const { sent } of threads.run<{ sent: number }>({ count: 10, exitAt: 3 }, plain)) items.push(sent);
    }).rejects.toThrow("The worker thread stopped (exit code 3)");
    expect(items).toEqual([0, 1, 2]);
    const next: number[] = [];
    for await (const { sent } of threads.run<{ sent: number }>({ count: 3 }, plain)) next.push(sent);
    expect(next).toEqual([0, 1, 2]);
  });

  it("can be left half-way, and runs again", async () => {
    for await (const { sent } of threads.run<{ sent: number }>({ count: 1000 }, plain)) if (sent === 5) break;
    let count = 0;
    for await (const _ of threads.run({ count: 50 }, plain)) count++;
    expect(count).toBe(50);
    await threads.close();
  });
});
