import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Link } from "../../../components/Link/Link";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useReportedQuery } from "../../../data/hooks";
import type { BulwarkRuntime } from "../../../data/runtime";
import { useSession } from "../../../data/session";
import { countAssets, inventoryKeys } from "../queries";
import { ASSET_TYPES, type AssetsFilters, type AssetType, assetsHrefFor } from "../shared/assets";
import * as css from "./InventoryOverview.css";

/** How many assets the organisation has, in all and by the figures the overview shows. */
export interface AssetCounts {
  total: number;
  verified: number;
  monitored: number;
  /** Found by discovery (origin `automatic`). */
  automatic: number;
  byType: Record<AssetType, number>;
}

/** The filters behind each figure; each figure links to the assets page with its filter. */
const FIGURES = {
  total: {},
  verified: { verified: true },
  monitored: { monitored: true },
  automatic: { origin: "automatic" },
} as const satisfies Record<string, AssetsFilters>;

/**
 * Every figure of the card, asked for at once. `null` when the API refuses the list (403): an
 * embed token minted for the overview alone may not read assets, and that is no failure to report.
 */
async function loadCounts(rt: BulwarkRuntime): Promise<AssetCounts | null> {
  try {
    const [total, verified, monitored, automatic, ...types] = await Promise.all([
      countAssets(rt, FIGURES.total),
      countAssets(rt, FIGURES.verified),
      countAssets(rt, FIGURES.monitored),
      countAssets(rt, FIGURES.automatic),
      ...ASSET_TYPES.map((assetType) => countAssets(rt, { assetType })),
    ]);
    const byType = Object.fromEntries(ASSET_TYPES.map((type, i) => [type, types[i] ?? 0])) as Record<AssetType, number>;
    return { total, verified, monitored, automatic, byType };
  } catch (error) {
    if (toApiError(error).code === "Forbidden") return null;
    throw error;
  }
}

/**
 * The overview's assets card: how many assets the organisation has, how many are verified,
 * monitored and found automatically, and how many of each type, every number a link to the assets
 * page with that filter. Read from the assets list's `total` (`limit=1` queries), refreshed with
 * the assets list (same cache prefix).
 */
export function AssetsSummary({ assetsHref, format }: { assetsHref: string; format: (value: number) => string }) {
  const { t } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const counts = useReportedQuery(inventoryKeys.assetSummary(tenantId), loadCounts, {
    enabled: session.status === "signedIn" && Boolean(tenantId),
  });
  const data = counts.data;

  return (
    <Card
      className={css.assetsCard}
      title={t("inventory.overview.assetsTitle")}
      description={data === null ? t("inventory.overview.assetsIntro") : undefined}
      actions={<Link href={assetsHref}>{t("inventory.overview.viewAssets")}</Link>}
    >
      {counts.status === "error" ? (
        <ErrorBanner error={counts.error} onRetry={() => void counts.refetch()} />
      ) : data === null ? null : data === undefined ? (
        <Spinner label={t("common.loading")} />
      ) : data.total === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          title={t("inventory.overview.noAssets")}
          description={t("inventory.overview.noAssetsHint")}
          action={<Link href={assetsHref}>{t("inventory.overview.addAssets")}</Link>}
        />
      ) : (
        <AssetFigures counts={data} assetsHref={assetsHref} format={format} />
      )}
    </Card>
  );
}

function AssetFigures({
  counts,
  assetsHref,
  format,
}: {
  counts: AssetCounts;
  assetsHref: string;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const figures = [
    { key: "total", label: t("inventory.overview.assetsTotal"), value: counts.total },
    { key: "verified", label: t("inventory.overview.assetsVerified"), value: counts.verified },
    { key: "monitored", label: t("inventory.overview.assetsMonitored"), value: counts.monitored },
    { key: "automatic", label: t("inventory.overview.assetsAutomatic"), value: counts.automatic },
  ] as const;
  return (
    <div className={css.summary}>
      <dl className={css.stats}>
        {figures.map((figure) => (
          <div key={figure.key} className={css.stat}>
            <dt className={css.statLabel}>{figure.label}</dt>
            <dd className={css.statValue}>
              {/* The label is in the link's name too: a bare number says nothing out of context. */}
              <Link
                href={assetsHrefFor(assetsHref, FIGURES[figure.key])}
                aria-label={t("inventory.overview.assetsLink", { label: figure.label, value: format(figure.value) })}
              >
                {format(figure.value)}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <section className={css.distribution} aria-labelledby={headingId}>
        <h3 id={headingId} className={css.subheading}>
          {t("inventory.overview.assetsByType")}
        </h3>
        <ul className={css.legend}>
          {ASSET_TYPES.map((assetType) => (
            <li key={assetType} className={css.legendItem}>
              <Link href={assetsHrefFor(assetsHref, { assetType })} className={css.legendLink}>
                {t(`inventory.overview.assetTypes.${assetType}`)}
              </Link>
              <span className={css.legendCount}>{format(counts.byType[assetType])}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
