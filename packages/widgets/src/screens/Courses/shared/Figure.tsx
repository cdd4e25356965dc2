import type { ReactNode } from "react";
import * as css from "../../NanoLearning/shared/nano.css";

/** A labelled key figure in a `<dl>` of figures (the course view's Overview and the awareness landing). */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>{value}</dd>
      {hint && <dd className={css.figureLabel}>{hint}</dd>}
    </div>
  );
}
