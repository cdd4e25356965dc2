// The reference the phishing tracking endpoints are measured against: the least code that answers
// the open pixel and the link of a simulation email AND records each request: it checks the token's
// 128-bit HMAC-SHA256 tag under the same derived key (as src/pixel-reference-server.mjs does),
// inserts one row into `tracking_events` (the API's table, its columns and index, in a copy of the
// API's database file) synchronously before answering, and answers the same 42-byte GIF or the
// same 302. What the API adds beyond this is the contract pipeline, the bot judgement and the
// simulation's own timeline row per event.
// Env: BENCH_SECRET_KEY (64 hex), BENCH_DB (SQLite file), BENCH_TOKENS (JSON file: token → subject),
// BENCH_TENANT, BENCH_LANDING (the click's destination), PORT.
import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import express from "express";

const key = Buffer.from(
  hkdfSync(
    "sha256",
    Buffer.from(process.env.BENCH_SECRET_KEY ?? "", "hex"),
    "bulwark derived key",
    "tracking-token",
    32,
  ),
);
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const subjects = new Map(Object.entries(JSON.parse(fs.readFileSync(process.env.BENCH_TOKENS ?? "", "utf8"))));
const tenantId = process.env.BENCH_TENANT ?? "";
const db = new Database(process.env.BENCH_DB ?? "");
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.pragma("busy_timeout = 5000");
const insert = db.prepare(
  `insert into tracking_events (id, tenant_id, purpose, subject_id, link_id, kind, at, method, ip, user_agent, sent_at, classification, reason, delivered_at)
   values (?, ?, 'phishing', ?, ?, ?, ?, ?, ?, ?, null, null, null, null)`,
);

const verified = (token) => {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= 16) return false;
  const tag = createHmac("sha256", key).update(bytes.subarray(0, -16)).digest().subarray(0, 16);
  return timingSafeEqual(tag, bytes.subarray(-16));
};

const record = (req, kind, linkId) =>
  insert.run(
    randomUUID(),
    tenantId,
    subjects.get(req.params.token) ?? "unknown",
    linkId,
    kind,
    new Date().toISOString(),
    req.method,
    req.ip ?? "",
    req.get("user-agent") ?? null,
  );

const app = express();
app.disable("x-powered-by");
app.get("/api/v1/t/o/:token", (req, res) => {
  if (!verified(req.params.token)) return res.status(404).type("html").send("Link not found");
  record(req, "open", null);
  res
    .set({ "Content-Type": "image/gif", "Cache-Control": "no-store, no-cache, must-revalidate, max-age=0" })
    .send(PIXEL);
});
app.get("/api/v1/t/c/:token", (req, res) => {
  if (!verified(req.params.token)) return res.status(404).type("html").send("Link not found");
  record(req, "click", "url");
  res.set("Cache-Control", "no-store").redirect(302, process.env.BENCH_LANDING ?? "/");
});
app.listen(Number(process.env.PORT), "127.0.0.1");
