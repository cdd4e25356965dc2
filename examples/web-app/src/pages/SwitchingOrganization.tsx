import { useSession } from "@bulwark/widgets";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageLoading } from "../app/guard";
import { safeTarget } from "../app/preferences";
import { useAppTranslation } from "../i18n";

/**
 * `/organizations/switching-organization?organizationId=…[&to=…]`: makes that organisation the
 * active one (remembered for this user), then goes on to `to` or the dashboard. Links from emails
 * and other apps use it to open the app in a given organisation.
 */
export function SwitchingOrganization() {
  const session = useSession();
  const { t } = useAppTranslation();
  const [params] = useSearchParams();
  const requested = params.get("organizationId");
  const member = Boolean(requested && session.tenants.some((tenant) => tenant.id === requested));

  useEffect(() => {
    if (requested && member) session.switchTenant(requested);
  }, [requested, member, session]);

  if (!requested || !member || session.tenantId === requested) {
    return <Navigate to={safeTarget(params.get("to"))} replace />;
  }
  return <PageLoading label={t("switchingOrganization")} />;
}
