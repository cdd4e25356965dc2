import fs from "node:fs/promises";
import path from "node:path";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOrganization,
  createVerifiedUser,
  runCli,
  type SignedInOwner,
  signedInOwner,
} from "../../test-support.js";

let api: TestApi;
let owner: SignedInOwner;
let lessonId: string;
let strangerCourse: string;

/** Calls the API as the owner in their organization (test setup only). */
const asOwner = (method: string, pathname: string, body?: unknown) =>
  api.request(method, pathname, { token: owner.user.accessToken, tenant: owner.org.id, body });

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Courses d.o.o.");
  const people = [
    { email: "ana@courses.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
    { email: "bob@courses.test", firstName: "Bob", lastName: "Babić", groups: ["Sales"] },
    { email: "cid@courses.test", firstName: "Cid", lastName: "Cvetić", groups: ["IT"] },
  ];
  expect((await asOwner("POST", "/api/v1/inventory/people/batch", { people })).status).toBe(200);
  const lesson = await asOwner("POST", "/api/v1/learning/lessons", { name: "CLI lesson", languages: ["En"] });
  lessonId = lesson.body.id;
  await asOwner("POST", `/api/v1/learning/lessons/${lessonId}/pages`, {
    type: "Text",
    name: "intro",
    description: "Intro",
    language: "En",
    title: "Intro",
    sidebarTitle: "Intro",
    content: "<p>Hello</p>",
  });
  // A second organization with a course of its own that must never appear.
  const stranger = await createVerifiedUser(api);
  const other = await createOrganization(api, stranger.accessToken, "Other Ltd");
  const call = (method: string, pathname: string, body: unknown) =>
    api.request(method, pathname, { token: stranger.accessToken, tenant: other.id, body });
  await call("POST", "/api/v1/inventory/people/batch", {
    people: [{ email: "x@other.test", firstName: "X", groups: ["Sales"] }],
  });
  const otherLesson = await call("POST", "/api/v1/learning/lessons", { name: "Other lesson", languages: ["En"] });
  const created = await call("POST", "/api/v1/learning/courses", {
    name: "Other course",
    language: "En",
    enrolmentDate: new Date().toISOString(),
    durationWeeks: 1,
    lessonIds: [otherLesson.body.id],
    learners: { groups: ["Sales"] },
  });
  expect(created.status).toBe(201);
  strangerCourse = created.body.id;
});
afterAll(async () => {
  await owner?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });

describe("bulwark courses and learners", () => {
  it("creates a course for a group, lists it, lists its learners and reminds them once a day", async () => {
    const created = await cli(
      "courses",
      "create",
      "CLI course",
      "--lesson",
      lessonId,
      "--group",
      "Sales",
      "--weeks",
      "3",
      "--json",
    );
    expect(created.code).toBe(0);
    const course = created.json();
    expect(course).toMatchObject({ name: "CLI course", learnerCount: 2, durationWeeks: 3 });

    const list = await cli("courses", "list");
    expect(list.code).toBe(0);
    const [line] = list.stdout.trim().split("\n");
    expect(line?.split("\t").slice(0, 6)).toEqual([course.id, "CLI course", "Active", "2", "0", "0"]);
    expect(list.stdout).not.toContain("Other course");
    const upcoming = await cli("courses", "list", "--status", "upcoming", "--json");
    expect(upcoming.json()).toMatchObject({ total: 0, counts: { in_progress: 1 } });

    await api.drainJobs(); // the invitations: learners move to InvitationSentNoActivity
    const learners = await cli("learners", "list", "CLI course");
    expect(learners.code).toBe(0);
    expect(
      learners.stdout
        .trim()
        .split("\n")
        .map((l) => l.split("\t").slice(0, 3)),
    ).toEqual([
      ["ana@courses.test", "Ana Anić", "InvitationSentNoActivity"],
      ["bob@courses.test", "Bob Babić", "InvitationSentNoActivity"],
    ]);

    const remind = await cli("courses", "remind", course.id, "--json");
    expect(remind.code).toBe(0);
    expect(remind.json()).toMatchObject({ queued: 2 });
    const again = await cli("courses", "remind", "CLI course");
    expect(again.code).toBe(7);
    expect(again.stderr).toContain("A reminder cannot be resent if learners were already reminded today");
  });

  it("exports a course's learners to a CSV file", async () => {
    const dir = await fs.mkdtemp(path.join(owner.home.home, "export-"));
    const file = path.join(dir, "learners.csv");
    // The test API has no job poller: run the export job while the CLI waits for it.
    const timer = setInterval(() => void api.drainJobs(), 200);
    const exported = await cli("courses", "export", "CLI course", "-o", file).finally(() => clearInterval(timer));
    expect(exported.code).toBe(0);
    const csv = await fs.readFile(file, "utf8");
    expect(csv).toContain("ana@courses.test");
    expect(csv).toContain("Invitation sent, no activity");
    expect(csv).not.toContain("cid@courses.test");
  });

  it("refuses bad input: usage errors before any call, the API's 422 for a course without learners", async () => {
    expect((await cli("courses", "create", "No content", "--group", "Sales")).code).toBe(2);
    expect((await cli("courses", "list", "--status", "someday")).code).toBe(2);
    const nobody = await cli("courses", "create", "Nobody", "--lesson", lessonId, "--tag", "nobody-has-this");
    expect(nobody.code).toBe(6);
    expect(nobody.stderr).toContain("No people to be saved");
    const foreign = await cli("learners", "list", strangerCourse);
    expect(foreign.code).toBe(5);
  });
});
