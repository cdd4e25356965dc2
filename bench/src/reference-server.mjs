// The reference the API is measured against: the least code that answers
// GET /api/v1/notifications/notifications with the same bearer token, the same SQL on the same
// SQLite file and the same JSON. It verifies the API's own EdDSA tokens with the public key the
// API keeps in `signing_keys`, and skips what the API adds on top (session liveness and
// membership lookups, contract validation), so the ratio prices exactly that.
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
  "select id, type, meta, is_read, created_at from notifications where tenant_id = ? and user_id = ? order by created_at desc, id desc limit ? offset ?",
);
const count = db.prepare("select total from notification_counters where tenant_id = ? and user_id = ?");

const app = express();
app.disable("x-powered-by");
app.get("/api/v1/notifications/notifications", async (req, res) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  const tenantId = req.headers["x-tenant-id"];
  let userId;
  try {
    const { payload } = await jwtVerify(token ?? "", (header) => keys.get(header.kid), {
      algorithms: ["EdDSA"],
      issuer: "bulwark",
    });
    if (payload.pur !== "access" || typeof payload.sub !== "string") throw new Error("purpose");
    userId = payload.sub;
  } catch {
    return res.status(401).json({ statusCode: 401, message: "Invalid token", code: "Unauthorized" });
  }
  if (typeof tenantId !== "string") {
    return res.status(403).json({ statusCode: 403, message: "Must set up organization first", code: "Forbidden" });
  }
  const limit = Math.min(Math.max(Number(req.query.limit ?? 5) || 5, 1), 100);
  const skip = Math.max(Number(req.query.skip ?? 0) || 0, 0);
  const items = page.all(tenantId, userId, limit, skip).map((row) => ({
    id: row.id,
    type: row.type,
    isRead: row.is_read === 1,
    createdAt: row.created_at,
    meta: JSON.parse(row.meta),
  }));
  res.json({ items, total: count.get(tenantId, userId)?.total ?? 0 });
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
