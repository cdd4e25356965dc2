import type { Schema } from "@bulwark/contract";
import type { BulwarkClient } from "./client.js";
import { unwrap } from "./errors.js";

/** What an export is asked for: kind, format, language and the list's filters. */
export type ExportRequestInput = Schema<"ExportRequestInput">;
/** An export request as the API reports it (status, file name, rows). */
export type ExportRequest = Schema<"ExportRequest">;

/** How often {@link runExport} asks whether the file is ready: every 3 seconds (seeds). */
export const EXPORT_POLL_MS = 3000;

/** The export job itself ended in `Error`; `reason` is what the server said, if anything. */
export class ExportFailedError extends Error {
  override readonly name = "ExportFailedError";
  constructor(
    /** The request as last seen, with status `Error`. */
    readonly request: ExportRequest,
  ) {
    super(`The export failed: ${request.error ?? "no reason given"}`);
  }

  /** The server's reason, or null when it gave none. */
  get reason(): string | null {
    return this.request.error;
  }
}

/** Where an export is, for a progress display. */
export type ExportPhase = "preparing" | "downloading";

/** Options of {@link runExport}. */
export interface RunExportOptions<As extends "blob" | "stream"> {
  /** `blob` (default) for browsers, `stream` to write a large file to disk as it arrives. */
  parseAs?: As;
  /** Stops waiting and downloading; the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** Time between status checks; {@link EXPORT_POLL_MS} unless given (tests pass less). */
  pollMs?: number;
  /** Called with each status seen and the phase it means. */
  onProgress?: (phase: ExportPhase, request: ExportRequest) => void;
}

/** A finished export: the file's body, the name the server gave it, and the request. */
export interface ExportDownload<Body> {
  /** The file: a `Blob`, or a `ReadableStream` with `parseAs: "stream"`. */
  body: Body;
  /** From the download's `Content-Disposition`, else the request's `fileName`. */
  fileName: string;
  /** The request as last seen (status `Ready` or later), with its row count. */
  request: ExportRequest;
}

const aborted = () => new DOMException("Aborted", "AbortError");

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * when present, else the quoted or bare `filename`, else `fallback`.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, "$1");
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? fallback;
}

/**
 * Runs one export the way every caller needs it: request → check every 3 seconds while the
 * background job makes the file → download through the client (bearer and organisation sent)
 * under the server's file name. Rejects with {@link ExportFailedError} when the job ends in
 * `Error`, with an `ApiCallError` when a call fails, and with an `AbortError` on `signal`.
 *
 * @example
 * const { body, fileName } = await runExport(client, { kind: "people", format: "csv", language: "en" });
 */
export async function runExport(
  client: BulwarkClient,
  input: ExportRequestInput,
  options?: RunExportOptions<"blob">,
): Promise<ExportDownload<Blob>>;
export async function runExport(
  client: BulwarkClient,
  input: ExportRequestInput,
  options: RunExportOptions<"stream"> & { parseAs: "stream" },
): Promise<ExportDownload<ReadableStream<Uint8Array>>>;
export async function runExport(
  client: BulwarkClient,
  input: ExportRequestInput,
  options: RunExportOptions<"blob" | "stream"> = {},
): Promise<ExportDownload<Blob | ReadableStream<Uint8Array>>> {
  const { signal } = options;
  const pollMs = options.pollMs ?? EXPORT_POLL_MS;
  // The signal is not passed to fetch (host pages and test DOMs may bring their own AbortSignal
  // class, which some fetch implementations refuse): an answer arriving after an abort is dropped.
  const check = () => {
    if (signal?.aborted) throw aborted();
  };
  check();
  let request = await unwrap(client.POST("/api/v1/inventory/exports", { body: input }));
  check();
  options.onProgress?.("preparing", request);
  while (request.status === "PendingToBeCreated") {
    await sleep(pollMs, signal);
    request = await unwrap(
      client.GET("/api/v1/inventory/exports/{exportRequestId}", {
        params: { path: { exportRequestId: request.id } },
      }),
    );
    check();
    options.onProgress?.("preparing", request);
  }
  if (request.status === "Error") throw new ExportFailedError(request);
  // Ready, or already downloaded elsewhere: the file can be fetched again until it expires.
  options.onProgress?.("downloading", request);
  let response: Response | undefined;
  const data = await unwrap(
    client
      .GET("/api/v1/inventory/exports/{exportRequestId}/download", {
        params: { path: { exportRequestId: request.id } },
        parseAs: options.parseAs ?? "blob",
      })
      .then((result) => {
        response = result.response;
        return result;
      }),
  );
  if (signal?.aborted) {
    if (data instanceof ReadableStream) await data.cancel();
    throw aborted();
  }
  return {
    body: data as Blob | ReadableStream<Uint8Array>,
    fileName: fileNameFromDisposition(response?.headers.get("content-disposition"), request.fileName),
    request,
  };
}
