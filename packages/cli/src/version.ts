/** The CLI's version, as `bulwark --version` prints it. */
export const VERSION = "0.1.0";
