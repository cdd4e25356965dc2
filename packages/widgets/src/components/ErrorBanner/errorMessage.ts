import { ApiCallError } from "@bulwark/client";

/**
 * The error body the API returns (`components.schemas.Error` in openapi.yaml). Only the fields
 * the UI reads are required here.
 */
export interface ApiError {
  /** HTTP status, 400–599. */
  statusCode: number;
  /** Human-readable message from the server. */
  message?: string;
  /** Stable machine code of the error. */
  code?: string;
}

/** Translation keys {@link errorMessage} may ask for. */
export type ErrorMessageKey =
  | "errors.unexpected"
  | "errors.somethingWentWrong"
  | "errors.network"
  | "security.twoFactorRequired.error";

/**
 * Reads an error response body the way the whole UI does: anything that is not an object with a
 * numeric `statusCode` counts as a 500, and a missing or empty message stays undefined.
 * An `ApiCallError` (what `unwrap` throws) is read from its fields; any other thrown `Error`
 * (a bug) is not a response body, so it is a 500 too.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiCallError) {
    // Only the server's own words: without them (no answer, an empty body) the UI words it.
    const message = error.serverMessage;
    return { statusCode: error.statusCode, code: error.code, ...(message === undefined ? {} : { message }) };
  }
  if (error === null || typeof error !== "object" || error instanceof Error) return { statusCode: 500 };
  const body = error as Record<string, unknown>;
  const statusCode = typeof body.statusCode === "number" ? body.statusCode : 500;
  const message = typeof body.message === "string" && body.message.trim() !== "" ? body.message : undefined;
  const code = typeof body.code === "string" ? body.code : undefined;
  return { statusCode, ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }) };
}

/**
 * The message to show for a failed call: the server's message, except for 422 (whose messages
 * are validation details not meant for people), where it is "Ups, something went wrong!";
 * `TwoFactorRequired`, which is said in the user's language (it asks them to act); when the server
 * could not be reached at all (`unwrap`'s `Unavailable`), that it could not be reached; with no
 * message at all, "Something went wrong".
 *
 * @param error the error body (or anything thrown); see {@link toApiError}.
 * @param t a translate function, e.g. from `useTranslation()`.
 */
export function errorMessage(error: unknown, t: (key: ErrorMessageKey) => string): string {
  const { statusCode, message, code } = toApiError(error);
  if (statusCode === 422) return t("errors.unexpected");
  if (code === "TwoFactorRequired") return t("security.twoFactorRequired.error");
  if (code === "Unavailable" && message === undefined) return t("errors.network");
  return message ?? t("errors.somethingWentWrong");
}
