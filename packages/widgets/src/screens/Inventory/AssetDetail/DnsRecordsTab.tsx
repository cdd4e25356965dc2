import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { formatDateTime } from "../../../components/format";
import { Modal } from "../../../components/Modal/Modal";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { dnsHistory, useDnsRecords } from "../queries";
import { DNS_RECORD_TYPES, type DnsRecordType } from "../shared/assets";
import * as css from "./AssetDetail.css";
import { HistoryTable } from "./HistoryTable";

type DnsRecordSet = Schema<"DnsRecordSet">;
type DnsRecordHistoryEntry = Schema<"DnsRecordHistoryEntry">;

/** The values of a record set on one line (the full list on hover and focus), or "No records". */
function valuesColumn<Row extends { values: readonly string[] }>(header: string, none: string): DataTableColumn<Row> {
  return {
    id: "values",
    header,
    text: (row) => (row.values.length === 0 ? none : row.values.join(", ")),
    cell: (row) =>
      row.values.length === 0 ? (
        <span className={parts.muted}>{none}</span>
      ) : (
        <code className={css.code}>{row.values.join(", ")}</code>
      ),
  };
}

/**
 * The asset's current A, AAAA, MX, NS, SOA and TXT records with when each last changed, and per
 * type a paged history of the values it has had (the row's History action).
 */
export function DnsRecordsTab({ assetId, baseKey }: { assetId: string; baseKey: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const [history, setHistory] = useState<DnsRecordType | null>(null);
  const query = useDnsRecords(baseKey, assetId);

  if (query.data?.checkedAt === null) {
    return (
      <EmptyState
        compact
        headingLevel={3}
        title={t("inventory.assets.dns.notChecked")}
        description={t("inventory.assets.dns.notCheckedHint")}
      />
    );
  }

  const byType = new Map((query.data?.records ?? []).map((record) => [record.type, record]));
  // Every type in the product's order, even those the answer left out.
  const rows: DnsRecordSet[] | undefined = query.data
    ? DNS_RECORD_TYPES.map((type) => byType.get(type) ?? { type, values: [], changedAt: null })
    : undefined;
  const none = t("inventory.assets.none");
  const columns: DataTableColumn<DnsRecordSet>[] = [
    { id: "type", header: t("inventory.assets.dns.columns.type"), primary: true, width: 88, cell: (row) => row.type },
    // Three columns fit the reading width: nothing to hide, so no Columns menu.
    {
      ...valuesColumn<DnsRecordSet>(t("inventory.assets.dns.columns.values"), t("inventory.assets.dns.noRecords")),
      hideable: false,
    },
    {
      id: "changedAt",
      header: t("inventory.assets.dns.columns.changedAt"),
      width: 170,
      align: "end",
      hideable: false,
      text: (row) => (row.changedAt ? formatDateTime(row.changedAt, i18n.language) : none),
      cell: (row) =>
        row.changedAt ? (
          <time dateTime={row.changedAt}>{formatDateTime(row.changedAt, i18n.language)}</time>
        ) : (
          <span className={parts.muted}>{none}</span>
        ),
    },
  ];

  return (
    <div className={css.tabBody}>
      {query.data?.checkedAt && (
        <p className={parts.muted}>
          {t("inventory.assets.dns.checkedAt", { date: formatDateTime(query.data.checkedAt, i18n.language) })}
        </p>
      )}
      <DataTable<DnsRecordSet>
        label={t("inventory.assets.dns.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.type}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        skeletonRows={DNS_RECORD_TYPES.length}
        onRowOpen={(row) => setHistory(row.type)}
        rowActions={(row) => [
          {
            key: "history",
            label: t("inventory.assets.dns.historyFor", { type: row.type }),
            onSelect: () => setHistory(row.type),
          },
        ]}
      />
      <Modal
        open={history !== null}
        onClose={() => setHistory(null)}
        title={t("inventory.assets.dns.historyTitle", { type: history ?? "" })}
        className={css.wideDialog}
      >
        {history && <DnsHistory assetId={assetId} type={history} baseKey={baseKey} />}
      </Modal>
    </div>
  );
}

function DnsHistory({ assetId, type, baseKey }: { assetId: string; type: DnsRecordType; baseKey: readonly unknown[] }) {
  const { t } = useTranslation();
  return (
    <HistoryTable<DnsRecordHistoryEntry>
      caption={t("inventory.assets.dns.historyTitle", { type })}
      columns={[valuesColumn(t("inventory.assets.dns.columns.values"), t("inventory.assets.dns.noRecords"))]}
      queryKey={[...baseKey, "dns-history", type]}
      load={(rt, page) => dnsHistory(rt, assetId, type, page)}
    />
  );
}
