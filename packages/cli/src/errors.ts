import { ApiCallError } from "@bulwark/client";
import { CommanderError } from "commander";

/** The client's error for a call the API refused; `body` is its `{ statusCode, message, code, errors? }`. */
export { ApiCallError };

/** The documented exit codes of `bulwark` (see README.md). */
export const ExitCode = {
  Ok: 0,
  Unexpected: 1,
  Usage: 2,
  NotSignedIn: 3,
  Forbidden: 4,
  NotFound: 5,
  ValidationFailed: 6,
  Conflict: 7,
  RateLimited: 8,
  Unreachable: 9,
  /** The command finished, but some rows were rejected (`people import`); the report says which. */
  RowsRejected: 10,
  /** A local file named on the command line does not exist. */
  FileNotFound: 11,
  Interrupted: 130,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A mistake in how the command was called: a missing flag, a value that cannot work. */
export class UsageError extends Error {}

/** There is no session to use: nothing stored and nothing in the environment. */
export class NotSignedInError extends Error {
  constructor(message = "Not signed in: run `bulwark login`, or set BULWARK_API_URL and BULWARK_TOKEN") {
    super(message);
  }
}

/** The user pressed Ctrl-C at a prompt. */
export class InterruptedError extends Error {
  constructor() {
    super("Interrupted");
  }
}

/** The API could not be reached at all (connection refused, DNS, timeout). */
export class ApiUnreachableError extends Error {
  constructor(
    readonly apiUrl: string,
    options?: { cause?: unknown },
  ) {
    super(`Cannot reach the Bulwark API at ${apiUrl}`, options);
  }
}

/** A file named on the command line does not exist. */
export class FileNotFoundError extends Error {
  constructor(readonly file: string) {
    super(`File not found: ${file}`);
  }
}

/**
 * The work was done and reported, but some rows were rejected: the exit code says so to
 * scripts. Carries no message of its own: the report already listed the rows.
 */
export class RowsRejectedError extends Error {
  constructor(readonly rejected: number) {
    super(`${rejected} ${rejected === 1 ? "row was" : "rows were"} rejected`);
  }
}

/** Work the API accepted ended in failure (e.g. a discovery that Failed); exit code 1. */
export class OperationFailedError extends Error {}

/** A problem in a local file, at a line and column (1-based). */
export interface FileProblem {
  line: number;
  column: number;
  /** The field, as a JSON path (`pages[2].answers`); empty for a syntax error. */
  path: string;
  message: string;
}

/**
 * A local file whose content was refused (`lessons import`): each problem at its line, so the
 * message reads like a compiler's (`lesson.json:14:7 pages[2].answers: ...`). Exit code 6, as for
 * a 422.
 */
export class InvalidFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly FileProblem[],
  ) {
    super(
      [
        `${file} is not a valid lesson file:`,
        ...problems.map((p) => `  ${file}:${p.line}:${p.column}${p.path ? ` ${p.path}` : ""}: ${p.message}`),
      ].join("\n"),
    );
  }
}

/** A local item the user named does not exist (e.g. an organization in `orgs use`). */
export class NotFoundError extends Error {}

/** Maps an API status code to the exit code documented for it. */
export function exitCodeForStatus(status: number): ExitCode {
  if (status === 401) return ExitCode.NotSignedIn;
  if (status === 403) return ExitCode.Forbidden;
  if (status === 404) return ExitCode.NotFound;
  if (status === 400 || status === 422) return ExitCode.ValidationFailed;
  if (status === 409) return ExitCode.Conflict;
  if (status === 429) return ExitCode.RateLimited;
  if (status === 502 || status === 503 || status === 504) return ExitCode.Unreachable;
  return ExitCode.Unexpected;
}

/** The exit code for anything a command threw. Help and version output are not failures. */
export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CommanderError) {
    if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return ExitCode.Ok;
    if (error.code === "commander.help" && error.exitCode === 0) return ExitCode.Ok;
    return ExitCode.Usage;
  }
  if (error instanceof UsageError) return ExitCode.Usage;
  if (error instanceof NotSignedInError) return ExitCode.NotSignedIn;
  if (error instanceof NotFoundError) return ExitCode.NotFound;
  if (error instanceof FileNotFoundError) return ExitCode.FileNotFound;
  if (error instanceof RowsRejectedError) return ExitCode.RowsRejected;
  if (error instanceof InvalidFileError) return ExitCode.ValidationFailed;
  if (error instanceof ApiUnreachableError) return ExitCode.Unreachable;
  if (error instanceof InterruptedError) return ExitCode.Interrupted;
  if (error instanceof ApiCallError)
    return error.unreachable ? ExitCode.Unreachable : exitCodeForStatus(error.statusCode);
  return ExitCode.Unexpected;
}

/** Whether a thrown fetch error means the API could not be reached (rather than a bug). */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

/**
 * A field path of a 422 as people read it: `body.assets.0.name` is "assets[1] name" (rows
 * counted from 1), `body.email` is "email", `query.limit` is "limit".
 */
export function humanPath(path: string): string {
  const parts: string[] = [];
  const segments = path.split(".").filter(Boolean);
  if (["body", "query", "path", "params", "headers"].includes(segments[0] ?? "")) segments.shift();
  for (const segment of segments) {
    const last = parts.length - 1;
    if (/^\d+$/.test(segment) && last >= 0) parts[last] = `${parts[last]}[${Number(segment) + 1}]`;
    else parts.push(segment);
  }
  return parts.join(" ") || path;
}
