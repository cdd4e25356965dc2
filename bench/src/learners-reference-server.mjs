// The reference the courses benchmark measures the learners list against: the least code that
// answers GET /api/v1/learning/courses/{courseId}/learners with the same bearer token, the same
// SQL on the same SQLite file (the course, its page count, one page of learners and their count)
// and the same JSON. It verifies the API's own EdDSA tokens with the public key the API keeps in
// `signing_keys` and skips what the API adds on top (session and membership lookups, the
// permission and feature checks, contract validation), so the ratio prices exactly that.
// Env: BENCH_DB (path to bulwark.sqlite), PORT.
import Database from "better-sqlite3";
import express from "express";
import { importJWK, jwtVerify } from "jose";

const db = new Database(process.env.BENCH_DB, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const keys = new Map();
for (const row of db.prepare("select kid, public_jwk from signing_keys").all()) {
  keys.set(row.kid, await importJWK(JSON.parse(row.public_jwk), "EdDSA"));
}
const courseOf = db.prepare("select id, language, ends_at from learning_courses where tenant_id = ? and id = ?");
const pagesOf = db.prepare(
  `select count(*) as pages from learning_pages p join learning_course_items i on i.lesson_id = p.lesson_id
   where i.tenant_id = ? and i.course_id = ? and p.language = ?`,
);
const page = db.prepare(
  `select * from learning_learners where tenant_id = ? and course_id = ? and instr(search, ?) > 0
   order by email asc, id asc limit ? offset ?`,
);
const count = db.prepare(
  "select count(*) as n from learning_learners where tenant_id = ? and course_id = ? and instr(search, ?) > 0",
);
const DAY_MS = 86_400_000;

const app = express();
app.disable("x-powered-by");
app.get("/api/v1/learning/courses/:courseId/learners", async (req, res) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  const tenantId = req.headers["x-tenant-id"];
  try {
    const { payload } = await jwtVerify(token ?? "", (header) => keys.get(header.kid), {
      algorithms: ["EdDSA"],
      issuer: "bulwark",
    });
    if (payload.pur !== "access" || typeof payload.sub !== "string") throw new Error("purpose");
  } catch {
    return res.status(401).json({ statusCode: 401, message: "Invalid token", code: "Unauthorized" });
  }
  const course = courseOf.get(tenantId, req.params.courseId);
  if (!course) return res.status(404).json({ statusCode: 404, message: "Course not found", code: "NotFound" });
  const { pages } = pagesOf.get(tenantId, course.id, course.language);
  const search = String(req.query.search ?? "").toLowerCase();
  const limit = Math.min(Math.max(Number(req.query.limit ?? 50) || 50, 1), 100);
  const skip = Math.max(Number(req.query.skip ?? 0) || 0, 0);
  const now = Date.now();
  const items = page.all(tenantId, course.id, search, limit, skip).map((row) => {
    const dueDate = row.due_at ?? course.ends_at;
    return {
      id: row.id,
      personId: row.person_id,
      firstName: row.first_name,
      lastName: row.last_name,
      displayName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      groups: JSON.parse(row.groups),
      status: row.status,
      result: row.result,
      completionRate: pages === 0 ? 0 : Math.min(100, Math.round((row.viewed_pages / pages) * 100)),
      timeSpentSeconds: Math.floor(row.time_spent_ms / 1000),
      score: row.score,
      daysLeft: Math.max(0, Math.ceil((new Date(dueDate).getTime() - now) / DAY_MS)),
      dueDate,
      invitedAt: row.invited_at,
      openedAt: row.opened_at,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      lastRemindedAt: row.last_reminded_at,
    };
  });
  res.json({ items, total: count.get(tenantId, course.id, search).n });
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
