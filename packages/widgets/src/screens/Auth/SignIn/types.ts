/** The three modes of the sign-in screen (the web app's `authType` query). */
export type SignInMode = "login" | "register" | "passwordRecover";

/** What `SignInProps.onSignedIn` learns about the sign-in. */
export interface SignedInInfo {
  /**
   * Set after a sign-in with a recovery key: the key that replaces the used one, to be shown
   * once (the web app opens the new-recovery-key page with it).
   */
  recoveryKey?: string;
}
