import { securityCommon } from "./securityCommon";

/**
 * English strings of the account-security parts: the password strength meter and the refusal of
 * common passwords, "check your email" after registration, turning two-factor off with a code or
 * the recovery key, and an organisation's "require two-factor" setting and screen. Spread into `en`.
 */
export const security = {
  passwordStrength: {
    /** Read out and shown as text, so the meter never relies on colour alone. */
    label: "Password strength: {{level}}",
    levels: {
      tooCommon: "too common",
      weak: "weak",
      fair: "fair",
      good: "good",
      strong: "strong",
    },
    tooCommonHint: "This password is on lists of common or leaked passwords and will be refused. Choose another one.",
    weakHint: "Longer is stronger: try a few unrelated words.",
  },
  passwordRefused: "This password is too common or easy to guess: choose another one",
  checkEmail: {
    title: "Check your email",
    message: "We sent an email to {{email}}. Open the link in it to finish creating your account, then sign in.",
    hint: "Nothing arrived after a few minutes? Check your spam folder. If you already have an account with this address, sign in or reset your password instead.",
    toLogin: "Go to sign in",
  },
  disableTwoFactor: {
    codeDescription: "Enter a current code from your authenticator app to confirm.",
    recoveryKeyDescription: "Enter your 24-character recovery key to confirm.",
    useRecoveryKey: "Lost your phone? Use the recovery key instead",
    useCode: "Use a code from the app instead",
  },
  twoFactorPolicy: {
    title: "Two-factor authentication",
    description:
      "Require every member to turn on two-factor authentication. Members without it are led to set it up before they can use this organization.",
    require: "Require two-factor authentication for members",
    save: "Save",
    saved: "Saved.",
    ownFirst:
      "Turn on two-factor authentication for your own account first, so you are not locked out by this setting.",
    toAccount: "Go to two-factor settings",
  },
  twoFactorRequired: {
    title: "Two-factor authentication required",
    message:
      "{{organization}} requires two-factor authentication of everyone who works in it. Turn it on for your account to continue: it takes a minute with an authenticator app on your phone.",
    messageGeneric:
      "This organization requires two-factor authentication of everyone who works in it. Turn it on for your account to continue.",
    action: "Set up two-factor authentication",
    /** The message of a `TwoFactorRequired` error wherever an error is shown (`securityCommon`). */
    error: securityCommon.twoFactorRequiredError,
  },
} as const;
