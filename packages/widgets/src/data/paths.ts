/**
 * Routes of the reference web app that screens of several domains link to. Hosts that route
 * differently pass their own `href` props; these are the defaults.
 */

/** Where the account's two-factor settings are: the organisation's policy and the shell's gate both lead there. */
export const TWO_FACTOR_SETTINGS_PATH = "/account-settings/two-factor-authentication";
