import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequest } from "../../platform/errors.js";
import { assertMatchesContract } from "../../test/contract.js";
import { createOrganizationOwner, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { activityOf, addMember, superAdmin } from "../organizations/organizations.fixtures.js";
import type { ExportSource } from "./export-source.js";
import { csvLines, EXPORTS, readXlsx } from "./exports.fixtures.js";
import { EXPORT_FAILED_MESSAGE } from "./exports.service.js";

// The mechanism is tested with a source of its own ("people" kind, as the contract only knows
// people and assets), so every kind of cell is covered whatever the inventory holds.

interface Row {
  name: string;
  note: string | null;
  count: number;
  active: boolean;
  added: Date;
}

const ADDED = new Date("2026-03-04T05:06:07.000Z");
const DANGEROUS = ["=1+1", "+SUM(A1:A2)", "-2+3", "@cmd", "\tTabbed", "\rReturned"];

/** Rows of the organisation, so a test can tell which organisation's rows were exported. */
const rowsFor = (tenantName: string): Row[] => [
  { name: "Čedomir Žižić", note: tenantName, count: 42, active: true, added: ADDED },
  { name: 'Quote "q", comma', note: "line\nbreak", count: -5, active: false, added: ADDED },
  ...DANGEROUS.map((name, index) => ({ name, note: null, count: index, active: true, added: ADDED })),
];

const tenantNames = new Map<string, string>();

const testSource: ExportSource<Row> = {
  kind: "people",
  fileStem: "people",
  requirement: { permission: "ReadInventory", superAdmin: ["ManageInventory", "ReadTenants"], feature: "inventory" },
  columns: [
    { key: "name", header: { en: "Name", sr: "Ime" }, value: (row) => row.name, width: 30 },
    { key: "note", header: { en: "Note", sr: "Napomena" }, value: (row) => row.note },
    { key: "count", header: { en: "Count", sr: "Broj" }, value: (row) => row.count },
    { key: "active", header: { en: "Active", sr: "Aktivan" }, value: (row) => row.active },
    { key: "added", header: { en: "Added", sr: "Dodato" }, value: (row) => row.added },
  ],
  async *rows(_platform, tenantId, filters) {
    if (filters.search === "fail:safe") throw badRequest("Search is too broad");
    if (filters.search === "fail:internal") throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
    if (filters.search === "large") {
      // About 12 MB of CSV: more than loopback socket buffers hold, so a download takes a while.
      for (let i = 0; i < 80_000; i += 1) {
        yield { name: `row ${i}`, note: "x".repeat(140), count: i, active: true, added: ADDED };
      }
      return;
    }
    yield* rowsFor(tenantNames.get(tenantId) ?? "unknown");
  },
};

const ROOT = { email: "root@bulwark.test", password: "root pass 1" };
const today = () => new Date().toISOString().slice(0, 10);

let api: TestApi;
let owner: TestUser & { tenantId: string };
let other: TestUser & { tenantId: string };

beforeAll(async () => {
  api = await startTestApi(
    { BULWARK_ADMIN_EMAIL: ROOT.email, BULWARK_ADMIN_PASSWORD: ROOT.password },
    { exportSources: [testSource] },
  );
  owner = await createOrganizationOwner(api, "Alpha");
  other = await createOrganizationOwner(api, "Beta");
  tenantNames.set(owner.tenantId, "Alpha");
  tenantNames.set(other.tenantId, "Beta");
});
afterAll(async () => {
  await api?.close();
});

type Caller = { accessToken: string; tenantId: string };

/** `tenant` is the x-tenant-id to send: the caller's organisation unless given, none for null. */
const requestExport = (caller: Caller, body: unknown, tenant: string | null = caller.tenantId) =>
  api.request("POST", EXPORTS, { token: caller.accessToken, tenant: tenant ?? undefined, body });

const status = (caller: Caller, id: string, tenant: string | null = caller.tenantId) =>
  api.request("GET", `${EXPORTS}/${id}`, { token: caller.accessToken, tenant: tenant ?? undefined });

/** Downloads as bytes (the harness reads bodies as text, which would mangle an XLSX file). */
async function download(caller: Caller, id: string, tenant: string | null = caller.tenantId) {
  const path = `${EXPORTS}/${id}/download`;
  const headers: Record<string, string> = { authorization: `Bearer ${caller.accessToken}` };
  if (tenant) headers["x-tenant-id"] = tenant;
  const response = await fetch(`${api.baseUrl}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  const body = contentType.includes("application/json") ? JSON.parse(bytes.toString("utf8")) : bytes;
  assertMatchesContract("GET", path, response.status, body, contentType);
  return { status: response.status, headers: response.headers, bytes, body };
}

/** Requests an export and runs its build job; answers the export as a poll then sees it. */
async function built(caller: Caller, body: Record<string, unknown>) {
  const requested = await requestExport(caller, body);
  expect(requested.status).toBe(202);
  await api.drainJobs();
  return (await status(caller, requested.body.id)).body;
}

describe("export protocol", () => {
  it("goes PendingToBeCreated → ReadyToBeDownloaded → Completed, and downloads again with the same bytes", async () => {
    const requested = await requestExport(owner, { kind: "people", format: "csv" });
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({
      kind: "people",
      format: "csv",
      status: "PendingToBeCreated",
      url: null,
      rowCount: null,
      error: null,
      fileName: `people-${today()}.csv`,
    });
    const id = requested.body.id as string;
    const expires = Date.parse(requested.body.expiresAt) - Date.parse(requested.body.createdAt);
    expect(expires).toBe(24 * 60 * 60 * 1000);

    const early = await download(owner, id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("Conflict");

    await api.drainJobs();
    const ready = await status(owner, id);
    expect(ready.body).toMatchObject({ status: "ReadyToBeDownloaded", rowCount: 8, error: null });
    expect(ready.body.url).toBe(`http://bulwark.test${EXPORTS}/${id}/download`);

    const first = await download(owner, id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(first.headers.get("content-length")).toBe(String(first.bytes.length));
    expect(first.headers.get("content-disposition")).toBe(
      `attachment; filename="people-${today()}.csv"; filename*=UTF-8''people-${today()}.csv`,
    );
    expect((await status(owner, id)).body.status).toBe("Completed");

    const again = await download(owner, id);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    // A download is marked over when the server has sent its last byte, which the client may have
    // read first: the status settles just after (CI on PostgreSQL once read "Downloading" here).
    await expect.poll(async () => (await status(owner, id)).body.status).toBe("Completed");
  });

  it("is Downloading while the file streams and back to ReadyToBeDownloaded when the download breaks off", async () => {
    const ready = await built(owner, { kind: "people", format: "csv", filters: { search: "large" } });
    expect(ready).toMatchObject({ status: "ReadyToBeDownloaded", rowCount: 80_000 });

    const abort = new AbortController();
    const response = await fetch(`${api.baseUrl}${EXPORTS}/${ready.id}/download`, {
      headers: { authorization: `Bearer ${owner.accessToken}`, "x-tenant-id": owner.tenantId },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const size = Number(response.headers.get("content-length"));
    expect(size).toBeGreaterThan(10 * 1024 * 1024);
    const reader = response.body?.getReader();
    await reader?.read();
    expect((await status(owner, ready.id)).body.status).toBe("Downloading");

    abort.abort();
    await reader?.cancel().catch(() => undefined);
    let after = "Downloading";
    for (let i = 0; i < 100 && after === "Downloading"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = (await status(owner, ready.id)).body.status;
    }
    expect(after).toBe("ReadyToBeDownloaded");

    const whole = await download(owner, ready.id);
    expect(whole.bytes.length).toBe(size);
    expect(csvLines(whole.bytes)).toHaveLength(80_000 + 2);
    expect((await status(owner, ready.id)).body.status).toBe("Completed");
  });

  it("answers HEAD with the download's headers without counting it as a download", async () => {
    const ready = await built(owner, { kind: "people", format: "csv" });
    const head = await api.request("HEAD", `${EXPORTS}/${ready.id}/download`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
      unchecked: true,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-disposition")).toContain(`filename="${ready.fileName}"`);
    expect((await status(owner, ready.id)).body.status).toBe("ReadyToBeDownloaded");
  });

  it("records an activity-log entry for each request", async () => {
    const requested = await requestExport(owner, { kind: "people", format: "xlsx", language: "sr" });
    const entries = await activityOf(api, owner.accessToken, owner.tenantId);
    const entry = entries.find((e) => e.eventName === "ExportRequested" && e.data.exportId === requested.body.id);
    expect(entry).toMatchObject({ description: "Export of people requested (XLSX)" });
    expect(entry?.data).toMatchObject({ kind: "people", format: "xlsx", language: "sr" });
  });

  it("refuses a kind or format the contract does not know with 422", async () => {
    expect((await requestExport(owner, { kind: "invoices", format: "csv" })).status).toBe(422);
    expect((await requestExport(owner, { kind: "people", format: "pdf" })).status).toBe(422);
  });
});

describe("file content", () => {
  it("writes CSV in UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting, English headers and ISO dates", async () => {
    const ready = await built(owner, { kind: "people", format: "csv", language: "en" });
    const { bytes } = await download(owner, ready.id);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe("Name,Note,Count,Active,Added");
    expect(lines[1]).toBe("Čedomir Žižić,Alpha,42,Yes,2026-03-04T05:06:07.000Z");
    expect(lines[2]).toBe('"Quote ""q"", comma","line\nbreak",-5,No,2026-03-04T05:06:07.000Z');
    expect(lines.at(-1)).toBe("");
  });

  it("writes Serbian headers and yes/no when the language is sr", async () => {
    const ready = await built(owner, { kind: "people", format: "csv", language: "sr" });
    const lines = csvLines((await download(owner, ready.id)).bytes);
    expect(lines[0]).toBe("Ime,Napomena,Broj,Aktivan,Dodato");
    expect(lines[1]).toContain(",Da,");
    expect(lines[2]).toContain(",Ne,");
  });

  it("writes XLSX that exceljs reads back: bold frozen header, widths, numbers as numbers, real dates", async () => {
    const ready = await built(owner, { kind: "people", format: "xlsx", language: "sr" });
    expect(ready.fileName).toBe(`people-${today()}.xlsx`);
    const file = await download(owner, ready.id);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-length")).toBe(String(file.bytes.length));
    const sheet = await readXlsx(file.bytes);
    expect(sheet.getRow(1).values).toEqual([undefined, "Ime", "Napomena", "Broj", "Aktivan", "Dodato"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(10);
    expect(sheet.rowCount).toBe(9);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("Čedomir Žižić");
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(42);
    expect(first.getCell(4).value).toBe("Da");
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(5).value as Date).toISOString()).toBe(ADDED.toISOString());
    expect(first.getCell(5).numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe("line\nbreak");
    expect(second.getCell(3).value).toBe(-5);
    expect(second.getCell(4).value).toBe("Ne");
  });

  it("neutralises every formula prefix with a leading ' in CSV, and leaves a negative number a number", async () => {
    const ready = await built(owner, { kind: "people", format: "csv" });
    const text = (await download(owner, ready.id)).bytes.toString("utf8");
    // Tab starts are unquoted; a carriage return forces quotes (RFC 4180).
    expect(text).toContain("\r\n'=1+1,,0,Yes,");
    expect(text).toContain("\r\n'+SUM(A1:A2),,1,Yes,");
    expect(text).toContain("\r\n'-2+3,,2,Yes,");
    expect(text).toContain("\r\n'@cmd,,3,Yes,");
    expect(text).toContain("\r\n'\tTabbed,,4,Yes,");
    expect(text).toContain('\r\n"\'\rReturned",,5,Yes,');
    expect(text).toContain(",-5,No,");
    expect(text).not.toContain("'-5");
  });

  it("neutralises every formula prefix in XLSX as plain text cells, never formulas, and keeps -5 a number", async () => {
    const ready = await built(owner, { kind: "people", format: "xlsx" });
    const sheet = await readXlsx((await download(owner, ready.id)).bytes);
    const names: unknown[] = [];
    for (let row = 4; row <= 9; row += 1) {
      const cell = sheet.getRow(row).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeFalsy();
      names.push(cell.value);
    }
    // XML parsers read a bare carriage return in text as a line feed; the ' is what matters.
    expect(names).toEqual(DANGEROUS.map((value) => `'${value}`.replace("\r", "\n")));
    const negative = sheet.getRow(3).getCell(3);
    expect(negative.type).toBe(ExcelJS.ValueType.Number);
    expect(negative.value).toBe(-5);
  });
});

describe("failures", () => {
  it("ends in Error with the source's own message when it refuses (AppError), and download answers 409", async () => {
    const failed = await built(owner, { kind: "people", format: "csv", filters: { search: "fail:safe" } });
    expect(failed).toMatchObject({ status: "Error", error: "Search is too broad", url: null, rowCount: null });
    const refused = await download(owner, failed.id);
    expect(refused.status).toBe(409);
  });

  it("retries an unexpected failure, then ends in Error with a generic message that hides the internal one", async () => {
    const requested = await requestExport(owner, {
      kind: "people",
      format: "xlsx",
      filters: { search: "fail:internal" },
    });
    const id = requested.body.id as string;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await api.drainJobs();
      const seen = (await status(owner, id)).body;
      expect(seen.status).toBe(attempt < 3 ? "PendingToBeCreated" : "Error");
      // The queue waits before a retry; make the retry due now instead of sleeping.
      await api.platform.db
        .updateTable("jobs")
        .set({ run_at: new Date().toISOString() })
        .where("dedupe_key", "=", `exports.build:${id}`)
        .execute();
    }
    const failed = (await status(owner, id)).body;
    expect(failed.error).toBe(EXPORT_FAILED_MESSAGE);
    expect(JSON.stringify(failed)).not.toContain("10.0.0.7");
  });

  it("answers 404 for an expired export, and the expiry job deletes it with its file", async () => {
    const ready = await built(owner, { kind: "people", format: "csv" });
    const db = api.platform.db;
    const past = new Date(Date.now() - 1000).toISOString();
    await db.updateTable("export_requests").set({ expires_at: past }).where("id", "=", ready.id).execute();
    expect((await status(owner, ready.id)).status).toBe(404);
    expect((await download(owner, ready.id)).status).toBe(404);

    await db.updateTable("jobs").set({ run_at: past }).where("dedupe_key", "=", `exports.expire:${ready.id}`).execute();
    await api.drainJobs();
    const left = await db.selectFrom("export_requests").select("id").where("id", "=", ready.id).execute();
    const chunks = await db.selectFrom("export_chunks").select("seq").where("export_id", "=", ready.id).execute();
    expect(left).toEqual([]);
    expect(chunks).toEqual([]);
  });
});

describe("access", () => {
  it("exports only the caller's organisation, and another organisation gets 404 for its export", async () => {
    const ready = await built(other, { kind: "people", format: "csv" });
    expect(csvLines((await download(other, ready.id)).bytes)[1]).toContain(",Beta,");

    expect((await status(owner, ready.id)).status).toBe(404);
    expect((await download(owner, ready.id)).status).toBe(404);
    // With the other organisation's id as x-tenant-id, the caller is not a member at all.
    expect((await status(owner, ready.id, other.tenantId)).status).toBe(403);
    expect((await download(owner, ready.id, other.tenantId)).status).toBe(403);
  });

  it("lets a Viewer (ReadInventory) request, poll and download", async () => {
    const viewer = await addMember(api, owner, ["Viewer"]);
    const ready = await built(viewer, { kind: "people", format: "xlsx" });
    expect(ready.status).toBe("ReadyToBeDownloaded");
    expect((await download(viewer, ready.id)).status).toBe(200);
  });

  it("lets a super-admin with ReadTenants export an organisation they are not a member of", async () => {
    const reader = await superAdmin(api, ["ReadTenants"]);
    const ready = await built(
      { accessToken: reader.accessToken, tenantId: owner.tenantId },
      { kind: "people", format: "csv" },
    );
    expect(ready.status).toBe("ReadyToBeDownloaded");
  });

  it("answers 403 OrganizationRequired without x-tenant-id and 401 without a token", async () => {
    const noTenant = await requestExport(owner, { kind: "people", format: "csv" }, null);
    expect(noTenant.status).toBe(403);
    expect(noTenant.body).toMatchObject({ code: "OrganizationRequired", message: "Organization must be set!" });
    const anonymous = await api.request("POST", EXPORTS, { body: { kind: "people", format: "csv" } });
    expect(anonymous.status).toBe(401);
  });

  it("answers 403 FeatureNotEnabled when the organisation does not have the inventory feature", async () => {
    const org = await createOrganizationOwner(api, "No inventory");
    const ready = await built(org, { kind: "people", format: "csv" });
    const manager = await superAdmin(api, ["ManageTenants"]);
    const switched = await api.request("PUT", `/api/v1/users/tenants/${org.tenantId}/features`, {
      token: manager.accessToken,
      body: { features: ["learning"] },
    });
    expect(switched.status).toBe(200);
    const refused = await requestExport(org, { kind: "people", format: "csv" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FeatureNotEnabled");
    expect((await status(org, ready.id)).body.code).toBe("FeatureNotEnabled");
    expect((await download(org, ready.id)).status).toBe(403);
  });
});
