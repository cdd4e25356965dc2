import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../ErrorBanner/errorMessage";

/**
 * The message for a failed sign-in step or password confirmation: "Wrong credential" when the
 * server refused the credentials (401, or 403 `WrongCredential`) or the request was malformed;
 * otherwise the usual message, because throttling (429) or an unreachable server is not a
 * wrong password and saying so would send people to reset a password that works.
 */
export function credentialFailure(error: unknown, t: TFunction, what: Credential = "password"): string {
  const { statusCode, code } = toApiError(error);
  if (code === "WrongCredential" || statusCode === 400 || statusCode === 401 || statusCode === 422) {
    return wrong(what, t);
  }
  return errorMessage(error, t);
}

/**
 * What was refused: the password ("Wrong credential", the seeds' message), or a second factor,
 * which says so: someone whose code is refused must not go and reset a password that works.
 */
export type Credential = "password" | "code" | "recoveryKey";

function wrong(what: Credential, t: TFunction): string {
  if (what === "code") return t("errors.wrongCode");
  if (what === "recoveryKey") return t("errors.wrongRecoveryKey");
  return t("errors.wrongCredential");
}

/**
 * The message for a failed registration (seeds, error catalogue): the server's message if it has
 * one ("An account with this email already exists"), otherwise why it failed (under the banner's
 * "Error happened" title); 422 keeps the product-wide "Ups, something went wrong!".
 */
export function registrationFailure(error: unknown, t: TFunction): string {
  const { statusCode, message } = toApiError(error);
  if (statusCode === 422) return t("errors.unexpected");
  return message ?? errorMessage(error, t);
}

/**
 * The message for a refused confirmation of a signed-in user (password or code confirming a
 * change): "Wrong credential" for 403 `WrongCredential`, otherwise the usual message.
 */
export function confirmationFailure(error: unknown, t: TFunction, what: Credential = "password"): string {
  const { statusCode, code } = toApiError(error);
  if (code === "WrongCredential" || statusCode === 403) return wrong(what, t);
  return errorMessage(error, t);
}
