import type { Schema } from "@bulwark/client";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { formatDateTime } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { ipHistory, useIpInfo } from "../queries";
import { countryName } from "../shared/assets";
import * as css from "./AssetDetail.css";
import { HistoryTable } from "./HistoryTable";

type IpInfo = Schema<"IpInfo">;

/** Where the IP-to-ASN data comes from and its licence, linked from the attribution line. */
const DBIP_URL = "https://db-ip.com";
const CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/";
type IpInfoHistoryEntry = Schema<"IpInfoHistoryEntry">;

/**
 * The columns every IP info table shares: address, reverse DNS, ASN, AS organisation, country.
 * Each is one line; a cut value (several reverse names, a long organisation) shows whole on hover
 * and focus.
 */
function useIpColumns<Row extends IpInfo>(): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const none = t("inventory.assets.none");
  const muted = <span className={parts.muted}>{none}</span>;
  const country = (row: Row) =>
    row.country === null ? none : `${countryName(row.country, i18n.language)} (${row.country.toUpperCase()})`;
  return [
    {
      id: "ip",
      header: t("inventory.assets.ip.columns.ip"),
      primary: true,
      // An address is read whole: room for an IPv4 address (an IPv6 one is cut, whole on hover).
      width: 150,
      text: (row) => row.ip,
      cell: (row) => <code className={css.code}>{row.ip}</code>,
    },
    {
      id: "reverseDns",
      header: t("inventory.assets.ip.columns.reverseDns"),
      text: (row) => (row.reverseDns.length === 0 ? none : row.reverseDns.join(", ")),
      cell: (row) =>
        row.reverseDns.length === 0 ? muted : <code className={css.code}>{row.reverseDns.join(", ")}</code>,
    },
    {
      id: "asn",
      header: t("inventory.assets.ip.columns.asn"),
      width: 96,
      text: (row) => (row.asn === null ? none : `AS${row.asn}`),
      cell: (row) => (row.asn === null ? muted : `AS${row.asn}`),
    },
    {
      id: "asOrganization",
      header: t("inventory.assets.ip.columns.asOrganization"),
      text: (row) => row.asOrganization ?? none,
      cell: (row) => row.asOrganization ?? muted,
    },
    {
      id: "country",
      header: t("inventory.assets.ip.columns.country"),
      text: country,
      cell: (row) => (row.country === null ? muted : country(row)),
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

  if (query.data?.checkedAt === null) {
    return <EmptyState compact headingLevel={3} title={t("inventory.assets.ip.notDiscovered")} />;
  }
  return (
    <div className={css.tabBody}>
      {query.data?.checkedAt && (
        <p className={parts.muted}>
          {t("inventory.assets.ip.checkedAt", { date: formatDateTime(query.data.checkedAt, i18n.language) })}
        </p>
      )}
      <DataTable<IpInfo>
        label={t("inventory.assets.ip.caption")}
        // Five short columns fit the reading width: nothing to hide, so no Columns menu.
        columns={columns.map((column) => ({ ...column, hideable: false }))}
        rows={query.data?.items}
        getRowId={(row) => row.ip}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        skeletonRows={2}
        empty={{ title: t("inventory.assets.ip.noAddresses") }}
      />
      {query.data && (
        <>
          <IpHistory assetId={assetId} baseKey={baseKey} />
          <IpDataAttribution />
        </>
      )}
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
  // Reverse names and the organisation are the longest values: shown on demand (Columns), so the
  // address and the dates keep their room.
  const columns = useIpColumns<IpInfoHistoryEntry>().map((column) =>
    column.id === "asOrganization" || column.id === "reverseDns" ? { ...column, hiddenByDefault: true } : column,
  );
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
      />
    </section>
  );
}
