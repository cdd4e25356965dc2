import type { Schema } from "@bulwark/contract";

/** The error body of every failed API call: `{ statusCode, message, code, errors? }`. */
export type ApiError = Schema<"Error">;

/** The stable machine codes an {@link ApiError} can carry. */
export type ErrorCode = Schema<"ErrorCode">;

const fallback: ApiError = { statusCode: 500, message: "Something went wrong", code: "Internal" };

/**
 * Reads an API error from whatever a failed call produced (the `error` of `{ data, error }`,
 * a plain string, undefined). Missing parts default to 500 "Something went wrong".
 */
export function readApiError(error: unknown): ApiError {
  if (!error || typeof error !== "object") return { ...fallback };
  const body = error as Partial<Record<keyof ApiError, unknown>>;
  const statusCode =
    typeof body.statusCode === "number" && body.statusCode >= 400 && body.statusCode <= 599
      ? body.statusCode
      : fallback.statusCode;
  const message = typeof body.message === "string" && body.message !== "" ? body.message : fallback.message;
  const code = typeof body.code === "string" ? (body.code as ErrorCode) : fallback.code;
  const result: ApiError = { statusCode, message, code };
  if (Array.isArray(body.errors)) result.errors = body.errors as NonNullable<ApiError["errors"]>;
  return result;
}

/** The human-readable message of a failed call, defaulting to "Something went wrong". */
export function errorMessage(error: unknown): string {
  return readApiError(error).message;
}

/** One field problem of a 422 answer: where (`body.assets.0.name`) and what is wrong. */
export type FieldError = NonNullable<ApiError["errors"]>[number];

/**
 * A failed API call as a thrown `Error`: the server's `{ statusCode, message, code, errors? }`
 * on its own fields, so `catch` blocks, logs and test runners all see a real error with a stack.
 */
export class ApiCallError extends Error {
  override readonly name = "ApiCallError";
  /** The error body as read by {@link readApiError} (defaults filled in). */
  readonly body: ApiError;
  /** HTTP status, 400–599 (503 when the API could not be reached). */
  readonly statusCode: number;
  /** The stable machine code, e.g. `ValidationFailed`, `Forbidden`. */
  readonly code: ErrorCode;
  /** Field problems of a 422, as the API listed them; empty otherwise. */
  readonly errors: FieldError[];
  /** True when no answer came at all (network failure), rather than an error answer. */
  readonly unreachable: boolean;
  /**
   * The message exactly as the server sent it, or undefined when it sent none (then `message`
   * is the default "Something went wrong"): for UIs that word a missing message themselves.
   */
  readonly serverMessage: string | undefined;

  /**
   * @param error the error body of a failed call, or anything {@link readApiError} accepts.
   * @param options `cause` (the underlying failure) and `unreachable` for network failures.
   */
  constructor(error: unknown, options: { cause?: unknown; unreachable?: boolean } = {}) {
    const body = readApiError(error);
    super(body.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.body = body;
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.errors = body.errors ?? [];
    this.unreachable = options.unreachable ?? false;
    const sent = error && typeof error === "object" ? (error as { message?: unknown }).message : undefined;
    this.serverMessage = !this.unreachable && typeof sent === "string" && sent.trim() !== "" ? sent : undefined;
  }

  /** The HTTP status; the same as {@link ApiCallError.statusCode}. */
  get status(): number {
    return this.statusCode;
  }
}

/** What every call of the client answers (openapi-fetch's `{ data, error, response }`). */
export interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Whether a rejection means the network failed: fetch rejects with a TypeError then ("fetch
 * failed" in Node, "Failed to fetch", "NetworkError when attempting to fetch resource.", "Load
 * failed" in browsers), unlike a TypeError from a bug.
 */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

/** The data of a successful call, or throws the {@link ApiCallError} of a failed one. */
function dataOf<Data>(result: CallResult<Data>): Data {
  if (result.error === undefined && result.response.ok) return result.data as Data;
  // A body without its own status (a proxy's page, an empty answer) takes the response's.
  const body =
    result.error && typeof result.error === "object"
      ? { statusCode: result.response.status, ...result.error }
      : { statusCode: result.response.status, message: result.response.statusText || undefined };
  throw new ApiCallError(body);
}

/**
 * Turns a call's `{ data, error, response }` into its data, or throws an {@link ApiCallError},
 * so callers have one failure path. Given the call's promise, it also turns a network failure
 * into an `ApiCallError` with status 503, code `Unavailable` and `unreachable` set; other
 * rejections (an abort, an error thrown by a custom fetch) pass through unchanged.
 *
 * @example
 * const me = await unwrap(client.GET("/api/v1/users/users/me"));
 * const page = unwrap(await client.GET("/api/v1/inventory/people")); // the same, synchronously
 */
export function unwrap<Data>(call: PromiseLike<CallResult<Data>>): Promise<Data>;
export function unwrap<Data>(result: CallResult<Data>): Data;
export function unwrap<Data>(call: PromiseLike<CallResult<Data>> | CallResult<Data>): Promise<Data> | Data {
  if (!("then" in call)) return dataOf(call);
  return Promise.resolve(call).then(dataOf, (error: unknown) => {
    if (isNetworkFailure(error)) {
      throw new ApiCallError(
        { statusCode: 503, code: "Unavailable", message: "The Bulwark API could not be reached" },
        { cause: error, unreachable: true },
      );
    }
    throw error;
  });
}
