import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "../../../components/Brand/Brand";
import * as css from "./SignIn.css";

const points = ["training", "phishing", "monitoring", "leaks"] as const;

/** What the product does, in four points, beside the form (hidden when the screen is narrow). */
export function MarketingPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className={css.marketing} aria-labelledby={titleId}>
      <Brand tone="onPrimary" className={css.marketingBrand} />
      <h2 id={titleId} className={css.marketingTitle}>
        {t("auth.marketing.title")}
      </h2>
      <ul className={css.bullets}>
        {points.map((point) => (
          <li key={point} className={css.bullet}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.bulletIcon}>
              <path d="M20 6 9 17l-5-5" />
            </svg>
            <span>{t(`auth.marketing.${point}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
