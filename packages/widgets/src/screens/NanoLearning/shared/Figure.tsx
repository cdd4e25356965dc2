import type { ReactNode } from "react";
import * as css from "./nano.css";

/**
 * A labelled key figure of an overview (inside a `<dl>`), with an optional line under it: the nano
 * campaign, course and simulation views and the awareness landing.
 */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>{value}</dd>
      {hint && <dd className={css.figureLabel}>{hint}</dd>}
    </div>
  );
}
