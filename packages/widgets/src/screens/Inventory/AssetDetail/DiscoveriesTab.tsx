import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { formatDateTime } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { invalidate } from "../../../data/hooks";
import { useRuntime } from "../../../data/session";
import { requestDiscovery, useDiscoveries } from "../queries";
import { DiscoveryStatusBadge } from "../shared/AssetParts";
import {
  type Asset,
  type AssetDiscovery,
  assetHref,
  assetsHref,
  discoveryStatusLabel,
  isDiscoverable,
} from "../shared/assets";
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

  const none = t("inventory.assets.none");
  const date = (
    id: string,
    header: string,
    of: (run: AssetDiscovery) => string | null,
  ): DataTableColumn<AssetDiscovery> => ({
    id,
    header,
    width: 170,
    align: "end",
    text: (run) => {
      const iso = of(run);
      return iso ? formatDateTime(iso, i18n.language) : none;
    },
    cell: (run) => {
      const iso = of(run);
      return iso ? (
        <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
      ) : (
        <span className={parts.muted}>{none}</span>
      );
    },
  });
  const sources = (run: AssetDiscovery) =>
    run.discoveryData.sources.map((source) => t(`inventory.assets.discoveries.sources.${source}`)).join(", ");

  const columns: DataTableColumn<AssetDiscovery>[] = [
    {
      id: "status",
      header: t("inventory.assets.discoveries.columns.status"),
      width: 120,
      text: (run) => discoveryStatusLabel(t, run.status),
      cell: (run) => <DiscoveryStatusBadge status={run.status} />,
    },
    date("requested", t("inventory.assets.discoveries.columns.requested"), (run) => run.requestedAt),
    // When it finished is seldom asked (runs take seconds): on demand, so what was found has the room.
    {
      ...date("finished", t("inventory.assets.discoveries.columns.finished"), (run) => run.finishedAt),
      hiddenByDefault: true,
    },
    {
      id: "found",
      header: t("inventory.assets.discoveries.columns.found"),
      text: (run) =>
        run.status === "Failed"
          ? t("inventory.assets.discovery.failed", { asset: run.assetName })
          : run.discoveryData.newlyDiscoveredAssets.length === 0
            ? t("inventory.assets.discoveries.nothingNew")
            : run.discoveryData.newlyDiscoveredAssets.map((item) => item.name).join(", "),
      cell: (run) => {
        const found = run.discoveryData.newlyDiscoveredAssets;
        if (run.status === "Failed") {
          return (
            <span className={css.failedText}>{t("inventory.assets.discovery.failed", { asset: run.assetName })}</span>
          );
        }
        if (found.length === 0)
          return <span className={parts.muted}>{t("inventory.assets.discoveries.nothingNew")}</span>;
        // One line: the first names as links, then "View all" for the rest on the assets page.
        return (
          <span className={css.found}>
            {found.slice(0, SHOWN_NEW_ASSETS).map((item, index) => (
              <span key={item.id}>
                {index > 0 && ", "}
                <Link href={assetHref(basePath, item.id)}>{item.name}</Link>
              </span>
            ))}
            {found.length > SHOWN_NEW_ASSETS && (
              <>
                {" · "}
                <Link
                  href={assetsHref(
                    basePath,
                    found.map((item) => item.id),
                  )}
                >
                  {t("inventory.assets.discoveries.viewAll", { count: found.length })}
                </Link>
              </>
            )}
          </span>
        );
      },
    },
    {
      id: "sources",
      header: t("inventory.assets.discoveries.columns.sources"),
      text: (run) => sources(run) || none,
      cell: (run) =>
        run.discoveryData.sources.length === 0 ? <span className={parts.muted}>{none}</span> : sources(run),
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
      <DataTable<AssetDiscovery>
        label={t("inventory.assets.discoveries.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(run) => run.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        empty={{
          title: t("inventory.assets.discoveries.empty"),
          description: isDiscoverable(asset.assetType) ? undefined : t("inventory.assets.discoveries.onlyDomains"),
        }}
        pagination={{ skip, limit: DISCOVERIES_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setSkip }}
      />
    </div>
  );
}
