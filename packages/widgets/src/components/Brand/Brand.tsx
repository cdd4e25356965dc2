import { useTranslation } from "react-i18next";
import { Svg } from "../Icon/Svg";
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
      {/* The shield alone, not the icon set: the whole set would be in every auth page's download
          (see the element weight test). */}
      <Svg size={26}>
        <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8 7.5 9.5 4.4-1.5 7.5-4.9 7.5-9.5V6Z" />
      </Svg>
      <span className={[css.name[tone], nameClassName].filter(Boolean).join(" ")}>{t("common.brand")}</span>
    </span>
  );
}
