import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toApiError } from "../ErrorBanner/errorMessage";

/**
 * Whether a failed call is the server refusing a new password as common or breached: 422 with a
 * field error at `path` (`body.password`, `body.newPassword`). The client already checks the
 * length-and-digit floor, so a 422 there is the common-password refusal.
 */
export function isPasswordRefused(error: unknown, path: string): boolean {
  if (toApiError(error).statusCode !== 422) return false;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some((item) => (item as { path?: unknown } | null)?.path === path);
}

/**
 * Remembers the password the server refused, so its field shows "too common" until the user
 * changes it. `note` takes a failed call's error and the password that was sent; `message`
 * answers the field's message for the password now in the field.
 */
export function usePasswordRefusal(path: string) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string>();
  const note = useCallback(
    (error: unknown, password: string) => {
      if (isPasswordRefused(error, path)) setRefused(password);
    },
    [path],
  );
  const message = (current: string) =>
    refused !== undefined && refused === current ? t("security.passwordRefused") : undefined;
  return { note, message };
}
