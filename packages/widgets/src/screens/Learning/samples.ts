import type { Lesson, LessonPage, NanoPage, PredefinedCourse } from "@bulwark/client";
import type { FakeRoutes } from "../../storybook/fakeApi";

// Sample lessons and pages for the library's stories and tests, and fake routes that keep them
// as state, so a story's save or reorder shows on the next read as it would with the real API.

const TENANT = "3f6c1c9e-3b7a-4c55-9d0b-0c2b8f1d2a10";
const at = "2026-02-01T09:00:00.000Z";

const lesson = (id: string, fields: Partial<Lesson>): Lesson => ({
  id,
  tenantId: null,
  name: "",
  premium: false,
  expectedCompletionTime: 10,
  titles: {},
  tags: [],
  languages: ["En", "Sr"],
  pageCount: 0,
  copiedFromId: null,
  createdAt: at,
  updatedAt: at,
  warnings: [],
  ...fields,
});

/** Three common lessons and one of the organisation's own. */
export const sampleLessons: Lesson[] = [
  lesson("a0000000-0000-4000-8000-000000000001", {
    name: "Recognising phishing emails",
    titles: { En: "Recognising phishing emails", Sr: "Prepoznavanje fišing poruka" },
    tags: ["phishing", "email"],
    pageCount: 4,
  }),
  lesson("a0000000-0000-4000-8000-000000000002", {
    name: "Passwords and passphrases",
    titles: { En: "Passwords and passphrases", Sr: "Lozinke i fraze" },
    tags: ["passwords"],
    pageCount: 3,
    expectedCompletionTime: 8,
  }),
  lesson("a0000000-0000-4000-8000-000000000003", {
    name: "Multi-factor authentication",
    premium: true,
    titles: { En: "Multi-factor authentication" },
    languages: ["En"],
    tags: ["accounts", "mfa", "passwords"],
    pageCount: 3,
  }),
  lesson("b0000000-0000-4000-8000-000000000001", {
    tenantId: TENANT,
    name: "Our clean desk policy",
    titles: { En: "Our clean desk policy", Sr: "Naša politika čistog stola" },
    tags: ["policy"],
    pageCount: 2,
    expectedCompletionTime: 5,
    copiedFromId: null,
  }),
];

const page = (id: string, position: number, fields: Partial<LessonPage>): LessonPage => ({
  id,
  lessonId: "b0000000-0000-4000-8000-000000000001",
  tenantId: TENANT,
  position,
  type: "Text",
  name: "",
  description: "",
  language: "En",
  title: "",
  sidebarTitle: "",
  content: null,
  videoLink: null,
  videoEmbedUrl: null,
  videoLinkTranslate: null,
  videoLinkTranslateEmbedUrl: null,
  explanationCorrect: null,
  explanationIncorrect: null,
  question: null,
  answers: [],
  componentName: null,
  createdAt: at,
  updatedAt: at,
  warnings: [],
  ...fields,
});

/** The organisation lesson's pages: a text page, a video, a quiz and a Serbian text page. */
export const samplePages: LessonPage[] = [
  page("c0000000-0000-4000-8000-000000000001", 0, {
    name: "why",
    description: "Why a clean desk matters",
    title: "Why a clean desk?",
    sidebarTitle: "Why",
    content:
      "<h2>Paper leaks too</h2><p>Notes, printouts and unlocked screens tell visitors more than you think. <strong>Lock your screen</strong> when you leave, and put papers away.</p><ul><li>Lock: Windows + L</li><li>Shred what you no longer need</li></ul>",
  }),
  page("c0000000-0000-4000-8000-000000000002", 1, {
    type: "Video",
    name: "video",
    description: "A short film",
    title: "Two minutes on a clean desk",
    sidebarTitle: "Video",
    videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    videoEmbedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  }),
  page("c0000000-0000-4000-8000-000000000003", 2, {
    type: "Quiz",
    name: "quiz",
    description: "Check",
    title: "Quick check",
    sidebarTitle: "Quiz",
    question: "You leave your desk for a coffee. What do you do first?",
    answers: [
      { text: "Lock the screen", correct: true },
      { text: "Nothing, I will be back soon", correct: false },
      { text: "Turn the monitor off", correct: false },
    ],
    explanationCorrect: "Right: a locked screen protects everything on it.",
    explanationIncorrect: "A monitor switched off still shows everything when switched on; lock the screen.",
  }),
  page("c0000000-0000-4000-8000-000000000004", 3, {
    name: "zasto",
    language: "De",
    description: "Warum",
    title: "Warum ein sauberer Schreibtisch?",
    sidebarTitle: "Warum",
    content: "<p>Papier verrät mehr, als man denkt.</p>",
  }),
];

const listOf = <T>(items: readonly T[], url: URL) => {
  const skip = Number(url.searchParams.get("skip") ?? 0);
  const limit = Number(url.searchParams.get("limit") ?? 20);
  return { items: items.slice(skip, skip + limit), total: items.length };
};

/**
 * Fake learning routes over `lessons` and `pages` (mutated in place by writes): the lists filter
 * by search, language and tag like the API; the library's counts read their `total`.
 */
export function learningRoutes(
  lessons: Lesson[] = sampleLessons.map((l) => ({ ...l })),
  pages: LessonPage[] = samplePages.map((p) => ({ ...p })),
  nanoPages = 10,
): FakeRoutes {
  const filtered = (url: URL, own: boolean) => {
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const language = url.searchParams.get("language");
    const tag = url.searchParams.get("tag");
    return lessons.filter(
      (l) =>
        (!own || l.tenantId !== null) &&
        l.name.toLowerCase().includes(search) &&
        (!language || l.languages.includes(language as never)) &&
        (!tag || l.tags.includes(tag)),
    );
  };
  const find = (url: URL) => lessons.find((l) => url.pathname.split("/")[5] === l.id);
  const pagesOf = (lessonId: string) =>
    pages.filter((p) => p.lessonId === lessonId).sort((a, b) => a.position - b.position);
  return {
    // Without x-tenant-id (common content): the common lessons only.
    "GET /api/v1/learning/lessons": (_r: Request, url: URL) =>
      listOf(
        filtered(url, false).filter((l) => l.tenantId === null),
        url,
      ),
    "GET /api/v1/learning/lessons/lms/all": (_r: Request, url: URL) => listOf(filtered(url, false), url),
    "GET /api/v1/learning/lessons/lms/organization-lessons": (_r: Request, url: URL) =>
      listOf(filtered(url, true), url),
    "GET /api/v1/learning/nano-pages/all": { items: [], total: nanoPages },
    "GET /api/v1/learning/nano-pages/organization-nano-pages": { items: [], total: 1 },
    "GET /api/v1/learning/learning-content-tags": () => {
      const names = [...new Set(lessons.flatMap((l) => l.tags))].sort();
      return { items: names.map((name) => ({ name, lessons: 1, nanoPages: 0 })), total: names.length };
    },
    "GET /api/v1/learning/lessons/*": (_r: Request, url: URL) =>
      find(url) ?? { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } },
    "PUT /api/v1/learning/lessons/*": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
      Object.assign(found, await request.json());
      return found;
    },
    "POST /api/v1/learning/lessons": async (request: Request) => {
      const created = lesson(`b0000000-0000-4000-8000-00000000${String(lessons.length).padStart(4, "0")}`, {
        ...(await request.json()),
        tenantId: request.headers.get("x-tenant-id"),
      });
      lessons.push(created);
      return { status: 201, body: created };
    },
    "DELETE /api/v1/learning/lessons/*": (_r: Request, url: URL) => {
      const index = lessons.findIndex((l) => l.id === url.pathname.split("/")[5]);
      if (index >= 0) lessons.splice(index, 1);
      return { status: 204 };
    },
    "POST /api/v1/learning/lessons/*/copy": (_r: Request, url: URL) => {
      const from = find(url);
      if (!from) return { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
      const copy = {
        ...from,
        id: `b1000000-0000-4000-8000-00000000${String(lessons.length).padStart(4, "0")}`,
        tenantId: TENANT,
        copiedFromId: from.id,
      };
      lessons.push(copy);
      return { status: 201, body: copy };
    },
    "GET /api/v1/learning/lessons/*/pages": (_r: Request, url: URL) => {
      const items = pagesOf(url.pathname.split("/")[5] ?? "");
      return { items, total: items.length };
    },
    "PATCH /api/v1/learning/lessons/*/pages/update-order": async (request: Request, url: URL) => {
      const { pageIds } = (await request.json()) as { pageIds: string[] };
      for (const p of pages) if (pageIds.includes(p.id)) p.position = pageIds.indexOf(p.id);
      const items = pagesOf(url.pathname.split("/")[5] ?? "");
      return { items, total: items.length };
    },
    "POST /api/v1/learning/lessons/*/pages": async (request: Request, url: URL) => {
      const lessonId = url.pathname.split("/")[5] ?? "";
      const created = page(
        `c1000000-0000-4000-8000-00000000${String(pages.length).padStart(4, "0")}`,
        pagesOf(lessonId).length,
        {
          ...(await request.json()),
          lessonId,
        },
      );
      pages.push(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/learning/lessons/*/pages/*": async (request: Request, url: URL) => {
      const found = pages.find((p) => p.id === url.pathname.split("/")[7]);
      if (!found) return { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
      Object.assign(found, await request.json());
      return found;
    },
    "DELETE /api/v1/learning/lessons/*/pages/*": (_r: Request, url: URL) => {
      const index = pages.findIndex((p) => p.id === url.pathname.split("/")[7]);
      if (index >= 0) pages.splice(index, 1);
      return { status: 204 };
    },
  };
}

const nano = (id: string, fields: Partial<NanoPage>): NanoPage => ({
  id,
  tenantId: null,
  type: "SimpleQuiz",
  name: "",
  tags: [],
  languages: ["En"],
  premium: false,
  videoLink: null,
  videoEmbedUrl: null,
  videoType: null,
  thumbnail: null,
  translations: {},
  createdAt: at,
  updatedAt: at,
  warnings: [],
  ...fields,
});

/** Three common nano pages (one of each type) and one of the organisation's own. */
export const sampleNanoPages: NanoPage[] = [
  nano("d0000000-0000-4000-8000-000000000001", {
    name: "Spot the phishing link",
    tags: ["phishing"],
    languages: ["En", "Sr"],
    translations: {
      En: {
        emailSubject: "One question: is this link safe?",
        question: "An email says your parcel is held and links to dhl-parcel-help.top. What do you do?",
        answers: [
          { text: "Open the courier's site by typing its address yourself", correct: true },
          { text: "Click the link, it looks urgent", correct: false },
          { text: "Reply and ask whether it is real", correct: false },
        ],
        explanationCorrect: "Right: go to the real site yourself instead of following the link.",
        explanationIncorrect: "The address is not the courier's: type the real one yourself.",
      },
      Sr: {
        emailSubject: "Jedno pitanje: da li je ova veza bezbedna?",
        question: "Mejl kaže da je vaš paket zadržan i vodi na dhl-parcel-help.top. Šta radite?",
        answers: [
          { text: "Sam ukucam adresu kurirske službe", correct: true },
          { text: "Kliknem na vezu, deluje hitno", correct: false },
        ],
        explanationCorrect: "Tačno: idite sami na pravi sajt.",
        explanationIncorrect: "Adresa nije kurirska: ukucajte pravu sami.",
      },
    },
  }),
  nano("d0000000-0000-4000-8000-000000000002", {
    type: "VideoQuiz",
    name: "Two minutes on MFA",
    tags: ["mfa", "accounts"],
    premium: true,
    videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    videoEmbedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    videoType: "External",
    translations: {
      En: {
        emailSubject: "Watch: why a second factor matters",
        question: "A login prompt you did not start appears on your phone. What do you do?",
        answers: [
          { text: "Deny it and report it", correct: true },
          { text: "Approve it to make it go away", correct: false },
        ],
        explanationCorrect: null,
        explanationIncorrect: null,
      },
    },
  }),
  nano("d0000000-0000-4000-8000-000000000003", {
    type: "CustomHTML",
    name: "Report, don't delete",
    tags: ["reporting"],
    translations: {
      En: {
        emailSubject: "Seen something odd? Report it",
        html: "<h2>Report, don't delete</h2><p>A suspicious email is a <strong>warning for everyone</strong>. Use the Report button so the security team can act.</p>",
      },
    },
  }),
  nano("e0000000-0000-4000-8000-000000000001", {
    tenantId: TENANT,
    type: "CustomHTML",
    name: "Our visitor badge rule",
    tags: ["policy"],
    languages: ["En", "Sr"],
    translations: {
      En: { emailSubject: "Badges, every day", html: "<p>Wear your badge where it can be seen.</p>" },
      Sr: { emailSubject: "Bedževi, svaki dan", html: "<p>Nosite bedž tako da se vidi.</p>" },
    },
  }),
];

const course = (id: string, fields: Partial<PredefinedCourse>): PredefinedCourse => ({
  id,
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
  languages: ["En"],
  createdAt: at,
  updatedAt: at,
  warnings: [],
  ...fields,
});

const lessonsOf = (ids: readonly string[], lessons: readonly Lesson[]) =>
  ids.flatMap((id) => {
    const found = lessons.find((l) => l.id === id);
    return found ? [{ id, name: found.name, languages: found.languages }] : [];
  });

/** Two common predefined courses and one of the organisation's own. */
export const sampleCourses: PredefinedCourse[] = [
  course("f0000000-0000-4000-8000-000000000001", {
    names: { En: "Security basics", Sr: "Osnove bezbednosti" },
    descriptions: { En: "Phishing and passwords: the first course to launch." },
    lessonIds: [sampleLessons[0]!.id, sampleLessons[1]!.id],
    lessons: lessonsOf([sampleLessons[0]!.id, sampleLessons[1]!.id], sampleLessons),
    languages: ["En", "Sr"],
  }),
  course("f0000000-0000-4000-8000-000000000002", {
    names: { En: "Accounts in depth" },
    level: "Intermediate",
    passingScore: 70,
    premium: true,
    lessonIds: [sampleLessons[1]!.id, sampleLessons[2]!.id],
    lessons: lessonsOf([sampleLessons[1]!.id, sampleLessons[2]!.id], sampleLessons),
  }),
  course("f1000000-0000-4000-8000-000000000001", {
    tenantId: TENANT,
    names: { En: "Our office rules" },
    level: "Beginner",
    passingScore: 60,
    lessonIds: [sampleLessons[3]!.id],
    lessons: lessonsOf([sampleLessons[3]!.id], sampleLessons),
  }),
];

const notFound = { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
const idAt = (url: URL, index: number) => url.pathname.split("/")[index] ?? "";

/**
 * Fake nano page routes over `pages` (mutated in place by writes): a call with `x-tenant-id`
 * sees common pages and the organisation's own, one without only the common ones (as the API);
 * lists filter by search, language and tag; a write without a tenant makes common content.
 */
export function nanoRoutes(pages: NanoPage[] = sampleNanoPages.map((p) => structuredClone(p))): FakeRoutes {
  const filtered = (request: Request, url: URL, own: boolean) => {
    const tenant = request.headers.get("x-tenant-id");
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const language = url.searchParams.get("language");
    const tag = url.searchParams.get("tag");
    return pages.filter(
      (p) =>
        (own ? p.tenantId !== null : p.tenantId === null || (tenant !== null && p.tenantId === tenant)) &&
        p.name.toLowerCase().includes(search) &&
        (!language || p.languages.includes(language as never)) &&
        (!tag || p.tags.includes(tag)),
    );
  };
  const find = (url: URL) => pages.find((p) => p.id === idAt(url, 5));
  return {
    "GET /api/v1/learning/nano-pages/all": (request: Request, url: URL) => listOf(filtered(request, url, false), url),
    "GET /api/v1/learning/nano-pages/organization-nano-pages": (request: Request, url: URL) =>
      listOf(filtered(request, url, true), url),
    "GET /api/v1/learning/nano-pages/*": (_r: Request, url: URL) => find(url) ?? notFound,
    "POST /api/v1/learning/nano-pages": async (request: Request) => {
      const created = nano(`e1000000-0000-4000-8000-00000000${String(pages.length).padStart(4, "0")}`, {
        ...(await request.json()),
        tenantId: request.headers.get("x-tenant-id"),
      });
      if (created.videoLink) created.videoEmbedUrl = created.videoLink;
      pages.push(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/learning/nano-pages/*": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      Object.assign(found, await request.json());
      return found;
    },
    "DELETE /api/v1/learning/nano-pages/*": (_r: Request, url: URL) => {
      const index = pages.findIndex((p) => p.id === idAt(url, 5));
      if (index < 0) return notFound;
      pages.splice(index, 1);
      return { status: 204 };
    },
  };
}

/**
 * Fake predefined course routes over `courses` (mutated in place by writes), with each course's
 * lessons named from `lessons`, and the API's warning for a chosen lesson without one of the
 * course's languages.
 */
export function courseRoutes(
  courses: PredefinedCourse[] = sampleCourses.map((c) => structuredClone(c)),
  lessons: readonly Lesson[] = sampleLessons,
): FakeRoutes {
  const filtered = (url: URL, own: boolean) => {
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const level = url.searchParams.get("level");
    return courses.filter(
      (c) =>
        (own ? c.tenantId !== null : c.tenantId === null) &&
        Object.values(c.names).some((name) => name?.toLowerCase().includes(search)) &&
        (!level || c.level === level),
    );
  };
  const find = (url: URL) => courses.find((c) => c.id === idAt(url, 5));
  const saved = (fields: Partial<PredefinedCourse>, base: PredefinedCourse): PredefinedCourse => {
    const next = { ...base, ...fields };
    const languages = (["En", "Sr", "De", "Es", "Sl"] as const).filter((l) => next.names[l]?.trim());
    next.languages = [...languages];
    next.lessons = lessonsOf(next.lessonIds, lessons);
    next.warnings = next.lessons.flatMap((lesson, index) => {
      const missing = languages.filter((l) => !lesson.languages.includes(l));
      return missing.length
        ? [{ path: `lessonIds.${index}`, message: `Lesson "${lesson.name}" has no ${missing.join(", ")} version` }]
        : [];
    });
    return next;
  };
  return {
    "GET /api/v1/learning/predefined-courses": (_r: Request, url: URL) => listOf(filtered(url, false), url),
    "GET /api/v1/learning/predefined-courses/organization-courses": (_r: Request, url: URL) =>
      listOf(filtered(url, true), url),
    "GET /api/v1/learning/predefined-courses/*": (_r: Request, url: URL) => {
      const found = find(url);
      return found ? saved({}, found) : notFound;
    },
    "POST /api/v1/learning/predefined-courses": async (request: Request) => {
      const created = saved(
        { ...(await request.json()), tenantId: request.headers.get("x-tenant-id") },
        course(`f2000000-0000-4000-8000-00000000${String(courses.length).padStart(4, "0")}`, {}),
      );
      courses.push(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/learning/predefined-courses/*": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      Object.assign(found, saved(await request.json(), found));
      return found;
    },
    "DELETE /api/v1/learning/predefined-courses/*": (_r: Request, url: URL) => {
      const index = courses.findIndex((c) => c.id === idAt(url, 5));
      if (index < 0) return notFound;
      courses.splice(index, 1);
      return { status: 204 };
    },
  };
}
