import type { FakeHandler, FakeRoutes } from "../../storybook/fakeApi";
import type { CourseInvitation, PlayerCourse, PlayerProgress } from "./queries";

/** The player's calls, as fake routes name them. */
export const PLAYER_ROUTES = {
  course: "GET /api/v1/course-player/*",
  activity: "POST /api/v1/course-player/*/activity",
  answers: "POST /api/v1/course-player/*/answers",
  finish: "POST /api/v1/course-player/*/finish",
  join: "POST /api/v1/course-invitations/*",
  invitation: "GET /api/v1/course-invitations/*",
} as const;

/** A small logo as a data URL, so stories show one without a server. */
export const sampleLogo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1d4ed8"/><path d="M20 8l10 4v8c0 6-4 10-10 12-6-2-10-6-10-12v-8z" fill="#fff"/></svg>',
  );

/** A learner's token as the stories and tests use it (the API's tokens are opaque). */
export const sampleToken = "learner-token-0123456789";

const id = (n: number) => `7b1e2c3d-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Which answer of each sample question is right: the fake judges with it, the player never sees it. */
const correctAnswers: Record<string, number> = { [id(13)]: 1, [id(22)]: 0 };
const explanations: Record<string, { correct: string; incorrect: string }> = {
  [id(13)]: {
    correct: "Yes: the sender's domain does not match the bank's, and the link leads elsewhere.",
    incorrect: "Look again at the sender's domain and where the link really leads.",
  },
  [id(22)]: {
    correct: "Right: a long passphrase is both strong and memorable.",
    incorrect: "Length beats complexity: a long passphrase is the stronger choice.",
  },
};

/** A two-lesson course: text, video and a quiz; then text and a quiz. */
export const sampleCourse: PlayerCourse = {
  mode: "learner",
  course: {
    name: "Security basics",
    description: "Spot phishing emails and choose passwords that hold. About fifteen minutes.",
    language: "En",
    passingScore: 50,
    expectedMinutes: 15,
    endDate: "2030-06-30T00:00:00.000Z",
    securityPolicyLink: "https://acme.example/security-policy",
    securityContact: { name: "Ana Anić", email: "security@acme.example", phone: "+381 11 123 4567" },
  },
  organization: { name: "Acme d.o.o.", logo: sampleLogo },
  learner: { firstName: "Marko" },
  lessons: [
    {
      id: id(1),
      title: "Phishing emails",
      pages: [
        {
          id: id(11),
          type: "Text",
          title: "What phishing looks like",
          sidebarTitle: "What it looks like",
          content:
            "<p>Phishing emails pretend to come from someone you trust. They push you to <strong>act fast</strong>: click a link, open an attachment, or confirm a password.</p><ul><li>Check the sender's address, not just the name.</li><li>Hover over links before you click.</li></ul>",
          videoEmbedUrl: null,
          question: null,
          answers: [],
          componentName: null,
        },
        {
          id: id(12),
          type: "Video",
          title: "A phishing email, step by step",
          sidebarTitle: "Video",
          content: null,
          videoEmbedUrl: "about:blank",
          question: null,
          answers: [],
          componentName: null,
        },
        {
          id: id(13),
          type: "Quiz",
          title: "Check your understanding",
          sidebarTitle: "Quiz",
          content: null,
          videoEmbedUrl: null,
          question:
            "An email from “Your Bank” at bank-security-update.example asks you to confirm your password. What is it?",
          answers: [
            { index: 0, text: "A routine security check" },
            { index: 1, text: "A phishing attempt" },
            { index: 2, text: "A message from IT" },
          ],
          componentName: null,
        },
      ],
    },
    {
      id: id(2),
      title: "Passwords and passphrases",
      pages: [
        {
          id: id(21),
          type: "Text",
          title: "Length beats complexity",
          sidebarTitle: "Length",
          content: "<p>A passphrase of four or more random words is long, strong and easy to remember.</p>",
          videoEmbedUrl: null,
          question: null,
          answers: [],
          componentName: null,
        },
        {
          id: id(22),
          type: "Quiz",
          title: "Pick the strongest",
          sidebarTitle: "Quiz",
          content: null,
          videoEmbedUrl: null,
          question: "Which password is the strongest?",
          answers: [
            { index: 0, text: "correct-horse-battery-staple-river" },
            { index: 1, text: "P@ssw0rd!" },
          ],
          componentName: null,
        },
      ],
    },
  ],
  progress: {
    status: "InvitationOpened",
    result: "NotCompleted",
    viewedPageIds: [],
    answers: [],
    timeSpentSeconds: 0,
    score: null,
    completionRate: 0,
    completedAt: null,
    dueDate: "2030-06-30T00:00:00.000Z",
    daysLeft: 30,
  },
};

/** The sample's page ids, by what they are. */
export const samplePageIds = {
  text: id(11),
  video: id(12),
  quiz: id(13),
  text2: id(21),
  quiz2: id(22),
} as const;

/** The sample course with some progress: the first lesson viewed and its question answered. */
export function courseInProgress(correct = true): PlayerCourse {
  const progress = sampleCourse.progress as PlayerProgress;
  return {
    ...sampleCourse,
    progress: {
      ...progress,
      status: "LearningInProgress",
      viewedPageIds: [id(11), id(12), id(13)],
      answers: [
        {
          pageId: id(13),
          answerIndex: correct ? 1 : 0,
          correct,
          explanation: correct ? (explanations[id(13)]?.correct ?? null) : (explanations[id(13)]?.incorrect ?? null),
        },
      ],
      timeSpentSeconds: 240,
      completionRate: 60,
    },
  };
}

/** The sample course finished with `score` against its passing score of 50. */
export function courseCompleted(score: number): PlayerCourse {
  const progress = courseInProgress().progress as PlayerProgress;
  return {
    ...sampleCourse,
    progress: {
      ...progress,
      status: "LearningCompleted",
      result: score >= sampleCourse.course.passingScore ? "Passed" : "Failed",
      viewedPageIds: [id(11), id(12), id(13), id(21), id(22)],
      score,
      timeSpentSeconds: 760,
      completionRate: 100,
      completedAt: "2030-06-02T10:30:00.000Z",
    },
  };
}

/** The sample course as a lesson preview shows it: one lesson, no learner, no progress. */
export const previewCourse: PlayerCourse = {
  ...sampleCourse,
  mode: "preview",
  learner: null,
  lessons: sampleCourse.lessons.slice(0, 1),
  progress: null,
};

/**
 * A stateful fake of the player's API for stories and tests: the course answers what the writes
 * recorded, answers are judged with the sample's correct answers (first answer counts), activity
 * marks pages viewed, and finish scores against the passing score, as the API does.
 */
export function playerRoutes(start: PlayerCourse = sampleCourse): FakeRoutes {
  let course: PlayerCourse = structuredClone(start);
  const progress = () => course.progress as PlayerProgress;
  const pageCount = course.lessons.reduce((sum, lesson) => sum + lesson.pages.length, 0);
  const quizIds = course.lessons.flatMap((lesson) => lesson.pages.filter((p) => p.type === "Quiz").map((p) => p.id));
  const update = (changes: Partial<PlayerProgress>) => {
    course = { ...course, progress: { ...progress(), ...changes } };
  };
  return {
    [PLAYER_ROUTES.course]: () => course,
    [PLAYER_ROUTES.activity]: (async (request) => {
      const body = (await request.json()) as { pageId: string; visibleSeconds?: number };
      const viewed = [...new Set([...progress().viewedPageIds, body.pageId])];
      update({
        status: progress().status === "LearningCompleted" ? "LearningCompleted" : "LearningInProgress",
        viewedPageIds: viewed,
        completionRate: Math.round((viewed.length / pageCount) * 100),
        timeSpentSeconds: progress().timeSpentSeconds + Math.round(body.visibleSeconds ?? 0),
      });
      return progress();
    }) satisfies FakeHandler,
    [PLAYER_ROUTES.answers]: (async (request) => {
      const body = (await request.json()) as { pageId: string; answerIndex: number };
      const earlier = course.progress?.answers.find((a) => a.pageId === body.pageId);
      if (earlier) return { correct: earlier.correct, explanation: earlier.explanation, recorded: false };
      const correct = correctAnswers[body.pageId] === body.answerIndex;
      const explanation = (correct ? explanations[body.pageId]?.correct : explanations[body.pageId]?.incorrect) ?? null;
      if (course.progress) update({ answers: [...progress().answers, { ...body, correct, explanation }] });
      return { correct, explanation, recorded: course.mode === "learner" };
    }) satisfies FakeHandler,
    [PLAYER_ROUTES.finish]: () => {
      const answered = progress().answers;
      if (quizIds.some((q) => !answered.some((a) => a.pageId === q))) {
        return {
          status: 409,
          body: { statusCode: 409, code: "Conflict", message: "Answer every question before finishing" },
        };
      }
      const score = Math.round((answered.filter((a) => a.correct).length / Math.max(1, quizIds.length)) * 100);
      update({
        status: "LearningCompleted",
        result: score >= course.course.passingScore ? "Passed" : "Failed",
        score,
        completionRate: 100,
        completedAt: "2030-06-02T10:30:00.000Z",
      });
      return progress();
    },
    [PLAYER_ROUTES.invitation]: sampleInvitation,
    [PLAYER_ROUTES.join]: {
      status: 202,
      body: { message: "If the address belongs to the organisation, an invitation is on its way." },
    },
  };
}

/** What the sample course's invitation link opens. */
export const sampleInvitation: CourseInvitation = {
  course: {
    name: sampleCourse.course.name,
    description: sampleCourse.course.description,
    language: sampleCourse.course.language,
    expectedMinutes: sampleCourse.course.expectedMinutes,
  },
  organization: sampleCourse.organization,
};

/** The API's answer to a token it never issued. */
export const invalidTokenRoutes: FakeRoutes = {
  [PLAYER_ROUTES.invitation]: { status: 404, body: { statusCode: 404, code: "NotFound", message: "Course not found" } },
  [PLAYER_ROUTES.course]: { status: 404, body: { statusCode: 404, code: "NotFound", message: "Course not found" } },
  [PLAYER_ROUTES.join]: { status: 404, body: { statusCode: 404, code: "NotFound", message: "Course not found" } },
};
