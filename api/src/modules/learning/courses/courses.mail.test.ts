import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { startLearningApi } from "../learning.fixtures.js";
import { COURSE_EMAIL } from "./course-mail.js";
import { addPeople, courseInput, createCourse, lessonWithQuizzes, PLAYER } from "./courses.fixtures.js";

// A real SMTP server on loopback: what the learners' mail server receives.
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk) => {
      raw += chunk;
    });
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
      callback();
    });
  },
});

/** The decoded text of a received message (quoted-printable soft breaks and `=3D` undone). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/**
 * An organisation owner, signed up through the API like the factories do, but verified from the
 * SMTP server's copy of the email (the factories read the file outbox, which SMTP replaces).
 */
async function ownerOverSmtp(api: TestApi) {
  const email = "owner@mail.test";
  const body = { firstName: "Olga", lastName: "Owner", email, password: PASSWORD, privacyPolicy: true };
  expect((await api.request("POST", "/api/v1/users/auth/register", { body })).status).toBe(201);
  await api.drainJobs();
  const mail = decoded(received.find((m) => m.to === email)?.raw ?? "");
  const token = /verify-email\?token=([A-Za-z0-9_.-]+)/.exec(mail)?.[1] ?? "";
  expect((await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } })).status).toBe(200);
  const login = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password: PASSWORD } });
  const accessToken = login.body.token.accessToken as string;
  const tenant = await api.request("POST", "/api/v1/users/tenants", {
    token: accessToken,
    body: { name: "Mail Courses" },
  });
  return { accessToken, tenantId: tenant.body.id as string };
}

describe("learning: course emails over SMTP", () => {
  let api: TestApi;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const address = smtp.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // Two emails a minute: the third invitation of a launch waits for the next minute.
    api = await startLearningApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, COURSE_EMAILS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers invitations at the configured rate, each with a player link that opens the learner's course", async () => {
    const owner = await ownerOverSmtp(api);
    await addPeople(api, owner, [
      { email: "a@mail.test", firstName: "A", lastName: "One", groups: ["All"] },
      { email: "b@mail.test", firstName: "B", lastName: "Two", groups: ["All"] },
      { email: "c@mail.test", firstName: "C", lastName: "Three", groups: ["All"] },
    ]);
    const { lesson } = await lessonWithQuizzes(api, owner, "Mail lesson");
    const launchedAt = Date.now();
    const course = await createCourse(
      api,
      owner,
      courseInput("Mail course", [lesson.id], { groups: ["All"] }, { customMessages: { enrolment: "<p>From IT</p>" } }),
    );
    await api.drainJobs();
    const invitations = received.filter((m) => m.raw.includes("Mail course"));
    expect(invitations).toHaveLength(2);
    const waiting = await api.platform.db
      .selectFrom("jobs")
      .select(["run_at", "status"])
      .where("type", "=", COURSE_EMAIL)
      .where("status", "=", "pending")
      .execute();
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]?.run_at ?? 0).getTime()).toBeGreaterThanOrEqual(launchedAt + 59_000);

    const mail = decoded(invitations[0]?.raw ?? "");
    expect(mail).toContain("From IT");
    const token = /http:\/\/bulwark\.test\/learn\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
    const player = await api.request("GET", `${PLAYER}/${token}`);
    expect(player.status).toBe(200);
    expect(player.body.course.name).toBe(course.name);
  });
});
