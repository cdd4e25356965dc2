import { describe, expect, it } from "vitest";
import { NumSet } from "./people.store.js";

describe("NumSet", () => {
  it("holds exactly the nums added, dense runs and far-apart ones alike", () => {
    const set = new NumSet();
    const added = [0, 1, 31, 32, 4095, 4096, 4097, 123_456, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER];
    for (let num = 10_000; num < 20_000; num += 3) added.push(num);
    for (const num of added) set.add(num);
    for (const num of added) expect(set.has(num), String(num)).toBe(true);
    for (const num of [2, 30, 33, 4094, 4098, 10_001, 20_002, 123_455, 2 ** 40 + 6]) {
      expect(set.has(num), String(num)).toBe(false);
    }
  });
});
