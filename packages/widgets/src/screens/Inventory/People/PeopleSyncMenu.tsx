import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Menu, type MenuItem } from "../../../components/Menu/Menu";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { invalidate } from "../../../data/hooks";
import { useRuntime } from "../../../data/session";
import { inventoryKeys, useDirectoryConnections, useDirectorySync } from "../queries";
import { summaryText } from "../shared/ImportSummary";
import {
  DIRECTORY_PROVIDERS,
  type DirectoryConnection,
  type DirectoryProvider,
  peopleFailure,
  providerLabel,
  translateMessage,
} from "../shared/people";
import * as css from "./People.css";

/** Props of {@link PeopleSyncMenu}. */
export interface PeopleSyncMenuProps {
  tenantId: string | null;
  /** Where "Directory sync settings" leads. */
  directorySyncHref: string;
  /** After a sync changed people. */
  onSynced: () => void;
}

/**
 * The "Sync" menu of the people page: "Sync now with …" for each configured directory, then the
 * settings (or "Set up directory sync" when none is). The outcome is a toast: what changed, or
 * the seeds' "Sync with google failed" with the reason stored on the connection.
 */
export function PeopleSyncMenu({ tenantId, directorySyncHref, onSynced }: PeopleSyncMenuProps) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const toast = useToast();
  const connections = useDirectoryConnections(tenantId, true);
  const sync = useDirectorySync();
  const [syncing, setSyncing] = useState<DirectoryProvider | null>(null);

  const onSync = async (provider: DirectoryProvider) => {
    setSyncing(provider);
    const report = await sync.mutate(provider);
    setSyncing(null);
    if (report) {
      toast.show({
        variant: "success",
        title: t("inventory.people.sync.done", { provider: providerLabel(t, provider) }),
        message: summaryText(report, t),
      });
      onSynced();
      return;
    }
    // The reason is stored on the connection (seeds: "Sync with google failed").
    await invalidate(runtime, inventoryKeys.directory(tenantId));
    const failed = (
      runtime.queryClient.getQueryData(inventoryKeys.directory(tenantId)) as
        | { items: DirectoryConnection[] }
        | undefined
    )?.items.find((c) => c.provider === provider);
    toast.show({
      variant: "error",
      title: t(
        provider === "google"
          ? "inventory.people.messages.syncGoogleFailed"
          : "inventory.people.messages.syncMicrosoftFailed",
      ),
      message: failed?.lastSyncError ? translateMessage(failed.lastSyncError, t) : peopleFailure(sync.error, t),
    });
  };

  const configured = (connections.data?.items ?? []).filter((c) => c.configured).map((c) => c.provider);
  const items: MenuItem[] = [
    ...DIRECTORY_PROVIDERS.filter((p) => configured.includes(p)).map((provider) => ({
      key: provider,
      label: t("inventory.people.sync.now", { provider: providerLabel(t, provider) }),
      onSelect: () => void onSync(provider),
    })),
    ...(configured.length > 0 ? [{ key: "sep", separator: true as const }] : []),
    {
      key: "settings",
      label: configured.length > 0 ? t("inventory.people.sync.settings") : t("inventory.people.sync.setUp"),
      href: directorySyncHref,
    },
  ];

  return (
    <Menu
      align="end"
      triggerClassName={css.menuTrigger}
      trigger={
        syncing ? (
          <>
            <Spinner size="small" decorative />
            {t("inventory.people.sync.running", { provider: providerLabel(t, syncing) })}
          </>
        ) : (
          <>
            {t("inventory.people.sync.button")}
            <span aria-hidden="true">▾</span>
          </>
        )
      }
      items={syncing ? [] : items}
    />
  );
}
