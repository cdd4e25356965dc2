import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../ErrorBanner/errorMessage";

/**
 * The message for a failed sign-in step or password confirmation: "Wrong credential" when the
 * server refused the credentials (401, or 403 `WrongCredential`) or the request was malformed;
 * otherwise the usual message, because throttling (429) or an unreachable server is not a
 * wrong password and saying so would send people to reset a password that works.
 */
export function credentialFailure(error: unknown, t: TFunction): string {
  const { statusCode, code } = toApiError(error);
  if (code === "WrongCredential" || statusCode === 400 || statusCode === 401 || statusCode === 422) {
    return t("errors.wrongCredential");
  }
  return errorMessage(error, t);
}

/**
 * The message for a failed registration (seeds, error catalogue): the server's message if it has
 * one ("An account with this email already exists"), otherwise "Error happened"; 422 keeps the
 * product-wide "Ups, something went wrong!".
 */
export function registrationFailure(error: unknown, t: TFunction): string {
  const { statusCode, message } = toApiError(error);
  if (statusCode === 422) return t("errors.unexpected");
  return message ?? t("errors.generic");
}

/**
 * The message for a refused confirmation of a signed-in user (password or code confirming a
 * change): "Wrong credential" for 403 `WrongCredential`, otherwise the usual message.
 */
export function confirmationFailure(error: unknown, t: TFunction): string {
  const { statusCode, code } = toApiError(error);
  if (code === "WrongCredential" || statusCode === 403) return t("errors.wrongCredential");
  return errorMessage(error, t);
}
