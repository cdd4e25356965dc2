/**
 * English strings of the sign-in, reset-password and verify-email screens (`auth`),. Spread into `en`.
 */
export const authStrings = {
  auth: {
    fields: {
      email: "Email",
      password: "Password",
      firstName: "First name",
      lastName: "Last name",
      newPassword: "New password",
      code: "Authentication code",
      recoveryKey: "Recovery key",
    },
    validation: {
      password: "Password must be at least 6 characters and contain a digit",
      minChars: "Must be at least {{min}} characters",
      maxChars: "Must be at most {{max}} characters",
      privacyPolicy: "The privacy policy must be accepted",
      code: "The code must be six digits",
      recoveryKey: "The recovery key must be 24 characters",
    },
    passwordHint: "At least 6 characters, including a digit",
    marketing: {
      title: "Security awareness that protects your organization",
      training: "Train your people with awareness courses and nano learning",
      phishing: "Test their vigilance with realistic phishing simulations",
      monitoring: "Monitor your domains and IP addresses for vulnerabilities",
      leaks: "Get alerted as soon as your organization's credentials leak",
    },
    login: {
      title: "Sign in",
      noAccount: "Don't have an account?",
      registerLink: "Create one",
      rememberMe: "Remember me",
      forgotPassword: "Forgot password?",
      submit: "Sign in",
    },
    twoFactor: {
      title: "Two-factor authentication",
      description: "Enter the six-digit code from your authenticator app.",
      submit: "Verify",
      useRecoveryKey: "Use a recovery key instead",
      backToLogin: "Back to sign in",
    },
    recoveryKey: {
      title: "Sign in with a recovery key",
      description:
        "Enter the 24-character recovery key you saved when you turned on two-factor authentication. It works once; you will get a new one.",
      submit: "Sign in",
      useCode: "Use an authentication code instead",
    },
    register: {
      title: "Create an account",
      haveAccount: "Already have an account?",
      loginLink: "Sign in",
      joinTitle: "Join {{organization}} on Bulwark",
      invitedBy: "{{name}} invited {{email}}. Create your account to join.",
      invitationInvalid:
        "This invitation is no longer valid. You can still create an account; ask for a new invitation to join.",
      invitation: "You were invited to join an organization. Create an account to accept the invitation.",
      privacyPolicy: "I accept the <policy>privacy policy</policy>",
      submit: "Create account",
    },
    recover: {
      title: "Reset your password",
      description: "Enter the email of your account and we will send you a link to set a new password.",
      submit: "Send reset link",
      backToLogin: "Back to sign in",
    },
    resetPassword: {
      title: "Set a new password",
      description: "Choose a new password for your account.",
      submit: "Save password",
      missingToken: "This reset link is incomplete. Request a new one from the sign-in page.",
    },
    verifyEmail: {
      title: "Email verification",
      verifying: "Verifying...",
      verified: "Your email is verified.",
      alreadyVerified: "Your email is already verified.",
      continue: "Continue",
      missingToken: "This verification link is incomplete.",
      toLogin: "Go to sign in",
    },
  },
} as const;
