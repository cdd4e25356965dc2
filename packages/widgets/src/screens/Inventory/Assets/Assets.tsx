import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { ExportButton } from "../../../components/ExportButton/ExportButton";
import { formatDate } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import { ConfirmDialog, ScreenHeader, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Select } from "../../../components/Select/Select";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import { inventoryKeys, useAssetList, useDeleteAsset } from "../queries";
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
import { AddAssetsDialog } from "./AddAssetsDialog";
import * as css from "./Assets.css";

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

type YesNo = "" | "true" | "false";

interface Filters {
  search: string;
  assetType: AssetType | "";
  verified: YesNo;
  monitored: YesNo;
  origin: AssetOrigin | "";
}

const yesNo = (value: YesNo): boolean | undefined => (value === "" ? undefined : value === "true");
const toYesNo = (value: boolean | undefined): YesNo => (value === undefined ? "" : value ? "true" : "false");

/** The form's filters for the ones given as props (unknown codes are dropped). */
function fromDefaults(defaults: AssetsFilters = {}): Filters {
  return {
    search: defaults.search?.trim() ?? "",
    assetType: defaults.assetType && ASSET_TYPES.includes(defaults.assetType) ? defaults.assetType : "",
    verified: toYesNo(defaults.verified),
    monitored: toYesNo(defaults.monitored),
    origin: defaults.origin && ASSET_ORIGINS.includes(defaults.origin) ? defaults.origin : "",
  };
}

/** The list call's query (and the export's filters) for the chosen filters. */
function listQuery(filters: Filters): AssetsFilters {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.assetType ? { assetType: filters.assetType } : {}),
    ...(filters.verified ? { verified: yesNo(filters.verified) } : {}),
    ...(filters.monitored ? { monitored: yesNo(filters.monitored) } : {}),
    ...(filters.origin ? { origin: filters.origin } : {}),
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
  const [filters, setFilters] = useState<Filters>(() => fromDefaults(defaultFilters));
  const [search, setSearch] = useState(filters.search);
  const [skip, setSkip] = useState(0);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const onlyIds = useMemo(() => (ids && ids.length > 0 ? [...ids].slice(0, MAX_IDS) : undefined), [ids]);
  const tenantId = session.tenantId;

  // The search follows typing after a short pause, so each keystroke does not start a request.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, search }));
      setSkip(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `ids` list starts again at the first page.
  useEffect(() => setSkip(0), [onlyIds?.join(",")]);

  const query = listQuery(filters);
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
  const list = useAssetList(
    tenantId,
    { ...query, ids: onlyIds, skip, limit: pageSize },
    Boolean(tenantId) && session.status === "signedIn" && !lacksFeature(session, "inventory"),
  );

  const refresh = useCallback(() => invalidate(runtime, inventoryKeys.assets(tenantId)), [runtime, tenantId]);
  const discovery = useDiscoveryWatch(refresh);
  const { watch } = discovery;

  // Any asset of the page whose discovery is Requested is followed until it ends.
  useEffect(() => {
    const running = (list.data?.items ?? []).filter((asset) => asset.lastDiscoveryStatus === "Requested");
    if (running.length > 0) watch(running);
  }, [list.data, watch]);

  const remove = useDeleteAsset();

  const onDelete = async () => {
    if (!deleting) return;
    const removed = await remove.mutate(deleting);
    if (!removed) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("inventory.assets.deleted", { name: removed.name }) });
    await refresh();
  };

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setSkip(0);
  };

  const featureRefused = list.status === "error" && toApiError(list.error).code === "FeatureNotEnabled";
  const filtered = Object.keys(query).length > 0;

  const columns: TableColumn<Asset>[] = [
    {
      key: "name",
      header: t("inventory.assets.columns.name"),
      rowHeader: true,
      cell: (asset) => (
        <Link className={css.name} href={assetHref(basePath, asset.id)}>
          {asset.name}
        </Link>
      ),
    },
    {
      key: "type",
      header: t("inventory.assets.columns.type"),
      cell: (asset) => assetTypeLabel(t, asset.assetType),
    },
    {
      key: "verified",
      header: t("inventory.assets.columns.verified"),
      cell: (asset) => <VerifiedBadge verified={asset.verified} />,
    },
    {
      key: "monitored",
      header: t("inventory.assets.columns.monitored"),
      cell: (asset) =>
        asset.monitored ? (
          t("inventory.assets.monitoring.on")
        ) : (
          <span className={parts.muted}>{t("inventory.assets.monitoring.off")}</span>
        ),
    },
    {
      key: "origin",
      header: t("inventory.assets.columns.origin"),
      cell: (asset) => originLabel(t, asset.origin),
    },
    {
      key: "added",
      header: t("inventory.assets.columns.added"),
      cell: (asset) => (
        <time className={css.nowrap} dateTime={asset.createdAt}>
          {formatDate(asset.createdAt, i18n.language)}
        </time>
      ),
    },
    {
      key: "discovery",
      header: t("inventory.assets.columns.discovery"),
      cell: (asset) =>
        isDiscoverable(asset.assetType) || asset.lastDiscoveryStatus ? (
          <DiscoveryStatusBadge status={discovery.watching.has(asset.id) ? "Requested" : asset.lastDiscoveryStatus} />
        ) : (
          <span className={parts.muted}>{t("inventory.assets.none")}</span>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: "actions",
      header: t("inventory.assets.columns.actions"),
      headerHidden: true,
      align: "end",
      cell: (asset) => (
        <Button
          className={parts.smallButton}
          variant="secondary"
          aria-label={t("inventory.assets.deleteFor", { name: asset.name })}
          onClick={() => {
            remove.reset();
            setDeleting(asset);
          }}
        >
          {t("inventory.assets.delete")}
        </Button>
      ),
    });
  }

  return (
    <InventoryGate contactEmail={contactEmail} featureRefused={featureRefused}>
      <div className={parts.page}>
        <ScreenHeader
          title={t("inventory.assets.title")}
          intro={t("inventory.assets.intro")}
          actions={
            <>
              {!session.embedded && <ExportButton kind="assets" filters={query} />}
              {canEdit && <Button onClick={() => setAdding(true)}>{t("inventory.assets.add.open")}</Button>}
            </>
          }
        />
        {discovery.findings && (
          <DiscoveryNotice ids={discovery.findings.ids} basePath={basePath} onDismiss={discovery.dismiss} />
        )}
        <fieldset className={css.filters}>
          <legend className={visuallyHidden}>{t("inventory.assets.filters.label")}</legend>
          <TextField
            className={css.searchField}
            type="search"
            label={t("inventory.assets.filters.search")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t("inventory.assets.filters.type")}
            placeholder={t("inventory.assets.filters.allTypes")}
            options={ASSET_TYPES.map((value) => ({ value, label: assetTypeLabel(t, value) }))}
            value={filters.assetType}
            onChange={(event) => setFilter("assetType", event.target.value as AssetType | "")}
          />
          <Select
            label={t("inventory.assets.filters.verified")}
            placeholder={t("inventory.assets.filters.any")}
            options={[
              { value: "true", label: t("inventory.assets.verified") },
              { value: "false", label: t("inventory.assets.notVerified") },
            ]}
            value={filters.verified}
            onChange={(event) => setFilter("verified", event.target.value as YesNo)}
          />
          <Select
            label={t("inventory.assets.filters.monitored")}
            placeholder={t("inventory.assets.filters.any")}
            options={[
              { value: "true", label: t("inventory.assets.monitoring.on") },
              { value: "false", label: t("inventory.assets.monitoring.off") },
            ]}
            value={filters.monitored}
            onChange={(event) => setFilter("monitored", event.target.value as YesNo)}
          />
          <Select
            label={t("inventory.assets.filters.origin")}
            placeholder={t("inventory.assets.filters.any")}
            options={ASSET_ORIGINS.map((value) => ({ value, label: originLabel(t, value) }))}
            value={filters.origin}
            onChange={(event) => setFilter("origin", event.target.value as AssetOrigin | "")}
          />
        </fieldset>
        {onlyIds && (
          <div className={css.chip}>
            <span>{t("inventory.assets.filters.onlyNew", { count: onlyIds.length })}</span>
            <Button className={parts.smallButton} variant="secondary" onClick={() => navigate(basePath)}>
              {t("inventory.assets.filters.showAll")}
            </Button>
          </div>
        )}
        {list.status === "error" && !featureRefused ? (
          <ErrorBanner error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table
            caption={t("inventory.assets.caption")}
            captionHidden
            columns={columns}
            rows={list.data?.items}
            rowKey={(asset) => asset.id}
            loading={list.isLoading}
            empty={
              filtered || onlyIds ? (
                <EmptyState compact headingLevel={null} title={t("inventory.assets.emptyFiltered")} />
              ) : (
                <EmptyState
                  compact
                  headingLevel={null}
                  title={t("inventory.assets.empty")}
                  description={canEdit ? t("inventory.assets.emptyHint") : undefined}
                />
              )
            }
            pagination={{ skip, limit: pageSize, total: list.data?.total ?? 0, onChange: setSkip }}
          />
        )}
        {canEdit && (
          <AddAssetsDialog
            open={adding}
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
      </div>
    </InventoryGate>
  );
}

export const Assets = withToasts(AssetsScreen);
