import { describe, expect, it } from "vitest";
import { seeded } from "../../test/seeded-random.js";
import {
  type BusinessHours,
  checkBusinessHours,
  isInside,
  isTimeZone,
  nextInside,
  spreadOver,
  windowsBetween,
} from "./business-hours.js";

const officeWeek: BusinessHours = {
  timeZone: "Europe/Belgrade",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  start: "09:00",
  end: "17:00",
};

/** Weekday and local time of an instant in a zone, read by the runtime's own Intl (not Luxon). */
function local(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { weekday: part("weekday"), time: `${part("hour")}:${part("minute")}` };
}

describe("business hours: validation", () => {
  it("knows IANA zones and refuses unknown names and bare offsets", () => {
    expect(isTimeZone("Europe/Belgrade")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("says what is wrong, field by field, and nothing for valid hours", () => {
    expect(checkBusinessHours(officeWeek)).toEqual([]);
    expect(checkBusinessHours({ timeZone: "Mars/Olympus_Mons", days: [], start: "9:00", end: "17:00" })).toEqual([
      { path: "body.timeZone", message: "Unknown time zone: Mars/Olympus_Mons" },
      { path: "body.days", message: "Minimum 1 selected" },
      { path: "body.start", message: "Enter a time as HH:mm" },
    ]);
    expect(checkBusinessHours({ ...officeWeek, start: "17:00", end: "09:00" }, "body.settings")).toEqual([
      { path: "body.settings.end", message: "End time must be after start time" },
    ]);
    expect(checkBusinessHours({ ...officeWeek, end: "24:00" })).toEqual([
      { path: "body.end", message: "Enter a time as HH:mm" },
    ]);
  });
});

describe("business hours: windows", () => {
  it("gives one 09:00–17:00 local window per business day of the week (Belgrade is UTC+1 in November)", () => {
    const windows = windowsBetween(officeWeek, new Date("2026-11-23T00:00:00Z"), new Date("2026-11-30T00:00:00Z"));
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ["2026-11-23T08:00:00.000Z", "2026-11-23T16:00:00.000Z"],
      ["2026-11-24T08:00:00.000Z", "2026-11-24T16:00:00.000Z"],
      ["2026-11-25T08:00:00.000Z", "2026-11-25T16:00:00.000Z"],
      ["2026-11-26T08:00:00.000Z", "2026-11-26T16:00:00.000Z"],
      ["2026-11-27T08:00:00.000Z", "2026-11-27T16:00:00.000Z"],
    ]);
    for (const w of windows) expect(local(w.start, "Europe/Belgrade").time).toBe("09:00");
  });

  it("clips the first and last window to the range", () => {
    const windows = windowsBetween(officeWeek, new Date("2026-11-25T11:30:00Z"), new Date("2026-11-26T10:00:00Z"));
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ["2026-11-25T11:30:00.000Z", "2026-11-25T16:00:00.000Z"],
      ["2026-11-26T08:00:00.000Z", "2026-11-26T10:00:00.000Z"],
    ]);
  });

  it("keeps local times across daylight-saving changes: a 01:00–04:00 window is 2 hours on the spring-forward night", () => {
    const night: BusinessHours = {
      timeZone: "Europe/Belgrade",
      days: ["Saturday", "Sunday"],
      start: "01:00",
      end: "04:00",
    };
    const windows = windowsBetween(night, new Date("2026-03-28T00:00:00Z"), new Date("2026-03-30T00:00:00Z"));
    expect(windows.map((w) => (w.end.getTime() - w.start.getTime()) / 3_600_000)).toEqual([3, 2]);
    // Autumn: the clocks go back, the same window is 4 hours long.
    const autumn = windowsBetween(night, new Date("2026-10-24T12:00:00Z"), new Date("2026-10-26T00:00:00Z"));
    expect(autumn.map((w) => (w.end.getTime() - w.start.getTime()) / 3_600_000)).toEqual([4]);
    // In summer 09:00 Belgrade is 07:00 UTC.
    const [july] = windowsBetween(officeWeek, new Date("2026-07-06T00:00:00Z"), new Date("2026-07-07T00:00:00Z"));
    expect(july?.start.toISOString()).toBe("2026-07-06T07:00:00.000Z");
  });

  it("reads days in the zone's own calendar: Monday 09:00 in Tokyo is still Sunday in UTC", () => {
    const tokyo: BusinessHours = { ...officeWeek, timeZone: "Asia/Tokyo", days: ["Monday"] };
    const [monday] = windowsBetween(tokyo, new Date("2026-11-22T00:00:00Z"), new Date("2026-11-24T00:00:00Z"));
    expect(monday?.start.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(local(monday?.start as Date, "Asia/Tokyo")).toEqual({ weekday: "Monday", time: "09:00" });
  });
});

describe("business hours: placing a send", () => {
  it("knows whether an instant is inside, and finds the next business instant", () => {
    expect(isInside(officeWeek, new Date("2026-11-24T10:00:00Z"))).toBe(true);
    expect(isInside(officeWeek, new Date("2026-11-24T16:00:00Z"))).toBe(false); // 17:00 local: the end is exclusive
    expect(isInside(officeWeek, new Date("2026-11-28T10:00:00Z"))).toBe(false); // Saturday
    // Friday 18:00 local → Monday 09:00 local.
    expect(
      nextInside(officeWeek, new Date("2026-11-27T17:00:00Z"), new Date("2026-12-31T00:00:00Z"))?.toISOString(),
    ).toBe("2026-11-30T08:00:00.000Z");
    const inside = new Date("2026-11-24T10:00:00Z");
    expect(nextInside(officeWeek, inside, new Date("2026-12-31T00:00:00Z"))).toEqual(inside);
    // A weekend-only range holds no business hours of a Monday–Friday office.
    expect(nextInside(officeWeek, new Date("2026-11-28T00:00:00Z"), new Date("2026-11-29T23:00:00Z"))).toBeNull();
    // Far ahead: a Sunday-only schedule found weeks later.
    const sundays: BusinessHours = { ...officeWeek, days: ["Sunday"] };
    expect(nextInside(sundays, new Date("2026-11-23T00:00:00Z"), new Date("2027-01-31T00:00:00Z"))?.toISOString()).toBe(
      "2026-11-29T08:00:00.000Z",
    );
  });

  it("spreads sends at random over business hours only, reproducibly with a seeded generator", () => {
    const from = new Date("2026-11-23T00:00:00Z");
    const until = new Date("2026-12-07T00:00:00Z");
    const sends = spreadOver(officeWeek, from, until, 500, seeded(7));
    expect(sends).toHaveLength(500);
    for (const send of sends) {
      expect(isInside(officeWeek, send)).toBe(true);
      const { weekday, time } = local(send, "Europe/Belgrade");
      expect(["Saturday", "Sunday"]).not.toContain(weekday);
      expect(time >= "09:00" && time < "17:00").toBe(true);
    }
    expect(sends.map((s) => s.getTime())).toEqual([...sends.map((s) => s.getTime())].sort((a, b) => a - b));
    // Every one of the ten business days gets some of them (uniform over business time).
    expect(new Set(sends.map((s) => s.toISOString().slice(0, 10))).size).toBe(10);
    expect(spreadOver(officeWeek, from, until, 500, seeded(7))).toEqual(sends);
    expect(spreadOver(officeWeek, new Date("2026-11-28T00:00:00Z"), new Date("2026-11-29T23:00:00Z"), 5)).toEqual([]);
  });
});
