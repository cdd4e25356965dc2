import type { Schema } from "@bulwark/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import * as buttonCss from "../Button/Button.css";
import { Icon } from "../Icon/Icon";
import * as css from "./FeatureNotEnabled.css";

/** A feature an organisation may have (`inventory`, `waf`, ...). */
export type Feature = Schema<"Feature">;

/** Props of {@link FeatureNotEnabled}. */
export interface FeatureNotEnabledProps {
  /** Address the Contact Us button writes to (a `mailto:` link). */
  contactEmail: string;
  /** The missing feature, named in the message and in the email's subject. */
  feature?: Feature;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Shown instead of a page whose feature the organisation does not have: what is missing and a
 * Contact Us button that starts an email asking to enable it.
 */
export function FeatureNotEnabled({ contactEmail, feature, className }: FeatureNotEnabledProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = feature ? t(`shell.featureNotEnabled.features.${feature}`) : undefined;
  const subject = name
    ? t("shell.featureNotEnabled.mailSubject", { feature: name })
    : t("shell.featureNotEnabled.mailSubjectGeneric");
  const href = `mailto:${encodeURIComponent(contactEmail).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;

  return (
    <section className={[css.root, className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <div className={css.icon} aria-hidden="true">
        <Icon name="shield" size={40} />
      </div>
      <h1 id={titleId} className={css.title}>
        {t("shell.featureNotEnabled.title")}
      </h1>
      <p className={css.message}>
        {name ? t("shell.featureNotEnabled.message", { feature: name }) : t("shell.featureNotEnabled.messageGeneric")}
      </p>
      <a href={href} className={[buttonCss.variant.primary, css.contact].join(" ")}>
        <Icon name="mail" size={18} />
        {t("shell.featureNotEnabled.contactUs")}
      </a>
    </section>
  );
}
