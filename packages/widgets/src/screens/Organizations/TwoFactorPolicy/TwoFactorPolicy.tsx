import type { Tenant } from "@bulwark/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Link } from "../../../components/Link/Link";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { TWO_FACTOR_SETTINGS_PATH } from "../../../data/paths";
import { useSession } from "../../../data/session";
import { useSetTwoFactorPolicy } from "../queries";
import { organizationFailure } from "../shared/errors";
import * as css from "./TwoFactorPolicy.css";

export { TWO_FACTOR_SETTINGS_PATH };

/** Props of {@link TwoFactorPolicy}. */
export interface TwoFactorPolicyProps {
  /** The organisation, as loaded by the settings screen. */
  tenant: Tenant;
  /** Whether the caller may change it (ManageOrganization, organisation not removed). */
  editable: boolean;
}

/**
 * The organisation's "require two-factor for members" setting, a card of the organisation
 * settings. Turning it on needs two-factor on one's own account (the server says so too): until
 * then the box is disabled and the card links to the two-factor settings.
 */
export function TwoFactorPolicy({ tenant, editable }: TwoFactorPolicyProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [required, setRequired] = useState(tenant.requireTwoFactor);
  const [saved, setSaved] = useState(false);
  const ownTwoFactor = session.user?.isTwoFactorAuthEnabled === true;
  // Turning it off stays possible without one's own two-factor; turning it on does not.
  const canTurnOn = ownTwoFactor || tenant.requireTwoFactor;
  const save = useSetTwoFactorPolicy(tenant.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const updated = await save.mutate(required);
    if (!updated) return;
    setSaved(true);
    // The session's organisation list carries the requirement, which the shell reads.
    await session.reload();
  };

  return (
    <Card title={t("security.twoFactorPolicy.title")} description={t("security.twoFactorPolicy.description")}>
      <form className={parts.form} noValidate onSubmit={onSubmit}>
        {save.status === "error" && <ErrorBanner message={organizationFailure(save.error, t)} onDismiss={save.reset} />}
        <Checkbox
          label={t("security.twoFactorPolicy.require")}
          checked={required}
          disabled={!editable || (!canTurnOn && !required)}
          onChange={(event) => {
            setSaved(false);
            setRequired(event.target.checked);
          }}
        />
        {editable && !ownTwoFactor && (
          <p className={css.notice}>
            {t("security.twoFactorPolicy.ownFirst")}{" "}
            <Link href={TWO_FACTOR_SETTINGS_PATH}>{t("security.twoFactorPolicy.toAccount")}</Link>
          </p>
        )}
        {editable && (
          <div className={parts.formActions}>
            <Button type="submit" loading={save.status === "pending"}>
              {t("security.twoFactorPolicy.save")}
            </Button>
            <span role="status" className={css.saved}>
              {saved && t("security.twoFactorPolicy.saved")}
            </span>
          </div>
        )}
      </form>
    </Card>
  );
}
