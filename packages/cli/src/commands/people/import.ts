import fs from "node:fs";
import { ApiCallError, ApiUnreachableError, isNetworkError, UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import type { ImportReport } from "./report.js";

/** Options of `bulwark people import`. */
export interface ImportPeopleOptions {
  file: string;
  deleteNotInList: boolean;
  dryRun: boolean;
  /** Called as the file goes out, with bytes sent and the file's size. */
  onProgress?: (sent: number, total: number) => void;
}

/** The file's size, or a usage error that names the file and why it cannot be read. */
export async function fileSize(file: string): Promise<number> {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new UsageError(`${file} is not a file`);
    return stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * Streams a CSV file to the API's import call, never holding it whole, and answers the API's
 * report. The request body is a one-shot stream that cannot be sent twice, so the session is
 * checked (and its token refreshed if needed) by a small call first instead of retrying the upload.
 */
export async function importPeople(session: Session, options: ImportPeopleOptions): Promise<ImportReport> {
  const total = await fileSize(options.file);
  unwrap(await session.client.GET("/api/v1/users/users/me"));
  const tokens = await session.client.tokenStore.get();
  const query = new URLSearchParams({
    dryRun: String(options.dryRun),
    deleteNotInList: String(options.deleteNotInList),
  });
  const headers: Record<string, string> = { "content-type": "text/csv" };
  if (tokens) headers.authorization = `Bearer ${tokens.accessToken}`;
  if (session.tenantId) headers["x-tenant-id"] = session.tenantId;

  async function* body() {
    let sent = 0;
    for await (const chunk of fs.createReadStream(options.file, { highWaterMark: 256 * 1024 })) {
      sent += (chunk as Buffer).length;
      options.onProgress?.(sent, total);
      yield chunk as Buffer;
    }
  }

  let response: Response;
  try {
    response = await fetch(`${session.apiUrl}/api/v1/inventory/people/import?${query}`, {
      method: "POST",
      headers,
      body: body() as unknown as BodyInit,
      // Required by fetch for a streamed request body.
      duplex: "half",
    } as RequestInit);
  } catch (error) {
    if (isNetworkError(error)) throw new ApiUnreachableError(session.apiUrl, { cause: error });
    throw error;
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    throw new ApiCallError(parsed ?? { statusCode: response.status, message: response.statusText });
  }
  return parsed as ImportReport;
}
