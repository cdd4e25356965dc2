import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
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
import { visuallyHidden } from "../../../styles/utils.css";
import * as css from "./AssetParts.css";
import { type Asset, assetsHref, type DiscoveryStatus, discoveryStatusLabel } from "./assets";

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

/** Props of {@link MonitoringSwitch}. */
export interface MonitoringSwitchProps {
  asset: Pick<Asset, "name" | "monitored" | "monitoringBlockedReason">;
  /** The translated reason monitoring cannot be changed now, or undefined when it can. */
  blockedReason: string | undefined;
  busy?: boolean;
  onToggle: (monitored: boolean) => void;
}

/**
 * The monitoring on/off switch (`role="switch"`). When blocked it stays focusable but
 * `aria-disabled`, and its reason is both a tooltip (on hover and keyboard focus, closed with
 * Escape) and its accessible description, so keyboard and screen-reader users get it too.
 */
export function MonitoringSwitch({ asset, blockedReason, busy = false, onToggle }: MonitoringSwitchProps) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const blocked = blockedReason !== undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && tipOpen) {
      event.stopPropagation();
      setTipOpen(false);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering the wrapper only shows the tooltip; the switch inside is the control.
    <span
      className={css.switchWrap}
      onMouseEnter={() => blocked && setTipOpen(true)}
      onMouseLeave={() => setTipOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        role="switch"
        aria-checked={asset.monitored}
        aria-disabled={blocked || busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? tooltipId : undefined}
        className={css.switchButton}
        onFocus={() => blocked && setTipOpen(true)}
        onBlur={() => setTipOpen(false)}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (blocked) {
            setTipOpen(true);
            return;
          }
          if (!busy) onToggle(!asset.monitored);
        }}
      >
        <span
          className={css.track}
          data-on={asset.monitored || undefined}
          data-blocked={blocked || undefined}
          aria-hidden="true"
        >
          <span className={css.thumb} />
        </span>
        <span className={css.switchLabel}>{t("inventory.assets.monitoring.label")}</span>
        <span className={visuallyHidden}>{asset.name}</span>
      </button>
      <span className={css.switchState} aria-hidden="true">
        {asset.monitored ? t("inventory.assets.monitoring.on") : t("inventory.assets.monitoring.off")}
      </span>
      {blocked && (
        <span id={tooltipId} role="tooltip" className={css.tooltip} data-open={tipOpen || undefined}>
          {blockedReason}
        </span>
      )}
    </span>
  );
}

type CopyState = "idle" | "copied" | "failed";

/** A value to copy (a TXT record, a URL), shown in full with a copy button and a spoken result. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>("idle");
  const valueRef = useRef<HTMLElement>(null);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard access can be refused: select the text so the user can copy it by hand.
      const node = valueRef.current;
      const selection = node ? globalThis.getSelection?.() : null;
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState("failed");
    }
  };
  return (
    <div className={css.copy}>
      <span className={css.copyLabel}>{label}</span>
      <div className={css.copyRow}>
        <code ref={valueRef} className={css.copyValue}>
          {value}
        </code>
        <Button
          className={css.smallButton}
          variant="secondary"
          onClick={onCopy}
          aria-label={t("inventory.assets.copyLabel", { what: label })}
        >
          {t("inventory.assets.copy")}
        </Button>
      </div>
      <span className={state === "failed" ? css.copyFailed : css.copied} aria-live="polite">
        {state === "copied" && t("inventory.assets.copied")}
        {state === "failed" && t("inventory.assets.copyFailed")}
      </span>
    </div>
  );
}
