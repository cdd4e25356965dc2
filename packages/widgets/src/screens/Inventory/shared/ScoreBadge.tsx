import { useTranslation } from "react-i18next";
import { type ScoreCategory, scoreCategory } from "../../../score/score";
import { visuallyHidden } from "../../../styles/utils.css";
import * as css from "./ScoreBadge.css";

/** Props of {@link ScoreBadge}. */
export interface ScoreBadgeProps {
  /** The 0–100 score, or null when the person has none yet. */
  score: number | null;
  /** Its category; derived from the score when not given. */
  category?: ScoreCategory | null;
  /** Decimals to show (averages); defaults to 0. */
  digits?: number;
  /**
   * Without a score, a bare "—" (its meaning for screen readers and as a tooltip) instead of the
   * words, for narrow table columns.
   */
  compact?: boolean;
}

/** A score with its category's colour and name ("72 · Medium"), or "No score yet" (compact: "—"). */
export function ScoreBadge({ score, category, digits = 0, compact = false }: ScoreBadgeProps) {
  const { t, i18n } = useTranslation();
  if (score === null) {
    const none = t("inventory.people.noScore");
    if (!compact) return <span className={css.none}>{none}</span>;
    return (
      <span className={css.none} title={none}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{none}</span>
      </span>
    );
  }
  const resolved = category ?? scoreCategory(Math.min(100, Math.max(0, score)));
  const number = new Intl.NumberFormat(i18n.language === "sr" ? "sr-Latn" : i18n.language, {
    maximumFractionDigits: digits,
  }).format(score);
  return (
    <span className={css.badge}>
      <span className={css.dots[resolved]} aria-hidden="true" />
      <span className={css.value}>{number}</span>
      <span className={css.category}>{t(`score.category.${resolved}`)}</span>
    </span>
  );
}
