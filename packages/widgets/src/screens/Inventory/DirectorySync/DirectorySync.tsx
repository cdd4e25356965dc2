import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FeatureNotEnabled } from "../../../components/FeatureNotEnabled/FeatureNotEnabled";
import { Page, type PageProps } from "../../../components/Page/Page";
import { NoOrganization, ReadOnlyNotice, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { useDirectoryConnections } from "../queries";
import {
  canEditPeople,
  canManageDirectory,
  DIRECTORY_PROVIDERS,
  type DirectoryConnection,
  type DirectoryProvider,
  isFeatureNotEnabled,
  type PeopleImportReport,
  peopleFailure,
} from "../shared/people";
import * as css from "./DirectorySync.css";
import { ProviderCard } from "./ProviderCard";

export { isServiceAccountKey } from "./validation";

/** Props of {@link DirectorySync}. */
export interface DirectorySyncProps {
  /** Address the Contact Us button writes to when the organisation lacks the inventory feature. */
  contactEmail?: string;
  /** Called after a sync changed people, with what changed. */
  onSynced?: (provider: DirectoryProvider, report: PeopleImportReport) => void;
  /** Link tabs under the title to sibling pages (the web app's People / Directory sync). */
  tabs?: PageProps["tabs"];
}

/** What a provider the organisation never connected looks like. */
const notConnected = (provider: DirectoryProvider): DirectoryConnection => ({
  provider,
  configured: false,
  account: null,
  deleteMissing: false,
  lastSyncAt: null,
  lastSyncStatus: null,
  lastSyncError: null,
  updatedAt: null,
});

/**
 * Google Workspace and Microsoft 365 connections of the active organisation, one card each
 * (`ProviderCard`): whether it is connected, as whom, its last sync and whether it deletes people
 * who left the directory. Organisation admins (ManageOrganization) paste the credentials
 * (`GoogleConnectionForm`, `MicrosoftConnectionForm`), which are stored encrypted and never shown
 * again, and disconnect. People who keep the inventory (CrudInventory) sync now and see what
 * changed, or why it failed (`SyncResult`).
 */
function DirectorySyncScreen({ contactEmail = "", onSynced, tabs }: DirectorySyncProps) {
  const { t } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "inventory");
  const query = useDirectoryConnections(tenantId, ready);

  if (session.status === "loading") return <Spinner />;
  if (!tenantId) return <NoOrganization />;
  if (lacksFeature(session, "inventory") || (query.status === "error" && isFeatureNotEnabled(query.error))) {
    return <FeatureNotEnabled contactEmail={contactEmail} feature="inventory" />;
  }
  const canManage = canManageDirectory(session) && !session.embedded;
  const canSync = canEditPeople(session) && !session.embedded;

  return (
    <Page
      title={t("inventory.directory.title")}
      description={t("inventory.directory.intro")}
      width="reading"
      tabs={tabs}
    >
      {!canManage && <ReadOnlyNotice reason={t("inventory.directory.readOnly")} />}
      {query.status === "error" ? (
        <ErrorBanner message={peopleFailure(query.error, t)} onRetry={() => void query.refetch()} />
      ) : query.isLoading || !query.data ? (
        <Spinner label={t("common.loading")} />
      ) : (
        <div className={css.cards}>
          {DIRECTORY_PROVIDERS.map((provider) => (
            <ProviderCard
              key={provider}
              provider={provider}
              connection={query.data?.items.find((c) => c.provider === provider) ?? notConnected(provider)}
              canManage={canManage}
              canSync={canSync}
              onSynced={onSynced}
            />
          ))}
        </div>
      )}
    </Page>
  );
}

export const DirectorySync = withToasts(DirectorySyncScreen);
