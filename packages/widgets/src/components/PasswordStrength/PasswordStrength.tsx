import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Estimator, loadEstimator, type StrengthLevel } from "./estimator";
import * as css from "./PasswordStrength.css";

/** Props of {@link PasswordStrength}. */
export interface PasswordStrengthProps {
  /** The password being typed. Nothing is shown while it is empty. */
  password: string;
  /** Words a guesser would try for this person (their name, their email): a password made of them rates low. */
  userInputs?: readonly string[];
  /** Id of the root, for `aria-describedby` on the password input. */
  id?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** How long typing must pause before the verdict changes (and is read out). */
const SETTLE_MS = 300;

/**
 * A password strength meter under a new-password field: four bars and the verdict in words
 * ("Password strength: good"), never colour alone, in a polite live region so screen readers
 * hear it once typing pauses. "Too common" means the server will refuse the password, with a
 * hint saying so. The estimator (zxcvbn-ts and its dictionaries) is loaded lazily on first use.
 */
export function PasswordStrength({ password, userInputs = [], id, className }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const level = usePasswordStrength(password, userInputs);
  const filled = level ? FILLED[level] : 0;
  return (
    <div id={id} className={[css.root, className].filter(Boolean).join(" ")}>
      <div className={css.bars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= filled && level ? css.bar[level] : css.barEmpty} />
        ))}
      </div>
      <p className={css.text} aria-live="polite">
        {level && (
          <>
            <span className={level === "tooCommon" ? css.labelRefused : css.label}>
              {t("security.passwordStrength.label", { level: t(`security.passwordStrength.levels.${level}`) })}
            </span>
            {level === "tooCommon" && <span className={css.hint}> {t("security.passwordStrength.tooCommonHint")}</span>}
            {level === "weak" && <span className={css.hint}> {t("security.passwordStrength.weakHint")}</span>}
          </>
        )}
      </p>
    </div>
  );
}

const FILLED: Record<StrengthLevel, number> = { tooCommon: 1, weak: 1, fair: 2, good: 3, strong: 4 };

/**
 * The strength of `password` once typing pauses, or undefined while it is empty or the estimator
 * is still loading.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]): StrengthLevel | undefined {
  const [estimate, setEstimate] = useState<Estimator>();
  const [level, setLevel] = useState<StrengthLevel>();
  const inputs = userInputs.join("\n");

  useEffect(() => {
    if (!password || estimate) return;
    let live = true;
    loadEstimator().then(
      (loaded) => live && setEstimate(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password, estimate]);

  useEffect(() => {
    if (!password) {
      setLevel(undefined);
      return;
    }
    if (!estimate) return;
    const timer = setTimeout(() => setLevel(estimate(password, inputs ? inputs.split("\n") : [])), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [password, inputs, estimate]);

  return password ? level : undefined;
}
