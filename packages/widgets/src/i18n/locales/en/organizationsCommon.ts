/** The organisation screens' common words, also used by the parts every domain shares (components/ScreenParts): loaded with the common strings. */
export const organizationsCommon = {
  save: "Save",
  cancel: "Cancel",
  remove: "Remove",
  actions: "Actions",
  /** Shown for an empty optional value. */
  none: "—",
  never: "Never",
  /** Beside the signed-in user's own row. */
  you: "(you)",
  /** Title of the notice on read-only screens. */
  readOnlyTitle: "Read only",
  /** Why controls are disabled: the permission is missing. */
  readOnlyReason: "You need the Manage organization permission to change this.",
  /** Shown when there is no active organisation. */
  noOrganization: "Must set up organization first",
  noOrganizationHint: "Create an organization to invite your team and manage its settings.",
  setUp: "Set up an organization",
} as const;
