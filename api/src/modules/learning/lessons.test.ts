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
  quizPage,
  setFeatures,
  startLearningApi,
  superAdmin,
  textPage,
} from "./learning.fixtures.js";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

describe("learning: lessons and pages", () => {
  let api: TestApi;
  let content: Caller; // super-admin with ManageLearningContent, in no organisation
  let owner: Owner; // Admin of Alpha
  let other: Owner; // Admin of Beta: nothing of Alpha's may reach it
  let otherLesson: Schema<"Lesson">;
  beforeAll(async () => {
    api = await startLearningApi();
    content = await superAdmin(api, ["ManageLearningContent"]);
    owner = await createOrganizationOwner(api, "Alpha Learning");
    other = await createOrganizationOwner(api, "Beta Learning");
    otherLesson = await createLesson(api, other, lessonInput("Beta secret lesson"));
    await addPage(api, other, otherLesson.id, textPage("En"));
  });
  afterAll(async () => {
    await api?.close();
  });

  const pageCount = async (who: Caller, lessonId: string) =>
    (await api.request("GET", `${LEARNING}/lessons/${lessonId}/pages`, as(who))).body.total as number;

  describe("common lessons", () => {
    it("a super-admin with ManageLearningContent creates one without x-tenant-id (tenant null), with a warning per language without pages", async () => {
      const res = await api.request("POST", `${LEARNING}/lessons`, {
        ...as(content),
        body: lessonInput("Common passwords"),
      });
      expect(res.status).toBe(201);
      expect(res.body.tenantId).toBeNull();
      expect(res.body.warnings).toEqual(
        expect.arrayContaining([
          { path: "languages.En", message: "The lesson has no pages in En" },
          { path: "languages.Sr", message: "The lesson has no pages in Sr" },
        ]),
      );
      // Common content has no organisation: its change is logged directly, without one.
      const logged = await api.platform.db
        .selectFrom("activity_logs")
        .select(["event_name", "tenant_id", "description"])
        .where("event_name", "=", "LessonCreated")
        .where("description", "=", "Lesson Common passwords created")
        .execute();
      expect(logged).toEqual([
        { event_name: "LessonCreated", tenant_id: null, description: "Lesson Common passwords created" },
      ]);
    });

    it("answers 403 for a super-admin without ManageLearningContent and for an organisation admin without the header", async () => {
      const users = await superAdmin(api, ["ManageUsers"]);
      for (const who of [users, { accessToken: owner.accessToken }]) {
        const res = await api.request("POST", `${LEARNING}/lessons`, { ...as(who), body: lessonInput("Nope") });
        expect(res.status).toBe(403);
      }
      const found = await api.request("GET", `${LEARNING}/lessons?search=Nope`, as(content));
      expect(found.body.total).toBe(0);
    });

    it("every organisation reads common lessons, but cannot change them (404 with the header, 403 without)", async () => {
      const lesson = await createLesson(api, content, lessonInput("Common MFA"));
      for (const org of [owner, other]) {
        const list = await api.request("GET", `${LEARNING}/lessons?search=common mfa`, as(org));
        expect(list.status).toBe(200);
        expect(list.body.items.map((l: Schema<"Lesson">) => l.id)).toEqual([lesson.id]);
        expect((await api.request("GET", `${LEARNING}/lessons/${lesson.id}`, as(org))).status).toBe(200);
      }
      const put = await api.request("PUT", `${LEARNING}/lessons/${lesson.id}`, {
        ...as(owner),
        body: lessonInput("Hijacked"),
      });
      expect(put.status).toBe(404);
      const noHeader = await api.request("PUT", `${LEARNING}/lessons/${lesson.id}`, {
        token: owner.accessToken,
        body: lessonInput("Hijacked"),
      });
      expect(noHeader.status).toBe(403);
      const del = await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}`, as(owner));
      expect(del.status).toBe(404);
      expect((await api.request("GET", `${LEARNING}/lessons/${lesson.id}`, as(content))).body.name).toBe("Common MFA");
    });
  });

  describe("organisation lessons", () => {
    it("are created in the organisation of x-tenant-id and never reach another organisation", async () => {
      const lesson = await createLesson(api, owner, lessonInput("Alpha own lesson"));
      expect(lesson.tenantId).toBe(owner.tenantId);
      const own = await api.request("GET", `${LEARNING}/lessons/lms/organization-lessons`, as(owner));
      expect(own.body.items.map((l: Schema<"Lesson">) => l.id)).toContain(lesson.id);
      expect(own.body.items.every((l: Schema<"Lesson">) => l.tenantId === owner.tenantId)).toBe(true);
      const all = await api.request("GET", `${LEARNING}/lessons/lms/all?limit=100`, as(owner));
      const tenants = new Set(all.body.items.map((l: Schema<"Lesson">) => l.tenantId));
      expect([...tenants].sort()).toEqual([owner.tenantId, null].sort());
      expect(all.body.items.map((l: Schema<"Lesson">) => l.id)).not.toContain(otherLesson.id);
      // Beta sees none of it, by id or in lists, and Alpha none of Beta's.
      const betaAll = await api.request("GET", `${LEARNING}/lessons/lms/all?limit=100`, as(other));
      expect(betaAll.body.items.map((l: Schema<"Lesson">) => l.id)).not.toContain(lesson.id);
      for (const [who, id] of [
        [other, lesson.id],
        [owner, otherLesson.id],
      ] as const) {
        expect((await api.request("GET", `${LEARNING}/lessons/${id}`, as(who))).status).toBe(404);
        expect((await api.request("GET", `${LEARNING}/lessons/${id}/pages`, as(who))).status).toBe(404);
        expect(
          (await api.request("PUT", `${LEARNING}/lessons/${id}`, { ...as(who), body: lessonInput() })).status,
        ).toBe(404);
        expect((await api.request("DELETE", `${LEARNING}/lessons/${id}`, as(who))).status).toBe(404);
        expect((await api.request("POST", `${LEARNING}/lessons/${id}/copy`, as(who))).status).toBe(404);
        expect((await api.request("GET", `${LEARNING}/lessons/${id}/export`, as(who))).status).toBe(404);
      }
      // Alpha cannot read Beta's page even by naming Beta's lesson and page together.
      const betaPages = await api.request("GET", `${LEARNING}/lessons/${otherLesson.id}/pages`, as(other));
      const betaPage = betaPages.body.items[0] as Schema<"Page">;
      expect(
        (await api.request("GET", `${LEARNING}/lessons/${otherLesson.id}/pages/${betaPage.id}`, as(owner))).status,
      ).toBe(404);
      // And a Beta admin sending Alpha's id in the header is refused outright.
      expect(
        (await api.request("GET", `${LEARNING}/lessons/lms/all`, { token: other.accessToken, tenant: owner.tenantId }))
          .status,
      ).toBe(403);
    });

    it("needs ReadLearning to read and CrudLearning to change: a Viewer gets 403, a SecurityAnalyst reads but cannot write", async () => {
      const viewer = await addMember(api, owner, ["Viewer"], "Vera");
      const analyst = await addMember(api, owner, ["SecurityAnalyst"], "Ana");
      expect((await api.request("GET", `${LEARNING}/lessons/lms/all`, as(viewer))).status).toBe(403);
      expect((await api.request("GET", `${LEARNING}/lessons`, as(viewer))).status).toBe(403);
      expect((await api.request("GET", `${LEARNING}/lessons/lms/all`, as(analyst))).status).toBe(200);
      const refused = await api.request("POST", `${LEARNING}/lessons`, {
        ...as(analyst),
        body: lessonInput("Analyst lesson"),
      });
      expect(refused.status).toBe(403);
      const search = await api.request("GET", `${LEARNING}/lessons/lms/all?search=analyst lesson`, as(owner));
      expect(search.body.total).toBe(0);
    });

    it("answers 403 FeatureNotEnabled while the organisation's learning feature is off", async () => {
      await setFeatures(api, owner.tenantId, ["inventory"]);
      try {
        for (const [method, path] of [
          ["GET", "/lessons/lms/all"],
          ["GET", "/lessons"],
          ["POST", "/lessons"],
        ] as const) {
          const res = await api.request(method, `${LEARNING}${path}`, {
            ...as(owner),
            ...(method === "POST" ? { body: lessonInput() } : {}),
          });
          expect(res.status).toBe(403);
          expect(res.body).toMatchObject({
            code: "FeatureNotEnabled",
            message: "Learning is not enabled for this organization",
          });
        }
      } finally {
        await setFeatures(api, owner.tenantId, ["inventory", "monitoring", "learning", "phishing", "leaks"]);
      }
    });

    it("trims names and refuses names outside 2 to 100 characters, and languages outside En, Sr, De, Es, Sl or none", async () => {
      const trimmed = await createLesson(api, owner, lessonInput("  Trimmed name  "));
      expect(trimmed.name).toBe("Trimmed name");
      for (const [body, path, message] of [
        [lessonInput(" A "), "body.name", "Name must be between 2 and 100 characters"],
        [lessonInput("x".repeat(101)), "body.name", "Name must be between 2 and 100 characters"],
        [lessonInput("No languages", { languages: [] }), "body.languages", "Minimum 1 selected"],
      ] as const) {
        const res = await api.request("POST", `${LEARNING}/lessons`, { ...as(owner), body });
        expect(res.status).toBe(422);
        expect(res.body.errors).toContainEqual({ path, message });
      }
      const french = await api.request("POST", `${LEARNING}/lessons`, {
        ...as(owner),
        body: { ...lessonInput("French"), languages: ["Fr"] },
        unchecked: true,
      });
      expect(french.status).toBe(422);
      expect(french.body.errors[0].path).toBe("body.languages.0");
      const { name: _name, ...nameless } = lessonInput();
      const missing = await api.request("POST", `${LEARNING}/lessons`, {
        ...as(owner),
        body: nameless,
        unchecked: true,
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toContainEqual({ path: "body.name", message: "Name is required" });
    });

    it("edits a lesson (PUT) and answers its warnings", async () => {
      const lesson = await createLesson(api, owner, lessonInput("Editable"));
      await addPage(api, owner, lesson.id, textPage("En"));
      const res = await api.request("PUT", `${LEARNING}/lessons/${lesson.id}`, {
        ...as(owner),
        body: lessonInput("Edited", {
          languages: ["En"],
          titles: { En: "Edited" },
          premium: true,
          expectedCompletionTime: 15,
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: "Edited",
        premium: true,
        expectedCompletionTime: 15,
        languages: ["En"],
        pageCount: 1,
        warnings: [],
      });
    });
  });

  describe("pages", () => {
    let lesson: Schema<"Lesson">;
    beforeAll(async () => {
      lesson = await createLesson(api, owner, lessonInput("Pages lesson"));
    });
    const post = (body: unknown) =>
      api.request("POST", `${LEARNING}/lessons/${lesson.id}/pages`, { ...as(owner), body, unchecked: true });

    it("answers each required field's own message, and saves nothing", async () => {
      const before = await pageCount(owner, lesson.id);
      const blank = { name: " ", description: "", title: "", sidebarTitle: " ", content: "" };
      const cases: Array<[unknown, Array<[string, string]>]> = [
        [
          { ...blank },
          [
            ["body.type", "Page type is required"],
            ["body.language", "Language is required"],
          ],
        ],
        [
          { ...blank, type: "Text" },
          [
            ["body.name", "Name is required"],
            ["body.description", "Description is required"],
            ["body.language", "Language is required"],
            ["body.title", "Title is required"],
            ["body.sidebarTitle", "Sidebar title is required"],
            ["body.content", "Content is required"],
          ],
        ],
        [{ ...textPage(), type: "Custom", componentName: " " }, [["body.componentName", "Component name is required"]]],
        [{ ...textPage(), type: "Video", content: null }, [["body.videoLink", "Video link is required"]]],
        [
          { ...textPage(), type: "Quiz", content: null },
          [
            ["body.question", "Question is required"],
            ["body.answers", "At least 2 answers must be filled"],
            ["body.explanationCorrect", "Explanation correct is required"],
            ["body.explanationIncorrect", "Explanation incorrect is required"],
          ],
        ],
      ];
      for (const [body, expected] of cases) {
        const res = await post(body);
        expect(res.status).toBe(422);
        for (const [path, message] of expected) expect(res.body.errors).toContainEqual({ path, message });
      }
      expect(await pageCount(owner, lesson.id)).toBe(before);
    });

    it("holds quizzes to at least 2 filled answers and exactly one correct, dropping blank answers", async () => {
      const answers = (list: Array<[string, boolean]>) => list.map(([text, correct]) => ({ text, correct }));
      for (const [given, message] of [
        [
          answers([
            ["Only one", true],
            ["  ", false],
          ]),
          "At least 2 answers must be filled",
        ],
        [
          answers([
            ["A", false],
            ["B", false],
            ["C", false],
          ]),
          "Exactly one answer must be correct",
        ],
        [
          answers([
            ["A", true],
            ["B", true],
            ["C", false],
          ]),
          "Exactly one answer must be correct",
        ],
        // A blank answer marked correct does not count: the filled ones have none.
        [
          answers([
            ["A", false],
            ["B", false],
            ["", true],
          ]),
          "Exactly one answer must be correct",
        ],
      ] as const) {
        const res = await post(quizPage("En", { answers: [...given] }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ path: "body.answers", message }]);
      }
      const saved = await post(
        quizPage("En", {
          answers: answers([
            ["Yes", true],
            [" ", false],
            ["No", false],
          ]),
        }),
      );
      expect(saved.status).toBe(201);
      expect(saved.body.answers).toEqual(
        answers([
          ["Yes", true],
          ["No", false],
        ]),
      );
    });

    it("warns, without refusing, about a page in a language the lesson is not offered in", async () => {
      const res = await post(textPage("De"));
      expect(res.status).toBe(201);
      expect(res.body.warnings).toEqual([{ path: "language", message: "The lesson is not offered in De" }]);
      const again = await api.request("GET", `${LEARNING}/lessons/${lesson.id}`, as(owner));
      expect(again.body.warnings).toContainEqual({
        path: `pages.${res.body.id}`,
        message: `Page "intro-De" is in De, which is not one of the lesson's languages`,
      });
    });

    it("sanitises the HTML of Text and Custom pages: no script, event handler, javascript: link, frame or style survives", async () => {
      const attack =
        '<p onclick="steal()">Hello <b>there</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a><a href="https://example.com" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="alert(4)"></svg>';
      for (const body of [
        textPage("En", { content: attack }),
        textPage("En", { type: "Custom", componentName: "Checklist", content: attack }),
      ]) {
        const res = await post(body);
        expect(res.status).toBe(201);
        const html = res.body.content as string;
        for (const bad of [
          "<script",
          "onclick",
          "onerror",
          "javascript:",
          "<iframe",
          "<style",
          "onload",
          "<svg",
          "alert(",
        ]) {
          expect(html).not.toContain(bad);
        }
        expect(html).toContain("<b>there</b>");
        expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
        const stored = await api.request("GET", `${LEARNING}/lessons/${lesson.id}/pages/${res.body.id}`, as(owner));
        expect(stored.body.content).toBe(html);
      }
      const onlyScript = await post(textPage("En", { content: "<script>alert(1)</script>" }));
      expect(onlyScript.status).toBe(422);
      expect(onlyScript.body.errors).toEqual([{ path: "body.content", message: "Content is required" }]);
    });

    it("validates video links (http or https URL) and stores a privacy-friendly embed address beside the original", async () => {
      for (const videoLink of ["javascript:alert(1)", "ftp://example.com/v.mp4", "not a url"]) {
        const res = await post(textPage("En", { type: "Video", videoLink }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toContainEqual({ path: "body.videoLink", message: "Please provide a valid URL" });
      }
      const youtube = await post(
        textPage("En", {
          type: "Video",
          content: null,
          videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
        }),
      );
      expect(youtube.status).toBe(201);
      expect(youtube.body).toMatchObject({
        videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
        videoEmbedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
        content: null,
        question: null,
        answers: [],
      });
      const vimeo = await post(
        textPage("Sr", {
          type: "Video",
          videoLink: "https://vimeo.com/76979871",
          videoLinkTranslate: "https://youtu.be/dQw4w9WgXcQ",
        }),
      );
      expect(vimeo.body).toMatchObject({
        videoEmbedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
        videoLinkTranslateEmbedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      });
      const file = await post(textPage("En", { type: "Video", videoLink: "https://cdn.example.com/intro.mp4" }));
      expect(file.body.videoEmbedUrl).toBeNull();
    });

    it("edits and deletes a page; another lesson's page id is 404", async () => {
      const page = await addPage(api, owner, lesson.id, textPage("En", { name: "to-edit" }));
      const edited = await api.request("PUT", `${LEARNING}/lessons/${lesson.id}/pages/${page.id}`, {
        ...as(owner),
        body: quizPage("En", { name: "now-a-quiz" }),
      });
      expect(edited.status).toBe(200);
      // Turned into a quiz, the page keeps no stale HTML.
      expect(edited.body).toMatchObject({ type: "Quiz", name: "now-a-quiz", content: null });
      const foreign = await api.request("GET", `${LEARNING}/lessons/${otherLesson.id}/pages/${page.id}`, as(owner));
      expect(foreign.status).toBe(404);
      expect((await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}/pages/${page.id}`, as(owner))).status).toBe(
        204,
      );
      expect((await api.request("GET", `${LEARNING}/lessons/${lesson.id}/pages/${page.id}`, as(owner))).status).toBe(
        404,
      );
      expect((await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}/pages/${page.id}`, as(owner))).status).toBe(
        404,
      );
    });
  });

  describe("lists", () => {
    it("filter by name, language and tag, and page with skip and limit", async () => {
      const names = ["Filter Alpha one", "Filter Alpha two", "Filter Alpha three"];
      for (const name of names) await createLesson(api, owner, lessonInput(name));
      await createLesson(
        api,
        owner,
        lessonInput("Filter Alpha German", { languages: ["De"], titles: { De: "Deutsch" }, tags: ["de-only"] }),
      );
      const list = (query: string) =>
        api.request("GET", `${LEARNING}/lessons/lms/organization-lessons?${query}`, as(owner));
      const first = await list("search=filter alpha&limit=2");
      const second = await list("search=filter alpha&limit=2&skip=2");
      expect(first.body.total).toBe(4);
      expect(first.body.items).toHaveLength(2);
      expect(second.body.items).toHaveLength(2);
      const all = [...first.body.items, ...second.body.items].map((l: Schema<"Lesson">) => l.name);
      expect(new Set(all).size).toBe(4);
      const german = await list("search=filter alpha&language=De");
      expect(german.body.items.map((l: Schema<"Lesson">) => l.name)).toEqual(["Filter Alpha German"]);
      const tagged = await list("tag=de-only");
      expect(tagged.body.items.map((l: Schema<"Lesson">) => l.name)).toEqual(["Filter Alpha German"]);
      // A tag is matched whole: "de" is not "de-only".
      expect((await list("tag=de")).body.total).toBe(0);
      const pages = await api.request(
        "GET",
        `${LEARNING}/lessons/${german.body.items[0].id}/pages?language=En`,
        as(owner),
      );
      expect(pages.body.total).toBe(0);
    });
  });

  describe("super-admins", () => {
    it("a content super-admin deletes a common lesson; a ManageLearning super-admin works on an organisation's content without being a member", async () => {
      const common = await createLesson(api, content, lessonInput("Common to delete"));
      await addPage(api, content, common.id, textPage("En"));
      expect((await api.request("DELETE", `${LEARNING}/lessons/${common.id}`, as(content))).status).toBe(204);
      expect((await api.request("GET", `${LEARNING}/lessons/${common.id}`, as(content))).status).toBe(404);
      const learning = await superAdmin(api, ["ManageLearning"]);
      const inAlpha = { accessToken: learning.accessToken, tenantId: owner.tenantId };
      const created = await api.request("POST", `${LEARNING}/lessons`, {
        ...as(inAlpha),
        body: lessonInput("Made by support"),
      });
      expect(created.status).toBe(201);
      expect(created.body.tenantId).toBe(owner.tenantId);
      // ...but not the common library, which is ManageLearningContent's.
      expect(
        (await api.request("POST", `${LEARNING}/lessons`, { ...as(learning), body: lessonInput("Common by support") }))
          .status,
      ).toBe(403);
    });
  });

  describe("page order", () => {
    it("appends pages, reorders them with update-order, and closes the gap a deleted page leaves", async () => {
      const lesson = await createLesson(api, owner, lessonInput("Ordered"));
      const [a, b, c] = [
        await addPage(api, owner, lesson.id, textPage("En", { name: "a" })),
        await addPage(api, owner, lesson.id, textPage("En", { name: "b" })),
        await addPage(api, owner, lesson.id, quizPage("En", { name: "c" })),
      ] as Schema<"Page">[];
      expect([a, b, c].map((p) => p?.position)).toEqual([0, 1, 2]);
      const order = (ids: string[]) =>
        api.request("PATCH", `${LEARNING}/lessons/${lesson.id}/pages/update-order`, {
          ...as(owner),
          body: { pageIds: ids },
        });
      const reordered = await order([c!.id, a!.id, b!.id]);
      expect(reordered.status).toBe(200);
      expect(reordered.body.items.map((p: Schema<"Page">) => [p.name, p.position])).toEqual([
        ["c", 0],
        ["a", 1],
        ["b", 2],
      ]);
      for (const ids of [
        [c!.id, a!.id],
        [c!.id, a!.id, b!.id, otherLesson.id],
      ]) {
        const res = await order(ids);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([
          { path: "body.pageIds", message: "The order must list every page of the lesson once" },
        ]);
      }
      await api.request("DELETE", `${LEARNING}/lessons/${lesson.id}/pages/${a!.id}`, as(owner));
      const after = await api.request("GET", `${LEARNING}/lessons/${lesson.id}/pages`, as(owner));
      expect(after.body.items.map((p: Schema<"Page">) => [p.name, p.position])).toEqual([
        ["c", 0],
        ["b", 1],
      ]);
      // Beta cannot reorder Alpha's lesson.
      const beta = await api.request("PATCH", `${LEARNING}/lessons/${lesson.id}/pages/update-order`, {
        ...as(other),
        body: { pageIds: [b!.id, c!.id] },
      });
      expect(beta.status).toBe(404);
    });
  });

  describe("copy", () => {
    it("copies a common lesson with its pages into the organisation, where the copy can be edited without touching the original", async () => {
      const common = await createLesson(api, content, lessonInput("Common to copy"));
      await addPage(api, content, common.id, textPage("En"));
      await addPage(api, content, common.id, quizPage("Sr"));
      const res = await api.request("POST", `${LEARNING}/lessons/${common.id}/copy`, as(owner));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        tenantId: owner.tenantId,
        copiedFromId: common.id,
        name: "Common to copy",
        pageCount: 2,
      });
      const pages = await api.request("GET", `${LEARNING}/lessons/${res.body.id}/pages`, as(owner));
      expect(pages.body.items.map((p: Schema<"Page">) => [p.type, p.language, p.tenantId])).toEqual([
        ["Text", "En", owner.tenantId],
        ["Quiz", "Sr", owner.tenantId],
      ]);
      await api.request("PUT", `${LEARNING}/lessons/${res.body.id}`, {
        ...as(owner),
        body: lessonInput("Alpha's version"),
      });
      expect((await api.request("GET", `${LEARNING}/lessons/${common.id}`, as(content))).body.name).toBe(
        "Common to copy",
      );
      // Beta does not see Alpha's copy; copying needs an organisation and CrudLearning.
      const beta = await api.request("GET", `${LEARNING}/lessons/lms/all?search=alpha's version`, as(other));
      expect(beta.body.total).toBe(0);
      const noTenant = await api.request("POST", `${LEARNING}/lessons/${common.id}/copy`, {
        token: content.accessToken,
      });
      expect(noTenant.status).toBe(422);
      const analyst = await addMember(api, owner, ["SecurityAnalyst"], "Copy");
      expect((await api.request("POST", `${LEARNING}/lessons/${common.id}/copy`, as(analyst))).status).toBe(403);
    });
  });

  describe("events", () => {
    it("publishes LearningContentChanged for organisation content, which the organisation's activity log shows", async () => {
      const lesson = await createLesson(api, owner, lessonInput("Logged lesson"));
      await api.drainEvents();
      const rows = await api.platform.db
        .selectFrom("activity_logs")
        .select(["tenant_id", "event_name", "description"])
        .where("description", "=", "Lesson Logged lesson created")
        .execute();
      expect(rows).toEqual([
        { tenant_id: owner.tenantId, event_name: "LessonCreated", description: "Lesson Logged lesson created" },
      ]);
      const event = await api.platform.db
        .selectFrom("domain_events")
        .select(["tenant_id", "data"])
        .where("type", "=", "LearningContentChanged")
        .where("tenant_id", "=", owner.tenantId)
        .orderBy("position", "desc")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(event.data)).toEqual({
        kind: "lesson",
        action: "created",
        id: lesson.id,
        name: "Logged lesson",
      });
    });
  });

  describe("export and import", () => {
    it("exports a lesson with its pages as one document that imports into another organisation as it was", async () => {
      const lesson = await createLesson(api, owner, lessonInput("Portable"));
      await addPage(api, owner, lesson.id, textPage("En"));
      await addPage(api, owner, lesson.id, quizPage("En"));
      const exported = await api.request("GET", `${LEARNING}/lessons/${lesson.id}/export`, as(owner));
      expect(exported.status).toBe(200);
      expect(exported.body).toMatchObject({ format: "bulwark-lesson", version: 1, lesson: { name: "Portable" } });
      const imported = await api.request("POST", `${LEARNING}/lessons/import`, { ...as(other), body: exported.body });
      expect(imported.status).toBe(201);
      expect(imported.body).toMatchObject({ tenantId: other.tenantId, name: "Portable", pageCount: 2 });
      const again = await api.request("GET", `${LEARNING}/lessons/${imported.body.id}/export`, as(other));
      expect(again.body).toEqual(exported.body);
    });

    it("refuses an import with invalid pages as a whole, naming each page's problem, and saves nothing", async () => {
      const document = {
        format: "bulwark-lesson",
        version: 1,
        lesson: lessonInput("Broken import"),
        pages: [
          textPage("En"),
          quizPage("En", {
            answers: [
              { text: "A", correct: true },
              { text: "B", correct: true },
            ],
          }),
          textPage("Sr", { title: "" }),
        ],
      };
      const res = await api.request("POST", `${LEARNING}/lessons/import`, { ...as(owner), body: document });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { path: "body.pages.1.answers", message: "Exactly one answer must be correct" },
        { path: "body.pages.2.title", message: "Title is required" },
      ]);
      const found = await api.request("GET", `${LEARNING}/lessons/lms/all?search=broken import`, as(owner));
      expect(found.body.total).toBe(0);
    });
  });
});
