import { describe, expect, it } from "vitest";
import { dateIn } from "./course-mail.js";

// The due date sits inside "... complete it by {date}." in both languages.
describe("the due date in course emails", () => {
  it("is Serbian's numeric form without its own closing dot (the sentence has one)", () => {
    expect(dateIn("sr", "2026-12-09T10:00:00.000Z")).toBe("9. 12. 2026");
  });

  it("is the long English form", () => {
    expect(dateIn("en", "2026-12-09T10:00:00.000Z")).toBe("9 December 2026");
  });
});
