import fs from "node:fs";
import { FileNotFoundError, UsageError } from "../../errors.js";
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

/**
 * The file's size; "File not found" when it does not exist, a usage error naming the file and
 * why otherwise (a folder, no permission).
 */
export async function fileSize(file: string): Promise<number> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileNotFoundError(file);
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (!stat.isFile()) throw new UsageError(`${file} is not a file`);
  await fs.promises.access(file, fs.constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`Cannot read ${file}: ${error.code ?? String(error)}`);
  });
  return stat.size;
}

/**
 * Streams a CSV file to the API's import call through the client's upload, never holding it
 * whole, and answers the API's report. After a token refresh the file is read again from the start.
 */
export async function importPeople(session: Session, options: ImportPeopleOptions): Promise<ImportReport> {
  const total = await fileSize(options.file);
  return unwrap(
    await session.client.upload("/api/v1/inventory/people/import", {
      contentType: "text/csv",
      query: { dryRun: options.dryRun, deleteNotInList: options.deleteNotInList },
      body: () => fs.createReadStream(options.file, { highWaterMark: 256 * 1024 }),
      onProgress: (sent) => options.onProgress?.(sent, total),
    }),
  );
}
