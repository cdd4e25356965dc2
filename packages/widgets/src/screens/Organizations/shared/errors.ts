import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";

/**
 * The message for a failed organisation call: the errors the seeds name are translated by their
 * stable `code` ("Invitation not valid", "User is already part of organization or waiting for
 * response!"); anything else follows the product rule (server message, 422 → "Ups, something
 * went wrong!").
 */
export function organizationFailure(error: unknown, t: TFunction): string {
  const { code } = toApiError(error);
  if (code === "InvitationNotValid") return t("errors.invitationNotValid");
  if (code === "AlreadyMemberOrInvited") return t("errors.alreadyMemberOrInvited");
  return errorMessage(error, t);
}

/** Whether the call was refused for lack of permission. */
export function isForbidden(error: unknown): boolean {
  return toApiError(error).statusCode === 403;
}
