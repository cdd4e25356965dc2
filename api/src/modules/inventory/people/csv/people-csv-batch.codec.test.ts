import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PeopleCsvItem } from "./people-csv.js";
import { decodePeopleBatch, encodePeopleBatch, MESSAGE_UNITS } from "./people-csv-batch.codec.js";

const text = fc.string({ unit: "binary", maxLength: 40 });
const row = fc.record({
  kind: fc.constant("row" as const),
  line: fc.nat(),
  person: fc.record({
    email: text,
    firstName: text,
    lastName: text,
    groups: fc.array(text, { maxLength: 4 }),
    tags: fc.array(text, { maxLength: 4 }),
  }),
});
const rejected = fc.record({
  kind: fc.constant("rejected" as const),
  line: fc.nat(),
  reason: text,
  input: fc.record({ email: text, groups: fc.array(text, { maxLength: 3 }) }, { requiredKeys: [] }),
});
const items = fc.array(fc.oneof({ weight: 8, arbitrary: row }, { weight: 1, arbitrary: rejected }), { maxLength: 300 });

describe("people CSV batches between threads", () => {
  it("decodes what it encodes: the same items in the same order, rows and rejections mixed", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 2000 }), (batch: PeopleCsvItem[], budget) => {
        const parts = encodePeopleBatch(batch, budget);
        expect(parts.flatMap(decodePeopleBatch)).toEqual(batch);
      }),
    );
  });

  it("cuts a batch into messages of about MESSAGE_UNITS characters (V8 keeps what larger messages bring in its old generation)", () => {
    const batch: PeopleCsvItem[] = Array.from({ length: 5000 }, (_, i) => ({
      kind: "row",
      line: i + 2,
      person: {
        email: `person${i}@example.com`,
        firstName: "Jelena",
        lastName: "Petrović",
        groups: ["Sales"],
        tags: [],
      },
    }));
    const parts = encodePeopleBatch(batch);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      const units = part.rows.reduce<number>((sum, value) => sum + (typeof value === "string" ? value.length : 0), 0);
      expect(units).toBeLessThanOrEqual(MESSAGE_UNITS);
      // Serialized (two bytes a character at most, plus a few per value) under V8's 100 KB.
      expect(units * 2 + part.rows.length * 5).toBeLessThan(100 * 1024);
    }
    expect(parts.reduce((sum, part) => sum + part.count, 0)).toBe(5000);
  });
});
