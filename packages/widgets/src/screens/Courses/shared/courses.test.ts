import { describe, expect, it } from "vitest";
import {
  checkContent,
  checkLearners,
  checkSettings,
  courseInput,
  emptySettings,
  endOf,
  type SettingsDraft,
} from "../CreateCourse/wizard";
import { completionRate, passingRate } from "./courses";

const settings = (fields: Partial<SettingsDraft> = {}): SettingsDraft => ({
  ...emptySettings(),
  name: "Spring refresher",
  enrolmentDate: "2030-03-04",
  ...fields,
});

describe("course figures (seeds, section 9)", () => {
  it("completion rate is round(completed / total × 100), 0 without learners", () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(0, 0)).toBe(0);
  });

  it("passing rate is shown as passed/total learners", () => {
    expect(passingRate(3, 8)).toBe("3/8");
    expect(passingRate(0, 0)).toBe("0/0");
  });
});

describe("the wizard's rules", () => {
  it("Content: neither a predefined course nor a lesson is Please populate current data", () => {
    expect(checkContent({ source: "predefined", predefined: null, lessons: [], language: "En" })).toEqual({
      predefinedCourseId: "populate",
    });
    expect(checkContent({ source: "lessons", predefined: null, lessons: [], language: "En" })).toEqual({
      lessonIds: "populate",
    });
    expect(
      checkContent({
        source: "lessons",
        predefined: null,
        lessons: [{ id: "l", name: "L", languages: [] }],
        language: "En",
      }),
    ).toEqual({});
  });

  it("Learners: nobody is No people to be saved", () => {
    expect(checkLearners({ people: [], groups: [], tags: [] })).toEqual({ learners: "noPeople" });
    expect(checkLearners({ people: [], groups: ["Sales"], tags: [] })).toEqual({});
  });

  it("Settings: Invalid email, Invalid url, a 2–100 character name, 1–52 weeks, a percent", () => {
    expect(checkSettings(settings())).toEqual({});
    expect(checkSettings(settings({ contactEmail: "maja@" }))).toEqual({ "securityContact.email": "invalidEmail" });
    expect(checkSettings(settings({ policyLink: "intranet/policy" }))).toEqual({ securityPolicyLink: "invalidUrl" });
    expect(checkSettings(settings({ policyLink: "javascript:alert(1)" }))).toEqual({
      securityPolicyLink: "invalidUrl",
    });
    expect(checkSettings(settings({ name: "A" }))).toEqual({ name: "nameLength" });
    expect(checkSettings(settings({ name: "  " }))).toEqual({ name: "nameRequired" });
    expect(checkSettings(settings({ durationWeeks: "0" }))).toEqual({ durationWeeks: "positive" });
    expect(checkSettings(settings({ passingScore: "101" }))).toEqual({ passingScore: "passingScore" });
    expect(checkSettings(settings({ contactPhone: "call me" }))).toEqual({ "securityContact.phone": "invalidPhone" });
  });

  it("the end is the enrolment date plus the weeks", () => {
    const end = endOf("2030-03-04", "2");
    expect(end && new Date(end).getDate()).toBe(18);
    expect(endOf("", "2")).toBeNull();
  });

  it("sends the predefined course or the lessons, never both, and empty messages as none", () => {
    const learners = { people: [{ id: "p1", name: "Ana" }], groups: [], tags: ["new"] };
    const messages = { enrolment: "<p></p>", reminder: "<p>Finish soon</p>", completed: "" };
    const predefined = courseInput(
      {
        source: "predefined",
        predefined: { id: "c1", names: {}, passingScore: 80, lessons: [] },
        lessons: [],
        language: "Sr",
      },
      learners,
      settings({ contactEmail: " sec@acme.example " }),
      messages,
    );
    expect(predefined.predefinedCourseId).toBe("c1");
    expect(predefined.lessonIds).toBeUndefined();
    expect(predefined.learners).toEqual({ personIds: ["p1"], tags: ["new"] });
    expect(predefined.customMessages).toEqual({ enrolment: null, reminder: "<p>Finish soon</p>", completed: null });
    expect(predefined.securityContact).toEqual({ name: null, email: "sec@acme.example", phone: null });
    const own = courseInput(
      { source: "lessons", predefined: null, lessons: [{ id: "l1", name: "L", languages: ["En"] }], language: "En" },
      learners,
      settings(),
      messages,
    );
    expect(own.lessonIds).toEqual(["l1"]);
    expect(own.predefinedCourseId).toBeUndefined();
  });
});
