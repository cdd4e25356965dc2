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
