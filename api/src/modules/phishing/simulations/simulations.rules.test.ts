import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { isInside } from "../../../platform/schedule/business-hours.js";
import { seeded } from "../../../test/seeded-random.js";
import { checkSchedule, hoursOf, planSends, type SimulationInput } from "./simulations.rules.js";

// The simulation's schedule: what a launch refuses, and how each target's emails are planned
// (templates dealt evenly for the A/B test, every email inside the business hours of the
// simulation's own time zone, a target's emails spread across the span rather than bunched).

const hours = hoursOf({
  timeZone: "Europe/Belgrade",
  businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  businessHoursStart: "09:00",
  businessHoursEnd: "17:00",
});
const from = new Date("2026-03-02T06:00:00Z"); // a Monday, before opening time in Belgrade
const until = new Date("2026-03-16T06:00:00Z"); // two weeks later

describe("planSends", () => {
  it("gives each target min(maxAttacks, templates) different templates, each template an even share", () => {
    const plan = planSends(hours, from, until, 300, 3, 2, seeded(7));
    expect(plan).toHaveLength(600);
    for (let target = 0; target < 300; target++) {
      const own = plan.filter((p) => p.target === target).map((p) => p.template);
      expect(new Set(own).size).toBe(2);
    }
    const perTemplate = [0, 1, 2].map((t) => plan.filter((p) => p.template === t).length);
    expect(perTemplate).toEqual([200, 200, 200]);
  });

  it("never sends more than the templates allow, nor more than maxAttacks", () => {
    expect(planSends(hours, from, until, 10, 1, 5, seeded(1))).toHaveLength(10);
    expect(planSends(hours, from, until, 10, 4, 1, seeded(1))).toHaveLength(10);
  });

  it("puts every email inside the business hours in the simulation's time zone, within the span", () => {
    for (const planned of planSends(hours, from, until, 200, 2, 2, seeded(3))) {
      expect(isInside(hours, planned.dueAt)).toBe(true);
      expect(planned.dueAt >= from && planned.dueAt < until).toBe(true);
      const local = DateTime.fromJSDate(planned.dueAt, { zone: "Europe/Belgrade" });
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThan(17);
    }
  });

  it("spreads a target's emails over the span: the first in the first half, the second in the second", () => {
    const middle = new Date((from.getTime() + until.getTime()) / 2);
    const plan = planSends(hours, from, until, 50, 2, 2, seeded(11));
    for (const planned of plan) {
      if (planned.attemptNo === 0) expect(planned.dueAt < middle).toBe(true);
      else expect(planned.dueAt >= middle).toBe(true);
    }
  });

  it("is reproducible from its random source", () => {
    expect(planSends(hours, from, until, 20, 3, 2, seeded(5))).toEqual(
      planSends(hours, from, until, 20, 3, 2, seeded(5)),
    );
  });
});

describe("checkSchedule", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const input = (extra: Partial<SimulationInput> = {}): SimulationInput => ({
    name: "x",
    startDate: from.toISOString(),
    timeZone: "Europe/Belgrade",
    durationWeeks: 1,
    businessDays: ["Monday"],
    businessHoursStart: "09:00",
    businessHoursEnd: "17:00",
    maxAttacksPerTarget: 1,
    templateIds: [],
    targets: {},
    ...extra,
  });

  it("accepts a valid schedule", () => {
    expect(checkSchedule(input(), now)).toEqual([]);
  });

  it("names the simulation's own fields", () => {
    const paths = (extra: Partial<SimulationInput>) => checkSchedule(input(extra), now).map((e) => e.path);
    expect(paths({ timeZone: "+02:00" })).toEqual(["body.timeZone"]);
    expect(paths({ businessDays: [] })).toEqual(["body.businessDays"]);
    expect(paths({ businessHoursEnd: "08:00" })).toEqual(["body.businessHoursEnd"]);
    expect(paths({ startDate: "2026-02-01T00:00:00Z" })).toEqual(["body.startDate"]);
  });
});
