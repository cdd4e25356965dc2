import type { Schema } from "@bulwark/client";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FeatureNotEnabled } from "../../../components/FeatureNotEnabled/FeatureNotEnabled";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { NoOrganization } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { type ScoreCategory, scoreRanges } from "../../../score/score";
import { useInventoryFigures } from "../figuresQueries";
import { usePeopleOverview, useTenantsOverview } from "../queries";
import { ASSETS_PATH } from "../shared/assets";
import { isFeatureNotEnabled, PEOPLE_PATH, peopleFailure } from "../shared/people";
import { ScoreBadge } from "../shared/ScoreBadge";
import { AssetsSummary } from "./AssetsSummary";
import { InventoryCharts } from "./InventoryCharts";
import * as css from "./InventoryOverview.css";

type TenantOverview = Schema<"PeopleTenantOverview">;

/** Props of {@link InventoryOverview}. */
export interface InventoryOverviewProps {
  /** Where the people page is; its score filters are added as query values. Defaults to `/inventory/people`. */
  peopleHref?: string;
  /**
   * Where the assets page is; the assets card's filters are added as query values (`assetType`,
   * `verified`, `monitored`, `origin`). Defaults to `/inventory/assets`.
   */
  assetsHref?: string;
  /**
   * Replaces the built-in assets card beside the people summary (total, verified, monitored, found
   * automatically and per type, each linking to the filtered assets page), e.g. with a host's own.
   */
  assetsSummary?: ReactNode;
  /** Address the Contact Us button writes to when the organisation lacks the inventory feature. */
  contactEmail?: string;
}

/** The people page filtered to one score category (or everyone). */
export function peopleHrefFor(base: string, category?: ScoreCategory): string {
  const range = scoreRanges.find((r) => r.category === category);
  if (!range) return base;
  const query = new URLSearchParams({ scoreMin: String(range.min), scoreMax: String(range.max) });
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}`;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The `/inventory` landing: how many people the organisation has, their average score and its
 * category, and how they spread over the five score categories (each a link to those people);
 * beside it how many assets there are, verified, monitored, found automatically and of each type
 * (each a link to those assets). Under them the inventory in charts: people by group, assets by
 * type and verification state, and the discovery trend of the last 30 days (each with its table
 * view). A user in several organisations also sees every organisation's people count and average
 * score, and can switch to one.
 */
export function InventoryOverview({
  peopleHref = PEOPLE_PATH,
  assetsHref = ASSETS_PATH,
  assetsSummary,
  contactEmail = "",
}: InventoryOverviewProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "inventory");
  const overview = usePeopleOverview(tenantId, ready);
  // Only users in several organisations get the comparison (embed tokens see one organisation).
  const several = !session.embedded && session.tenants.length > 1;
  const all = useTenantsOverview(session.user?.id, ready && several);
  // One call for the three charts, counted by the API; the drawings load lazily with the first chart.
  const figures = useInventoryFigures(tenantId, { enabled: ready });

  if (session.status === "loading") return <Spinner />;
  if (!tenantId) return <NoOrganization />;
  if (lacksFeature(session, "inventory") || (overview.status === "error" && isFeatureNotEnabled(overview.error))) {
    return <FeatureNotEnabled contactEmail={contactEmail} feature="inventory" />;
  }

  const number = (value: number) => new Intl.NumberFormat(i18n.language === "sr" ? "sr-Latn" : "en").format(value);
  const data = overview.data;

  const assetsCard = assetsSummary ?? <AssetsSummary assetsHref={assetsHref} format={number} />;

  return (
    <Page title={t("inventory.overview.title")} description={t("inventory.overview.intro")}>
      {/* Each card loads on its own, so neither waits for the other's answer. */}
      <div className={css.grid}>
        <Card
          className={css.peopleCard}
          title={t("inventory.overview.peopleTitle")}
          actions={<Link href={peopleHref}>{t("inventory.overview.viewPeople")}</Link>}
        >
          {overview.status === "error" ? (
            <ErrorBanner message={peopleFailure(overview.error, t)} onRetry={() => void overview.refetch()} />
          ) : !data ? (
            <Spinner label={t("common.loading")} />
          ) : data.peopleCount === 0 ? (
            <EmptyState
              compact
              headingLevel={3}
              title={t("inventory.overview.noPeople")}
              description={t("inventory.overview.noPeopleHint")}
              action={<Link href={peopleHref}>{t("inventory.overview.addPeople")}</Link>}
            />
          ) : (
            <PeopleSummary data={data} peopleHref={peopleHref} format={number} />
          )}
        </Card>
        <div className={css.assetsSlot}>{assetsCard}</div>
      </div>
      {figures.status === "error" ? (
        <ErrorBanner message={peopleFailure(figures.error, t)} onRetry={() => void figures.refetch()} />
      ) : (
        <InventoryCharts figures={figures.data} />
      )}
      {several && (
        <Card
          title={t("inventory.overview.organizationsTitle")}
          description={t("inventory.overview.organizationsIntro")}
        >
          {all.status === "error" ? (
            <ErrorBanner message={peopleFailure(all.error, t)} onRetry={() => void all.refetch()} />
          ) : (
            <OrganizationsTable rows={all.data?.items} loading={all.isLoading} format={number} />
          )}
        </Card>
      )}
    </Page>
  );
}

function PeopleSummary({
  data,
  peopleHref,
  format,
}: {
  data: TenantOverview;
  peopleHref: string;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const scored = scoreRanges.reduce((sum, r) => sum + data.categories[r.category], 0);
  const unscored = Math.max(0, data.peopleCount - scored);
  return (
    <div className={css.summary}>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statLabel}>{t("inventory.overview.peopleCount")}</dt>
          <dd className={css.statValue}>{format(data.peopleCount)}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>{t("inventory.overview.averageScore")}</dt>
          <dd className={css.statValue}>
            <ScoreBadge score={data.averageScore} category={data.scoreCategory} digits={1} />
          </dd>
        </div>
      </dl>
      <section className={css.distribution} aria-labelledby={headingId}>
        <h3 id={headingId} className={css.subheading}>
          {t("inventory.overview.distribution")}
        </h3>
        {scored > 0 && (
          <div className={css.bar} aria-hidden="true">
            {scoreRanges.map((r) =>
              data.categories[r.category] > 0 ? (
                <span
                  key={r.category}
                  className={css.segments[r.category]}
                  style={{ flexGrow: data.categories[r.category] }}
                />
              ) : null,
            )}
          </div>
        )}
        <ul className={css.legend}>
          {[...scoreRanges].reverse().map((r) => {
            const count = data.categories[r.category];
            return (
              <li key={r.category} className={css.legendItem}>
                <span className={css.swatches[r.category]} aria-hidden="true" />
                <Link href={peopleHrefFor(peopleHref, r.category)} className={css.legendLink}>
                  {t("inventory.overview.category", {
                    category: t(`score.category.${r.category}`),
                    min: String(r.min),
                    max: String(r.max),
                  })}
                </Link>
                <span className={css.legendCount}>
                  {t("inventory.overview.share", {
                    people: format(count),
                    percent: format(percent(count, scored)),
                  })}
                </span>
              </li>
            );
          })}
          {unscored > 0 && (
            <li className={css.legendItem}>
              <span className={css.swatchNone} aria-hidden="true" />
              <span className={css.legendLabel}>{t("inventory.overview.noScore")}</span>
              <span className={css.legendCount}>{format(unscored)}</span>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

function OrganizationsTable({
  rows,
  loading,
  format,
}: {
  rows: TenantOverview[] | undefined;
  loading: boolean;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const columns: TableColumn<TenantOverview>[] = [
    {
      key: "name",
      header: t("inventory.overview.columns.organization"),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.tenantName}
          {row.tenantId === session.tenantId && <span className={css.muted}> {t("inventory.overview.current")}</span>}
        </>
      ),
    },
    {
      key: "people",
      header: t("inventory.overview.columns.people"),
      align: "end",
      cell: (row) => format(row.peopleCount),
    },
    {
      key: "score",
      header: t("inventory.overview.columns.averageScore"),
      cell: (row) => <ScoreBadge score={row.averageScore} category={row.scoreCategory} digits={1} />,
    },
    {
      key: "actions",
      header: t("inventory.overview.columns.actions"),
      headerHidden: true,
      align: "end",
      cell: (row) =>
        row.tenantId === session.tenantId ? null : (
          <Button
            variant="secondary"
            className={css.smallButton}
            aria-label={t("inventory.overview.switchTo", { name: row.tenantName })}
            onClick={() => session.switchTenant(row.tenantId)}
          >
            {t("inventory.overview.switch")}
          </Button>
        ),
    },
  ];
  return (
    <Table
      caption={t("inventory.overview.organizationsTitle")}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.tenantId}
      loading={loading}
      empty={t("inventory.overview.noOrganizations")}
    />
  );
}
