import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uuidText, uuidv7 } from "./uuidv7.js";

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

  it("writes any 16 bytes as Node's hex of them with the four dashes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.integer({ min: 0, max: 4 }), (bytes, offset) => {
        const hex = Buffer.from(bytes.subarray(offset, offset + 16)).toString("hex");
        const expected = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join(
          "-",
        );
        expect(uuidText(bytes, offset)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
