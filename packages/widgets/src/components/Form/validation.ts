import type { TFunction } from "i18next";

/**
 * Client-side rules of the sign-in and account forms (seeds, section 5), mirrored by the API's
 * schemas (`Email`, `Password`, `PersonName`, `TotpCode`, `RecoveryKeyValue` in openapi.yaml).
 * Each returns the message to show, or undefined when the value is valid.
 */

/** Password: at least 6 characters with at least one digit. */
export const PASSWORD_MIN = 6;
/** First and last names, trimmed: 2 to 100 characters. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** Two-factor code length. */
export const CODE_LENGTH = 6;
/** Recovery key length. */
export const RECOVERY_KEY_LENGTH = 24;

// The shape browsers accept for type="email": something@domain with a dot-free-or-dotted host.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

const required = (t: TFunction, field: string) => t("validation.fieldRequired", { field });

/** Whether `email` (trimmed) has the shape of an email address the API accepts. */
export const isEmail = (email: string): boolean => EMAIL.test(email) && email.length <= 254;

export function validateEmail(value: string, t: TFunction): string | undefined {
  const email = value.trim();
  if (!email) return required(t, t("auth.fields.email"));
  if (!isEmail(email)) return t("validation.invalidEmail");
  return undefined;
}

/** `label` names the field in the "is required" message (e.g. "New password"). */
export function validatePassword(
  value: string,
  t: TFunction,
  label: string = t("auth.fields.password"),
): string | undefined {
  if (!value) return required(t, label);
  if (value.length < PASSWORD_MIN || !/[0-9]/.test(value)) return t("auth.validation.password");
  return undefined;
}

/** Only presence: the current password is checked by the server. */
export function validateCurrentPassword(value: string, t: TFunction, label: string): string | undefined {
  return value ? undefined : required(t, label);
}

export function validateName(value: string, t: TFunction, label: string): string | undefined {
  const name = value.trim();
  if (!name) return required(t, label);
  if (name.length < NAME_MIN) return t("auth.validation.minChars", { min: String(NAME_MIN) });
  if (name.length > NAME_MAX) return t("auth.validation.maxChars", { max: String(NAME_MAX) });
  return undefined;
}

export function validateCode(value: string, t: TFunction): string | undefined {
  if (!value) return required(t, t("auth.fields.code"));
  if (!/^[0-9]{6}$/.test(value)) return t("auth.validation.code");
  return undefined;
}

/** Recovery keys are shown in groups; spaces and dashes typed or pasted with them are dropped. */
export const normalizeRecoveryKey = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

export function validateRecoveryKey(value: string, t: TFunction): string | undefined {
  const key = normalizeRecoveryKey(value);
  if (!key) return required(t, t("auth.fields.recoveryKey"));
  if (key.length !== RECOVERY_KEY_LENGTH) return t("auth.validation.recoveryKey");
  return undefined;
}
