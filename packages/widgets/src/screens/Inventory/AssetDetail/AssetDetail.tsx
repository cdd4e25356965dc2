import type { TFunction } from "i18next";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { inventoryKeys, setMonitoring, useAsset, useDeleteAsset } from "../queries";
import { MonitoringSwitch } from "../shared/AssetPageParts";
import { DEFAULT_CONTACT_EMAIL, DiscoveryNotice, InventoryGate, VerifiedBadge } from "../shared/AssetParts";
import {
  ASSETS_PATH,
  assetHref,
  assetTypeLabel,
  blockedReasonLabel,
  canEditInventory,
  isDiscoverable,
  originLabel,
} from "../shared/assets";
import { useDiscoveryWatch } from "../shared/useDiscoveryWatch";
import * as css from "./AssetDetail.css";
import { VerificationPanel } from "./VerificationPanel";

// The tabs under the verification and monitoring panels, each fetched when it first shows: with
// their tables (TanStack Table) they are most of the page's code (packages/elements, "Weight").
const DnsRecordsTab = lazyPart(() => import("./DnsRecordsTab").then((m) => m.DnsRecordsTab));
const IpInfoTab = lazyPart(() => import("./IpInfoTab").then((m) => m.IpInfoTab));
const DiscoveriesTab = lazyPart(() => import("./DiscoveriesTab").then((m) => m.DiscoveriesTab));

/** Tabs of the asset page. */
export type AssetDetailTab = "dns" | "ip" | "discoveries";

/** Props of {@link AssetDetail}. */
export interface AssetDetailProps {
  /** The asset (route `/inventory/assets/:id`). */
  assetId: string;
  /** Path of the assets page, for links (see `AssetsProps.basePath`). Defaults to `/inventory/assets`. */
  basePath?: string;
  /**
   * The tab shown first. Defaults to DNS records for a domain or subdomain and IP info for an
   * address, which has neither DNS records nor discoveries (a tab it lacks falls back to IP info).
   */
  defaultTab?: AssetDetailTab;
  /** Address the Contact Us button writes to when the inventory feature is off. */
  contactEmail?: string;
  /**
   * Called after the asset was deleted. Without it the screen navigates (through the provider's
   * `navigate`) to the assets page.
   */
  onDeleted?: (asset: { id: string; name: string }) => void;
}

/** The message of a refused monitoring change, by the contract's codes. */
function monitoringFailure(error: unknown, t: TFunction): string {
  const { code } = toApiError(error);
  if (code === "AssetNotVerified") return blockedReasonLabel(t, "NotVerified");
  if (code === "FeatureNotEnabled") return blockedReasonLabel(t, "FeatureNotEnabled");
  if (code === "Forbidden") return blockedReasonLabel(t, "NotAllowed");
  return errorMessage(error, t);
}

/**
 * One asset: its name, type, origin, when it was added and, for a discovered one, the asset whose
 * discovery found it; verification (state, DNS TXT record or file instructions, Verify now, and
 * for super-admins manual verify/unverify); the monitoring switch, disabled with its reason as a
 * tooltip when monitoring cannot be changed; and tabs with the DNS records (and their history),
 * the IP info (and its history) and the discovery runs. Members with CrudInventory delete it.
 */
function AssetDetailScreen({
  assetId,
  basePath = ASSETS_PATH,
  defaultTab,
  contactEmail = DEFAULT_CONTACT_EMAIL,
  onDeleted,
}: AssetDetailProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime, navigate } = useRuntime();
  const toast = useToast();
  const canEdit = canEditInventory(session);
  const tenantId = session.tenantId;
  const [deleting, setDeleting] = useState(false);
  const baseKey = inventoryKeys.asset(tenantId, assetId);
  // An element may be connected before its `asset-id` is set: nothing is fetched until then.
  const enabled =
    Boolean(tenantId) && session.status === "signedIn" && Boolean(assetId) && !lacksFeature(session, "inventory");

  const query = useAsset(tenantId, assetId, enabled);
  const asset = query.data;
  const parentId = asset?.parentAssetId ?? null;
  const parent = useAsset(tenantId, parentId, enabled);

  const refresh = useCallback(
    () =>
      Promise.all([
        invalidate(runtime, inventoryKeys.asset(tenantId, assetId)),
        invalidate(runtime, inventoryKeys.assets(tenantId)),
      ]),
    [runtime, tenantId, assetId],
  );
  const discovery = useDiscoveryWatch(refresh);
  const { watch } = discovery;
  useEffect(() => {
    if (asset?.lastDiscoveryStatus === "Requested") watch([asset]);
  }, [asset, watch]);

  const remove = useDeleteAsset();

  const [toggling, setToggling] = useState(false);
  const onToggle = async (monitored: boolean) => {
    setToggling(true);
    try {
      const updated = await setMonitoring(runtime, assetId, monitored);
      runtime.queryClient.setQueryData([...baseKey, "asset"], updated);
      toast.show({
        variant: "success",
        message: t(monitored ? "inventory.assets.monitoring.started" : "inventory.assets.monitoring.stopped", {
          name: updated.name,
        }),
      });
      await invalidate(runtime, inventoryKeys.assets(tenantId));
    } catch (failure) {
      // Refused (not verified, feature off, not allowed): said once, and the switch keeps its state.
      runtime.emit("error", toApiError(failure));
      toast.show({ variant: "error", message: monitoringFailure(failure, t) });
    } finally {
      setToggling(false);
    }
  };

  const onDelete = async () => {
    if (!asset) return;
    const removed = await remove.mutate(asset);
    if (!removed) return;
    setDeleting(false);
    toast.show({ variant: "success", message: t("inventory.assets.deleted", { name: removed.name }) });
    await invalidate(runtime, inventoryKeys.assets(tenantId));
    if (onDeleted) onDeleted({ id: removed.id, name: removed.name });
    else navigate(basePath);
  };

  const error = query.status === "error" ? toApiError(query.error) : undefined;
  const featureRefused = error?.code === "FeatureNotEnabled";

  const back = { href: basePath, label: t("inventory.assets.detail.back") };

  if (!assetId || error?.statusCode === 404) {
    return (
      <InventoryGate contactEmail={contactEmail} featureRefused={featureRefused}>
        <Page back={back} width="reading" title={t("inventory.assets.detail.notFound")}>
          <p className={css.text}>{t("inventory.assets.detail.notFoundHint")}</p>
        </Page>
      </InventoryGate>
    );
  }
  if (error || !asset) {
    return (
      <InventoryGate contactEmail={contactEmail} featureRefused={featureRefused}>
        <Page back={back} width="reading" title={t("inventory.assets.detail.title")}>
          {error ? <ErrorBanner error={query.error} onRetry={() => void query.refetch()} /> : <Spinner />}
        </Page>
      </InventoryGate>
    );
  }

  return (
    <InventoryGate contactEmail={contactEmail} featureRefused={featureRefused}>
      <Page
        back={back}
        width="reading"
        title={asset.name}
        description={`${assetTypeLabel(t, asset.assetType)} · ${originLabel(t, asset.origin)}`}
        secondaryActions={
          canEdit
            ? [
                {
                  key: "delete",
                  label: t("inventory.assets.detail.delete"),
                  danger: true,
                  onSelect: () => {
                    remove.reset();
                    setDeleting(true);
                  },
                },
              ]
            : undefined
        }
      >
        <section aria-label={t("inventory.assets.detail.facts")}>
          <dl className={css.facts}>
            <div>
              <dt>{t("inventory.assets.columns.added")}</dt>
              <dd>
                <time dateTime={asset.createdAt}>{formatDateTime(asset.createdAt, i18n.language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("inventory.assets.columns.verified")}</dt>
              <dd>
                <VerifiedBadge verified={asset.verified} />
              </dd>
            </div>
            {parentId && (
              <div>
                <dt>{t("inventory.assets.detail.foundBy")}</dt>
                <dd>
                  <Link href={assetHref(basePath, parentId)}>
                    {parent.data?.name ?? t("inventory.assets.detail.parentAsset")}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
        </section>
        {discovery.findings && (
          <DiscoveryNotice ids={discovery.findings.ids} basePath={basePath} onDismiss={discovery.dismiss} />
        )}
        <div className={css.panels}>
          <VerificationPanel asset={asset} baseKey={baseKey} />
          <Card title={t("inventory.assets.monitoring.title")}>
            <div className={css.panelBody}>
              <p className={css.text}>
                {t(
                  isDiscoverable(asset.assetType)
                    ? "inventory.assets.monitoring.intro"
                    : "inventory.assets.monitoring.introAddress",
                )}
              </p>
              <MonitoringSwitch
                asset={asset}
                blockedReason={
                  asset.monitoringBlockedReason ? blockedReasonLabel(t, asset.monitoringBlockedReason) : undefined
                }
                busy={toggling}
                onToggle={(monitored) => void onToggle(monitored)}
              />
            </div>
          </Card>
        </div>
        <Tabs
          label={t("inventory.assets.detail.sections")}
          defaultSelectedId={isDiscoverable(asset.assetType) ? (defaultTab ?? "dns") : "ip"}
          items={[
            // An address has no DNS records of its own, and nothing is discovered from it.
            ...(isDiscoverable(asset.assetType)
              ? [
                  {
                    id: "dns",
                    label: t("inventory.assets.detail.tabs.dns"),
                    content: <DnsRecordsTab assetId={asset.id} baseKey={baseKey} />,
                  },
                ]
              : []),
            {
              id: "ip",
              label: t("inventory.assets.detail.tabs.ip"),
              content: <IpInfoTab assetId={asset.id} baseKey={baseKey} />,
            },
            ...(isDiscoverable(asset.assetType)
              ? [
                  {
                    id: "discoveries",
                    label: t("inventory.assets.detail.tabs.discoveries"),
                    content: (
                      <DiscoveriesTab
                        asset={asset}
                        baseKey={baseKey}
                        basePath={basePath}
                        canEdit={canEdit}
                        running={discovery.watching.has(asset.id)}
                        onRequested={() => watch([asset])}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
        <ConfirmDialog
          open={deleting}
          title={t("inventory.assets.deleteTitle")}
          confirmLabel={t("inventory.assets.delete")}
          busy={remove.status === "pending"}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void onDelete()}
          error={remove.status === "error" && <ErrorBanner error={remove.error} />}
        >
          <p className={css.text}>
            {t(isDiscoverable(asset.assetType) ? "inventory.assets.deleteBody" : "inventory.assets.deleteBodyAddress", {
              name: asset.name,
            })}
          </p>
        </ConfirmDialog>
      </Page>
    </InventoryGate>
  );
}

export const AssetDetail = withToasts(AssetDetailScreen);
