import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { imageForm, images, tenantPath } from "../../organizations/organizations.fixtures.js";
import { addPage, as, createLesson, LEARNING, lessonInput, startLearningApi, textPage } from "../learning.fixtures.js";
import {
  addPeople,
  COURSES,
  courseInput,
  createCourse,
  daysFromNow,
  lessonWithQuizzes,
  PLAYER,
  playerTokenOf,
} from "./courses.fixtures.js";

// What a learner sees before starting, so they can trust the email that brought them: the
// organisation's name and logo and the course's expected time, in the player and on the join page
// of an invitation link; and the dashboard's awareness figures (active assignments, people
// learning). A second organisation's names and figures never appear in the first's answers.

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

describe("the player's and join page's organisation and expected time; the dashboard's course figures", () => {
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let token: string;
  let courseId: string;
  let people: Awaited<ReturnType<typeof addPeople>>;

  beforeAll(async () => {
    api = await startLearningApi();
    owner = await createOrganizationOwner(api, "Alpha Trust");
    other = await createOrganizationOwner(api, "Beta Hidden");
    people = await addPeople(api, owner, [
      { email: "ana@trust.test", firstName: "Ana", lastName: "Anić" },
      { email: "bob@trust.test", firstName: "Bob", lastName: "Babić" },
    ]);
    const betaPeople = await addPeople(api, other, [
      { email: "eve@hidden.test", firstName: "Eve", lastName: "Hidden" },
    ]);
    // Two lessons of 10 and 7 minutes: the course takes 17.
    const { lesson } = await lessonWithQuizzes(api, owner, "Trust one");
    const short = await createLesson(
      api,
      owner,
      lessonInput("Trust two", { languages: ["En"], expectedCompletionTime: 7 }),
    );
    await addPage(api, owner, short.id, textPage("En"));
    const course = await createCourse(
      api,
      owner,
      courseInput("Trusted course", [lesson.id, short.id], {
        personIds: [people["ana@trust.test"]?.id ?? "", people["bob@trust.test"]?.id ?? ""],
      }),
    );
    courseId = course.id;
    token = await playerTokenOf(api, "ana@trust.test", "Trusted course");
    // Beta runs a course too: its figures must stay Beta's.
    const betaLesson = await lessonWithQuizzes(api, other, "Beta lesson");
    await createCourse(
      api,
      other,
      courseInput("Beta course", [betaLesson.lesson.id], { personIds: [betaPeople["eve@hidden.test"]?.id ?? ""] }),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it("the player names the organisation (no logo yet) and the sum of the lessons' expected minutes", async () => {
    const res = await api.request("GET", `${PLAYER}/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.organization).toEqual({ name: "Alpha Trust", logo: null });
    expect(res.body.course.expectedMinutes).toBe(17);
    expect(JSON.stringify(res.body)).not.toContain("Beta Hidden");
  });

  it("the player shows the organisation's logo once it has one, at its public versioned URL", async () => {
    const uploaded = await api.request("POST", tenantPath(owner.tenantId, "/logo"), {
      token: owner.accessToken,
      raw: imageForm(images.png),
    });
    expect(uploaded.status).toBe(200);
    const res = await api.request("GET", `${PLAYER}/${token}`);
    expect(res.body.organization.logo).toBe(uploaded.body.logo);
    expect(res.body.organization.logo).toMatch(
      new RegExp(`^http://bulwark\\.test/api/v1/users/tenants/${owner.tenantId}/logo\\?v=`),
    );
  });

  it("a lesson preview counts only its own lesson's minutes", async () => {
    const lessons = (await api.request("GET", `${COURSES}/${courseId}`, as(owner))).body.lessons as { id: string }[];
    const preview = await api.request(
      "GET",
      `${COURSES}/${courseId}/lessons/${lessons[1]?.id}/generate-preview-link`,
      as(owner),
    );
    expect(preview.status).toBe(200);
    const res = await api.request("GET", `${PLAYER}/${preview.body.token}`);
    expect(res.body).toMatchObject({
      mode: "preview",
      course: { expectedMinutes: 7 },
      organization: { name: "Alpha Trust" },
    });
  });

  it("the join page's call names the course, its minutes and organisation while the link works, and 404 after", async () => {
    // Off: the link opens nothing.
    await api.request("PATCH", `${COURSES}/${courseId}`, { ...as(owner), body: { linkInvitationsEnabled: true } });
    const link = await api.request("POST", `${COURSES}/${courseId}/request-invitations`, as(owner));
    expect(link.status).toBe(201);
    const res = await api.request("GET", `/api/v1/course-invitations/${link.body.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      course: { name: "Trusted course", language: "En", expectedMinutes: 17 },
      organization: { name: "Alpha Trust" },
    });
    expect(res.body.organization.logo).toMatch(/\/logo\?v=/);
    expect(JSON.stringify(res.body)).not.toMatch(/Beta|lessons|learner/);

    await api.request("PATCH", `${COURSES}/${courseId}`, { ...as(owner), body: { linkInvitationsEnabled: false } });
    expect((await api.request("GET", `/api/v1/course-invitations/${link.body.token}`)).status).toBe(404);
    await api.request("PATCH", `${COURSES}/${courseId}`, { ...as(owner), body: { linkInvitationsEnabled: true } });
    expect((await api.request("GET", `/api/v1/course-invitations/${link.body.token}`)).status).toBe(200);
    await api.request("DELETE", `${COURSES}/${courseId}/request-invitations/${link.body.id}`, as(owner));
    expect((await api.request("GET", `/api/v1/course-invitations/${link.body.token}`)).status).toBe(404);
  });

  it("answers a plain 404 for a link token nobody issued, and a 4xx for one that is not a token", async () => {
    const unknown = await api.request("GET", `/api/v1/course-invitations/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect([400, 422]).toContain((await api.request("GET", "/api/v1/course-invitations/not%20a%20token")).status);
  });

  it("the overview counts active assignments and people learning, and a finished learner stops counting", async () => {
    const overview = async (who: Owner) => (await api.request("GET", `${LEARNING}/courses-overview`, as(who))).body;
    expect(await overview(owner)).toMatchObject({
      activeCoursesCount: 1,
      coursesStatistics: { learningPeopleCount: 2, totalLearnersCount: 2 },
    });
    // An upcoming course is not active, and its learner is not learning yet.
    people = await addPeople(api, owner, [{ email: "cid@trust.test", firstName: "Cid", lastName: "Cvetić" }]);
    const { lesson } = await lessonWithQuizzes(api, owner, "Later lesson");
    await createCourse(
      api,
      owner,
      courseInput(
        "Later course",
        [lesson.id],
        { personIds: [people["cid@trust.test"]?.id ?? ""] },
        {
          enrolmentDate: daysFromNow(3),
        },
      ),
    );
    // Ana is in a second, running course: still one person learning.
    const again = await createCourse(
      api,
      owner,
      courseInput("Second running course", [lesson.id], { personIds: [people["ana@trust.test"]?.id ?? ""] }),
    );
    expect(again.id).toBeTruthy();
    expect(await overview(owner)).toMatchObject({
      allCoursesCount: 3,
      activeCoursesCount: 2,
      coursesStatistics: { learningPeopleCount: 2 },
    });
    // Bob finishes (a course of one text page and two questions): he is no longer learning.
    const bob = await playerTokenOf(api, "bob@trust.test", "Trusted course");
    const course = (await api.request("GET", `${PLAYER}/${bob}`)).body;
    for (const lesson of course.lessons)
      for (const page of lesson.pages) {
        await api.request("POST", `${PLAYER}/${bob}/activity`, { body: { pageId: page.id, visibleSeconds: 1 } });
        if (page.type === "Quiz")
          await api.request("POST", `${PLAYER}/${bob}/answers`, { body: { pageId: page.id, answerIndex: 0 } });
      }
    expect((await api.request("POST", `${PLAYER}/${bob}/finish`)).status).toBe(200);
    expect(await overview(owner)).toMatchObject({
      activeCoursesCount: 2,
      coursesStatistics: { learningPeopleCount: 1, completedLearnersCount: 1 },
    });
    expect(await overview(other)).toMatchObject({
      allCoursesCount: 1,
      activeCoursesCount: 1,
      coursesStatistics: { learningPeopleCount: 1, totalLearnersCount: 1, completedLearnersCount: 0 },
    });
  });
});
