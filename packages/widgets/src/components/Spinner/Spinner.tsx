import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/utils.css";
import * as css from "./Spinner.css";

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter: `small` follows the font size (for use inside text and buttons). Defaults to `medium`. */
  size?: "small" | "medium" | "large";
  /** Text announced to screen readers. Defaults to the translated "Loading…". */
  label?: string;
  /**
   * Hide the spinner from assistive technology, for when its container already says it is busy
   * (e.g. a button with `aria-busy`).
   */
  decorative?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** An indeterminate progress indicator, announced as a status message unless decorative. */
export function Spinner({ size = "medium", label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const classes = [css.root, className].filter(Boolean).join(" ");
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className={css.size[size]} />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className={css.size[size]} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t("common.loading")}</span>
    </span>
  );
}
