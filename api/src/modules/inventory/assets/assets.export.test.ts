import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { csvLines, exportThroughApi, readXlsx } from "../../exports/exports.fixtures.js";
import { startAssetsApi } from "./assets.fixtures.js";
import { AssetsRepository } from "./assets.repository.js";
import { VerificationRepository } from "./verification.repository.js";

// End to end through the app's own export registry: request, build job, download, parse.

let api: TestApi;
let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
let other: Awaited<ReturnType<typeof createOrganizationOwner>>;

beforeAll(async () => {
  api = await startAssetsApi();
  owner = await createOrganizationOwner(api, "Alpha");
  other = await createOrganizationOwner(api, "Beta");
  // Stored directly: adding through the API would queue discoveries that go to the network.
  const mine = new AssetsRepository(api.platform.db, owner.tenantId);
  const [domain] = await mine.insertMany(
    [{ name: "alpha.rs", assetType: "domain", origin: "manual", parentAssetId: null }],
    "2026-05-01T08:00:00.000Z",
  );
  await mine.insertMany(
    [{ name: "www.alpha.rs", assetType: "subdomain", origin: "automatic", parentAssetId: domain?.id ?? null }],
    "2026-05-02T08:00:00.000Z",
  );
  await mine.insertMany(
    [{ name: "192.0.2.10", assetType: "ipv4", origin: "manual", parentAssetId: null }],
    "2026-05-03T08:00:00.000Z",
  );
  if (!domain) throw new Error("no asset");
  await new VerificationRepository(api.platform.db, owner.tenantId).setVerified(
    domain.id,
    true,
    "2026-05-01T09:00:00.000Z",
  );
  await mine.setMonitoring(domain.id, "2026-05-02T09:00:00.000Z", "2026-05-01T09:00:00.000Z");
  await new AssetsRepository(api.platform.db, other.tenantId).insertMany(
    [{ name: "beta.rs", assetType: "domain", origin: "manual", parentAssetId: null }],
    "2026-05-01T08:00:00.000Z",
  );
});
afterAll(async () => {
  await api?.close();
});

/** Requests an assets export as the owner, runs the build job, and answers the downloaded file's bytes. */
const exportAssets = (body: Record<string, unknown>) => exportThroughApi(api, owner, { kind: "assets", ...body });

describe("assets export", () => {
  it("exports the organisation's assets as CSV, newest first, with English headers and values", async () => {
    const { export: done, bytes } = await exportAssets({ format: "csv" });
    expect(done.fileName).toMatch(/^assets-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(done.rowCount).toBe(3);
    expect(csvLines(bytes)).toEqual([
      "Name,Type,Verified,Monitored,Origin,Added",
      "192.0.2.10,IPv4 address,No,No,manual,2026-05-03T08:00:00.000Z",
      "www.alpha.rs,Subdomain,No,No,automatic,2026-05-02T08:00:00.000Z",
      "alpha.rs,Domain,Yes,Yes,manual,2026-05-01T08:00:00.000Z",
      "",
    ]);
  });

  it("exports XLSX in Serbian: headers, type, yes/no and origin translated, dates as dates", async () => {
    const { bytes } = await exportAssets({ format: "xlsx", language: "sr" });
    const sheet = await readXlsx(bytes);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Naziv",
      "Tip",
      "Verifikovano",
      "Nadgledano",
      "Poreklo",
      "Dodato",
    ]);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1, 6);
    expect(values(2)).toEqual(["192.0.2.10", "IPv4 adresa", "Ne", "Ne", "ručno"]);
    expect(values(3)).toEqual(["www.alpha.rs", "Poddomen", "Ne", "Ne", "automatski"]);
    expect(values(4)).toEqual(["alpha.rs", "Domen", "Da", "Da", "ručno"]);
    expect(sheet.getRow(4).getCell(6).value).toEqual(new Date("2026-05-01T08:00:00.000Z"));
  });

  it("applies the list's filters", async () => {
    const verified = await exportAssets({ format: "csv", filters: { verified: true } });
    expect(verified.export.rowCount).toBe(1);
    expect(verified.bytes.toString("utf8")).toContain("alpha.rs,Domain,Yes");
    const ips = await exportAssets({ format: "csv", filters: { assetType: "ipv4" } });
    expect(csvLines(ips.bytes)[1]).toMatch(/^192\.0\.2\.10,/);
    const automatic = await exportAssets({ format: "csv", filters: { origin: "automatic", search: "www" } });
    expect(automatic.export.rowCount).toBe(1);
  });

  it("never exports another organisation's assets", async () => {
    const { bytes } = await exportAssets({ format: "csv" });
    expect(bytes.toString("utf8")).not.toContain("beta.rs");
  });
});
