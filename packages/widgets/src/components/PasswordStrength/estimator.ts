/**
 * The password strength estimate of the meter: zxcvbn-ts with its common-password dictionary,
 * the same library and threshold the API uses to refuse passwords (`api/src/platform/auth/
 * password-policy.ts`), so "too common" here means the server will refuse it.
 *
 * The dictionaries weigh some 400 kB, so they are loaded on demand with a dynamic import: they
 * never sit in the first-paint bundle nor in elements that set no password, and are fetched once,
 * the first time a meter is shown.
 */

/** The meter's verdict. `tooCommon` is what the server refuses. */
export type StrengthLevel = "tooCommon" | "weak" | "fair" | "good" | "strong";

/** Fewer estimated guesses than 10^5 is a common or breached password (the API's threshold). */
export const MIN_GUESSES_LOG10 = 5;

/** Estimates a password; `userInputs` are words a guesser would try for this person (name, email). */
export type Estimator = (password: string, userInputs: readonly string[]) => StrengthLevel;

let loading: Promise<Estimator> | undefined;

/** Loads zxcvbn-ts and its dictionary once; later calls share the same promise. */
export function loadEstimator(): Promise<Estimator> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: 128,
      });
      return (password, userInputs) => levelOf(zxcvbn.check(password, ["bulwark", ...userInputs]));
    },
  );
  // A failed load (offline, blocked chunk) may be retried by the next meter.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** zxcvbn's 0–4 score as the meter's words, with the refusal threshold first. */
export function levelOf(result: { guessesLog10: number; score: number }): StrengthLevel {
  if (result.guessesLog10 < MIN_GUESSES_LOG10) return "tooCommon";
  if (result.score <= 1) return "weak";
  if (result.score === 2) return "fair";
  if (result.score === 3) return "good";
  return "strong";
}
