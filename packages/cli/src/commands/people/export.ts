import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { type ExportPhase, runExport, type Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";

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
  /** How long to wait between status checks (the client's 3 s unless given). */
  pollMs?: number;
  /** Called as the export moves on: preparing (with each status seen), then downloading. */
  onProgress?: (phase: ExportPhase) => void;
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
 * Runs an export through the client (request, wait, download) and streams the file to disk
 * under the name the server gives, or `output`. The file is written under a temporary name and
 * renamed at the end, so a broken download never leaves a half file under the name asked for.
 */
export async function exportFile(session: Session, options: ExportOptions): Promise<ExportResult> {
  const { body, fileName, request } = await runExport(
    session.client,
    { kind: options.kind, format: options.format, language: options.language, filters: options.filters },
    {
      parseAs: "stream",
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      onProgress: (phase) => options.onProgress?.(phase),
    },
  );
  // Only the base name: a server-given name never chooses the directory.
  const file = options.output ?? fileName.split(/[\\/]/).pop() ?? request.fileName;
  const partial = `${file}.part`;
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), fs.createWriteStream(partial));
  await fs.promises.rename(partial, file);
  const { size } = await fs.promises.stat(file);
  return { id: request.id, file, bytes: size, rowCount: request.rowCount };
}
