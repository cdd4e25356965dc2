import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import { startTestApi, type TestApi } from "../../../test/harness.js";
import { csvLines, exportThroughApi, readXlsx } from "../../exports/exports.fixtures.js";
import { PeopleWriter, type PersonToSave } from "./people.writer.js";

// End to end through the app's own export registry: request, build job, download, parse.

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

/** Requests a people export as the owner, runs the build job, and answers the downloaded file. */
const exportPeople = (body: Record<string, unknown>) => exportThroughApi(api, owner, { kind: "people", ...body });

describe("people export", () => {
  it("exports the organisation's people as CSV with English headers, labels joined, and formulas neutralised", async () => {
    const { export: done, bytes } = await exportPeople({ format: "csv" });
    expect(done.fileName).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(done.rowCount).toBe(3);
    const [header, ana, zika, evil] = csvLines(bytes);
    expect(header).toBe("First name,Last name,Email,Groups,Tags,Score,Score category,Origin,Added");
    expect(ana).toMatch(/^Ana,Petrović,ana@alpha\.rs,"IT, Prodaja",vip,88,High,manual,\d{4}-\d\d-\d\dT/);
    expect(zika).toMatch(/^Žika,Čolić,zika@alpha\.rs,,,,,CSV import,/);
    expect(evil).toMatch(/^"'=HYPERLINK\(""http:\/\/x\.test"",""y""\)",'-1,evil@alpha\.rs,/);
    expect(bytes.toString("utf8")).not.toContain("beta@beta.rs");
  });

  it("exports XLSX in Serbian with translated headers, category and origin, the score a number", async () => {
    const { bytes } = await exportPeople({ format: "xlsx", language: "sr" });
    const sheet = await readXlsx(bytes);
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
    expect(csvLines(bytes)[1]).toMatch(/^Žika,/);
    const scored = await exportPeople({ format: "csv", filters: { scoreMin: 50 } });
    expect(scored.export.rowCount).toBe(1);
  });
});
