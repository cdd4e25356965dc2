import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBulwarkClient } from "./client.js";
import { ApiCallError, unwrap } from "./errors.js";
import { registerOrganizationOwner } from "./test-support.js";
import { memoryTokenStore } from "./token-store.js";
import type { Lesson, LessonPageInput, NanoPage, PredefinedCourse } from "./types.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("the learning library through @bulwark/client", () => {
  it("types and runs the library calls: the shipped library, copy into the organisation, pages, order, warnings", async () => {
    const owner = await registerOrganizationOwner(api);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      tenantId: owner.tenantId,
    });

    const common = await unwrap(
      client.GET("/api/v1/learning/lessons", { params: { query: { search: "phishing emails" } } }),
    );
    const shipped = common.items[0] as Lesson;
    expect(shipped).toMatchObject({ tenantId: null, name: "Phishing emails" });

    const copy: Lesson = await unwrap(
      client.POST("/api/v1/learning/lessons/{lessonId}/copy", { params: { path: { lessonId: shipped.id } } }),
    );
    expect(copy).toMatchObject({ tenantId: owner.tenantId, copiedFromId: shipped.id, pageCount: shipped.pageCount });

    const page: LessonPageInput = {
      type: "Text",
      name: "extra",
      description: "An extra page",
      language: "De",
      title: "Extra",
      sidebarTitle: "Extra",
      content: "<p>Zusätzlich</p>",
    };
    const added = await unwrap(
      client.POST("/api/v1/learning/lessons/{lessonId}/pages", { params: { path: { lessonId: copy.id } }, body: page }),
    );
    expect(added.warnings).toEqual([{ path: "language", message: "The lesson is not offered in De" }]);

    const pages = await unwrap(
      client.GET("/api/v1/learning/lessons/{lessonId}/pages", { params: { path: { lessonId: copy.id } } }),
    );
    const reversed = pages.items.map((p) => p.id).reverse();
    const reordered = await unwrap(
      client.PATCH("/api/v1/learning/lessons/{lessonId}/pages/update-order", {
        params: { path: { lessonId: copy.id } },
        body: { pageIds: reversed },
      }),
    );
    expect(reordered.items.map((p) => p.id)).toEqual(reversed);

    const courses = await unwrap(client.GET("/api/v1/learning/predefined-courses"));
    expect(courses.items.map((c: PredefinedCourse) => c.level).sort()).toEqual([
      "Advanced",
      "Beginner",
      "Intermediate",
    ]);
    const nano = await unwrap(client.GET("/api/v1/learning/nano-pages/all", { params: { query: { limit: 100 } } }));
    expect(nano.items.filter((n: NanoPage) => n.tenantId === null)).toHaveLength(10);
    const tags = await unwrap(client.GET("/api/v1/learning/learning-content-tags"));
    expect(tags.items.map((t) => t.name)).toContain("phishing");
  });

  it("reports the seeds' field messages as ApiCallError field errors", async () => {
    const owner = await registerOrganizationOwner(api);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      tenantId: owner.tenantId,
    });
    const lesson = await unwrap(
      client.POST("/api/v1/learning/lessons", {
        body: { name: "Quiz rules", languages: ["En"], premium: false, expectedCompletionTime: 5 },
      }),
    );
    const error = await unwrap(
      client.POST("/api/v1/learning/lessons/{lessonId}/pages", {
        params: { path: { lessonId: lesson.id } },
        body: { type: "Quiz", name: "q", description: "d", language: "En", title: "", sidebarTitle: "s" },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.title", message: "Title is required" },
        { path: "body.answers", message: "At least 2 answers must be filled" },
      ]),
    );
  });
});
