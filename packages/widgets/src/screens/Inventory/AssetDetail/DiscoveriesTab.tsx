import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { invalidate } from "../../../data/hooks";
import { useRuntime } from "../../../data/session";
import { requestDiscovery, useDiscoveries } from "../queries";
import { DiscoveryStatusBadge } from "../shared/AssetParts";
import { type Asset, type AssetDiscovery, assetHref, assetsHref, isDiscoverable } from "../shared/assets";
import * as css from "./AssetDetail.css";

/** Discovery runs shown per page. */
export const DISCOVERIES_PAGE_SIZE = 10;

/** New assets listed by name in a run's row; more are reached through "View all". */
const SHOWN_NEW_ASSETS = 5;

/**
 * The asset's discovery runs, newest first: status, when requested and finished, the new assets
 * each found (linking to them) and the sources asked. Domains and subdomains can be discovered
 * again by members with CrudInventory; as the product says, a refused request is not reported.
 */
export function DiscoveriesTab({
  asset,
  baseKey,
  basePath,
  canEdit,
  running,
  onRequested,
}: {
  asset: Asset;
  baseKey: readonly unknown[];
  basePath: string;
  canEdit: boolean;
  /** Whether a discovery of the asset is being followed now. */
  running: boolean;
  /** A new discovery was requested: follow it. */
  onRequested: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { runtime } = useRuntime();
  const [skip, setSkip] = useState(0);
  const [requesting, setRequesting] = useState(false);
  const query = useDiscoveries(baseKey, asset.id, { skip, limit: DISCOVERIES_PAGE_SIZE });

  const onDiscover = async () => {
    setRequesting(true);
    try {
      await requestDiscovery(runtime, asset.id);
      setSkip(0);
      onRequested();
      await invalidate(runtime, [...baseKey, "discoveries"]);
    } catch {
      // Discovery request errors are swallowed (seeds, error catalogue).
    } finally {
      setRequesting(false);
    }
  };

  const date = (iso: string | null) =>
    iso ? (
      <time className={css.nowrap} dateTime={iso}>
        {formatDateTime(iso, i18n.language)}
      </time>
    ) : (
      <span className={parts.muted}>{t("inventory.assets.none")}</span>
    );

  const columns: TableColumn<AssetDiscovery>[] = [
    {
      key: "status",
      header: t("inventory.assets.discoveries.columns.status"),
      cell: (run) => <DiscoveryStatusBadge status={run.status} />,
    },
    {
      key: "requested",
      header: t("inventory.assets.discoveries.columns.requested"),
      cell: (run) => date(run.requestedAt),
    },
    {
      key: "finished",
      header: t("inventory.assets.discoveries.columns.finished"),
      cell: (run) => date(run.finishedAt),
    },
    {
      key: "found",
      header: t("inventory.assets.discoveries.columns.found"),
      cell: (run) => {
        const found = run.discoveryData.newlyDiscoveredAssets;
        if (run.status === "Failed") {
          return (
            <span className={css.failedText}>{t("inventory.assets.discovery.failed", { asset: run.assetName })}</span>
          );
        }
        if (found.length === 0)
          return <span className={parts.muted}>{t("inventory.assets.discoveries.nothingNew")}</span>;
        return (
          <div className={css.found}>
            <ul className={css.values}>
              {found.slice(0, SHOWN_NEW_ASSETS).map((item) => (
                <li key={item.id}>
                  <Link href={assetHref(basePath, item.id)}>{item.name}</Link>
                </li>
              ))}
            </ul>
            {found.length > SHOWN_NEW_ASSETS && (
              <Link
                href={assetsHref(
                  basePath,
                  found.map((item) => item.id),
                )}
              >
                {t("inventory.assets.discoveries.viewAll", { count: found.length })}
              </Link>
            )}
          </div>
        );
      },
    },
    {
      key: "sources",
      header: t("inventory.assets.discoveries.columns.sources"),
      cell: (run) =>
        run.discoveryData.sources.length === 0 ? (
          <span className={parts.muted}>{t("inventory.assets.none")}</span>
        ) : (
          run.discoveryData.sources.map((source) => t(`inventory.assets.discoveries.sources.${source}`)).join(", ")
        ),
    },
  ];

  return (
    <div className={css.tabBody}>
      {canEdit && isDiscoverable(asset.assetType) && (
        <div className={css.actions}>
          <Button variant="secondary" loading={requesting || running} onClick={() => void onDiscover()}>
            {running ? t("inventory.assets.discoveries.running") : t("inventory.assets.discoveries.again")}
          </Button>
        </div>
      )}
      {query.status === "error" ? (
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table
          caption={t("inventory.assets.discoveries.caption")}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(run) => run.id}
          loading={query.isLoading}
          empty={
            <EmptyState
              compact
              headingLevel={null}
              title={t("inventory.assets.discoveries.empty")}
              description={isDiscoverable(asset.assetType) ? undefined : t("inventory.assets.discoveries.onlyDomains")}
            />
          }
          pagination={{
            skip,
            limit: DISCOVERIES_PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setSkip,
            label: t("inventory.assets.discoveries.pages"),
          }}
        />
      )}
    </div>
  );
}
