import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { Modal } from "../../../components/Modal/Modal";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { dnsHistory, useDnsRecords } from "../queries";
import { DNS_RECORD_TYPES, type DnsRecordType } from "../shared/assets";
import * as css from "./AssetDetail.css";
import { HistoryTable } from "./HistoryTable";

type DnsRecordSet = Schema<"DnsRecordSet">;
type DnsRecordHistoryEntry = Schema<"DnsRecordHistoryEntry">;

/** The values of a record set, one per line, or "No records". */
function Values({ values }: { values: readonly string[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return <span className={parts.muted}>{t("inventory.assets.dns.noRecords")}</span>;
  return (
    <ul className={css.values}>
      {values.map((value) => (
        <li key={value}>
          <code className={css.code}>{value}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The asset's current A, AAAA, MX, NS, SOA and TXT records with when each last changed, and per
 * type a paged history of the values it has had.
 */
export function DnsRecordsTab({ assetId, baseKey }: { assetId: string; baseKey: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const [history, setHistory] = useState<DnsRecordType | null>(null);
  const query = useDnsRecords(baseKey, assetId);

  if (query.status === "error") return <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  if (query.data.checkedAt === null) {
    return (
      <EmptyState
        compact
        headingLevel={3}
        title={t("inventory.assets.dns.notChecked")}
        description={t("inventory.assets.dns.notCheckedHint")}
      />
    );
  }

  const byType = new Map(query.data.records.map((record) => [record.type, record]));
  // Every type in the product's order, even those the answer left out.
  const rows: DnsRecordSet[] = DNS_RECORD_TYPES.map(
    (type) => byType.get(type) ?? { type, values: [], changedAt: null },
  );
  const columns: TableColumn<DnsRecordSet>[] = [
    { key: "type", header: t("inventory.assets.dns.columns.type"), rowHeader: true, cell: (row) => row.type },
    { key: "values", header: t("inventory.assets.dns.columns.values"), cell: (row) => <Values values={row.values} /> },
    {
      key: "changedAt",
      header: t("inventory.assets.dns.columns.changedAt"),
      cell: (row) =>
        row.changedAt ? (
          <time className={css.nowrap} dateTime={row.changedAt}>
            {formatDateTime(row.changedAt, i18n.language)}
          </time>
        ) : (
          <span className={parts.muted}>{t("inventory.assets.none")}</span>
        ),
    },
    {
      key: "history",
      header: t("inventory.assets.dns.columns.history"),
      headerHidden: true,
      align: "end",
      cell: (row) => (
        <Button
          className={parts.smallButton}
          variant="secondary"
          aria-label={t("inventory.assets.dns.historyFor", { type: row.type })}
          onClick={() => setHistory(row.type)}
        >
          {t("inventory.assets.dns.history")}
        </Button>
      ),
    },
  ];

  return (
    <div className={css.tabBody}>
      <p className={parts.muted}>
        {t("inventory.assets.dns.checkedAt", { date: formatDateTime(query.data.checkedAt, i18n.language) })}
      </p>
      <Table
        caption={t("inventory.assets.dns.caption")}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => row.type}
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
  const columns: TableColumn<DnsRecordHistoryEntry>[] = [
    { key: "values", header: t("inventory.assets.dns.columns.values"), cell: (row) => <Values values={row.values} /> },
  ];
  return (
    <HistoryTable
      caption={t("inventory.assets.dns.historyTitle", { type })}
      columns={columns}
      queryKey={[...baseKey, "dns-history", type]}
      load={(rt, page) => dnsHistory(rt, assetId, type, page)}
      pagesLabel={t("inventory.assets.history.pages")}
    />
  );
}
