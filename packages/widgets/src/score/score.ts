/** Category of a 0–100 security score. */
export type ScoreCategory = "VeryLow" | "Low" | "Medium" | "High" | "VeryHigh";

/** Inclusive integer range of each category, lowest first. */
export const scoreRanges: ReadonlyArray<{ category: ScoreCategory; min: number; max: number }> = [
  { category: "VeryLow", min: 0, max: 25 },
  { category: "Low", min: 26, max: 50 },
  { category: "Medium", min: 51, max: 75 },
  { category: "High", min: 76, max: 95 },
  { category: "VeryHigh", min: 96, max: 100 },
];

/**
 * The category of a score from 0 to 100.
 *
 * Scores need not be integers: a fractional score belongs to the category whose range it does
 * not exceed (25.5 is VeryLow, as the gauge's colour changes only at 26).
 *
 * @throws RangeError when `score` is not a number from 0 to 100.
 */
export function scoreCategory(score: number): ScoreCategory {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`A score is a number from 0 to 100, got ${score}`);
  }
  for (const range of scoreRanges) {
    if (score < range.max + 1) return range.category;
  }
  return "VeryHigh";
}
