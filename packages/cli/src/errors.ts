import { type ApiError, readApiError } from "@bulwark/client";
import { CommanderError } from "commander";

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

/** The API answered with an error; `body` is its `{ statusCode, message, code, errors? }`. */
export class ApiCallError extends Error {
  readonly body: ApiError;
  constructor(error: unknown) {
    const body = readApiError(error);
    super(body.message);
    this.body = body;
  }
}

/** Work the API accepted ended in failure (e.g. a discovery that Failed); exit code 1. */
export class OperationFailedError extends Error {}

/** A local item the user named does not exist (e.g. an organisation in `orgs use`). */
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
  if (error instanceof ApiUnreachableError) return ExitCode.Unreachable;
  if (error instanceof InterruptedError) return ExitCode.Interrupted;
  if (error instanceof ApiCallError) return exitCodeForStatus(error.body.statusCode);
  return ExitCode.Unexpected;
}

/** Whether a thrown fetch error means the API could not be reached (rather than a bug). */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}
