import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { useToast } from "../../../components/Toast/Toaster";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { inventoryKeys, useDirectorySync, useDisconnectDirectory } from "../queries";
import {
  type DirectoryConnection,
  type DirectoryProvider,
  type PeopleImportReport,
  peopleFailure,
  providerLabel,
  translateMessage,
} from "../shared/people";
import { ConnectionStatus } from "./ConnectionStatus";
import * as css from "./DirectorySync.css";
import { GoogleConnectionForm } from "./GoogleConnectionForm";
import { MicrosoftConnectionForm } from "./MicrosoftConnectionForm";
import { SyncResult } from "./SyncResult";

/** Props of {@link ProviderCard}. */
export interface ProviderCardProps {
  provider: DirectoryProvider;
  /** The stored connection, or a not-configured one. */
  connection: DirectoryConnection;
  /** May change the credentials and disconnect (ManageOrganization). */
  canManage: boolean;
  /** May sync now (CrudInventory). */
  canSync: boolean;
  /** Called after a sync changed people, with what changed. */
  onSynced: ((provider: DirectoryProvider, report: PeopleImportReport) => void) | undefined;
}

/**
 * One provider's card: connected or not, the connection's status, Sync now / Replace credentials
 * / Disconnect (after confirmation) for those allowed, the sync's outcome, and the credentials
 * form — open at first while nothing is connected, and on "Replace credentials" afterwards.
 */
export function ProviderCard({ provider, connection, canManage, canSync, onSynced }: ProviderCardProps) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const session = useSession();
  const toast = useToast();
  const [editing, setEditing] = useState(!connection.configured);
  const [disconnecting, setDisconnecting] = useState(false);
  const [result, setResult] = useState<PeopleImportReport | null>(null);
  const [syncFailure, setSyncFailure] = useState<string | null>(null);
  const name = providerLabel(t, provider);

  useEffect(() => {
    if (!connection.configured) setEditing(true);
  }, [connection.configured]);

  const sync = useDirectorySync();
  const disconnect = useDisconnectDirectory();

  const refresh = () => invalidate(runtime, inventoryKeys.directory(session.tenantId));

  const onSync = async () => {
    setResult(null);
    setSyncFailure(null);
    const report = await sync.mutate(provider);
    if (report) {
      setResult(report);
      onSynced?.(provider, report);
      await Promise.all([refresh(), invalidate(runtime, inventoryKeys.people(session.tenantId))]);
      return;
    }
    await refresh();
  };

  // After a failed sync the reason is the connection's lastSyncError (the API stores it there).
  useEffect(() => {
    if (sync.status !== "error") return;
    setSyncFailure(
      connection.lastSyncError ? translateMessage(connection.lastSyncError, t) : peopleFailure(sync.error, t),
    );
  }, [sync.status, sync.error, connection.lastSyncError, t]);

  const onDisconnect = async () => {
    if (!(await disconnect.mutate(provider))) return;
    setDisconnecting(false);
    setResult(null);
    toast.show({ variant: "success", message: t("inventory.directory.disconnected", { provider: name }) });
    await refresh();
  };

  const closeForm = connection.configured ? () => setEditing(false) : undefined;

  return (
    <Card
      title={name}
      description={t(`inventory.directory.${provider}.description`)}
      actions={
        connection.configured ? (
          <Badge tone="success">{t("inventory.directory.connected")}</Badge>
        ) : (
          <Badge>{t("inventory.directory.notConnected")}</Badge>
        )
      }
    >
      <div className={css.body}>
        {connection.configured && <ConnectionStatus connection={connection} />}

        {connection.configured && (canSync || canManage) && (
          <div className={css.actions}>
            {canSync && (
              <Button loading={sync.status === "pending"} onClick={onSync}>
                {sync.status === "pending"
                  ? t("inventory.people.sync.running", { provider: name })
                  : t("inventory.directory.syncNow")}
              </Button>
            )}
            {canManage && !editing && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t("inventory.directory.replace")}
              </Button>
            )}
            {canManage && (
              <Button
                variant="secondary"
                onClick={() => {
                  disconnect.reset();
                  setDisconnecting(true);
                }}
              >
                {t("inventory.directory.disconnect")}
              </Button>
            )}
          </div>
        )}

        <SyncResult
          provider={provider}
          report={result}
          failure={syncFailure}
          onDismissFailure={() => setSyncFailure(null)}
        />

        {canManage &&
          editing &&
          (provider === "google" ? (
            <GoogleConnectionForm connection={connection} onCancel={closeForm} />
          ) : (
            <MicrosoftConnectionForm connection={connection} onCancel={closeForm} />
          ))}
        {!canManage && !connection.configured && <p className={css.muted}>{t("inventory.directory.askAdmin")}</p>}
      </div>
      <ConfirmDialog
        open={disconnecting}
        title={t("inventory.directory.disconnectTitle", { provider: name })}
        confirmLabel={t("inventory.directory.disconnect")}
        busy={disconnect.status === "pending"}
        onCancel={() => setDisconnecting(false)}
        onConfirm={onDisconnect}
        error={disconnect.status === "error" && <ErrorBanner message={peopleFailure(disconnect.error, t)} />}
      >
        <p className={css.text}>{t("inventory.directory.disconnectBody", { provider: name })}</p>
      </ConfirmDialog>
    </Card>
  );
}
