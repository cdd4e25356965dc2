import { scoreRanges } from "../../../score/score";
import type { Person } from "../shared/people";

/** What the table shows while the user has no organisation (seeds: demo data is shown). */
export const demoPeople: Person[] = [
  ["Ana", "Petrović", 91, "Engineering"],
  ["Marko", "Jovanović", 64, "Sales"],
  ["Jelena", "Nikolić", 38, "Finance"],
  ["Nikola", "Marković", 17, "Support"],
  ["Milica", "Ilić", 99, "Management"],
].map(([firstName, lastName, score, group], i) => {
  const value = score as number;
  return {
    id: `demo-${i}`,
    firstName: firstName as string,
    lastName: lastName as string,
    email: `${String(firstName).toLowerCase()}@demo.example`,
    groups: [group as string],
    tags: [],
    score: value,
    scoreCategory: scoreRanges.find((r) => value >= r.min && value <= r.max)?.category ?? null,
    origin: "csv",
    createdAt: "2026-01-15T09:00:00.000Z",
    updatedAt: "2026-01-15T09:00:00.000Z",
  };
});
