import type { Schema } from "@bulwark/contract";
import type { TestApi } from "../../test/harness.js";
import { rootAdmin } from "../../test/root-admin.js";

// Test helpers of the learning module (not a test file itself).

const root = rootAdmin({ email: "learning-root@bulwark.test", password: "root pass 1" });

/** Base path of the learning operations. */
export const LEARNING = "/api/v1/learning";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startLearningApi = root.start;
export const { superAdmin, setFeatures } = root;

/** Who calls: a token, and an organisation for organisation content (none: the common library). */
export interface Caller {
  accessToken: string;
  tenantId?: string;
}

export const as = (who: Caller) => ({ token: who.accessToken, ...(who.tenantId ? { tenant: who.tenantId } : {}) });

/** A lesson body in English and Serbian. */
export const lessonInput = (
  name = "Phishing basics",
  extra: Partial<Schema<"LessonInput">> = {},
): Schema<"LessonInput"> => ({
  name,
  premium: false,
  expectedCompletionTime: 10,
  titles: { En: `${name} (en)`, Sr: `${name} (sr)` },
  tags: ["phishing"],
  languages: ["En", "Sr"],
  ...extra,
});

/** A valid Text page. */
export const textPage = (
  language: Schema<"LearningLanguage"> = "En",
  extra: Partial<Schema<"PageInput">> = {},
): Schema<"PageInput"> => ({
  type: "Text",
  name: `intro-${language}`,
  description: "What phishing is",
  language,
  title: "What is phishing?",
  sidebarTitle: "Intro",
  content: "<p>Phishing is a message that pretends to be someone you trust.</p>",
  ...extra,
});

/** A valid Quiz page. */
export const quizPage = (
  language: Schema<"LearningLanguage"> = "En",
  extra: Partial<Schema<"PageInput">> = {},
): Schema<"PageInput"> => ({
  type: "Quiz",
  name: `quiz-${language}`,
  description: "Check",
  language,
  title: "Quiz",
  sidebarTitle: "Quiz",
  question: "Which sign points to phishing?",
  answers: [
    { text: "Urgent request to sign in through a link", correct: true },
    { text: "A colleague's lunch invitation", correct: false },
    { text: "A newsletter you subscribed to", correct: false },
  ],
  explanationCorrect: "Right: urgency plus a link is the classic pattern.",
  explanationIncorrect: "Look again: urgency plus a sign-in link is the classic pattern.",
  ...extra,
});

/** A valid SimpleQuiz nano page in English. */
export const nanoInput = (
  name = "Spot the fake invoice",
  extra: Partial<Schema<"NanoPageInput">> = {},
): Schema<"NanoPageInput"> => ({
  type: "SimpleQuiz",
  name,
  tags: ["phishing"],
  languages: ["En"],
  premium: false,
  translations: {
    En: {
      emailSubject: "One question about invoices",
      question: "An unexpected invoice asks you to enable macros. What do you do?",
      answers: [
        { text: "Enable macros to read it", correct: false },
        { text: "Report it and do not open it", correct: true },
      ],
      explanationCorrect: "Yes: report it.",
      explanationIncorrect: "Macros in unexpected files are a common way in.",
    },
  },
  ...extra,
});

/** Creates a lesson as `who`; throws unless created. */
export async function createLesson(api: TestApi, who: Caller, input = lessonInput()): Promise<Schema<"Lesson">> {
  const res = await api.request("POST", `${LEARNING}/lessons`, { ...as(who), body: input });
  if (res.status !== 201) throw new Error(`creating a lesson failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Adds a page to a lesson as `who`; throws unless created. */
export async function addPage(
  api: TestApi,
  who: Caller,
  lessonId: string,
  input: Schema<"PageInput">,
): Promise<Schema<"Page">> {
  const res = await api.request("POST", `${LEARNING}/lessons/${lessonId}/pages`, { ...as(who), body: input });
  if (res.status !== 201) throw new Error(`adding a page failed: ${JSON.stringify(res.body)}`);
  return res.body;
}
