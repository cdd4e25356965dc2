import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasVisibleContent, sanitizeUserHtml } from "../../../platform/html/sanitize.js";
import { compile, createAjv, loadSpec, toFieldErrors } from "../../../platform/http/openapi.js";
import type { TestApi } from "../../../test/harness.js";
import { as, type Caller, LEARNING, startLearningApi, superAdmin } from "../learning.fixtures.js";
import { seedLearningLibrary } from "../library.seed.js";
import {
  checkCourseNames,
  checkNanoPage,
  checkPage,
  courseLanguages,
  courseWarnings,
  lessonWarnings,
} from "../rules.js";
import { shippedCourses, shippedLessons, shippedNanoPages } from "./index.js";

// The shipped library goes through the same two gates as API input: the contract's schemas (as
// the router compiles them) and the learning rules.
const spec = loadSpec();
const ajv = createAjv(spec, { coerce: false });
const contractErrors = (schema: string, value: unknown) => {
  const validate = compile(ajv, { $ref: `#/components/schemas/${schema}` });
  // The router validates a copy: defaults are filled in, and the shipped objects stay as written.
  return validate(structuredClone(value)) ? [] : toFieldErrors(validate.errors, "body");
};

/** Every text a learner reads in a Serbian item, to check the script. */
const serbianTexts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(serbianTexts)
      : [];

describe("the shipped learning library", () => {
  it("has at least 6 lessons, each valid by the contract and the rules, with text pages and a quiz in English and Serbian", () => {
    expect(shippedLessons.length).toBeGreaterThanOrEqual(6);
    for (const { document } of shippedLessons) {
      expect(contractErrors("LessonExport", document), document.lesson.name).toEqual([]);
      const pages = document.pages.map((page) => {
        const checked = checkPage(page);
        if ("errors" in checked) throw new Error(`${document.lesson.name}: ${JSON.stringify(checked.errors)}`);
        return checked.values;
      });
      for (const language of ["En", "Sr"] as const) {
        const own = pages.filter((page) => page.language === language);
        expect(
          own.filter((page) => page.type === "Text").length,
          `${document.lesson.name} ${language}`,
        ).toBeGreaterThanOrEqual(1);
        const quizzes = own.filter((page) => page.type === "Quiz");
        expect(quizzes.length).toBeGreaterThanOrEqual(1);
        for (const quiz of quizzes) {
          expect(quiz.answers.length).toBeGreaterThanOrEqual(3);
          expect(quiz.answers.filter((answer) => answer.correct)).toHaveLength(1);
          expect(quiz.explanationCorrect && quiz.explanationIncorrect).toBeTruthy();
        }
      }
      expect(
        lessonWarnings(
          { languages: document.lesson.languages, titles: document.lesson.titles ?? {} },
          pages.map((p, i) => ({ id: String(i), ...p })),
        ),
      ).toEqual([]);
    }
    const names = shippedLessons.map(({ document }) => document.lesson.name);
    expect(names).toEqual([
      "Phishing emails",
      "Passwords and passphrases",
      "Multi-factor authentication",
      "Social engineering by phone and chat",
      "Safe browsing and downloads",
      "Reporting an incident",
    ]);
  });

  it("keeps its HTML through the sanitiser unchanged (nothing in it relies on markup the API would strip)", () => {
    for (const { document } of shippedLessons) {
      for (const page of document.pages) {
        if (!page.content) continue;
        expect(sanitizeUserHtml(page.content)).toBe(page.content);
        expect(hasVisibleContent(page.content)).toBe(true);
      }
    }
    for (const { page } of shippedNanoPages) {
      for (const translation of Object.values(page.translations)) {
        if (translation?.html) expect(sanitizeUserHtml(translation.html)).toBe(translation.html);
      }
    }
  });

  it("writes Serbian in the Latin script only", () => {
    const cyrillic = /[\u0400-\u04FF]/;
    const serbian = [
      ...shippedLessons.flatMap(({ document }) => [
        document.lesson.titles?.Sr,
        ...document.pages.filter((p) => p.language === "Sr"),
      ]),
      ...shippedCourses.flatMap(({ course }) => [course.names.Sr, course.descriptions?.Sr]),
      ...shippedNanoPages.map(({ page }) => page.translations.Sr),
    ];
    for (const text of serbianTexts(serbian)) expect(text, text).not.toMatch(cyrillic);
  });

  it("has 3 predefined courses, one per level, built from shipped lessons that cover the course's languages", () => {
    expect(shippedCourses.map(({ course }) => course.level)).toEqual(["Beginner", "Intermediate", "Advanced"]);
    for (const { course } of shippedCourses) {
      expect(contractErrors("PredefinedCourseInput", course)).toEqual([]);
      expect(checkCourseNames(course)).toEqual([]);
      expect(courseLanguages(course.names)).toEqual(["En", "Sr"]);
      const lessons = course.lessonIds.map((id) => {
        const shipped = shippedLessons.find((lesson) => lesson.id === id);
        if (!shipped) throw new Error(`unknown lesson ${id}`);
        return {
          name: shipped.document.lesson.name,
          pageLanguages: shipped.document.pages.map((page) => page.language as "En"),
        };
      });
      expect(courseWarnings(["En", "Sr"], lessons)).toEqual([]);
    }
  });

  it("has 10 nano pages in English and Serbian, mostly SimpleQuiz, each valid by the contract and the rules", () => {
    expect(shippedNanoPages).toHaveLength(10);
    expect(shippedNanoPages.filter(({ page }) => page.type === "SimpleQuiz").length).toBeGreaterThanOrEqual(7);
    for (const { page } of shippedNanoPages) {
      expect(contractErrors("NanoPageInput", page), page.name).toEqual([]);
      const checked = checkNanoPage(page);
      expect("errors" in checked ? checked.errors : checked.warnings, page.name).toEqual([]);
      expect(page.languages).toEqual(["En", "Sr"]);
    }
    expect(new Set(shippedNanoPages.map(({ id }) => id)).size).toBe(10);
  });
});

describe("seeding the common library on first start", () => {
  let api: TestApi;
  let content: Caller;
  beforeAll(async () => {
    api = await startLearningApi();
    content = await superAdmin(api, ["ManageLearningContent"]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("holds the shipped lessons with their pages, the 3 courses and the 10 nano pages", async () => {
    const lessons = await api.request("GET", `${LEARNING}/lessons?limit=100`, as(content));
    expect(lessons.status).toBe(200);
    for (const { id, document } of shippedLessons) {
      const lesson = lessons.body.items.find((item: Schema<"Lesson">) => item.id === id);
      expect(lesson).toMatchObject({ tenantId: null, name: document.lesson.name, pageCount: document.pages.length });
      const full = await api.request("GET", `${LEARNING}/lessons/${id}`, as(content));
      expect(full.body.warnings).toEqual([]);
    }
    const courses = await api.request("GET", `${LEARNING}/predefined-courses`, as(content));
    expect(courses.body.items.map((c: Schema<"PredefinedCourse">) => c.level).sort()).toEqual([
      "Advanced",
      "Beginner",
      "Intermediate",
    ]);
    const nano = await api.request("GET", `${LEARNING}/nano-pages/all?limit=100`, as(content));
    expect(nano.body.total).toBe(10);
  });

  it("adds nothing on a later start, and never brings back a built-in item a super-admin deleted", async () => {
    expect(await seedLearningLibrary(api.platform.db, api.platform.dialect)).toBe(0);
    const nanoId = shippedNanoPages[0]?.id as string;
    expect((await api.request("DELETE", `${LEARNING}/nano-pages/${nanoId}`, as(content))).status).toBe(204);
    expect(await seedLearningLibrary(api.platform.db, api.platform.dialect)).toBe(0);
    expect((await api.request("GET", `${LEARNING}/nano-pages/${nanoId}`, as(content))).status).toBe(404);
    const lessons = await api.request("GET", `${LEARNING}/lessons?limit=100`, as(content));
    expect(lessons.body.total).toBe(shippedLessons.length);
  });

  it("adds each item once when two API processes start at the same time (two connections racing)", async () => {
    const db = api.platform.db;
    await db.deleteFrom("learning_course_lessons").execute();
    for (const table of [
      "learning_predefined_courses",
      "learning_nano_pages",
      "learning_lessons",
      "learning_library_seeds",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    const added = await Promise.all([
      seedLearningLibrary(db, api.platform.dialect),
      seedLearningLibrary(db, api.platform.dialect),
    ]);
    const items = shippedLessons.length + shippedCourses.length + shippedNanoPages.length;
    expect(added[0] + added[1]).toBe(items);
    const count = async (
      table: "learning_lessons" | "learning_pages" | "learning_predefined_courses" | "learning_nano_pages",
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("learning_lessons")).toBe(shippedLessons.length);
    expect(await count("learning_pages")).toBe(
      shippedLessons.reduce((sum, { document }) => sum + document.pages.length, 0),
    );
    expect(await count("learning_predefined_courses")).toBe(shippedCourses.length);
    expect(await count("learning_nano_pages")).toBe(shippedNanoPages.length);
  });

  it("adds an item a newer version ships, and only that one", async () => {
    await api.platform.db
      .deleteFrom("learning_library_seeds")
      .where("id", "=", shippedCourses[0]?.id as string)
      .execute();
    await api.platform.db
      .deleteFrom("learning_predefined_courses")
      .where("id", "=", shippedCourses[0]?.id as string)
      .execute();
    expect(await seedLearningLibrary(api.platform.db, api.platform.dialect)).toBe(1);
    const courses = await api.request("GET", `${LEARNING}/predefined-courses`, as(content));
    expect(courses.body.total).toBe(3);
  });
});
