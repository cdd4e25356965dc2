import type { Schema } from "@bulwark/contract";
import type { TestApi } from "../../../test/harness.js";
import {
  addPage,
  as,
  type Caller,
  createLesson,
  LEARNING,
  lessonInput,
  quizPage,
  textPage,
} from "../learning.fixtures.js";

// Test helpers of the courses area (not a test file itself).

export const COURSES = `${LEARNING}/courses`;
export const PLAYER = "/api/v1/course-player";

const DAY_MS = 86_400_000;
/** An instant `days` from now (negative: in the past), ISO. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Saves people in `who`'s organisation; answers them by email. */
export async function addPeople(
  api: TestApi,
  who: Required<Caller>,
  people: { email: string; firstName: string; lastName: string; groups?: string[]; tags?: string[] }[],
): Promise<Record<string, Schema<"Person">>> {
  const saved = await api.request("POST", "/api/v1/inventory/people/batch", { ...as(who), body: { people } });
  if (saved.status !== 200) throw new Error(`saving people failed: ${JSON.stringify(saved.body)}`);
  const list = await api.request("GET", "/api/v1/inventory/people?limit=100", as(who));
  return Object.fromEntries((list.body.items as Schema<"Person">[]).map((p) => [p.email, p]));
}

/** A lesson of `who`'s organisation with a text page and two quiz pages in English. */
export async function lessonWithQuizzes(api: TestApi, who: Caller, name: string) {
  const lesson = await createLesson(api, who, lessonInput(name, { languages: ["En"] }));
  const intro = await addPage(api, who, lesson.id, textPage("En"));
  const first = await addPage(api, who, lesson.id, quizPage("En", { name: "q1" }));
  const second = await addPage(
    api,
    who,
    lesson.id,
    quizPage("En", {
      name: "q2",
      question: "Where do you report a suspicious email?",
      answers: [
        { text: "To the security team", correct: true },
        { text: "Nowhere", correct: false },
      ],
      explanationCorrect: "Yes: report it so others are protected too.",
      explanationIncorrect: "Reporting protects your colleagues too.",
    }),
  );
  return { lesson, intro, first, second };
}

/** A course body: starts now, two weeks, the given lessons and learners. */
export const courseInput = (
  name: string,
  lessonIds: string[],
  learners: Schema<"LearnerSelection">,
  extra: Partial<Schema<"CourseInput">> = {},
): Schema<"CourseInput"> => ({
  name,
  language: "En",
  enrolmentDate: new Date(Date.now() - 60_000).toISOString(),
  durationWeeks: 2,
  lessonIds,
  passingScore: 60,
  linkInvitationsEnabled: false,
  learners,
  ...extra,
});

/** Launches a course as `who`; throws unless created. */
export async function createCourse(api: TestApi, who: Caller, input: Schema<"CourseInput">): Promise<Schema<"Course">> {
  const res = await api.request("POST", COURSES, { ...as(who), body: input });
  if (res.status !== 201) throw new Error(`creating a course failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The player token in the invitation to `courseName` emailed to `to` (the `/learn/<token>` link). */
export async function playerTokenOf(api: TestApi, to: string, courseName: string): Promise<string> {
  const mails = (await api.outbox()).filter(
    (m) => m.to.includes(to) && m.subject === `You are enrolled in ${courseName}`,
  );
  const link = mails
    .flatMap((m) => m.links)
    .filter((l) => l.includes("/learn/") && !l.includes("/learn/join/"))
    .at(-1);
  if (!link) throw new Error(`No course email to ${to}`);
  const path = new URL(link).pathname;
  return path.slice(path.lastIndexOf("/") + 1);
}
