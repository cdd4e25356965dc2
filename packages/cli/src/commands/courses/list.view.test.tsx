import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { Course } from "./courses.js";
import { CoursesListView } from "./list.view.js";

const course = (name: string, status: Course["status"], learners: number, passed: number): Course => ({
  id: `id-${name}`,
  name,
  description: null,
  language: "En",
  enrolmentDate: "2026-11-01T00:00:00.000Z",
  durationWeeks: 2,
  endDate: "2026-11-15T00:00:00.000Z",
  status,
  passingScore: 70,
  predefinedCourseId: null,
  lessonIds: [],
  lessons: [],
  customMessages: { enrolment: null, completed: null, reminder: null },
  securityPolicyLink: null,
  securityContact: { name: null, email: null, phone: null },
  linkInvitationsEnabled: false,
  learnerCount: learners,
  completedCount: passed,
  passedCount: passed,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

describe("CoursesListView", () => {
  it("shows Active for in_progress, passed/total, and each group's count", () => {
    const { lastFrame } = render(
      <CoursesListView
        result={{
          items: [course("Phishing 101", "in_progress", 10, 4), course("Passwords", "finished", 3, 3)],
          total: 2,
          counts: { in_progress: 1, upcoming: 0, finished: 1 },
        }}
      />,
    );
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd());
    expect(lines[0]).toMatch(/^NAME\s+STATUS\s+LEARNERS\s+COMPLETED\s+PASSED\s+ENDS\s+ID$/);
    expect(lines[1]).toMatch(/^Phishing 101\s+Active\s+10\s+4\s+4\/10\s+2026-11-15\s+id-Phishing 101$/);
    expect(lines[2]).toMatch(/^Passwords\s+Finished\s+3\s+3\s+3\/3/);
    expect(lines.at(-1)).toBe("1 active, 0 upcoming, 1 finished");
  });

  it("says how to launch one when there are none", () => {
    const { lastFrame } = render(
      <CoursesListView result={{ items: [], total: 0, counts: { in_progress: 0, upcoming: 0, finished: 0 } }} />,
    );
    expect(lastFrame()).toContain("bulwark courses create");
  });
});
