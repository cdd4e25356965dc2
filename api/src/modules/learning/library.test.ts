import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import {
  addPage,
  as,
  type Caller,
  createLesson,
  LEARNING,
  lessonInput,
  nanoInput,
  quizPage,
  setFeatures,
  startLearningApi,
  superAdmin,
  textPage,
} from "./learning.fixtures.js";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

const courseInput = (
  lessonIds: string[],
  extra: Partial<Schema<"PredefinedCourseInput">> = {},
): Schema<"PredefinedCourseInput"> => ({
  names: { En: "Security basics", Sr: "Osnove bezbednosti" },
  descriptions: { En: "Start here.", Sr: "Počnite ovde." },
  level: "Beginner",
  passingScore: 80,
  lessonIds,
  premium: false,
  ...extra,
});

describe("learning: predefined courses, nano pages and tags", () => {
  let api: TestApi;
  let content: Caller;
  let owner: Owner;
  let other: Owner;
  let commonLesson: Schema<"Lesson">; // En and Sr pages
  let englishOnly: Schema<"Lesson">; // En pages only
  let ownLesson: Schema<"Lesson">; // Alpha's
  let otherLesson: Schema<"Lesson">; // Beta's
  beforeAll(async () => {
    api = await startLearningApi();
    content = await superAdmin(api, ["ManageLearningContent"]);
    owner = await createOrganizationOwner(api, "Alpha Library");
    other = await createOrganizationOwner(api, "Beta Library");
    commonLesson = await createLesson(api, content, lessonInput("Course lesson"));
    await addPage(api, content, commonLesson.id, textPage("En"));
    await addPage(api, content, commonLesson.id, quizPage("Sr"));
    englishOnly = await createLesson(
      api,
      content,
      lessonInput("English only", { languages: ["En"], titles: { En: "English" } }),
    );
    await addPage(api, content, englishOnly.id, textPage("En"));
    ownLesson = await createLesson(api, owner, lessonInput("Alpha lesson"));
    otherLesson = await createLesson(api, other, lessonInput("Beta lesson"));
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("predefined courses", () => {
    it("a content super-admin creates a common course from common lessons, in order, with a warning for a lesson lacking a course language", async () => {
      const res = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(content),
        body: courseInput([englishOnly.id, commonLesson.id], { level: "Intermediate" }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        tenantId: null,
        level: "Intermediate",
        passingScore: 80,
        lessonIds: [englishOnly.id, commonLesson.id],
        languages: ["En", "Sr"],
        warnings: [{ path: "lessonIds.0", message: 'Lesson "English only" has no Sr version' }],
      });
      expect(res.body.lessons.map((l: { name: string }) => l.name)).toEqual(["English only", "Course lesson"]);
      const listed = await api.request(
        "GET",
        `${LEARNING}/predefined-courses?search=osnove&level=Intermediate`,
        as(owner),
      );
      expect(listed.body.items.map((c: Schema<"PredefinedCourse">) => c.id)).toContain(res.body.id);
    });

    it("refuses the seeds' invalid input with its messages and saves nothing", async () => {
      const cases: Array<[unknown, string, string]> = [
        [
          courseInput([commonLesson.id], { passingScore: 101 }),
          "body.passingScore",
          "Passing score must be a percent between 0 and 100",
        ],
        [
          courseInput([commonLesson.id], { passingScore: -1 }),
          "body.passingScore",
          "Passing score must be a percent between 0 and 100",
        ],
        [courseInput([]), "body.lessonIds", "Minimum 1 selected"],
        [courseInput([commonLesson.id], { names: {} }), "body.names", "Name is required"],
        [
          courseInput([commonLesson.id], { names: { En: "X" } }),
          "body.names.En",
          "Name must be between 2 and 100 characters",
        ],
        [courseInput([commonLesson.id], { logo: "javascript:alert(1)" }), "body.logo", "Please provide a valid URL"],
        // A common course cannot be built from an organisation's lesson.
        [courseInput([commonLesson.id, ownLesson.id]), "body.lessonIds.1", "Lesson not found"],
      ];
      for (const [body, path, message] of cases) {
        const res = await api.request("POST", `${LEARNING}/predefined-courses`, {
          ...as(content),
          body,
          unchecked: true,
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toContainEqual({ path, message });
      }
      const missing = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(content),
        body: {},
        unchecked: true,
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([
        { path: "body.names", message: "Name is required" },
        { path: "body.level", message: "Level is required" },
        { path: "body.passingScore", message: "Passing score is required" },
        { path: "body.lessonIds", message: "Minimum 1 selected" },
      ]);
      const level = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(content),
        body: { ...courseInput([commonLesson.id]), level: "Expert" },
        unchecked: true,
      });
      expect(level.status).toBe(422);
    });

    it("an organisation builds its own course from common and own lessons, never another organisation's, and only it sees the course", async () => {
      const refused = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(owner),
        body: courseInput([commonLesson.id, otherLesson.id]),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ path: "body.lessonIds.1", message: "Lesson not found" }]);
      const created = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(owner),
        body: courseInput([commonLesson.id, ownLesson.id], { names: { En: "Alpha onboarding" } }),
      });
      expect(created.status).toBe(201);
      expect(created.body.tenantId).toBe(owner.tenantId);
      const got = await api.request("GET", `${LEARNING}/predefined-courses/${created.body.id}`, as(owner));
      expect(got.body).toMatchObject({
        id: created.body.id,
        names: { En: "Alpha onboarding" },
        languages: ["En"],
      });
      // Alpha's lesson has no pages yet: the course alerts that it lacks the course's language.
      expect(got.body.warnings).toEqual([{ path: "lessonIds.1", message: 'Lesson "Alpha lesson" has no En version' }]);
      const mine = await api.request("GET", `${LEARNING}/predefined-courses/organization-courses`, as(owner));
      expect(mine.body.items.map((c: Schema<"PredefinedCourse">) => c.id)).toEqual([created.body.id]);
      const theirs = await api.request("GET", `${LEARNING}/predefined-courses/organization-courses`, as(other));
      expect(theirs.body.total).toBe(0);
      expect((await api.request("GET", `${LEARNING}/predefined-courses/${created.body.id}`, as(other))).status).toBe(
        404,
      );
      expect((await api.request("DELETE", `${LEARNING}/predefined-courses/${created.body.id}`, as(other))).status).toBe(
        404,
      );
      // Common lists leave organisation courses out.
      const common = await api.request("GET", `${LEARNING}/predefined-courses?search=alpha onboarding`, as(owner));
      expect(common.body.total).toBe(0);
    });

    it("edits and deletes a course; a lesson in a course cannot be deleted (Error removing lesson!) until the course is gone", async () => {
      const lesson = await createLesson(api, owner, lessonInput("In a course"));
      const course = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(owner),
        body: courseInput([lesson.id]),
      });
      const put = await api.request("PUT", `${LEARNING}/predefined-courses/${course.body.id}`, {
        ...as(owner),
        body: courseInput([lesson.id, commonLesson.id], { level: "Advanced", passingScore: 90 }),
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ level: "Advanced", passingScore: 90, lessonIds: [lesson.id, commonLesson.id] });
      const refused = await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}`, as(owner));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Error removing lesson!");
      expect((await api.request("GET", `${LEARNING}/lessons/${lesson.id}`, as(owner))).status).toBe(200);
      expect((await api.request("DELETE", `${LEARNING}/predefined-courses/${course.body.id}`, as(owner))).status).toBe(
        204,
      );
      expect((await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}`, as(owner))).status).toBe(204);
    });

    it("needs CrudLearning to create in an organisation, ManageLearningContent for common courses", async () => {
      const analyst = await addMember(api, owner, ["SecurityAnalyst"], "Sam");
      expect(
        (
          await api.request("POST", `${LEARNING}/predefined-courses`, {
            ...as(analyst),
            body: courseInput([commonLesson.id]),
          })
        ).status,
      ).toBe(403);
      expect(
        (await api.request("GET", `${LEARNING}/predefined-courses/organization-courses`, as(analyst))).status,
      ).toBe(200);
      const learning = await superAdmin(api, ["ManageLearning"]);
      expect(
        (
          await api.request("POST", `${LEARNING}/predefined-courses`, {
            ...as(learning),
            body: courseInput([commonLesson.id]),
          })
        ).status,
      ).toBe(403);
      expect((await api.request("GET", `${LEARNING}/predefined-courses`, as(learning))).status).toBe(200);
    });
  });

  describe("nano pages", () => {
    it("creates a SimpleQuiz nano page, dropping blank answers; Beta never sees Alpha's", async () => {
      const res = await api.request("POST", `${LEARNING}/nano-pages`, {
        ...as(owner),
        body: nanoInput("Alpha nano", {
          translations: {
            En: {
              emailSubject: "  Quick question  ",
              question: "Which link is safe?",
              answers: [
                { text: "https://bank.example.com.evil.example", correct: false },
                { text: "", correct: false },
                { text: "The one you type yourself", correct: true },
              ],
            },
          },
        }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ tenantId: owner.tenantId, type: "SimpleQuiz", languages: ["En"], warnings: [] });
      expect(res.body.translations.En.emailSubject).toBe("Quick question");
      expect(res.body.translations.En.answers).toHaveLength(2);
      const all = await api.request("GET", `${LEARNING}/nano-pages/all?limit=100`, as(other));
      expect(all.body.items.map((n: Schema<"NanoPage">) => n.id)).not.toContain(res.body.id);
      expect((await api.request("GET", `${LEARNING}/nano-pages/${res.body.id}`, as(other))).status).toBe(404);
      expect(
        (await api.request("PUT", `${LEARNING}/nano-pages/${res.body.id}`, { ...as(other), body: nanoInput() })).status,
      ).toBe(404);
      expect((await api.request("DELETE", `${LEARNING}/nano-pages/${res.body.id}`, as(other))).status).toBe(404);
      const own = await api.request("GET", `${LEARNING}/nano-pages/organization-nano-pages`, as(owner));
      expect(own.body.items.map((n: Schema<"NanoPage">) => n.id)).toEqual([res.body.id]);
    });

    it("answers the nano page messages (at least one language, content per language, subject, quiz rule, video link) and saves nothing", async () => {
      const en = nanoInput().translations.En as Schema<"NanoPageTranslation">;
      const cases: Array<[Schema<"NanoPageInput">, string, string]> = [
        [nanoInput("No language", { languages: [] }), "body.languages", "Minimum 1 selected"],
        [nanoInput("Missing Sr", { languages: ["En", "Sr"] }), "body.translations.Sr", "Content in Sr is required"],
        [
          nanoInput("No subject", { translations: { En: { ...en, emailSubject: " " } } }),
          "body.translations.En.emailSubject",
          "Email subject is required",
        ],
        [
          nanoInput("No question", { translations: { En: { ...en, question: "" } } }),
          "body.translations.En.question",
          "Question is required",
        ],
        [
          nanoInput("Two correct", {
            translations: {
              En: {
                ...en,
                answers: [
                  { text: "a", correct: true },
                  { text: "b", correct: true },
                ],
              },
            },
          }),
          "body.translations.En.answers",
          "Exactly one answer must be correct",
        ],
        [
          nanoInput("One answer", { translations: { En: { ...en, answers: [{ text: "a", correct: true }] } } }),
          "body.translations.En.answers",
          "At least 2 answers must be filled",
        ],
        [nanoInput("Video quiz", { type: "VideoQuiz" }), "body.videoLink", "Video link is required"],
        [
          nanoInput("Bad video", { type: "VideoQuiz", videoLink: "javascript:alert(1)" }),
          "body.videoLink",
          "Please provide a valid URL",
        ],
        [nanoInput("x"), "body.name", "Name must be between 2 and 100 characters"],
      ];
      for (const [body, path, message] of cases) {
        const res = await api.request("POST", `${LEARNING}/nano-pages`, { ...as(owner), body });
        expect(res.status, message).toBe(422);
        expect(res.body.errors).toContainEqual({ path, message });
      }
      const empty = await api.request("POST", `${LEARNING}/nano-pages`, { ...as(owner), body: {}, unchecked: true });
      expect(empty.body.errors).toEqual([
        { path: "body.type", message: "Nano page type is required" },
        { path: "body.name", message: "Name is required" },
        { path: "body.languages", message: "Minimum 1 selected" },
        { path: "body.translations", message: "Content is required" },
      ]);
      const own = await api.request("GET", `${LEARNING}/nano-pages/organization-nano-pages`, as(owner));
      expect(own.body.items.map((n: Schema<"NanoPage">) => n.name)).toEqual(["Alpha nano"]);
    });

    it("sanitises CustomHTML nano pages and warns about content in a language that is not selected", async () => {
      const res = await api.request("POST", `${LEARNING}/nano-pages`, {
        ...as(owner),
        body: {
          type: "CustomHTML",
          name: "Custom nano",
          languages: ["En"],
          translations: {
            En: {
              emailSubject: "Read this",
              html: '<h2>Tip</h2><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
            },
            Sr: { emailSubject: "Pročitajte", html: '<p>Savet</p><a href="javascript:alert(3)">x</a>' },
          },
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.translations.En.html).toBe('<h2>Tip</h2><img src="https://x.example/a.png" />');
      expect(res.body.translations.Sr.html).toBe("<p>Savet</p><a>x</a>");
      expect(res.body.warnings).toEqual([
        { path: "translations.Sr", message: "There is content in Sr, which is not one of the selected languages" },
      ]);
      const empty = await api.request("POST", `${LEARNING}/nano-pages`, {
        ...as(owner),
        body: {
          type: "CustomHTML",
          name: "Empty nano",
          languages: ["En"],
          translations: { En: { emailSubject: "x", html: "<script>x</script>" } },
        },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual([{ path: "body.translations.En.html", message: "Content is required" }]);
    });

    it("keeps a VideoQuiz's link with its privacy-friendly embed; edits and deletes", async () => {
      const res = await api.request("POST", `${LEARNING}/nano-pages`, {
        ...as(content),
        body: nanoInput("Common video quiz", { type: "VideoQuiz", videoLink: "https://youtu.be/dQw4w9WgXcQ" }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        tenantId: null,
        videoEmbedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        videoType: "External",
      });
      // Common nano pages appear in every organisation's list, and only super-admins change them.
      const alpha = await api.request("GET", `${LEARNING}/nano-pages/all?search=common video`, as(owner));
      expect(alpha.body.items.map((n: Schema<"NanoPage">) => n.id)).toEqual([res.body.id]);
      expect(
        (await api.request("PUT", `${LEARNING}/nano-pages/${res.body.id}`, { ...as(owner), body: nanoInput() })).status,
      ).toBe(404);
      const put = await api.request("PUT", `${LEARNING}/nano-pages/${res.body.id}`, {
        ...as(content),
        body: nanoInput("Renamed nano"),
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        name: "Renamed nano",
        type: "SimpleQuiz",
        videoLink: null,
        videoEmbedUrl: null,
      });
      expect((await api.request("DELETE", `${LEARNING}/nano-pages/${res.body.id}`, as(content))).status).toBe(204);
      expect((await api.request("GET", `${LEARNING}/nano-pages/${res.body.id}`, as(content))).status).toBe(404);
    });

    it("answers 403 FeatureNotEnabled for organisation nano pages while learning is off", async () => {
      await setFeatures(api, other.tenantId, ["inventory"]);
      try {
        const res = await api.request("GET", `${LEARNING}/nano-pages/organization-nano-pages`, as(other));
        expect(res.status).toBe(403);
        expect(res.body.code).toBe("FeatureNotEnabled");
      } finally {
        await setFeatures(api, other.tenantId, ["inventory", "monitoring", "learning", "phishing", "leaks"]);
      }
    });
  });

  describe("learning-content-tags", () => {
    it("counts the tags of common content and of the caller's organisation only", async () => {
      await createLesson(api, other, lessonInput("Beta tagged", { tags: ["beta-only"] }));
      await createLesson(api, owner, lessonInput("Alpha tagged", { tags: ["alpha-only", "phishing"] }));
      const alpha = await api.request("GET", `${LEARNING}/learning-content-tags`, as(owner));
      expect(alpha.status).toBe(200);
      const names = alpha.body.items.map((t: { name: string }) => t.name);
      expect(names).toContain("alpha-only");
      expect(names).not.toContain("beta-only");
      const common = await api.request("GET", `${LEARNING}/learning-content-tags`, as(content));
      expect(common.body.items.map((t: { name: string }) => t.name)).not.toContain("alpha-only");
    });
  });
});
