import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { validationFailed } from "../errors.js";

/**
 * The password policy beyond the contract's floor (at least 6 characters with a digit, checked by
 * the `Password` schema): a password that zxcvbn estimates at fewer than 10^5 guesses is refused.
 * That is every password of zxcvbn-ts' common list (about 49,000 passwords seen most often in
 * breaches) and its trivial variations (capitalised, l33t, reversed, a digit or a year added,
 * repeated, keyboard walks), and passwords made of the person's own name or email or the
 * product's name. A random 6-character password (10^6) still passes, so the seeds' floor stays
 * the floor; this follows NIST SP 800-63B (check against breached and expected passwords, no
 * composition rules). The widgets' strength meter uses the same library and threshold.
 */
export const MIN_GUESSES_LOG10 = 5;

/** The message of the 422 field error. */
export const TOO_COMMON = "This password is too common or easy to guess: choose another one";

// zxcvbn looks at the first 256 characters by default; the contract caps passwords at 128.
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 128 });
  return estimator;
}

/**
 * Whether `password` is one of the common or breached passwords the policy refuses. `context`
 * are words a guesser would try for this person: their email, its local part and their names.
 */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const inputs = ["bulwark", ...context.flatMap(words)];
  return zxcvbn().check(password, inputs).guessesLog10 < MIN_GUESSES_LOG10;
}

/** Throws 422 with a field error at `path` (e.g. `body.password`) when the password is too common. */
export function assertPasswordAllowed(password: string, path: string, context: readonly string[] = []): void {
  if (isCommonPassword(password, context)) throw validationFailed([{ path, message: TOO_COMMON }], TOO_COMMON);
}

// "ana.petrovic@example.com" gives the address, "ana.petrovic", "ana" and "petrovic".
function words(value: string): string[] {
  const lower = value.toLowerCase();
  const local = lower.split("@")[0] ?? lower;
  return [...new Set([lower, local, ...local.split(/[^\p{L}\p{N}]+/u)])].filter((word) => word.length >= 3);
}
