import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { addPage, as, LEARNING, startLearningApi, superAdmin, textPage } from "../learning.fixtures.js";
import { runCourseReminders } from "./course-reminders.js";
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

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;
type Person = Schema<"Person">;

describe("learning: courses, learners and the player", () => {
  let api: TestApi;
  let owner: Owner; // Admin of Alpha
  let other: Owner; // Admin of Beta: nothing of Alpha's may reach it, nothing of Beta's may reach Alpha
  let people: Record<string, Person>;
  let betaPeople: Record<string, Person>;
  let alpha: Awaited<ReturnType<typeof lessonWithQuizzes>>;
  let beta: Awaited<ReturnType<typeof lessonWithQuizzes>>;

  beforeAll(async () => {
    api = await startLearningApi();
    owner = await createOrganizationOwner(api, "Alpha Courses");
    other = await createOrganizationOwner(api, "Beta Courses");
    people = await addPeople(api, owner, [
      { email: "ana@alpha.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"], tags: ["vip"] },
      { email: "bob@alpha.test", firstName: "Bob", lastName: "Babić", groups: ["Sales"] },
      { email: "cid@alpha.test", firstName: "Cid", lastName: "Cvetić", groups: ["IT"], tags: ["vip"] },
      { email: "dan@alpha.test", firstName: "Dan", lastName: "Dukić", groups: ["IT"] },
    ]);
    betaPeople = await addPeople(api, other, [{ email: "eve@beta.test", firstName: "Eve", lastName: "Beta" }]);
    alpha = await lessonWithQuizzes(api, owner, "Alpha phishing");
    beta = await lessonWithQuizzes(api, other, "Beta secret lesson");
  });
  afterAll(async () => {
    await api?.close();
  });

  const courseCount = async (who: Owner) => (await api.request("GET", COURSES, as(who))).body.total as number;
  const learnerRows = () => api.platform.db.selectFrom("learning_learners").select("id").execute();

  describe("launching a course", () => {
    it("creates it with its lessons, enrols the group's people and emails each an invitation with their player link", async () => {
      const course = await createCourse(
        api,
        owner,
        courseInput(
          "Sales awareness",
          [alpha.lesson.id],
          { groups: ["Sales"] },
          {
            securityContact: { name: "Sec Team", email: "SEC@alpha.test", phone: "+381 11 123" },
            securityPolicyLink: "https://alpha.test/policy",
          },
        ),
      );
      expect(course).toMatchObject({
        name: "Sales awareness",
        status: "in_progress",
        passingScore: 60,
        lessonIds: [alpha.lesson.id],
        learnerCount: 2,
        securityContact: { name: "Sec Team", email: "sec@alpha.test", phone: "+381 11 123" },
      });
      expect(course.lessons[0]).toMatchObject({ id: alpha.lesson.id, pageCount: 3, quizCount: 2 });
      expect(new Date(course.endDate).getTime() - new Date(course.enrolmentDate).getTime()).toBe(14 * 86_400_000);
      const mails = (await api.outbox()).filter((m) => m.subject === "You are enrolled in Sales awareness");
      expect(mails.map((m) => m.to).sort()).toEqual(["ana@alpha.test", "bob@alpha.test"]);
      expect(mails[0]?.raw).toContain("Sec Team");
      expect(mails[0]?.links.some((l) => l.startsWith("http://bulwark.test/learn/"))).toBe(true);
      const learners = await api.request("GET", `${COURSES}/${course.id}/learners`, as(owner));
      expect(learners.body.items.map((l: Schema<"Learner">) => l.status)).toEqual([
        "InvitationSentNoActivity",
        "InvitationSentNoActivity",
      ]);
    });

    it("writes the emails of a Serbian course in Serbian", async () => {
      await createCourse(
        api,
        owner,
        courseInput(
          "Kurs za IT",
          [alpha.lesson.id],
          { personIds: [people["dan@alpha.test"]?.id ?? ""] },
          {
            language: "Sr",
          },
        ),
      );
      const mail = (await api.outbox()).find((m) => m.to === "dan@alpha.test");
      // The subject is MIME-encoded (non-ASCII-safe); the text part carries the Serbian greeting.
      expect(mail?.raw).toContain("Zdravo Dan,");
      expect(mail?.raw).not.toContain("You are enrolled");
      // The player opens in Serbian for a learner whose browser has no saved choice.
      expect(mail?.links.some((l) => /^http:\/\/bulwark\.test\/learn\/[\w-]+\?lang=sr$/.test(l))).toBe(true);
    });

    it("takes a predefined course's lessons and passing score", async () => {
      const predefined = await api.request("POST", `${LEARNING}/predefined-courses`, {
        ...as(owner),
        body: { names: { En: "Starter" }, level: "Beginner", passingScore: 80, lessonIds: [alpha.lesson.id] },
      });
      expect(predefined.status).toBe(201);
      const { lessonIds: _l, passingScore: _p, ...rest } = courseInput("From predefined", [], { tags: ["vip"] });
      const course = await createCourse(api, owner, { ...rest, predefinedCourseId: predefined.body.id });
      expect(course).toMatchObject({
        predefinedCourseId: predefined.body.id,
        passingScore: 80,
        lessonIds: [alpha.lesson.id],
      });
      expect(course.learnerCount).toBe(2);
    });

    it('answers 403 "Organization must be set!" without an organisation', async () => {
      const res = await api.request("POST", COURSES, {
        token: owner.accessToken,
        body: courseInput("No org", [alpha.lesson.id], { groups: ["Sales"] }),
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "OrganizationRequired", message: "Organization must be set!" });
    });

    it('answers 422 "Please populate current data" without content, and saves nothing', async () => {
      const before = await courseCount(owner);
      const learnersBefore = (await learnerRows()).length;
      const res = await api.request("POST", COURSES, {
        ...as(owner),
        body: courseInput("No content", [], { groups: ["Sales"] }),
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Please populate current data");
      expect(await courseCount(owner)).toBe(before);
      expect((await learnerRows()).length).toBe(learnersBefore);
    });

    it('answers 422 "No people to be saved" for a course without learners, and saves nothing', async () => {
      const before = await courseCount(owner);
      for (const learners of [{}, { tags: ["nobody-has-this"] }, { groups: [] }]) {
        const res = await api.request("POST", COURSES, {
          ...as(owner),
          body: courseInput("Nobody", [alpha.lesson.id], learners),
        });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe("No people to be saved");
      }
      expect(await courseCount(owner)).toBe(before);
    });

    it("refuses another organisation's lessons, unknown lessons and another organisation's people (422 naming them), saving nothing", async () => {
      const before = await courseCount(owner);
      const learnersBefore = (await learnerRows()).length;
      const lessons = await api.request("POST", COURSES, {
        ...as(owner),
        body: courseInput("Stolen", [alpha.lesson.id, beta.lesson.id, "0196a000-0000-7000-8000-000000000000"], {
          groups: ["Sales"],
        }),
      });
      expect(lessons.status).toBe(422);
      expect(lessons.body.errors).toEqual([
        { path: "body.lessonIds.1", message: "Lesson not found" },
        { path: "body.lessonIds.2", message: "Lesson not found" },
      ]);
      const person = await api.request("POST", COURSES, {
        ...as(owner),
        body: courseInput("Poached", [alpha.lesson.id], {
          personIds: [people["ana@alpha.test"]?.id ?? "", betaPeople["eve@beta.test"]?.id ?? ""],
        }),
      });
      expect(person.status).toBe(422);
      expect(person.body.errors).toEqual([{ path: "body.learners.personIds.1", message: "Person not found" }]);
      expect(await courseCount(owner)).toBe(before);
      expect((await learnerRows()).length).toBe(learnersBefore);
    });

    it("sanitises script out of custom messages and sends what is left in the email", async () => {
      const course = await createCourse(
        api,
        owner,
        courseInput(
          "Sanitised",
          [alpha.lesson.id],
          { personIds: [people["cid@alpha.test"]?.id ?? ""] },
          {
            customMessages: {
              enrolment: '<p>Welcome <b>aboard</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
              reminder: "<script>alert(3)</script>",
            },
          },
        ),
      );
      expect(course.customMessages.enrolment).toContain("<p>Welcome <b>aboard</b>");
      expect(course.customMessages.enrolment).not.toMatch(/script|onerror|alert/);
      expect(course.customMessages.reminder).toBeNull();
      const mail = (await api.outbox()).find((m) => m.to === "cid@alpha.test" && m.subject.includes("Sanitised"));
      expect(mail?.raw).toContain("aboard");
      expect(mail?.raw).not.toMatch(/<script|onerror/);
    });

    it('answers 422 "Invalid email" and "Invalid url" for a bad security contact and policy link', async () => {
      const res = await api.request("POST", COURSES, {
        ...as(owner),
        body: courseInput(
          "Bad contact",
          [alpha.lesson.id],
          { groups: ["Sales"] },
          {
            securityContact: { email: "not-an-email" },
            securityPolicyLink: "javascript:alert(1)",
          },
        ),
      });
      expect(res.status).toBe(422);
      const messages = (res.body.errors as { message: string }[]).map((e) => e.message);
      expect(messages).toEqual(expect.arrayContaining(["Invalid email", "Invalid url"]));
    });
  });

  describe("the list, edits and extending", () => {
    let upcoming: Schema<"Course">;
    let finished: Schema<"Course">;
    beforeAll(async () => {
      upcoming = await createCourse(
        api,
        owner,
        courseInput("Next month", [alpha.lesson.id], { groups: ["IT"] }, { enrolmentDate: daysFromNow(30) }),
      );
      finished = await createCourse(
        api,
        owner,
        courseInput(
          "Last year",
          [alpha.lesson.id],
          { groups: ["IT"] },
          { enrolmentDate: daysFromNow(-30), durationWeeks: 1 },
        ),
      );
    });

    it("groups courses as Active, Upcoming and Finished with each group's count", async () => {
      const all = await api.request("GET", COURSES, as(owner));
      expect(all.body.counts.upcoming).toBe(1);
      expect(all.body.counts.finished).toBe(1);
      expect(all.body.counts.in_progress).toBeGreaterThanOrEqual(3);
      const up = await api.request("GET", `${COURSES}?status=upcoming`, as(owner));
      expect(up.body.items.map((c: Schema<"Course">) => c.name)).toEqual(["Next month"]);
      const done = await api.request("GET", `${COURSES}?status=finished`, as(owner));
      expect(done.body.items.map((c: Schema<"Course">) => c.id)).toEqual([finished.id]);
      const paged = await api.request("GET", `${COURSES}?limit=1&sortBy=name`, as(owner));
      expect(paged.body.items).toHaveLength(1);
      expect(paged.body.total).toBe(all.body.total);
    });

    it("does not email the learners of an upcoming course before its enrolment date", async () => {
      const learners = await api.request("GET", `${COURSES}/${upcoming.id}/learners`, as(owner));
      expect(learners.body.items.map((l: Schema<"Learner">) => l.status)).toEqual([
        "InvitationPending",
        "InvitationPending",
      ]);
    });

    it("moving the enrolment date to now sends the invitations once, however many jobs were queued", async () => {
      const moved = await createCourse(
        api,
        owner,
        courseInput(
          "Moved earlier",
          [alpha.lesson.id],
          { personIds: [people["ana@alpha.test"]?.id ?? ""] },
          {
            enrolmentDate: daysFromNow(10),
          },
        ),
      );
      const patched = await api.request("PATCH", `${COURSES}/${moved.id}`, {
        ...as(owner),
        body: { enrolmentDate: daysFromNow(-0.001) },
      });
      expect(patched.body.status).toBe("in_progress");
      // The job queued for the old date runs too (as it would once that date comes): nothing more is sent.
      await api.platform.db
        .updateTable("jobs")
        .set({ run_at: new Date().toISOString() })
        .where("type", "=", "learning.course-email")
        .where("status", "=", "pending")
        .execute();
      const sent = (await api.outbox()).filter((m) => m.subject === "You are enrolled in Moved earlier");
      expect(sent.map((m) => m.to)).toEqual(["ana@alpha.test"]);
    });

    it("a second organisation sees none of it: an empty list and 404 for the course and its learners", async () => {
      const list = await api.request("GET", COURSES, as(other));
      expect(list.body).toMatchObject({ total: 0, items: [] });
      for (const path of ["", "/learners", "/learners/statistics", "/course-standards"]) {
        expect((await api.request("GET", `${COURSES}/${upcoming.id}${path}`, as(other))).status).toBe(404);
      }
      const patch = await api.request("PATCH", `${COURSES}/${upcoming.id}`, { ...as(other), body: { name: "Mine" } });
      expect(patch.status).toBe(404);
      expect((await api.request("GET", `${COURSES}/${upcoming.id}`, as(owner))).body.name).toBe("Next month");
    });

    it("PATCH edits fields; content changes only while the course is upcoming (409 after the start)", async () => {
      const renamed = await api.request("PATCH", `${COURSES}/${upcoming.id}`, {
        ...as(owner),
        body: {
          name: "Next month (edited)",
          linkInvitationsEnabled: true,
          customMessages: { reminder: "<p>Please!</p>" },
        },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: "Next month (edited)", linkInvitationsEnabled: true });
      expect(renamed.body.customMessages.reminder).toBe("<p>Please!</p>");
      const second = await lessonWithQuizzes(api, owner, "Second lesson");
      const content = await api.request("PATCH", `${COURSES}/${upcoming.id}`, {
        ...as(owner),
        body: { lessonIds: [alpha.lesson.id, second.lesson.id] },
      });
      expect(content.body.lessonIds).toEqual([alpha.lesson.id, second.lesson.id]);
      const started = await api.request("PATCH", `${COURSES}/${finished.id}`, {
        ...as(owner),
        body: { lessonIds: [second.lesson.id] },
      });
      expect(started.status).toBe(409);
      const foreign = await api.request("PATCH", `${COURSES}/${upcoming.id}`, {
        ...as(owner),
        body: { lessonIds: [beta.lesson.id] },
      });
      expect(foreign.status).toBe(422);
      expect((await api.request("GET", `${COURSES}/${upcoming.id}`, as(owner))).body.lessonIds).toHaveLength(2);
    });

    it("extends an expired course by 7 days; an active one is refused (409)", async () => {
      const active = await api.request("POST", `${COURSES}/${upcoming.id}/extend`, as(owner));
      expect(active.status).toBe(409);
      const res = await api.request("POST", `${COURSES}/${finished.id}/extend`, as(owner));
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("in_progress");
      const days = (new Date(res.body.endDate).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    });

    it("lists a lesson's ongoing courses and refuses deleting the lesson or its pages while one runs", async () => {
      const ongoing = await api.request("GET", `${LEARNING}/lessons/${alpha.lesson.id}/ongoing-courses`, as(owner));
      expect(ongoing.status).toBe(200);
      expect(ongoing.body.items.map((c: Schema<"CourseSummary">) => c.name)).toContain("Sales awareness");
      const lesson = await api.request("DELETE", `${LEARNING}/lessons/${alpha.lesson.id}`, as(owner));
      expect(lesson.status).toBe(409);
      expect(lesson.body.message).toBe("There are ongoing/upcoming courses containing this lesson!");
      const page = await api.request(
        "DELETE",
        `${LEARNING}/lessons/${alpha.lesson.id}/pages/${alpha.intro.id}`,
        as(owner),
      );
      expect(page.status).toBe(409);
      expect(page.body.message).toBe("There are ongoing/upcoming courses containing this page!");
      const beta404 = await api.request("GET", `${LEARNING}/lessons/${alpha.lesson.id}/ongoing-courses`, as(other));
      expect(beta404.status).toBe(404);
    });
  });

  describe("learners", () => {
    let course: Schema<"Course">;
    beforeAll(async () => {
      course = await createCourse(api, owner, courseInput("Learners course", [alpha.lesson.id], { groups: ["Sales"] }));
    });

    it('adds people by tag, skipping those enrolled; nothing new answers "No people to be saved"', async () => {
      const added = await api.request("POST", `${COURSES}/${course.id}/learners`, {
        ...as(owner),
        body: { tags: ["vip"] },
      });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ added: 1, alreadyEnrolled: 1 });
      const again = await api.request("POST", `${COURSES}/${course.id}/learners`, {
        ...as(owner),
        body: { tags: ["vip"] },
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe("No people to be saved");
      const foreign = await api.request("POST", `${COURSES}/${course.id}/learners`, {
        ...as(owner),
        body: { personIds: [betaPeople["eve@beta.test"]?.id] },
      });
      expect(foreign.status).toBe(422);
    });

    it("filters, sorts and pages the list", async () => {
      const byName = await api.request(
        "GET",
        `${COURSES}/${course.id}/learners?sortBy=firstName&sortOrder=desc`,
        as(owner),
      );
      expect(byName.body.items.map((l: Schema<"Learner">) => l.firstName)).toEqual(["Cid", "Bob", "Ana"]);
      const it = await api.request("GET", `${COURSES}/${course.id}/learners?group=IT`, as(owner));
      expect(it.body.items.map((l: Schema<"Learner">) => l.email)).toEqual(["cid@alpha.test"]);
      const search = await api.request("GET", `${COURSES}/${course.id}/learners?search=BAB&limit=1`, as(owner));
      expect(search.body).toMatchObject({ total: 1, items: [{ lastName: "Babić", daysLeft: 14 }] });
    });

    it("sets a learner's own due date and removes a learner", async () => {
      const list = await api.request("GET", `${COURSES}/${course.id}/learners?search=cid`, as(owner));
      const cid = list.body.items[0] as Schema<"Learner">;
      const due = daysFromNow(30);
      const patched = await api.request("PATCH", `${COURSES}/${course.id}/learners/${cid.id}`, {
        ...as(owner),
        body: { dueDate: due },
      });
      expect(patched.body).toMatchObject({ dueDate: due, daysLeft: 30 });
      expect((await api.request("DELETE", `${COURSES}/${course.id}/learners/${cid.id}`, as(other))).status).toBe(404);
      expect((await api.request("DELETE", `${COURSES}/${course.id}/learners/${cid.id}`, as(owner))).status).toBe(204);
      expect((await api.request("GET", `${COURSES}/${course.id}/learners`, as(owner))).body.total).toBe(2);
    });

    it("sends a reminder once a day: again the same day is refused with the seeds' message", async () => {
      const first = await api.request("POST", `${COURSES}/${course.id}/learners/send-reminder`, {
        ...as(owner),
        body: {},
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ queued: 2 });
      const again = await api.request("POST", `${COURSES}/${course.id}/learners/send-reminder`, {
        ...as(owner),
        body: {},
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("A reminder cannot be resent if learners were already reminded today");
      const reminders = (await api.outbox()).filter((m) => m.subject === "Reminder: complete Learners course");
      expect(reminders).toHaveLength(2);
    });

    it("resends the invitation to those who have not opened it", async () => {
      const res = await api.request("POST", `${COURSES}/${course.id}/learners/resend-invitation`, {
        ...as(owner),
        body: {},
      });
      expect(res.body).toEqual({ queued: 2 });
    });

    it("the daily run reminds, weekly, the learners who have not completed a running course", async () => {
      const weekAgo = daysFromNow(-8);
      await api.platform.db
        .updateTable("learning_learners")
        .set({ invited_at: weekAgo, last_reminded_at: weekAgo })
        .where("course_id", "=", course.id)
        .execute();
      const reminded = await runCourseReminders(api.platform);
      expect(reminded).toBeGreaterThanOrEqual(2);
      expect(await runCourseReminders(api.platform)).toBe(0);
    });
  });

  describe("the learner player", () => {
    let course: Schema<"Course">;
    let token: string;
    beforeAll(async () => {
      course = await createCourse(
        api,
        owner,
        courseInput(
          "Player course",
          [alpha.lesson.id],
          { personIds: [people["bob@alpha.test"]?.id ?? ""] },
          {
            passingScore: 100,
          },
        ),
      );
      token = await playerTokenOf(api, "bob@alpha.test", "Player course");
    });
    const learner = async () =>
      (await api.request("GET", `${COURSES}/${course.id}/learners`, as(owner))).body.items[0] as Schema<"Learner">;

    it("answers 404 and reveals nothing for a wrong or altered token", async () => {
      for (const bad of ["x".repeat(43), `${token.slice(0, -2)}AA`, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
        const res = await api.request("GET", `${PLAYER}/${bad}`);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain("Player course");
      }
    });

    it("opening the link shows the course in its language without the correct answers and marks it opened", async () => {
      const res = await api.request("GET", `${PLAYER}/${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        mode: "learner",
        course: { name: "Player course" },
        learner: { firstName: "Bob" },
      });
      expect(res.body.lessons[0].pages).toHaveLength(3);
      expect(JSON.stringify(res.body.lessons)).not.toContain('"correct"');
      expect((await learner()).status).toBe("InvitationOpened");
    });

    it("records pages viewed and bounds the visible time a report may add", async () => {
      const res = await api.request("POST", `${PLAYER}/${token}/activity`, {
        body: { pageId: alpha.intro.id, visibleSeconds: 3600 },
      });
      expect(res.status).toBe(200);
      expect(res.body.viewedPageIds).toEqual([alpha.intro.id]);
      // Claimed an hour; only seconds passed since the page was opened.
      expect(res.body.timeSpentSeconds).toBeLessThan(60);
      expect((await learner()).status).toBe("LearningInProgress");
      const foreign = await api.request("POST", `${PLAYER}/${token}/activity`, { body: { pageId: beta.intro.id } });
      expect(foreign.status).toBe(422);
    });

    it("answers a question with correct or incorrect and its explanation; the first answer counts", async () => {
      const wrong = await api.request("POST", `${PLAYER}/${token}/answers`, {
        body: { pageId: alpha.first.id, answerIndex: 1 },
      });
      expect(wrong.body).toEqual({
        correct: false,
        explanation: "Look again: urgency plus a sign-in link is the classic pattern.",
        recorded: true,
      });
      const retry = await api.request("POST", `${PLAYER}/${token}/answers`, {
        body: { pageId: alpha.first.id, answerIndex: 0 },
      });
      expect(retry.body).toMatchObject({ correct: false, recorded: false });
      const outOfRange = await api.request("POST", `${PLAYER}/${token}/answers`, {
        body: { pageId: alpha.second.id, answerIndex: 5 },
      });
      expect(outOfRange.status).toBe(422);
    });

    it("refuses to finish before every question is answered (409), and progress survives a reload", async () => {
      const early = await api.request("POST", `${PLAYER}/${token}/finish`);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe("Answer every question before finishing");
      const reload = await api.request("GET", `${PLAYER}/${token}`);
      expect(reload.body.progress.answers).toEqual([
        expect.objectContaining({ pageId: alpha.first.id, answerIndex: 1, correct: false }),
      ]);
      expect(reload.body.progress.viewedPageIds).toContain(alpha.intro.id);
    });

    it("finishes below the passing score as Failed: statistics, quiz details, the LearnerFailedCourse notification and the webhook event", async () => {
      const right = await api.request("POST", `${PLAYER}/${token}/answers`, {
        body: { pageId: alpha.second.id, answerIndex: 0 },
      });
      expect(right.body).toEqual({
        correct: true,
        explanation: "Yes: report it so others are protected too.",
        recorded: true,
      });
      const done = await api.request("POST", `${PLAYER}/${token}/finish`);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: "LearningCompleted", result: "Failed", score: 50 });
      const stats = await api.request("GET", `${COURSES}/${course.id}/learners/statistics`, as(owner));
      expect(stats.body).toMatchObject({
        total: 1,
        completed: 1,
        failed: 1,
        completionRate: 100,
        passingRate: { passed: 0, total: 1 },
        averageScore: 50,
      });
      const l = await learner();
      const details = await api.request("GET", `${COURSES}/${course.id}/learners/${l.id}/quiz-details`, as(owner));
      expect(details.body).toMatchObject({ result: "Failed", score: 50, passingScore: 100 });
      expect(details.body.items.map((i: Schema<"LearnerQuizAnswer">) => [i.chosenAnswerIndex, i.correct])).toEqual([
        [1, false],
        [0, true],
      ]);
      await api.drainEvents();
      const bell = await api.request("GET", "/api/v1/notifications/notifications", as(owner));
      const failed = bell.body.items.find((n: Schema<"Notification">) => n.type === "LearnerFailedCourse");
      expect(failed?.meta).toMatchObject({
        learnerFirstName: "Bob",
        learnerLastName: "Babić",
        courseName: "Player course",
      });
      const beta = await api.request("GET", "/api/v1/notifications/notifications", as(other));
      expect(beta.body.items.filter((n: Schema<"Notification">) => n.type === "LearnerFailedCourse")).toEqual([]);
      const events = await api.platform.db
        .selectFrom("domain_events")
        .select("type")
        .where("tenant_id", "=", owner.tenantId)
        .where("type", "in", ["LearnerCompletedCourse", "LearnerFailedCourse", "LearnersEnrolled"])
        .execute();
      expect(new Set(events.map((e) => e.type))).toEqual(
        new Set(["LearnerCompletedCourse", "LearnerFailedCourse", "LearnersEnrolled"]),
      );
      const completed = (await api.outbox()).find(
        (m) => m.to === "bob@alpha.test" && m.subject === "You completed Player course",
      );
      expect(completed).toBeDefined();
      const again = await api.request("POST", `${PLAYER}/${token}/activity`, { body: { pageId: alpha.intro.id } });
      expect(again.status).toBe(409);
    });

    it("a preview link shows one lesson and records nothing", async () => {
      const link = await api.request(
        "GET",
        `${COURSES}/${course.id}/lessons/${alpha.lesson.id}/generate-preview-link`,
        as(owner),
      );
      expect(link.status).toBe(200);
      expect(link.body.url).toBe(`http://bulwark.test/learn/${link.body.token}`);
      const preview = await api.request("GET", `${PLAYER}/${link.body.token}`);
      expect(preview.body).toMatchObject({ mode: "preview", progress: null, learner: null });
      const answer = await api.request("POST", `${PLAYER}/${link.body.token}/answers`, {
        body: { pageId: alpha.first.id, answerIndex: 0 },
      });
      expect(answer.body).toMatchObject({ correct: true, recorded: false });
      expect((await api.request("POST", `${PLAYER}/${link.body.token}/finish`)).status).toBe(409);
      const foreign = await api.request(
        "GET",
        `${COURSES}/${course.id}/lessons/${beta.lesson.id}/generate-preview-link`,
        as(owner),
      );
      expect(foreign.status).toBe(404);
    });
  });

  describe("invitation links, standards and the overview", () => {
    let course: Schema<"Course">;
    beforeAll(async () => {
      course = await createCourse(api, owner, courseInput("Link course", [alpha.lesson.id], { groups: ["IT"] }));
    });

    it("refuses a link while link invitations are off, then enrols only the organisation's people who ask", async () => {
      expect((await api.request("POST", `${COURSES}/${course.id}/request-invitations`, as(owner))).status).toBe(409);
      await api.request("PATCH", `${COURSES}/${course.id}`, { ...as(owner), body: { linkInvitationsEnabled: true } });
      const link = await api.request("POST", `${COURSES}/${course.id}/request-invitations`, as(owner));
      expect(link.status).toBe(201);
      expect(link.body.url).toBe(`http://bulwark.test/learn/join/${link.body.token}`);
      const stranger = await api.request("POST", `/api/v1/course-invitations/${link.body.token}`, {
        body: { email: "eve@beta.test" },
      });
      const member = await api.request("POST", `/api/v1/course-invitations/${link.body.token}`, {
        body: { email: "ANA@alpha.test" },
      });
      expect(stranger.status).toBe(202);
      expect(member.status).toBe(202);
      expect(stranger.body).toEqual(member.body);
      const learners = await api.request("GET", `${COURSES}/${course.id}/learners`, as(owner));
      expect(learners.body.items.map((l: Schema<"Learner">) => l.email).sort()).toEqual([
        "ana@alpha.test",
        "cid@alpha.test",
        "dan@alpha.test",
      ]);
      expect((await api.outbox()).some((m) => m.to === "eve@beta.test")).toBe(false);
      const list = await api.request("GET", `${COURSES}/${course.id}/request-invitations`, as(owner));
      expect(list.body.total).toBe(1);
      expect(
        (await api.request("DELETE", `${COURSES}/${course.id}/request-invitations/${link.body.id}`, as(other))).status,
      ).toBe(404);
      expect(
        (await api.request("DELETE", `${COURSES}/${course.id}/request-invitations/${link.body.id}`, as(owner))).status,
      ).toBe(204);
      const revoked = await api.request("POST", `/api/v1/course-invitations/${link.body.token}`, {
        body: { email: "ana@alpha.test" },
      });
      expect(revoked.status).toBe(404);
    });

    it("industry standards: super-admins set a score; a course compares with its organisation's industry", async () => {
      const content = await superAdmin(api, ["ManageLearningContent"]);
      expect(
        (
          await api.request("PUT", `${LEARNING}/course-standards/Banking`, {
            token: owner.accessToken,
            body: { score: 80 },
          })
        ).status,
      ).toBe(403);
      const set = await api.request("PUT", `${LEARNING}/course-standards/Banking`, {
        ...as(content),
        body: { score: 80 },
      });
      expect(set.body).toEqual({ industry: "Banking", score: 80 });
      await api.platform.db
        .updateTable("tenants")
        .set({ industry: "Banking" })
        .where("id", "=", owner.tenantId)
        .execute();
      const standards = await api.request("GET", `${COURSES}/${course.id}/course-standards`, as(owner));
      expect(standards.body).toMatchObject({ industry: "Banking", standardScore: 80 });
      expect(standards.body.items).toHaveLength(22);
    });

    it("the dashboard's overview counts the organisation's courses and the expired and failed ones", async () => {
      const overview = await api.request("GET", `${LEARNING}/courses-overview`, as(owner));
      expect(overview.status).toBe(200);
      expect(overview.body.allCoursesCount).toBe(await courseCount(owner));
      expect(overview.body.coursesStatistics.completedLearnersCount).toBe(1);
      const beta = await api.request("GET", `${LEARNING}/courses-overview`, as(other));
      expect(beta.body).toMatchObject({
        allCoursesCount: 0,
        system: { expiredCoursesCreatedBySystem: 0, failedCoursesCreatedBySystem: 0 },
      });
    });
  });

  it("exports a course's learners (CSV) for its organisation; another organisation's export of it is empty", async () => {
    const course = (await api.request("GET", `${COURSES}?search=learners course`, as(owner))).body.items[0];
    const exportOf = async (who: Owner) => {
      const requested = await api.request("POST", "/api/v1/inventory/exports", {
        ...as(who),
        body: { kind: "courseLearners", format: "csv", language: "en", filters: { courseId: course.id } },
      });
      expect(requested.status).toBe(202);
      await api.drainJobs();
      const file = await fetch(`${api.baseUrl}/api/v1/inventory/exports/${requested.body.id}/download`, {
        headers: { authorization: `Bearer ${who.accessToken}`, "x-tenant-id": who.tenantId },
      });
      return (await file.text()).trim().split(/\r?\n/);
    };
    const [header, ...rows] = await exportOf(owner);
    expect(header).toContain("First name");
    expect(rows.map((row) => row.split(",")[2]).sort()).toEqual(["ana@alpha.test", "bob@alpha.test"]);
    expect(rows.join("\n")).toContain("Invitation sent, no activity");
    const [, ...foreign] = await exportOf(other);
    expect(foreign).toEqual([]);
  });

  it("a page added in another language does not count toward the course", async () => {
    await addPage(api, owner, alpha.lesson.id, textPage("Sr"));
    const course = (await api.request("GET", `${COURSES}?search=player course`, as(owner))).body.items[0];
    expect(course.lessons[0].pageCount).toBe(3);
  });
});
