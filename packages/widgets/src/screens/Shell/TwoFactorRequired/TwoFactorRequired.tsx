import { useId } from "react";
import { useTranslation } from "react-i18next";
import * as buttonCss from "../../../components/Button/Button.css";
import { Icon } from "../../../components/Icon/Icon";
import { Link } from "../../../components/Link/Link";
import { TWO_FACTOR_SETTINGS_PATH } from "../../../data/paths";
import * as css from "./TwoFactorRequired.css";

/** Props of {@link TwoFactorRequired}. */
export interface TwoFactorRequiredProps {
  /** The organisation that requires it, named in the message. */
  organization?: string | undefined;
  /** Where two-factor is set up; defaults to the account settings' two-factor section. */
  setupHref?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Shown instead of an organisation's pages when it requires two-factor and the user has not
 * turned it on (the API answers `TwoFactorRequired` on its data): why, and a button to the
 * two-factor setup. Other organisations and the account settings stay reachable.
 */
export function TwoFactorRequired({
  organization,
  setupHref = TWO_FACTOR_SETTINGS_PATH,
  className,
}: TwoFactorRequiredProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={[css.root, className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <div className={css.icon} aria-hidden="true">
        <Icon name="shield" size={40} />
      </div>
      <h1 id={titleId} className={css.title}>
        {t("security.twoFactorRequired.title")}
      </h1>
      <p className={css.message}>
        {organization
          ? t("security.twoFactorRequired.message", { organization })
          : t("security.twoFactorRequired.messageGeneric")}
      </p>
      <Link href={setupHref} className={[buttonCss.variant.primary, css.action].join(" ")}>
        {t("security.twoFactorRequired.action")}
      </Link>
    </section>
  );
}

/**
 * Whether the signed-in user must turn two-factor on before using the active organisation: it
 * requires two-factor and the user has none. The shell shows {@link TwoFactorRequired} then.
 */
export function mustSetUpTwoFactor(
  user: { isTwoFactorAuthEnabled: boolean; tenants: readonly { id: string; requireTwoFactor: boolean }[] } | undefined,
  tenantId: string | null | undefined,
): boolean {
  if (!user || user.isTwoFactorAuthEnabled || !tenantId) return false;
  return user.tenants.some((tenant) => tenant.id === tenantId && tenant.requireTwoFactor);
}
