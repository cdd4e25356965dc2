import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Schema } from "@bulwark/client";
import { ApiCallError, UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type ExportKind = Schema<"ExportKind">;
export type ExportFormat = Schema<"ExportFormat">;

/** Options of `bulwark people export` (and later exports of other kinds). */
export interface ExportOptions {
  kind: ExportKind;
  format: ExportFormat;
  language: Schema<"ExportLanguage">;
  /** Where to write the file; the API's file name in the current directory when not given. */
  output?: string | undefined;
  filters?: Schema<"ExportRequestInput">["filters"];
  /** How long to wait between status checks. */
  pollMs?: number;
  /** Called with each status seen while waiting. */
  onStatus?: (status: Schema<"ExportStatus">) => void;
}

/** What `bulwark people export` answers. */
export interface ExportResult {
  id: string;
  file: string;
  bytes: number;
  rowCount: number | null;
}

export function parseFormat(value: string): ExportFormat {
  const format = value.trim().toLowerCase();
  if (format !== "csv" && format !== "xlsx") throw new UsageError(`Unknown format "${value}": use csv or xlsx`);
  return format;
}

export function parseLanguage(value: string): Schema<"ExportLanguage"> {
  const language = value.trim().toLowerCase();
  if (language !== "en" && language !== "sr") throw new UsageError(`Unknown language "${value}": use en or sr`);
  return language;
}

/**
 * Requests an export, waits for the background job to make the file, then streams it to disk.
 * The file is written under a temporary name and renamed at the end, so a broken download never
 * leaves a half file under the name asked for.
 */
export async function exportFile(session: Session, options: ExportOptions): Promise<ExportResult> {
  const pollMs = options.pollMs ?? 1000;
  let request = unwrap(
    await session.client.POST("/api/v1/inventory/exports", {
      body: { kind: options.kind, format: options.format, language: options.language, filters: options.filters },
    }),
  );
  options.onStatus?.(request.status);
  while (request.status === "PendingToBeCreated") {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    request = unwrap(
      await session.client.GET("/api/v1/inventory/exports/{exportRequestId}", {
        params: { path: { exportRequestId: request.id } },
      }),
    );
    options.onStatus?.(request.status);
  }
  if (request.status === "Error") {
    throw new ApiCallError({ statusCode: 500, message: `The export failed: ${request.error ?? "unknown error"}` });
  }
  const download = await session.client.GET("/api/v1/inventory/exports/{exportRequestId}/download", {
    params: { path: { exportRequestId: request.id } },
    parseAs: "stream",
  });
  if (!download.response.ok || !download.data) unwrap(download);
  const file = options.output ?? request.fileName;
  const partial = `${file}.part`;
  await pipeline(
    Readable.fromWeb(download.data as unknown as import("node:stream/web").ReadableStream),
    fs.createWriteStream(partial),
  );
  await fs.promises.rename(partial, file);
  const { size } = await fs.promises.stat(file);
  return { id: request.id, file, bytes: size, rowCount: request.rowCount };
}
