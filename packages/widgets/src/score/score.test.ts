import { describe, expect, it } from "vitest";
import { scoreCategory, scoreRanges } from "./score";

describe("scoreCategory", () => {
  it.each([
    [0, "VeryLow"],
    [25, "VeryLow"],
    [26, "Low"],
    [50, "Low"],
    [51, "Medium"],
    [75, "Medium"],
    [76, "High"],
    [95, "High"],
    [96, "VeryHigh"],
    [100, "VeryHigh"],
  ] as const)("puts %d in %s (both ends of every range)", (score, category) => {
    expect(scoreCategory(score)).toBe(category);
  });

  it("keeps a fractional score in the lower category until the next range starts", () => {
    expect(scoreCategory(25.5)).toBe("VeryLow");
    expect(scoreCategory(95.99)).toBe("High");
  });

  it.each([-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY])("throws RangeError for %d", (score) => {
    expect(() => scoreCategory(score)).toThrow(RangeError);
  });

  it("has ranges that cover 0 to 100 without gaps or overlaps", () => {
    let next = 0;
    for (const range of scoreRanges) {
      expect(range.min).toBe(next);
      next = range.max + 1;
    }
    expect(next).toBe(101);
  });
});
