import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import { startTestApi, type TestApi } from "../../../test/harness.js";
import { PeopleWriter, type PersonToSave } from "./people.writer.js";

// End to end through the app's own export registry: request, build job, download, parse.

const EXPORTS = "/api/v1/inventory/exports";

let api: TestApi;
let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
let other: Awaited<ReturnType<typeof createOrganizationOwner>>;

/** Saves people through the one bulk path people are created by, with `origin`. */
async function save(tenantId: string, origin: "manual" | "csv", people: PersonToSave[]) {
  async function* rows() {
    for (const [index, person] of people.entries()) yield { kind: "row" as const, line: index + 2, person };
  }
  await new PeopleWriter(api.platform, tenantId).write(rows(), { origin });
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createOrganizationOwner(api, "Alpha");
  other = await createOrganizationOwner(api, "Beta");
  await save(owner.tenantId, "manual", [
    { email: "ana@alpha.rs", firstName: "Ana", lastName: "Petrović", groups: ["Prodaja", "IT"], tags: ["vip"] },
  ]);
  await save(owner.tenantId, "csv", [
    { email: "zika@alpha.rs", firstName: "Žika", lastName: "Čolić", groups: [], tags: [] },
    // A name someone typed to attack whoever opens the export in a spreadsheet.
    { email: "evil@alpha.rs", firstName: '=HYPERLINK("http://x.test","y")', lastName: "-1", groups: [], tags: [] },
  ]);
  await save(other.tenantId, "manual", [{ email: "beta@beta.rs", firstName: "Beta", lastName: "Person" }]);
  // Scores come from awareness and phishing results; set one directly for the export to show.
  await api.platform.db.updateTable("people").set({ score: 88 }).where("email", "=", "ana@alpha.rs").execute();
});
afterAll(async () => {
  await api?.close();
});

/** Requests a people export, runs the build job, and answers the downloaded file's bytes. */
async function exportPeople(body: Record<string, unknown>) {
  const requested = await api.request("POST", EXPORTS, {
    token: owner.accessToken,
    tenant: owner.tenantId,
    body: { kind: "people", ...body },
  });
  expect(requested.status).toBe(202);
  await api.drainJobs();
  const ready = await api.request("GET", `${EXPORTS}/${requested.body.id}`, {
    token: owner.accessToken,
    tenant: owner.tenantId,
  });
  expect(ready.body.status).toBe("ReadyToBeDownloaded");
  const response = await fetch(`${api.baseUrl}${EXPORTS}/${requested.body.id}/download`, {
    headers: { authorization: `Bearer ${owner.accessToken}`, "x-tenant-id": owner.tenantId },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toContain(`filename="${ready.body.fileName}"`);
  return { export: ready.body, bytes: Buffer.from(await response.arrayBuffer()) };
}

const lines = (bytes: Buffer) => bytes.toString("utf8").slice(1).split("\r\n");

describe("people export", () => {
  it("exports the organisation's people as CSV with English headers, labels joined, and formulas neutralised", async () => {
    const { export: done, bytes } = await exportPeople({ format: "csv" });
    expect(done.fileName).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(done.rowCount).toBe(3);
    const [header, ana, zika, evil] = lines(bytes);
    expect(header).toBe("First name,Last name,Email,Groups,Tags,Score,Score category,Origin,Added");
    expect(ana).toMatch(/^Ana,Petrović,ana@alpha\.rs,"IT, Prodaja",vip,88,High,manual,\d{4}-\d\d-\d\dT/);
    expect(zika).toMatch(/^Žika,Čolić,zika@alpha\.rs,,,,,CSV import,/);
    expect(evil).toMatch(/^"'=HYPERLINK\(""http:\/\/x\.test"",""y""\)",'-1,evil@alpha\.rs,/);
    expect(bytes.toString("utf8")).not.toContain("beta@beta.rs");
  });

  it("exports XLSX in Serbian with translated headers, category and origin, the score a number", async () => {
    const { bytes } = await exportPeople({ format: "xlsx", language: "sr" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Ime",
      "Prezime",
      "E-pošta",
      "Grupe",
      "Oznake",
      "Rezultat",
      "Kategorija rezultata",
      "Poreklo",
      "Dodato",
    ]);
    const ana = sheet.getRow(2);
    expect((ana.values as unknown[]).slice(1, 9)).toEqual([
      "Ana",
      "Petrović",
      "ana@alpha.rs",
      "IT, Prodaja",
      "vip",
      88,
      "Visok",
      "ručno",
    ]);
    expect(ana.getCell(9).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(3).getCell(8).value).toBe("CSV uvoz");
    expect(sheet.getRow(4).getCell(1).value).toBe('\'=HYPERLINK("http://x.test","y")');
    expect(sheet.getRow(4).getCell(1).formula).toBeFalsy();
  });

  it("applies the list's filters", async () => {
    const { export: done, bytes } = await exportPeople({ format: "csv", filters: { search: "žika" } });
    expect(done.rowCount).toBe(1);
    expect(lines(bytes)[1]).toMatch(/^Žika,/);
    const scored = await exportPeople({ format: "csv", filters: { scoreMin: 50 } });
    expect(scored.export.rowCount).toBe(1);
  });
});
