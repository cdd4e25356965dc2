import type { Schema } from "@bulwark/client";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { ipHistory, useIpInfo } from "../queries";
import { countryName } from "../shared/assets";
import * as css from "./AssetDetail.css";
import { HistoryTable } from "./HistoryTable";

type IpInfo = Schema<"IpInfo">;

/** Where the IP-to-ASN data comes from and its licence, linked from the attribution line. */
const DBIP_URL = "https://db-ip.com";
const CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/";
type IpInfoHistoryEntry = Schema<"IpInfoHistoryEntry">;

/** The columns every IP info table shares: address, reverse DNS, ASN, AS organisation, country. */
function useIpColumns<Row extends IpInfo>(): TableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const none = <span className={parts.muted}>{t("inventory.assets.none")}</span>;
  return [
    {
      key: "ip",
      header: t("inventory.assets.ip.columns.ip"),
      rowHeader: true,
      // An address is read whole: never broken across lines.
      cell: (row) => <code className={`${css.code} ${css.nowrap}`}>{row.ip}</code>,
    },
    {
      key: "reverseDns",
      header: t("inventory.assets.ip.columns.reverseDns"),
      cell: (row) =>
        row.reverseDns.length === 0 ? (
          none
        ) : (
          <ul className={css.values}>
            {row.reverseDns.map((name) => (
              <li key={name}>
                <code className={css.code}>{name}</code>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: "asn",
      header: t("inventory.assets.ip.columns.asn"),
      cell: (row) => (row.asn === null ? none : `AS${row.asn}`),
    },
    {
      key: "asOrganization",
      header: t("inventory.assets.ip.columns.asOrganization"),
      cell: (row) => row.asOrganization ?? none,
    },
    {
      key: "country",
      header: t("inventory.assets.ip.columns.country"),
      cell: (row) =>
        row.country === null ? (
          none
        ) : (
          <span className={css.nowrap}>
            {countryName(row.country, i18n.language)} ({row.country.toUpperCase()})
          </span>
        ),
    },
  ];
}

/**
 * Reverse DNS, ASN, AS organisation and country of the asset's addresses, with the history of
 * what they have been, and the attribution the data's licence asks for. Before the first lookup:
 * "IP address info hasn't been discovered yet".
 */
export function IpInfoTab({ assetId, baseKey }: { assetId: string; baseKey: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const query = useIpInfo(baseKey, assetId);
  const columns = useIpColumns<IpInfo>();

  if (query.status === "error") return <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  if (query.data.checkedAt === null) {
    return <EmptyState compact headingLevel={3} title={t("inventory.assets.ip.notDiscovered")} />;
  }
  return (
    <div className={css.tabBody}>
      <p className={parts.muted}>
        {t("inventory.assets.ip.checkedAt", { date: formatDateTime(query.data.checkedAt, i18n.language) })}
      </p>
      <Table
        caption={t("inventory.assets.ip.caption")}
        captionHidden
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row.ip}
        empty={<EmptyState compact headingLevel={null} title={t("inventory.assets.ip.noAddresses")} />}
      />
      <IpHistory assetId={assetId} baseKey={baseKey} />
      <IpDataAttribution />
    </div>
  );
}

/**
 * The ASN, AS organisation and country come from the offline ip-location-db databases (RouteViews
 * and DB-IP's IP to ASN Lite, CC BY 4.0), whose licence asks for attribution, with a link back to
 * DB-IP.com, wherever their results are shown.
 */
function IpDataAttribution() {
  return (
    <p className={css.muted}>
      <Trans
        i18nKey="inventory.assets.ip.attribution"
        components={{
          dbip: <Link href={DBIP_URL} target="_blank" rel="noopener noreferrer" />,
          license: <Link href={CC_BY_URL} target="_blank" rel="noopener noreferrer" />,
        }}
      />
    </p>
  );
}

function IpHistory({ assetId, baseKey }: { assetId: string; baseKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const columns = useIpColumns<IpInfoHistoryEntry>();
  return (
    <section className={css.tabBody} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.subheading}>
        {t("inventory.assets.ip.history")}
      </h3>
      <HistoryTable
        caption={t("inventory.assets.ip.history")}
        columns={columns}
        queryKey={[...baseKey, "ip-history"]}
        load={(rt, page) => ipHistory(rt, assetId, page)}
        pagesLabel={t("inventory.assets.ip.historyPages")}
      />
    </section>
  );
}
