import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { ExportButton } from "../../../components/ExportButton/ExportButton";
import { FilterBar, type FilterDefinition } from "../../../components/FilterBar/FilterBar";
import { formatDate } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { type FilterValues, useListState } from "../../../data/useListState";
import { inventoryKeys, useAssetList, useDeleteAsset, useDeleteAssets } from "../queries";
import {
  DEFAULT_CONTACT_EMAIL,
  DiscoveryNotice,
  DiscoveryStatusBadge,
  InventoryGate,
  VerifiedBadge,
} from "../shared/AssetParts";
import {
  ASSET_ORIGINS,
  ASSET_TYPES,
  ASSETS_PATH,
  type Asset,
  type AssetOrigin,
  type AssetsFilters,
  type AssetType,
  assetHref,
  assetTypeLabel,
  canEditInventory,
  isDiscoverable,
  MAX_IDS,
  originLabel,
} from "../shared/assets";
import { useDiscoveryWatch } from "../shared/useDiscoveryWatch";
import * as css from "./Assets.css";

// Fetched when the user opens it: the list's first paint does not show it (packages/elements, "Weight").
const AddAssetsDialog = lazyPart(() => import("./AddAssetsDialog").then((m) => m.AddAssetsDialog));

/** Assets shown per page. */
export const ASSETS_PAGE_SIZE = 20;

/** How long typing pauses before the search is sent, in milliseconds. */
export const SEARCH_DELAY_MS = 300;

export type { AssetsFilters } from "../shared/assets";

/** Props of {@link Assets}. */
export interface AssetsProps {
  /**
   * Only these assets: the `ids` query of the assets page, set by the "View the new assets" notice
   * after a discovery. Shown as a filter chip with "Show all".
   */
  ids?: readonly string[];
  /** Page size; defaults to {@link ASSETS_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL, where the overview's figures link). */
  defaultFilters?: AssetsFilters;
  /** Called when the user changes the filters (the search once typing pauses), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: AssetsFilters) => void;
  /**
   * Path of the assets page, for links: an asset is `${basePath}/${id}`, the new ones
   * `${basePath}?ids=…`, and "Show all" is `basePath`. Defaults to `/inventory/assets`.
   */
  basePath?: string;
  /** Address the Contact Us button writes to when the inventory feature is off. */
  contactEmail?: string;
}

/** The list state's filters for the ones given as props (unknown codes are dropped). */
function toFilterValues(defaults: AssetsFilters = {}): FilterValues {
  return {
    ...(defaults.assetType && ASSET_TYPES.includes(defaults.assetType) ? { assetType: defaults.assetType } : {}),
    ...(defaults.verified !== undefined ? { verified: defaults.verified } : {}),
    ...(defaults.monitored !== undefined ? { monitored: defaults.monitored } : {}),
    ...(defaults.origin && ASSET_ORIGINS.includes(defaults.origin) ? { origin: defaults.origin } : {}),
  };
}

/** The list call's query (and the export's filters, and what the host hears) for the list state. */
function listQuery(search: string, filters: FilterValues): AssetsFilters {
  const { assetType, verified, monitored, origin } = filters;
  return {
    ...(search ? { search } : {}),
    ...(typeof assetType === "string" && ASSET_TYPES.includes(assetType as AssetType)
      ? { assetType: assetType as AssetType }
      : {}),
    ...(typeof verified === "boolean" ? { verified } : {}),
    ...(typeof monitored === "boolean" ? { monitored } : {}),
    ...(typeof origin === "string" && ASSET_ORIGINS.includes(origin as AssetOrigin)
      ? { origin: origin as AssetOrigin }
      : {}),
  };
}

/**
 * The organisation's assets (domains, subdomains, IPv4 and IPv6 addresses): name, type, whether
 * verified and monitored, how it was added, when, and its last discovery, filtered by text, type,
 * verification, monitoring and origin, and paged. Members with CrudInventory add assets (one per
 * line or comma-separated; the server checks each name) and delete them. New domains are looked
 * into by discovery: the screen re-checks every 3 s while a discovery is Requested, names each
 * one that failed, and when something new was found offers to view the new assets.
 */
function AssetsScreen({
  ids,
  pageSize = ASSETS_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  basePath = ASSETS_PATH,
  contactEmail = DEFAULT_CONTACT_EMAIL,
}: AssetsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime, navigate } = useRuntime();
  const toast = useToast();
  const canEdit = canEditInventory(session);
  // Search, filters and page in one place; the host hears of filter changes through `onFiltersChange`.
  const list = useListState({
    initial: { search: defaultFilters?.search?.trim() ?? "", filters: toFilterValues(defaultFilters) },
    defaultLimit: pageSize,
    debounceMs: SEARCH_DELAY_MS,
  });
  const { setSkip } = list;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  // Selected rows (on any page) and, once "Delete" is pressed on them, the ones to confirm.
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulkDeleting, setBulkDeleting] = useState<string[] | null>(null);
  const onlyIds = useMemo(() => (ids && ids.length > 0 ? [...ids].slice(0, MAX_IDS) : undefined), [ids]);
  const tenantId = session.tenantId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `ids` list starts again at the first page.
  useEffect(() => setSkip(0), [onlyIds?.join(",")]);

  const query = listQuery(list.state.search, list.state.filters);
  // The host hears of each change of the filters, by value, not of the ones it passed in.
  const queryText = JSON.stringify(query);
  const reported = useRef(queryText);
  const onFiltersChangeRef = useRef(onFiltersChange);
  onFiltersChangeRef.current = onFiltersChange;
  useEffect(() => {
    if (reported.current === queryText) return;
    reported.current = queryText;
    onFiltersChangeRef.current?.(JSON.parse(queryText) as AssetsFilters);
  }, [queryText]);
  const page = useAssetList(
    tenantId,
    // The page size is the prop's (an element's attribute may arrive after the first render).
    { ...query, ids: onlyIds, skip: list.state.skip, limit: pageSize },
    Boolean(tenantId) && session.status === "signedIn" && !lacksFeature(session, "inventory"),
  );

  const refresh = useCallback(() => invalidate(runtime, inventoryKeys.assets(tenantId)), [runtime, tenantId]);
  const discovery = useDiscoveryWatch(refresh);
  const { watch } = discovery;

  // Any asset of the page whose discovery is Requested is followed until it ends.
  useEffect(() => {
    const running = (page.data?.items ?? []).filter((asset) => asset.lastDiscoveryStatus === "Requested");
    if (running.length > 0) watch(running);
  }, [page.data, watch]);

  const remove = useDeleteAsset();
  const removeMany = useDeleteAssets();

  const onBulkDelete = async () => {
    if (!bulkDeleting) return;
    const result = await removeMany.mutate(bulkDeleting);
    if (!result) return;
    setBulkDeleting(null);
    setSelected(new Set());
    toast.show({ variant: "success", message: t("inventory.assets.bulkDeleted", { count: result.items.length }) });
    await refresh();
  };

  const onDelete = async () => {
    if (!deleting) return;
    const removed = await remove.mutate(deleting);
    if (!removed) return;
    setDeleting(null);
    setSelected((current) => {
      const next = new Set(current);
      next.delete(removed.id);
      return next;
    });
    toast.show({ variant: "success", message: t("inventory.assets.deleted", { name: removed.name }) });
    await refresh();
  };

  const featureRefused = page.status === "error" && toApiError(page.error).code === "FeatureNotEnabled";
  const filtered = Object.keys(query).length > 0;

  const filterDefinitions: FilterDefinition[] = [
    {
      key: "assetType",
      label: t("inventory.assets.filters.type"),
      kind: "options",
      options: ASSET_TYPES.map((value) => ({ value, label: assetTypeLabel(t, value) })),
    },
    {
      key: "verified",
      label: t("inventory.assets.filters.verified"),
      kind: "boolean",
      trueLabel: t("inventory.assets.verified"),
      falseLabel: t("inventory.assets.notVerified"),
    },
    {
      key: "monitored",
      label: t("inventory.assets.filters.monitored"),
      kind: "boolean",
      trueLabel: t("inventory.assets.monitoring.on"),
      falseLabel: t("inventory.assets.monitoring.off"),
    },
    {
      key: "origin",
      label: t("inventory.assets.filters.origin"),
      kind: "options",
      options: ASSET_ORIGINS.map((value) => ({ value, label: originLabel(t, value) })),
    },
  ];

  const columns: DataTableColumn<Asset>[] = [
    {
      id: "name",
      header: t("inventory.assets.columns.name"),
      primary: true,
      text: (asset) => asset.name,
      cell: (asset) => (
        <Link className={css.name} href={assetHref(basePath, asset.id)}>
          {asset.name}
        </Link>
      ),
    },
    {
      id: "type",
      header: t("inventory.assets.columns.type"),
      width: 130,
      cell: (asset) => assetTypeLabel(t, asset.assetType),
    },
    {
      id: "verified",
      header: t("inventory.assets.columns.verified"),
      width: 130,
      text: (asset) => t(asset.verified ? "inventory.assets.verified" : "inventory.assets.notVerified"),
      cell: (asset) => <VerifiedBadge verified={asset.verified} />,
    },
    {
      id: "monitored",
      header: t("inventory.assets.columns.monitored"),
      width: 140,
      text: (asset) => t(asset.monitored ? "inventory.assets.monitoring.on" : "inventory.assets.monitoring.off"),
      cell: (asset) =>
        asset.monitored ? (
          t("inventory.assets.monitoring.on")
        ) : (
          <span className={parts.muted}>{t("inventory.assets.monitoring.off")}</span>
        ),
    },
    {
      id: "origin",
      header: t("inventory.assets.columns.origin"),
      width: 140,
      cell: (asset) => originLabel(t, asset.origin),
    },
    {
      id: "added",
      header: t("inventory.assets.columns.added"),
      width: 120,
      align: "end",
      text: (asset) => formatDate(asset.createdAt, i18n.language),
      cell: (asset) => <time dateTime={asset.createdAt}>{formatDate(asset.createdAt, i18n.language)}</time>,
    },
    {
      id: "discovery",
      header: t("inventory.assets.columns.discovery"),
      width: 140,
      cell: (asset) =>
        isDiscoverable(asset.assetType) || asset.lastDiscoveryStatus ? (
          <DiscoveryStatusBadge status={discovery.watching.has(asset.id) ? "Requested" : asset.lastDiscoveryStatus} />
        ) : (
          <span className={parts.muted}>{t("inventory.assets.none")}</span>
        ),
    },
  ];

  return (
    <InventoryGate contactEmail={contactEmail} featureRefused={featureRefused}>
      <Page
        title={t("inventory.assets.title")}
        description={t("inventory.assets.intro")}
        actions={!session.embedded ? <ExportButton kind="assets" filters={query} /> : undefined}
        primaryAction={
          canEdit ? <Button onClick={() => setAdding(true)}>{t("inventory.assets.add.open")}</Button> : undefined
        }
      >
        {discovery.findings && (
          <DiscoveryNotice ids={discovery.findings.ids} basePath={basePath} onDismiss={discovery.dismiss} />
        )}
        <DataTable<Asset>
          label={t("inventory.assets.caption")}
          columns={columns}
          rows={page.data?.items}
          getRowId={(asset) => asset.id}
          loading={page.isLoading}
          error={page.status === "error" && !featureRefused ? page.error : undefined}
          onRetry={() => void page.refetch()}
          onRowOpen={(asset) => navigate(assetHref(basePath, asset.id))}
          // Selection only where it leads somewhere: deleting needs CrudInventory.
          selectedIds={canEdit ? selected : undefined}
          onSelectionChange={canEdit ? setSelected : undefined}
          bulkActions={[
            {
              key: "delete",
              label: t("inventory.assets.delete"),
              danger: true,
              onSelect: (ids) => {
                removeMany.reset();
                setBulkDeleting(ids);
              },
            },
          ]}
          rowActions={
            canEdit
              ? (asset) => [
                  {
                    key: "delete",
                    label: t("inventory.assets.delete"),
                    danger: true,
                    onSelect: () => {
                      remove.reset();
                      setDeleting(asset);
                    },
                  },
                ]
              : undefined
          }
          toolbar={
            <FilterBar
              search={list.searchText}
              onSearchChange={list.setSearch}
              searchPlaceholder={t("inventory.assets.filters.searchPlaceholder")}
              filters={filterDefinitions}
              values={list.state.filters}
              onChange={list.setFilter}
              onClearAll={list.clearFilters}
            >
              {onlyIds && (
                <div className={css.chip}>
                  <span>{t("inventory.assets.filters.onlyNew", { count: onlyIds.length })}</span>
                  <Button className={parts.smallButton} variant="secondary" onClick={() => navigate(basePath)}>
                    {t("inventory.assets.filters.showAll")}
                  </Button>
                </div>
              )}
            </FilterBar>
          }
          empty={
            filtered || onlyIds
              ? {
                  title: t("inventory.assets.emptyFiltered"),
                  action: filtered ? (
                    <Button variant="secondary" onClick={list.clearFilters}>
                      {t("filterBar.clearAll")}
                    </Button>
                  ) : undefined,
                }
              : {
                  title: t("inventory.assets.empty"),
                  description: canEdit ? t("inventory.assets.emptyHint") : undefined,
                  // Worded as the first step, so it is not a second "Add assets" beside the header's.
                  action: canEdit ? (
                    <Button onClick={() => setAdding(true)}>{t("inventory.assets.add.first")}</Button>
                  ) : undefined,
                }
          }
          pagination={{
            skip: list.state.skip,
            limit: pageSize,
            total: page.data?.total ?? 0,
            onChange: setSkip,
          }}
        />
        {canEdit && adding && (
          <AddAssetsDialog
            open
            onClose={() => setAdding(false)}
            onAdded={(result) => {
              setAdding(false);
              if (result.items.length > 0) {
                toast.show({
                  variant: "success",
                  message: t("inventory.assets.add.added", { count: result.items.length }),
                });
              }
              if (result.existing.length > 0) {
                toast.show({
                  variant: "info",
                  message: t("inventory.assets.add.existing", { names: result.existing.join(", ") }),
                });
              }
              watch(
                result.items.filter(
                  (asset) => asset.lastDiscoveryStatus === "Requested" || isDiscoverable(asset.assetType),
                ),
              );
              void refresh();
            }}
          />
        )}
        <ConfirmDialog
          open={deleting !== null}
          title={t("inventory.assets.deleteTitle")}
          confirmLabel={t("inventory.assets.delete")}
          busy={remove.status === "pending"}
          onCancel={() => setDeleting(null)}
          onConfirm={onDelete}
          error={remove.status === "error" && <ErrorBanner error={remove.error} />}
        >
          {deleting && <p className={parts.muted}>{t("inventory.assets.deleteBody", { name: deleting.name })}</p>}
        </ConfirmDialog>
        <ConfirmDialog
          open={bulkDeleting !== null}
          title={t("inventory.assets.bulkDeleteTitle", { count: bulkDeleting?.length ?? 0 })}
          confirmLabel={t("inventory.assets.delete")}
          busy={removeMany.status === "pending"}
          onCancel={() => setBulkDeleting(null)}
          onConfirm={onBulkDelete}
          error={removeMany.status === "error" && <ErrorBanner error={removeMany.error} />}
        >
          <p className={parts.muted}>{t("inventory.assets.bulkDeleteBody")}</p>
        </ConfirmDialog>
      </Page>
    </InventoryGate>
  );
}

export const Assets = withToasts(AssetsScreen);
