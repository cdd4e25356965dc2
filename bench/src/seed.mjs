import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";

/**
 * Signs in as the super-admin the API created from BULWARK_ADMIN_EMAIL/PASSWORD and returns the
 * access token and user id (the token's `sub`).
 */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/v1/users/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (res.status !== 200 || !body.token) throw new Error(`login answered ${res.status}: ${JSON.stringify(body)}`);
  const accessToken = body.token.accessToken;
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1], "base64url").toString("utf8"));
  return { accessToken, userId: payload.sub };
}

/**
 * Creates the organisation through POST /api/v1/users/tenants. While that operation is not bound
 * yet (the API answers 404 for it), the organisation and the Admin membership are written
 * directly, with the columns and defaults the API writes, so the benchmark can run either way.
 */
export async function createOrganisation(baseUrl, dbPath, accessToken, userId) {
  const res = await fetch(`${baseUrl}/api/v1/users/tenants`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name: "Bench Org" }),
  });
  if (res.status === 201) return { tenantId: (await res.json()).id, via: "POST /api/v1/users/tenants" };
  if (res.status !== 404 && res.status !== 405) {
    throw new Error(`create organisation answered ${res.status}: ${await res.text()}`);
  }
  const tenantId = randomUUID();
  const now = new Date().toISOString();
  const db = openDb(dbPath);
  try {
    db.transaction(() => {
      db.prepare(
        `insert into tenants (id, name, color, web_url, industry, logo_file_id, features, extension_data, created_at, updated_at, deleted_at)
         values (?, ?, null, null, null, null, '["inventory"]', '{}', ?, ?, null)`,
      ).run(tenantId, "Bench Org", now, now);
      db.prepare(
        `insert into tenant_members (tenant_id, user_id, roles, created_at) values (?, ?, '["Admin"]', ?)`,
      ).run(tenantId, userId, now);
    })();
  } finally {
    db.close();
  }
  return { tenantId, via: `direct insert (POST /api/v1/users/tenants answered ${res.status})` };
}

// One valid meta per notification type (openapi.yaml NotificationMeta), used in turn.
const samples = [
  { type: "VulnerabilityCreated", meta: { vulnerabilitySeverity: "high", vulnerabilityId: "vuln-1" } },
  { type: "CredentialLeaked", meta: { credentials: [{ username: "ana", domain: "example.com" }] } },
  {
    type: "VulnerabilityActivityCreated",
    meta: { vulnerabilityTitle: "Outdated TLS", activityStatus: "InProgress", vulnerabilityId: "vuln-2" },
  },
  {
    type: "LearnerFailedCourse",
    meta: { learnerFirstName: "Ana", learnerLastName: "Lima", courseName: "Phishing 101" },
  },
  { type: "TargetFailed", meta: { targetFullName: "Ana Lima", simulationName: "Invoice lure", simulationId: "sim-1" } },
];

/**
 * Writes `count` notifications for one user in one organisation in a single transaction, one
 * second apart (distinct `created_at`, as real notifications have), a fifth of them unread.
 */
export function insertNotifications(dbPath, tenantId, userId, count) {
  const db = openDb(dbPath);
  try {
    const insert = db.prepare(
      "insert into notifications (id, tenant_id, user_id, type, meta, is_read, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    const metas = samples.map((sample) => JSON.stringify(sample.meta));
    const newest = Date.now();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const k = i % samples.length;
        const createdAt = new Date(newest - i * 1000).toISOString();
        insert.run(randomUUID(), tenantId, userId, samples[k].type, metas[k], i % 5 === 0 ? 0 : 1, createdAt);
      }
      // The API keeps per-user counts beside the rows (migration 0003); bulk inserts must too.
      db.prepare(
        `insert into notification_counters (tenant_id, user_id, total, unread)
         select tenant_id, user_id, count(*), sum(case when is_read = 0 then 1 else 0 end)
         from notifications where tenant_id = ? and user_id = ? group by tenant_id, user_id
         on conflict (tenant_id, user_id) do update set total = excluded.total, unread = excluded.unread`,
      ).run(tenantId, userId);
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

function openDb(dbPath) {
  const db = new Database(dbPath, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}
