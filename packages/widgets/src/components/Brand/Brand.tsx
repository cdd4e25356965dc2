import { useTranslation } from "react-i18next";
import { Icon } from "../Icon/Icon";
import * as css from "./Brand.css";

/** Props of {@link Brand}. */
export interface BrandProps {
  /** `onPrimary` on a brand-coloured surface (the sign-in panel); `default` elsewhere. */
  tone?: "default" | "onPrimary";
  /** Extra class names on the root element. */
  className?: string;
  /** Class names of the product's name, e.g. to hide it on phones where only the shield fits. */
  nameClassName?: string;
}

/**
 * The product's mark: the shield and the name "Bulwark". The top bar shows it on every signed-in
 * page; the pages outside the shell (sign-in, registration, password reset, verification,
 * invitations) show it at their top, so a visitor on any width knows where they are.
 */
export function Brand({ tone = "default", className, nameClassName }: BrandProps) {
  const { t } = useTranslation();
  return (
    <span className={[css.brand[tone], className].filter(Boolean).join(" ")}>
      <Icon name="shield" size={26} />
      <span className={[css.name[tone], nameClassName].filter(Boolean).join(" ")}>{t("common.brand")}</span>
    </span>
  );
}
