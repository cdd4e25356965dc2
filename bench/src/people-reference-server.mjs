// The reference for GET /api/v1/inventory/people?search=...: the least code that answers it with
// the same bearer token, on the same SQLite file, with the same JSON, searching the naive way:
// `LIKE '%term%'` over the people's pre-lower-cased `search` column, which reads every person of
// the organisation to count the matches. The ratio prices the API's text index against that scan
// (and the API's extra work: session liveness, membership, feature and permission checks,
// contract validation). It verifies the API's own EdDSA tokens with the public key the API keeps
// in `signing_keys`.
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
const page = db.prepare(
  `select id, first_name, last_name, email, groups, tags, score, origin, created_at, updated_at
   from people where tenant_id = ? and search like ? escape '\\' order by num desc limit ? offset ?`,
);
const count = db.prepare("select count(*) as total from people where tenant_id = ? and search like ? escape '\\'");

const category = (score) =>
  score === null
    ? null
    : score <= 25
      ? "VeryLow"
      : score <= 50
        ? "Low"
        : score <= 75
          ? "Medium"
          : score <= 95
            ? "High"
            : "VeryHigh";

const app = express();
app.disable("x-powered-by");
app.get("/api/v1/inventory/people", async (req, res) => {
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
  if (typeof tenantId !== "string") {
    return res
      .status(403)
      .json({ statusCode: 403, message: "Organization must be set!", code: "OrganizationRequired" });
  }
  const limit = Math.min(Math.max(Number(req.query.limit ?? 20) || 20, 1), 100);
  const skip = Math.max(Number(req.query.skip ?? 0) || 0, 0);
  const search = String(req.query.search ?? "")
    .trim()
    .normalize("NFC")
    .toLowerCase();
  // SQLite's LIKE folds ASCII case only; the column and the term are lower-cased already.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const items = page.all(tenantId, pattern, limit, skip).map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    groups: JSON.parse(row.groups),
    tags: JSON.parse(row.tags),
    score: row.score,
    scoreCategory: category(row.score),
    origin: row.origin,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  res.json({ items, total: count.get(tenantId, pattern).total });
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
