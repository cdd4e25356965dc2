/**
 * The one account-security string any screen may show: the message of a `TwoFactorRequired` error
 * (`security.twoFactorRequired.error`). Its own module so the elements load it with the common
 * strings and the rest of `security` only with the screens that show it (`parts/common.ts`).
 */
export const securityCommon = {
  twoFactorRequiredError: "This organization requires two-factor authentication: turn it on in your account settings",
} as const;
