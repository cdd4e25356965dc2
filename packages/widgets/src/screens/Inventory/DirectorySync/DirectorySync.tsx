import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { FeatureNotEnabled } from "../../../components/FeatureNotEnabled/FeatureNotEnabled";
import { formatDateTime } from "../../../components/format";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  ScreenHeader,
  TextAreaField,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import {
  inventoryKeys,
  useDirectoryConnections,
  useDirectorySync,
  useDisconnectDirectory,
  useSaveDirectoryConnection,
} from "../queries";
import { ImportSummary } from "../shared/ImportSummary";
import {
  canEditPeople,
  canManageDirectory,
  DIRECTORY_PROVIDERS,
  type DirectoryConnection,
  type DirectoryProvider,
  fieldErrors,
  isFeatureNotEnabled,
  isValidEmail,
  type PeopleImportReport,
  peopleFailure,
  providerLabel,
  translateMessage,
} from "../shared/people";
import * as css from "./DirectorySync.css";

/** Props of {@link DirectorySync}. */
export interface DirectorySyncProps {
  /** Address the Contact Us button writes to when the organisation lacks the inventory feature. */
  contactEmail?: string;
  /** Called after a sync changed people, with what changed. */
  onSynced?: (provider: DirectoryProvider, report: PeopleImportReport) => void;
}

/**
 * Google Workspace and Microsoft 365 connections of the active organisation: whether each is
 * connected, as whom, its last sync (time, status, error) and whether it deletes people who left
 * the directory. Organisation admins (ManageOrganization) paste the credentials (a service
 * account's JSON key and an admin's email; a directory id, client id and client secret), which
 * are stored encrypted and never shown again, and disconnect. People who keep the inventory
 * (CrudInventory) sync now and see what changed, or why it failed.
 */
function DirectorySyncScreen({ contactEmail = "", onSynced }: DirectorySyncProps) {
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
    <div className={css.page}>
      <ScreenHeader title={t("inventory.directory.title")} intro={t("inventory.directory.intro")} />
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
              connection={
                query.data?.items.find((c) => c.provider === provider) ?? {
                  provider,
                  configured: false,
                  account: null,
                  deleteMissing: false,
                  lastSyncAt: null,
                  lastSyncStatus: null,
                  lastSyncError: null,
                  updatedAt: null,
                }
              }
              canManage={canManage}
              canSync={canSync}
              onSynced={onSynced}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface ProviderCardProps {
  provider: DirectoryProvider;
  connection: DirectoryConnection;
  canManage: boolean;
  canSync: boolean;
  onSynced: DirectorySyncProps["onSynced"];
}

function ProviderCard({ provider, connection, canManage, canSync, onSynced }: ProviderCardProps) {
  const { t, i18n } = useTranslation();
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

  const failedTitle = t(
    provider === "google"
      ? "inventory.people.messages.syncGoogleFailed"
      : "inventory.people.messages.syncMicrosoftFailed",
  );

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
        {connection.configured && (
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
        )}

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

        {result && (
          <section className={css.result} aria-label={t("inventory.people.sync.done", { provider: name })}>
            <p className={css.resultTitle} role="status">
              {t("inventory.people.sync.done", { provider: name })}
            </p>
            <ImportSummary report={result} headingLevel={4} />
          </section>
        )}
        {syncFailure && (
          <ErrorBanner message={`${failedTitle}: ${syncFailure}`} onDismiss={() => setSyncFailure(null)} />
        )}

        {canManage && editing && (
          <ConnectionForm
            provider={provider}
            connection={connection}
            onCancel={connection.configured ? () => setEditing(false) : undefined}
          />
        )}
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

interface GoogleValues {
  serviceAccountKey: string;
  adminEmail: string;
  customer: string;
  deleteMissing: boolean;
}
interface MicrosoftValues {
  directoryId: string;
  clientId: string;
  clientSecret: string;
  deleteMissing: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CUSTOMER = /^[A-Za-z0-9_]+$/;

/** Whether `text` looks like a Google service account's JSON key (the server checks it for real). */
export function isServiceAccountKey(text: string): boolean {
  try {
    const key = JSON.parse(text) as Record<string, unknown>;
    return typeof key.client_email === "string" && typeof key.private_key === "string";
  } catch {
    return false;
  }
}

/**
 * The credentials of one provider. Secrets are write-only: the form starts empty, and once a
 * connection exists their hint says one is stored and typing a new one replaces it.
 */
function ConnectionForm({
  provider,
  connection,
  onCancel,
}: {
  provider: DirectoryProvider;
  connection: DirectoryConnection;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const session = useSession();
  const toast = useToast();
  const [google, setGoogle] = useState<GoogleValues>({
    serviceAccountKey: "",
    adminEmail: "",
    customer: "",
    deleteMissing: connection.deleteMissing,
  });
  const [microsoft, setMicrosoft] = useState<MicrosoftValues>({
    directoryId: "",
    clientId: "",
    clientSecret: "",
    deleteMissing: connection.deleteMissing,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = connection.configured;
  const name = providerLabel(t, provider);

  const save = useSaveDirectoryConnection();

  const required = (field: string) => t("validation.fieldRequired", { field });

  const validate = (): Record<string, string> => {
    const out: Record<string, string> = {};
    if (provider === "google") {
      const key = google.serviceAccountKey.trim();
      if (!key) out.serviceAccountKey = required(t("inventory.directory.google.key"));
      else if (!isServiceAccountKey(key)) out.serviceAccountKey = t("inventory.directory.google.keyInvalid");
      const email = google.adminEmail.trim();
      if (!email) out.adminEmail = required(t("inventory.directory.google.adminEmail"));
      else if (!isValidEmail(email)) out.adminEmail = t("validation.invalidEmail");
      if (google.customer.trim() && !CUSTOMER.test(google.customer.trim()))
        out.customer = t("inventory.directory.google.customerInvalid");
    } else {
      const directory = microsoft.directoryId.trim();
      if (!directory) out.directoryId = required(t("inventory.directory.microsoft.directoryId"));
      else if (directory.length < 3) out.directoryId = t("inventory.directory.microsoft.directoryIdInvalid");
      const client = microsoft.clientId.trim();
      if (!client) out.clientId = required(t("inventory.directory.microsoft.clientId"));
      else if (!UUID.test(client)) out.clientId = t("inventory.directory.microsoft.clientIdInvalid");
      if (!microsoft.clientSecret) out.clientSecret = required(t("inventory.directory.microsoft.clientSecret"));
    }
    return out;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate(
      provider === "google"
        ? {
            provider,
            body: {
              serviceAccountKey: google.serviceAccountKey.trim(),
              adminEmail: google.adminEmail.trim(),
              customer: google.customer.trim() || "my_customer",
              deleteMissing: google.deleteMissing,
            },
          }
        : {
            provider,
            body: {
              directoryId: microsoft.directoryId.trim(),
              clientId: microsoft.clientId.trim(),
              clientSecret: microsoft.clientSecret,
              deleteMissing: microsoft.deleteMissing,
            },
          },
    );
    if (!saved) return;
    // Secrets never stay on the page once stored.
    setGoogle((v) => ({ ...v, serviceAccountKey: "" }));
    setMicrosoft((v) => ({ ...v, clientSecret: "" }));
    toast.show({ variant: "success", message: t("inventory.directory.saved", { provider: name }) });
    // The form stays open, its secret fields empty and marked as stored.
    await invalidate(runtime, inventoryKeys.directory(session.tenantId));
  };

  useEffect(() => {
    if (save.status !== "error") return;
    const byField = fieldErrors(save.error, t);
    if (toApiError(save.error).statusCode === 422 && Object.keys(byField).length > 0) setErrors(byField);
  }, [save.status, save.error, t]);
  const bannerShown =
    save.status === "error" &&
    !(toApiError(save.error).statusCode === 422 && Object.keys(fieldErrors(save.error, t)).length > 0);

  const storedHint = stored ? t("inventory.directory.secretStored") : undefined;

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("inventory.directory.formLabel", { provider: name })}
    >
      <details className={css.help}>
        <summary>{t("inventory.directory.howTo")}</summary>
        <ol className={css.steps}>
          {(provider === "google"
            ? [
                t("inventory.directory.google.step1"),
                t("inventory.directory.google.step2"),
                t("inventory.directory.google.step3"),
              ]
            : [
                t("inventory.directory.microsoft.step1"),
                t("inventory.directory.microsoft.step2"),
                t("inventory.directory.microsoft.step3"),
              ]
          ).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      {bannerShown && <ErrorBanner message={peopleFailure(save.error, t)} onDismiss={save.reset} />}
      {provider === "google" ? (
        <>
          <TextAreaField
            label={t("inventory.directory.google.key")}
            name="serviceAccountKey"
            required
            spellCheck={false}
            autoComplete="off"
            placeholder={stored ? t("inventory.directory.secretPlaceholder") : '{ "type": "service_account", … }'}
            hint={storedHint ?? t("inventory.directory.google.keyHint")}
            value={google.serviceAccountKey}
            error={errors.serviceAccountKey}
            onChange={(event) => setGoogle((v) => ({ ...v, serviceAccountKey: event.target.value }))}
          />
          <TextField
            label={t("inventory.directory.google.adminEmail")}
            name="adminEmail"
            type="email"
            required
            autoComplete="off"
            hint={t("inventory.directory.google.adminEmailHint")}
            value={google.adminEmail}
            error={errors.adminEmail}
            onChange={(event) => setGoogle((v) => ({ ...v, adminEmail: event.target.value }))}
          />
          <TextField
            label={t("inventory.directory.google.customer")}
            name="customer"
            autoComplete="off"
            placeholder="my_customer"
            hint={t("inventory.directory.google.customerHint")}
            value={google.customer}
            error={errors.customer}
            onChange={(event) => setGoogle((v) => ({ ...v, customer: event.target.value }))}
          />
          <Checkbox
            label={t("inventory.directory.deleteMissingLabel", { provider: name })}
            checked={google.deleteMissing}
            onChange={(event) => setGoogle((v) => ({ ...v, deleteMissing: event.target.checked }))}
          />
        </>
      ) : (
        <>
          <TextField
            label={t("inventory.directory.microsoft.directoryId")}
            name="directoryId"
            required
            autoComplete="off"
            spellCheck={false}
            hint={t("inventory.directory.microsoft.directoryIdHint")}
            value={microsoft.directoryId}
            error={errors.directoryId}
            onChange={(event) => setMicrosoft((v) => ({ ...v, directoryId: event.target.value }))}
          />
          <TextField
            label={t("inventory.directory.microsoft.clientId")}
            name="clientId"
            required
            autoComplete="off"
            spellCheck={false}
            hint={t("inventory.directory.microsoft.clientIdHint")}
            value={microsoft.clientId}
            error={errors.clientId}
            onChange={(event) => setMicrosoft((v) => ({ ...v, clientId: event.target.value }))}
          />
          <PasswordField
            label={t("inventory.directory.microsoft.clientSecret")}
            name="clientSecret"
            required
            autoComplete="off"
            placeholder={stored ? t("inventory.directory.secretPlaceholder") : undefined}
            hint={storedHint ?? t("inventory.directory.microsoft.clientSecretHint")}
            value={microsoft.clientSecret}
            error={errors.clientSecret}
            onChange={(event) => setMicrosoft((v) => ({ ...v, clientSecret: event.target.value }))}
          />
          <Checkbox
            label={t("inventory.directory.deleteMissingLabel", { provider: name })}
            checked={microsoft.deleteMissing}
            onChange={(event) => setMicrosoft((v) => ({ ...v, deleteMissing: event.target.checked }))}
          />
        </>
      )}
      <div className={css.actions}>
        <Button type="submit" loading={save.status === "pending"}>
          {stored ? t("inventory.directory.saveReplace") : t("inventory.directory.connect")}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("inventory.directory.close")}
          </Button>
        )}
      </div>
    </form>
  );
}

export const DirectorySync = withToasts(DirectorySyncScreen);
