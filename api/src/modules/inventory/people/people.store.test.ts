import { describe, expect, it } from "vitest";
import { NumSet, PendingPairs } from "./people.store.js";

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

describe("PendingPairs", () => {
  const drained = (pairs: PendingPairs) => {
    const out: [number, number][] = [];
    pairs.drain((id, num) => out.push([id, num]));
    return out;
  };

  it("gives every pair back once, sorted by label then person, as the primary key is", () => {
    const pairs = new PendingPairs();
    const added: [number, number][] = [];
    // Created people come in ascending nums; people changed by an update in any order. Past
    // 1,024 pairs the arrays grow; nums past 2^32 (a database years old) are kept exactly.
    for (let num = 1; num <= 3000; num++) {
      added.push([7, num], [num % 5 === 0 ? 2 ** 33 : 3, num]);
    }
    added.push([5, 99], [5, 2], [5, 2 ** 40 + 1], [5, 50], [3, 0]);
    for (const [id, num] of added) pairs.add(id, num);
    expect(pairs.count).toBe(added.length);
    expect(drained(pairs)).toEqual([...added].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(pairs.count).toBe(0);
    expect(drained(pairs)).toEqual([]);
    pairs.add(1, 1);
    expect(drained(pairs)).toEqual([[1, 1]]);
  });
});
