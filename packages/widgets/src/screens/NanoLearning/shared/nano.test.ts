import { describe, expect, it } from "vitest";
import { isoToLocal, localToIso } from "./nano";

// The wizard's times are wall-clock times where the learners are (the campaign's zone), whatever
// zone the admin's browser is in; these pin the conversion both ways, across a clock change.
describe("campaign wall-clock times", () => {
  it("reads a datetime-local value in the campaign's time zone, not the browser's", () => {
    expect(localToIso("2026-03-03T09:00", "Europe/Belgrade")).toBe("2026-03-03T08:00:00.000Z");
    expect(localToIso("2026-03-03T09:00", "America/New_York")).toBe("2026-03-03T14:00:00.000Z");
    expect(localToIso("2026-03-03T09:00", "Asia/Kolkata")).toBe("2026-03-03T03:30:00.000Z");
  });

  it("follows summer time: nine in Belgrade is 07:00 UTC after the last Sunday of March", () => {
    expect(localToIso("2026-03-30T09:00", "Europe/Belgrade")).toBe("2026-03-30T07:00:00.000Z");
  });

  it("shows an instant as its wall-clock time in the campaign's zone", () => {
    expect(isoToLocal("2026-03-03T08:00:00.000Z", "Europe/Belgrade")).toBe("2026-03-03T09:00");
    expect(isoToLocal("2026-03-30T07:00:00.000Z", "Europe/Belgrade")).toBe("2026-03-30T09:00");
    expect(isoToLocal("2026-03-03T14:00:00.000Z", "America/New_York")).toBe("2026-03-03T09:00");
  });

  it("answers nothing for an empty or malformed value", () => {
    expect(localToIso("", "Europe/Belgrade")).toBeNull();
    expect(localToIso("2026-03-03 09:00", "Europe/Belgrade")).toBeNull();
    expect(isoToLocal(null, "Europe/Belgrade")).toBe("");
    expect(isoToLocal("not a date", "Europe/Belgrade")).toBe("");
  });
});
