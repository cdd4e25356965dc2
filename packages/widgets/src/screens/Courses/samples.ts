import type {
  Course,
  CourseInput,
  CourseUpdate,
  Learner,
  LearnerQuizDetails,
  Lesson,
  PredefinedCourse,
  Tenant,
} from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../storybook/fakeApi";
import { makePeople, peopleApi } from "../../storybook/fakeInventoryPeople";
import { completionRate, LEARNER_STATUSES } from "./shared/courses";

// Sample courses, learners, lessons and predefined courses for the course stories and tests, and
// fake routes that keep them as state (a new learner, an extension or a created course shows on
// the next read), with the API's rules and messages where the screens show them.

const at = "2026-03-02T08:00:00.000Z";
const id = (prefix: string, n: number) => `${prefix.padEnd(8, "0")}-0000-4000-8000-${String(n).padStart(12, "0")}`;
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const lesson = (n: number, name: string, languages: Lesson["languages"] = ["En", "Sr"]): Lesson => ({
  id: id("c1", n),
  tenantId: null,
  name,
  premium: false,
  expectedCompletionTime: 10,
  titles: { En: name },
  tags: [],
  languages,
  pageCount: 4,
  copiedFromId: null,
  createdAt: at,
  updatedAt: at,
});

/** The library's lessons: five common ones, one of the organisation's in English only. */
export const sampleLessons: Lesson[] = [
  lesson(1, "Phishing emails"),
  lesson(2, "Passwords and passphrases"),
  lesson(3, "Multi-factor authentication"),
  lesson(4, "Social engineering by phone and chat"),
  lesson(5, "Safe browsing and downloads"),
  { ...lesson(6, "Our incident hotline", ["En"]), tenantId: sampleTenant.id },
];

const courseLesson = (l: Lesson) => ({ id: l.id, name: l.name, languages: l.languages });

const predefined = (n: number, fields: Partial<PredefinedCourse>): PredefinedCourse => ({
  id: id("c2", n),
  tenantId: null,
  names: {},
  descriptions: {},
  logo: null,
  avatar: null,
  level: "Beginner",
  passingScore: 80,
  lessonIds: [],
  lessons: [],
  premium: false,
  languages: ["En", "Sr"],
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Predefined courses: two common ones and one of the organisation's. */
export const samplePredefinedCourses: PredefinedCourse[] = [
  predefined(1, {
    names: { En: "Security essentials", Sr: "Osnove bezbednosti" },
    lessons: sampleLessons.slice(0, 3).map(courseLesson),
  }),
  predefined(2, {
    names: { En: "Spotting social engineering", Sr: "Prepoznavanje socijalnog inženjeringa" },
    level: "Intermediate",
    passingScore: 70,
    lessons: [sampleLessons[3], sampleLessons[0]].flatMap((l) => (l ? [courseLesson(l)] : [])),
  }),
  predefined(3, {
    tenantId: sampleTenant.id,
    names: { En: "Acme onboarding" },
    languages: ["En"],
    lessons: [sampleLessons[5], sampleLessons[1]].flatMap((l) => (l ? [courseLesson(l)] : [])),
  }),
];

const course = (n: number, fields: Partial<Course>): Course => ({
  id: id("c3", n),
  name: "",
  description: null,
  language: "En",
  enrolmentDate: iso(-10),
  durationWeeks: 4,
  endDate: iso(18),
  status: "in_progress",
  passingScore: 80,
  predefinedCourseId: null,
  lessonIds: sampleLessons.slice(0, 3).map((l) => l.id),
  lessons: sampleLessons.slice(0, 3).map((l, i) => ({
    id: l.id,
    name: l.name,
    title: l.name,
    pageCount: 4,
    quizCount: i === 0 ? 2 : 1,
  })),
  customMessages: { enrolment: null, completed: null, reminder: null },
  securityPolicyLink: null,
  securityContact: { name: null, email: null, phone: null },
  linkInvitationsEnabled: false,
  learnerCount: 0,
  completedCount: 0,
  passedCount: 0,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Two active courses, one upcoming and one finished (expired with learners who never completed). */
export const sampleCourses: Course[] = [
  course(1, {
    name: "Security essentials, spring",
    description: "Everyone's yearly refresher.",
    predefinedCourseId: id("c2", 1),
    learnerCount: 6,
    completedCount: 3,
    passedCount: 2,
    securityContact: { name: "Maja Petrović", email: "security@acme.example", phone: "+381 11 123 4567" },
    securityPolicyLink: "https://intranet.acme.example/security-policy",
    customMessages: { enrolment: "<p>Please finish by the end of the month.</p>", completed: null, reminder: null },
    linkInvitationsEnabled: true,
  }),
  course(2, { name: "Finance: invoice fraud", language: "Sr", learnerCount: 4, completedCount: 1, passedCount: 1 }),
  course(3, {
    name: "New hires, April",
    status: "upcoming",
    enrolmentDate: iso(12),
    endDate: iso(40),
    learnerCount: 5,
  }),
  course(4, {
    name: "Winter passwords course",
    status: "finished",
    enrolmentDate: iso(-60),
    endDate: iso(-32),
    learnerCount: 10,
    completedCount: 7,
    passedCount: 6,
  }),
];

const learner = (
  n: number,
  firstName: string,
  lastName: string,
  status: Learner["status"],
  result: Learner["result"],
  score: number | null,
  minutes: number,
): Learner => ({
  id: id("c4", n),
  personId: id("c5", n),
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@acme.example`,
  groups: ["Everyone"],
  status,
  result,
  completionRate: status === "LearningCompleted" ? 100 : status === "LearningInProgress" ? 50 : 0,
  timeSpentSeconds: minutes * 60,
  score,
  daysLeft: 18,
  dueDate: iso(18),
  invitedAt: status === "InvitationPending" ? null : iso(-10),
  openedAt: null,
  startedAt: null,
  completedAt: status === "LearningCompleted" ? iso(-2) : null,
  lastRemindedAt: null,
});

/** The first course's learners: two passed, one failed, one learning, one opened, one not yet sent. */
export const sampleLearners: Learner[] = [
  learner(1, "Ana", "Anić", "LearningCompleted", "Passed", 100, 24),
  learner(2, "Boris", "Babić", "LearningCompleted", "Passed", 80, 31),
  learner(3, "Chiara", "Conti", "LearningCompleted", "Failed", 40, 12),
  learner(4, "Dejan", "Dimić", "LearningInProgress", "NotCompleted", null, 7),
  learner(5, "Eva", "Erić", "InvitationOpened", "NotCompleted", null, 0),
  learner(6, "Filip", "Fekete", "InvitationPending", "NotCompleted", null, 0),
];

const quizOf = (l: Learner): LearnerQuizDetails => ({
  learnerId: l.id,
  result: l.result,
  score: l.score,
  passingScore: 80,
  items: [
    {
      lessonId: id("c1", 1),
      lessonName: "Phishing emails",
      pageId: id("c6", 1),
      question: "An email asks you to confirm your password through a link. What do you do?",
      answers: ["Click and confirm", "Report it with the Report button", "Forward it to colleagues"],
      correctAnswerIndex: 1,
      chosenAnswerIndex: l.status === "LearningCompleted" ? (l.result === "Failed" ? 0 : 1) : null,
      correct: l.status === "LearningCompleted" ? l.result !== "Failed" : null,
      answeredAt: l.completedAt,
    },
  ],
});

const notFound = { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, message, code: "Conflict" } });
/** The API's 422 with field errors, as it answers one. */
export const invalid = (errors: { path: string; message: string }[], message = "Validation failed") => ({
  status: 422,
  body: { statusCode: 422, message, code: "ValidationFailed", errors },
});

/** Options of {@link courseRoutes}. */
export interface CourseRoutesOptions {
  courses?: Course[];
  learners?: Learner[];
  lessons?: Lesson[];
  predefined?: PredefinedCourse[];
  /** How many people the organisation has (the Learners step). */
  people?: number;
}

/**
 * Fake course routes over copies of the samples: the list by group with the counts, the
 * overview, a course and its PATCH and extension (409 unless finished), its learners (add: "No
 * people to be saved"; remove), their statistics and quiz details, the reminder (409 "A reminder
 * cannot be resent…" once sent today), the invitation again, the invitation links, the preview
 * link and create (422 with the API's field errors), plus lessons, predefined courses and people.
 */
export function courseRoutes(options: CourseRoutesOptions = {}): FakeRoutes {
  const courses = (options.courses ?? sampleCourses).map((c) => structuredClone(c));
  const learners = (options.learners ?? sampleLearners).map((l) => structuredClone(l));
  const lessons = options.lessons ?? sampleLessons;
  const predefinedCourses = options.predefined ?? samplePredefinedCourses;
  const links: { id: string; url: string; createdAt: string }[] = [
    { id: id("c7", 1), url: "https://app.bulwark.example/learn/join/3f9a1c", createdAt: at },
  ];
  const remindedToday = new Set<string>();
  let created = 0;
  const find = (url: URL) => courses.find((c) => c.id === url.pathname.split("/")[5]);
  const learnersOf = (c: Course) => (c.id === sampleCourses[0]?.id ? learners : []);

  return {
    ...peopleApi({ session: {}, people: makePeople(options.people ?? 12) }),
    "GET /api/v1/learning/lessons/lms/all": (_r: Request, url: URL) => {
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const items = lessons.filter((l) => l.name.toLowerCase().includes(search));
      return { items, total: items.length };
    },
    "GET /api/v1/learning/predefined-courses": () => {
      const items = predefinedCourses.filter((c) => c.tenantId === null);
      return { items, total: items.length };
    },
    "GET /api/v1/learning/predefined-courses/organization-courses": () => {
      const items = predefinedCourses.filter((c) => c.tenantId !== null);
      return { items, total: items.length };
    },
    "GET /api/v1/learning/courses-overview": () => ({
      allCoursesCount: courses.length,
      launchedCoursesCount: courses.filter((c) => c.status !== "upcoming").length,
      coursesStatistics: {
        totalLearnersCount: courses.reduce((n, c) => n + c.learnerCount, 0),
        completedLearnersCount: courses.reduce((n, c) => n + c.completedCount, 0),
        passedLearnersCount: courses.reduce((n, c) => n + c.passedCount, 0),
      },
      system: {
        expiredCoursesCreatedBySystem: courses.filter(
          (c) => c.status === "finished" && c.completedCount < c.learnerCount,
        ).length,
        failedCoursesCreatedBySystem: courses.filter((c) => c.status === "finished" && c.passedCount < c.completedCount)
          .length,
      },
    }),
    "GET /api/v1/learning/courses": (_r: Request, url: URL) => {
      const status = url.searchParams.get("status");
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const matching = courses.filter((c) => c.name.toLowerCase().includes(search));
      const items = matching.filter((c) => !status || c.status === status);
      const count = (s: Course["status"]) => matching.filter((c) => c.status === s).length;
      return {
        items: items.slice(skip, skip + limit),
        total: items.length,
        counts: { in_progress: count("in_progress"), upcoming: count("upcoming"), finished: count("finished") },
      };
    },
    "GET /api/v1/learning/courses/*": (_r: Request, url: URL) => find(url) ?? notFound,
    "PATCH /api/v1/learning/courses/*": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const input = (await request.json()) as CourseUpdate;
      if (input.securityContact?.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.securityContact.email))
        return invalid([{ path: "body.securityContact.email", message: "Invalid email" }]);
      const { durationWeeks, ...rest } = input;
      Object.assign(found, rest, { updatedAt: new Date().toISOString() });
      if (durationWeeks) {
        found.durationWeeks = durationWeeks;
        found.endDate = new Date(Date.parse(found.enrolmentDate) + durationWeeks * 7 * DAY).toISOString();
      }
      return found;
    },
    "POST /api/v1/learning/courses/*/extend": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status !== "finished") return conflict("Only an expired course can be extended");
      found.status = "in_progress";
      found.endDate = iso(7);
      return found;
    },
    "GET /api/v1/learning/courses/*/course-standards": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const scores = learnersOf(found).flatMap((l) =>
        l.status === "LearningCompleted" && l.score !== null ? [l.score] : [],
      );
      return {
        industry: "Finance",
        standardScore: 80,
        averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
        passingRate: 0,
        items: [{ industry: "Finance", score: 80 }],
      };
    },
    "GET /api/v1/learning/courses/*/learners/statistics": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const all = learnersOf(found);
      const completed = all.filter((l) => l.status === "LearningCompleted");
      const passed = all.filter((l) => l.result === "Passed").length;
      const scores = completed.flatMap((l) => (l.score === null ? [] : [l.score]));
      return {
        total: all.length,
        byStatus: Object.fromEntries(LEARNER_STATUSES.map((s) => [s, all.filter((l) => l.status === s).length])),
        completed: completed.length,
        passed,
        failed: all.filter((l) => l.result === "Failed").length,
        notCompleted: all.length - completed.length,
        completionRate: completionRate(completed.length, all.length),
        passingRate: { passed, total: all.length },
        averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
        averageTimeSpentSeconds: all.length
          ? Math.round(all.reduce((n, l) => n + l.timeSpentSeconds, 0) / all.length)
          : 0,
      };
    },
    "GET /api/v1/learning/courses/*/learners": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const q = url.searchParams;
      const search = q.get("search")?.toLowerCase() ?? "";
      const items = learnersOf(found).filter(
        (l) =>
          `${l.firstName} ${l.lastName} ${l.email}`.toLowerCase().includes(search) &&
          (!q.get("status") || l.status === q.get("status")) &&
          (!q.get("result") || l.result === q.get("result")),
      );
      const skip = Number(q.get("skip") ?? 0);
      const limit = Number(q.get("limit") ?? 50);
      return { items: items.slice(skip, skip + limit), total: items.length };
    },
    "POST /api/v1/learning/courses/*/learners": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status === "finished") return conflict("The course has finished");
      const input = (await request.json()) as CourseInput["learners"];
      const count = (input.personIds?.length ?? 0) + (input.groups?.length ?? 0) * 2 + (input.tags?.length ?? 0) * 2;
      if (count === 0) return invalid([{ path: "body", message: "No people to be saved" }], "No people to be saved");
      found.learnerCount += count;
      return { added: count, alreadyEnrolled: 0 };
    },
    "DELETE /api/v1/learning/courses/*/learners/*": (_r: Request, url: URL) => {
      const index = learners.findIndex((l) => l.id === url.pathname.split("/")[7]);
      if (index < 0) return notFound;
      learners.splice(index, 1);
      return { status: 204 };
    },
    "GET /api/v1/learning/courses/*/learners/*/quiz-details": (_r: Request, url: URL) => {
      const found = learners.find((l) => l.id === url.pathname.split("/")[7]);
      return found ? quizOf(found) : notFound;
    },
    "POST /api/v1/learning/courses/*/learners/send-reminder": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status !== "in_progress") return conflict("Reminders are sent only while the course is active");
      const body = (await request.json()) as { learnerIds?: string[] };
      const chosen = learnersOf(found).filter(
        (l) => l.status !== "LearningCompleted" && (!body.learnerIds || body.learnerIds.includes(l.id)),
      );
      if (chosen.length === 0) return conflict("Every chosen learner has completed the course");
      const fresh = chosen.filter((l) => !remindedToday.has(l.id));
      if (fresh.length === 0) return conflict("A reminder cannot be resent if learners were already reminded today");
      for (const l of fresh) remindedToday.add(l.id);
      return { queued: fresh.length };
    },
    "POST /api/v1/learning/courses/*/learners/resend-invitation": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status === "finished") return conflict("The course has finished");
      const body = (await request.json()) as { learnerIds?: string[] };
      return { queued: body.learnerIds?.length ?? learnersOf(found).filter((l) => !l.openedAt).length };
    },
    "GET /api/v1/learning/courses/*/request-invitations": (_r: Request, url: URL) =>
      find(url) ? { items: links, total: links.length } : notFound,
    "POST /api/v1/learning/courses/*/request-invitations": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (!found.linkInvitationsEnabled) return conflict("Link invitations are turned off for this course");
      const link = {
        id: id("c7", links.length + 2),
        url: `https://app.bulwark.example/learn/join/${links.length + 2}a7e`,
        createdAt: new Date().toISOString(),
      };
      links.unshift(link);
      return { status: 201, body: link };
    },
    "DELETE /api/v1/learning/courses/*/request-invitations/*": (_r: Request, url: URL) => {
      const index = links.findIndex((l) => l.id === url.pathname.split("/")[7]);
      if (index < 0) return notFound;
      links.splice(index, 1);
      return { status: 204 };
    },
    "GET /api/v1/learning/courses/*/lessons/*/generate-preview-link": () => ({
      url: "https://app.bulwark.example/learn/preview-token",
      token: "preview-token",
      expiresAt: iso(1),
    }),
    "POST /api/v1/learning/courses": async (request: Request) => {
      const input = (await request.json()) as CourseInput;
      const errors: { path: string; message: string }[] = [];
      const count =
        (input.learners.personIds?.length ?? 0) +
        (input.learners.groups?.length ?? 0) * 2 +
        (input.learners.tags?.length ?? 0) * 2;
      if (count === 0) errors.push({ path: "body.learners", message: "No people to be saved" });
      if (!input.lessonIds?.length && !input.predefinedCourseId)
        errors.push({ path: "body.lessonIds", message: "Please populate current data" });
      if (errors.length) return invalid(errors);
      created += 1;
      const source = predefinedCourses.find((p) => p.id === input.predefinedCourseId);
      const chosen = source ? source.lessons.map((l) => l.id) : (input.lessonIds ?? []);
      const made = course(100 + created, {
        name: input.name,
        description: input.description ?? null,
        language: input.language,
        status: Date.parse(input.enrolmentDate) > Date.now() ? "upcoming" : "in_progress",
        enrolmentDate: input.enrolmentDate,
        durationWeeks: input.durationWeeks,
        endDate: new Date(Date.parse(input.enrolmentDate) + input.durationWeeks * 7 * DAY).toISOString(),
        passingScore: input.passingScore ?? source?.passingScore ?? 70,
        predefinedCourseId: input.predefinedCourseId ?? null,
        lessonIds: chosen,
        learnerCount: count,
      });
      courses.unshift(made);
      return { status: 201, body: made };
    },
  };
}

/** The admin (CrudLearning) over the sample courses. */
export const courseEditorRoutes = (options: CourseRoutesOptions = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(),
  ...courseRoutes(options),
  ...extra,
});

/** Someone who may read courses (ReadLearning) but not change them. */
export const courseReaderRoutes = (): FakeRoutes => ({
  ...sessionRoutes(sampleUser, { ...adminPermissions, permissions: ["ReadLearning", "ReadInventory"] }),
  ...courseRoutes(),
});

/** An organisation without the learning feature: the not-enabled screen. */
export const courseFeatureOffRoutes = (): FakeRoutes => {
  const tenant: Tenant = { ...sampleTenant, features: ["inventory"] };
  return { ...sessionRoutes({ ...sampleUser, tenants: [tenant] }), ...courseRoutes() };
};

/** A user with no organisation yet: "Organization must be set!". */
export const courseNoTenantRoutes = (): FakeRoutes => ({
  ...sessionRoutes({ ...sampleUser, tenants: [] }),
  ...courseRoutes(),
});

/** A failure of the API, as it answers one. */
export const courseFailing = (status: number, message: string) => ({
  status,
  body: { statusCode: status, message, code: status === 409 ? "Conflict" : "Unavailable" },
});
