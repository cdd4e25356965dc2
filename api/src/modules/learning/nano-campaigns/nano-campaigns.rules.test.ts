import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { isInside } from "../../../platform/schedule/business-hours.js";
import { seeded } from "../../../test/seeded-random.js";
import { checkContentTime, checkSettings, hoursOf, sendTimes } from "./nano-campaigns.rules.js";

// The campaign's schedule rules on their own (the HTTP tests check their messages reach clients):
// settings named by the campaign's fields, a content's time, and send times that always fall
// inside the working hours in the campaign's time zone, across a daylight-saving change.

const belgrade = hoursOf({
  timeZone: "Europe/Belgrade",
  businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  workingHoursStart: "09:00",
  workingHoursEnd: "17:00",
});
const now = new Date("2026-03-20T12:00:00Z");

describe("nano campaign rules", () => {
  it("names the settings' errors by the campaign's fields", () => {
    const errors = checkSettings({ timeZone: "Nowhere/City", days: [], start: "9", end: "08:00" });
    expect(errors.map((e) => e.path).sort()).toEqual(["body.businessDays", "body.timeZone", "body.workingHoursStart"]);
  });

  it("spreads each learner's send inside Belgrade's working days and hours, across the March clock change", () => {
    const time = { sendAt: null, startsAt: "2026-03-23T00:00:00Z", endsAt: "2026-04-03T00:00:00Z" };
    const times = sendTimes(time, belgrade, 500, now, seeded(7));
    expect(times).toHaveLength(500);
    for (const at of times) {
      expect(isInside(belgrade, new Date(at))).toBe(true);
      const local = DateTime.fromISO(at, { zone: "Europe/Belgrade" });
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThan(17);
    }
    // Both weeks get learners (the range is spread over, not bunched at its start).
    expect(times.some((t) => t < "2026-03-28")).toBe(true);
    expect(times.some((t) => t > "2026-03-30")).toBe(true);
  });

  it("sends a fixed-time content to everyone at that time", () => {
    const at = "2026-03-23T10:00:00.000Z";
    expect(sendTimes({ sendAt: at, startsAt: at, endsAt: at }, belgrade, 3, now)).toEqual([at, at, at]);
  });

  it("accepts a fixed time inside working hours and refuses one on a Saturday or after hours", () => {
    expect(checkContentTime({ nanoPageId: "x", sendAt: "2026-03-23T10:00:00Z" }, belgrade, now, "body")).toHaveProperty(
      "time",
    );
    for (const sendAt of ["2026-03-21T10:00:00Z", "2026-03-23T18:30:00Z"]) {
      expect(checkContentTime({ nanoPageId: "x", sendAt }, belgrade, now, "body")).toEqual({
        errors: [{ path: "body.sendAt", message: "Send time is outside the working hours and business days" }],
      });
    }
  });

  it("wants a send time or a start and an end, an end after the start, and working hours in the range", () => {
    const check = (input: object) => checkContentTime({ nanoPageId: "x", ...input }, belgrade, now, "body");
    expect(check({})).toEqual({
      errors: [{ path: "body", message: "Choose a send time, or a start and an end date" }],
    });
    expect(check({ startsAt: "2026-03-25T00:00:00Z", endsAt: "2026-03-24T00:00:00Z" })).toEqual({
      errors: [{ path: "body.endsAt", message: "End date must be after start date" }],
    });
    expect(check({ startsAt: "2026-03-21T00:00:00Z", endsAt: "2026-03-22T23:00:00Z" })).toEqual({
      errors: [
        { path: "body.endsAt", message: "There are no working hours on business days between the start and end date" },
      ],
    });
  });
});
