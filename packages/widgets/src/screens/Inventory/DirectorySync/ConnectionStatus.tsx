import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { formatDateTime } from "../../../components/format";
import { type DirectoryConnection, translateMessage } from "../shared/people";
import * as css from "./DirectorySync.css";

/**
 * What a stored connection is: the account it acts as, its last sync (time and outcome, in words
 * as well as colour), the reason the last sync failed, and whether it deletes people who left the
 * directory. Never a secret: the API does not return them.
 */
export function ConnectionStatus({ connection }: { connection: DirectoryConnection }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={css.facts}>
      <div className={css.fact}>
        <dt>{t("inventory.directory.account")}</dt>
        <dd className={css.account}>{connection.account ?? "—"}</dd>
      </div>
      <div className={css.fact}>
        <dt>{t("inventory.directory.lastSync")}</dt>
        <dd>
          {connection.lastSyncAt ? (
            <>
              {formatDateTime(connection.lastSyncAt, i18n.language)}{" "}
              {connection.lastSyncStatus === "Failed" ? (
                <Badge tone="danger">{t("inventory.directory.status.Failed")}</Badge>
              ) : connection.lastSyncStatus === "Succeeded" ? (
                <Badge tone="success">{t("inventory.directory.status.Succeeded")}</Badge>
              ) : null}
            </>
          ) : (
            t("inventory.directory.never")
          )}
        </dd>
      </div>
      {connection.lastSyncStatus === "Failed" && connection.lastSyncError && (
        <div className={css.fact}>
          <dt>{t("inventory.directory.lastError")}</dt>
          <dd className={css.error}>{translateMessage(connection.lastSyncError, t)}</dd>
        </div>
      )}
      <div className={css.fact}>
        <dt>{t("inventory.directory.deleteMissing")}</dt>
        <dd>{connection.deleteMissing ? t("inventory.directory.yes") : t("inventory.directory.no")}</dd>
      </div>
    </dl>
  );
}
