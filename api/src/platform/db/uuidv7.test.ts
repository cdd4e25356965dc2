import { describe, expect, it } from "vitest";
import { uuidv7 } from "./uuidv7.js";

describe("uuidv7", () => {
  it("gives RFC 9562 version-7 UUIDs whose first 48 bits are the current millisecond", () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it("gives distinct ids, ordered by time across milliseconds, past the refill of its random pool", async () => {
    const first = Array.from({ length: 1000 }, () => uuidv7());
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = uuidv7();
    expect(new Set(first).size).toBe(first.length);
    for (const id of first) expect(id < later).toBe(true);
  });
});
