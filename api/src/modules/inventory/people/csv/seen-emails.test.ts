import { describe, expect, it } from "vitest";
import { SeenEmails } from "./seen-emails.js";

describe("SeenEmails", () => {
  it("remembers the line of each address, exactly, across many growths of its table and byte store", () => {
    const seen = new SeenEmails();
    const count = 50_000;
    for (let i = 0; i < count; i++) seen.add(`user${i}@example.com`, i + 2);
    expect(seen.size).toBe(count);
    for (let i = 0; i < count; i += 997) expect(seen.lineOf(`user${i}@example.com`)).toBe(i + 2);
    expect(seen.lineOf(`user${count}@example.com`)).toBeUndefined();
    // Same length and prefix, one character apart: only a byte-by-byte match may answer.
    expect(seen.lineOf("user1@example.con")).toBeUndefined();
    expect(seen.lineOf("")).toBeUndefined();
  });

  it("tells apart addresses whose 32-bit hashes collide", () => {
    const fnv1a = (text: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      return h >>> 0;
    };
    // Found by a birthday search over `${n.toString(36)}@x.co`.
    const [a, b] = ["7yzx@x.co", "e6ad@x.co"] as const;
    expect(fnv1a(a)).toBe(fnv1a(b));
    const seen = new SeenEmails();
    seen.add(a, 7);
    expect(seen.lineOf(b)).toBeUndefined();
    seen.add(b, 9);
    expect([seen.lineOf(a), seen.lineOf(b)]).toEqual([7, 9]);
  });

  it("refuses what it cannot hold: a repeat, a non-ASCII or an over-long address", () => {
    const seen = new SeenEmails();
    seen.add("a@example.com", 2);
    expect(() => seen.add("a@example.com", 3)).toThrow(RangeError);
    expect(() => seen.add("č@example.com", 3)).toThrow(RangeError);
    expect(seen.lineOf("č@example.com")).toBeUndefined();
    expect(() => seen.add(`${"a".repeat(250)}@x.com`, 3)).toThrow(RangeError);
  });

  it("claims an address once: the first claim answers nothing and keeps its line, a later one gets that line", () => {
    const seen = new SeenEmails();
    expect(seen.claim("a@example.com", 2)).toBeUndefined();
    expect(seen.claim("b@example.com", 3)).toBeUndefined();
    expect(seen.claim("a@example.com", 9)).toBe(2);
    expect(seen.lineOf("a@example.com")).toBe(2);
    expect(seen.size).toBe(2);
    for (let i = 0; i < 10_000; i++) expect(seen.claim(`u${i}@x.co`, i)).toBeUndefined();
    for (let i = 0; i < 10_000; i += 101) expect(seen.claim(`u${i}@x.co`, 0)).toBe(i);
  });
});
