/** English strings every widget uses (common words, errors, validation, toasts, dialogs), spread into `en`. */
export const core = {
  common: {
    close: "Close",
    loading: "Loading…",
    /** The product's name beside its shield (`Brand`). */
    brand: "Bulwark",
  },
  errors: {
    /** Title of the error banner and the generic failure message. */
    generic: "Error happened",
    /** Shown instead of the server's message for 422 responses. */
    unexpected: "Ups, something went wrong!",
    /** Used when an error response carries no message. */
    somethingWentWrong: "Something went wrong",
    /** The server could not be reached at all (offline, connection refused). */
    network: "Could not reach Bulwark. Check your connection and try again.",
    retry: "Retry",
    wrongCredential: "Wrong credential",
    /** A refused second factor: distinct from a wrong password. */
    wrongCode: "Wrong authentication code. Check the code in your authenticator app and try again.",
    wrongRecoveryKey: "Wrong recovery key. Check it and try again; each key works once.",
    invitationNotValid: "Invitation not valid",
    alreadyMemberOrInvited: "User is already part of organization or waiting for response!",
  },
  validation: {
    required: "Required",
    fieldRequired: "{{field}} is required",
    invalidEmail: "Invalid email",
    invalidUrl: "Please provide a valid URL",
    notValidType: "Not valid type",
    largeSize: "Large size",
    oneRoleRequired: "One role is required!",
    mustBePositive: "Must be positive",
    between0And10: "Between 0 and 10",
    duplicateEmails: "Duplicate email addresses are not allowed",
  },
  success: {
    emailSent: "Email sent",
    passwordReset: "Password successfully reset, please Sign in",
  },
  score: {
    category: {
      VeryLow: "Very low",
      Low: "Low",
      Medium: "Medium",
      High: "High",
      VeryHigh: "Very high",
    },
  },
  toast: {
    region: "Notifications",
    close: "Close notification",
  },
  modal: {
    close: "Close dialog",
  },
} as const;
