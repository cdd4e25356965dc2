import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { TestApi } from "../../test/harness.js";

// Test helpers of exports (not a test file itself): what a test of an export source does end to end.

/** Base path of the export operations. */
export const EXPORTS = "/api/v1/inventory/exports";

/**
 * Requests an export as `caller`, runs its build job, and downloads the file through the app's own
 * export registry; answers the export (ready to download) and the file's bytes.
 */
export async function exportThroughApi(
  api: TestApi,
  caller: { accessToken: string; tenantId: string },
  body: Record<string, unknown>,
) {
  const requested = await api.request("POST", EXPORTS, {
    token: caller.accessToken,
    tenant: caller.tenantId,
    body,
  });
  expect(requested.status).toBe(202);
  await api.drainJobs();
  const ready = await api.request("GET", `${EXPORTS}/${requested.body.id}`, {
    token: caller.accessToken,
    tenant: caller.tenantId,
  });
  expect(ready.body.status).toBe("ReadyToBeDownloaded");
  // Fetched directly: the harness reads bodies as text, which would mangle an XLSX file.
  const response = await fetch(`${api.baseUrl}${EXPORTS}/${requested.body.id}/download`, {
    headers: { authorization: `Bearer ${caller.accessToken}`, "x-tenant-id": caller.tenantId },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toContain(`filename="${ready.body.fileName}"`);
  return { export: ready.body, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The lines of a CSV file, after its byte-order mark. */
export const csvLines = (bytes: Buffer) => bytes.toString("utf8").slice(1).split("\r\n");

/** The first worksheet of an XLSX file. */
export async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  return sheet;
}
