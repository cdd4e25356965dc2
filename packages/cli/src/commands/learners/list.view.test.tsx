import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { Learner } from "./list.js";
import { LearnersListView } from "./list.view.js";

const learner = (email: string, displayName: string, extra: Partial<Learner> = {}): Learner => ({
  id: email,
  personId: email,
  firstName: displayName.split(" ")[0] ?? "",
  lastName: displayName.split(" ")[1] ?? "",
  displayName,
  email,
  groups: [],
  status: "InvitationSentNoActivity",
  result: "NotCompleted",
  completionRate: 0,
  timeSpentSeconds: 0,
  score: null,
  daysLeft: 12,
  dueDate: "2026-12-06T00:00:00.000Z",
  invitedAt: null,
  openedAt: null,
  startedAt: null,
  completedAt: null,
  lastRemindedAt: null,
  ...extra,
});

const course = { id: "c1", name: "Phishing 101" };

describe("LearnersListView", () => {
  it("renders the course, a table with status, result, score and progress, and the next page", () => {
    const { lastFrame } = render(
      <LearnersListView
        result={{
          course,
          items: [
            learner("ana@acme.test", "Ana Anić", {
              status: "LearningCompleted",
              result: "Passed",
              score: 90,
              completionRate: 100,
            }),
            learner("bo@acme.test", "Bo Babić"),
          ],
          total: 5,
          skip: 0,
          limit: 2,
        }}
      />,
    );
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd());
    expect(lines[0]).toBe("Phishing 101");
    expect(lines[1]).toMatch(/^NAME\s+EMAIL\s+STATUS\s+RESULT\s+SCORE\s+DONE\s+DAYS LEFT$/);
    expect(lines[2]).toMatch(/^Ana Anić\s+ana@acme\.test\s+LearningCompleted\s+Passed\s+90%\s+100%\s+12$/);
    expect(lines[3]).toMatch(/^Bo Babić\s+bo@acme\.test\s+InvitationSentNoActivity\s+NotCompleted\s+-\s+0%\s+12$/);
    expect(lines.at(-1)).toBe("1–2 of 5 learners; next: --page 2");
  });

  it("says so when no learner matches", () => {
    const { lastFrame } = render(<LearnersListView result={{ course, items: [], total: 0, skip: 0, limit: 50 }} />);
    expect(lastFrame()).toBe("No learners match in Phishing 101.");
  });
});
