import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { SETUP_PATH } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { lacksFeature } from "../../../data/features";
import { useRuntime, useSession } from "../../../data/session";
import * as css from "./AssetParts.css";
import { assetsHref, type DiscoveryStatus, discoveryStatusLabel } from "./assets";

// Shown instead of the screen only when the organisation lacks the feature: fetched then (packages/elements, "Weight").
const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Where "Contact Us" writes when the inventory feature is off, unless the host says otherwise. */
export const DEFAULT_CONTACT_EMAIL = "sales@bulwark.example";

/**
 * What an asset screen shows before its content: a spinner while the session loads, "Organization
 * must be set!" without an active organisation, and the not-enabled screen when the organisation
 * lacks the inventory feature (or the API says so, `forbiddenFeature`).
 */
export function InventoryGate({
  contactEmail,
  featureRefused = false,
  children,
}: {
  contactEmail: string;
  featureRefused?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const { t } = useTranslation();
  if (session.status === "loading") return <Spinner />;
  if (!session.tenantId) {
    return (
      <EmptyState
        title={t("inventory.assets.organizationRequired")}
        description={t("inventory.assets.organizationRequiredHint")}
        headingLevel={2}
        action={<Link href={SETUP_PATH}>{t("organizations.common.setUp")}</Link>}
      />
    );
  }
  if (featureRefused || lacksFeature(session, "inventory")) {
    return <FeatureNotEnabled contactEmail={contactEmail} feature="inventory" />;
  }
  return <>{children}</>;
}

/** "Verified" or "Not verified", in words (the colour only reinforces them). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge tone="success">{t("inventory.assets.verified")}</Badge>
  ) : (
    <Badge tone="neutral">{t("inventory.assets.notVerified")}</Badge>
  );
}

/** The state of a discovery run; Requested spins while it runs. */
export function DiscoveryStatusBadge({ status }: { status: DiscoveryStatus | null }) {
  const { t } = useTranslation();
  if (status === null) return <span className={css.muted}>{t("inventory.assets.none")}</span>;
  if (status === "Requested") {
    return (
      <span className={css.running}>
        <Spinner size="small" decorative />
        {discoveryStatusLabel(t, status)}
      </span>
    );
  }
  return <Badge tone={status === "Failed" ? "danger" : "primary"}>{discoveryStatusLabel(t, status)}</Badge>;
}

/**
 * The persistent notice after discovery found new assets: it stays until dismissed, and "View the
 * new assets" opens the assets page filtered to them (through the host's navigation).
 */
export function DiscoveryNotice({
  ids,
  basePath,
  onDismiss,
}: {
  ids: readonly string[];
  basePath: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  return (
    <div className={css.notice} role="status">
      <p className={css.noticeText}>{t("inventory.assets.discovery.found", { count: ids.length })}</p>
      <div className={css.noticeActions}>
        <Button
          className={css.smallButton}
          onClick={() => {
            onDismiss();
            navigate(assetsHref(basePath, ids));
          }}
        >
          {t("inventory.assets.discovery.view")}
        </Button>
        <button
          type="button"
          className={css.dismiss}
          aria-label={t("inventory.assets.discovery.dismiss")}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
