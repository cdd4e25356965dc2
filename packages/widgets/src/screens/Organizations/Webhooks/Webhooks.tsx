import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import { formatDateTime } from "../../../components/format";
import { Page, type PageProps } from "../../../components/Page/Page";
import { ConfirmDialog, NoOrganization, ReadOnlyNotice, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog/SecretOnceDialog";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import {
  DOMAIN_EVENT_TYPES,
  type DomainEventType,
  type EndpointWithSecret,
  useCreateWebhook,
  useDeleteWebhook,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhookEndpoints,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "./queries";
import * as css from "./Webhooks.css";

/** Endpoints and deliveries shown per page. */
export const WEBHOOKS_PAGE_SIZE = 20;

/** Props of {@link Webhooks}. */
export interface WebhooksProps {
  /** Page size of the endpoint list and the delivery log; defaults to {@link WEBHOOKS_PAGE_SIZE}. */
  pageSize?: number;
  /** Page-level tabs under the title (the web app's organization sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
}

type Confirm = { kind: "remove" | "rotate"; endpoint: WebhookEndpoint } | null;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/**
 * The active organisation's webhooks: adding an endpoint (URL, description, event types) whose
 * signing secret is shown once; the endpoints with their state (enabled, disabled by hand or
 * after failures) and actions (deliveries, send a test, rotate the secret, enable or disable,
 * remove); and an endpoint's delivery log (status, attempts, last answer, latency, next attempt)
 * with a replay of any delivery. Needs ManageOrganization.
 */
function WebhooksScreen({ pageSize = WEBHOOKS_PAGE_SIZE, tabs }: WebhooksProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const tenantId = session.tenantId;
  const canManage = canManageOrganization(session, tenantId);
  const [skip, setSkip] = useState(0);
  const [secret, setSecret] = useState<EndpointWithSecret | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [selected, setSelected] = useState<WebhookEndpoint | null>(null);
  const [creating, setCreating] = useState(false);
  const query = useWebhookEndpoints(tenantId, skip, pageSize, session.status === "signedIn");
  const update = useUpdateWebhook(tenantId ?? "");
  const remove = useDeleteWebhook(tenantId ?? "");
  const rotate = useRotateWebhookSecret(tenantId ?? "");
  const test = useSendWebhookTest(tenantId ?? "");

  if (session.status === "loading") return <Spinner />;
  if (!tenantId) return <NoOrganization />;

  const eventNames = (types: readonly string[]) => types.map((type) => t(`domainEvents.${type as DomainEventType}`));

  const onToggle = async (endpoint: WebhookEndpoint) => {
    const saved = await update.mutate({ id: endpoint.id, enabled: !endpoint.enabled });
    if (saved)
      toast.show({
        variant: "success",
        message: t(saved.enabled ? "webhooks.enabledToast" : "webhooks.disabledToast"),
      });
  };
  const onTest = async (endpoint: WebhookEndpoint) => {
    if (await test.mutate(endpoint)) {
      toast.show({ variant: "success", message: t("webhooks.actions.testSent") });
      setSelected(endpoint);
    }
  };
  const onConfirm = async () => {
    if (!confirm) return;
    if (confirm.kind === "remove") {
      if (!(await remove.mutate(confirm.endpoint))) return;
      if (selected?.id === confirm.endpoint.id) setSelected(null);
      toast.show({ variant: "success", message: t("webhooks.removed") });
    } else {
      const rotated = await rotate.mutate(confirm.endpoint);
      if (!rotated) return;
      setSecret(rotated);
    }
    setConfirm(null);
  };

  const stateOf = (endpoint: WebhookEndpoint) =>
    endpoint.enabled
      ? { tone: "success" as const, label: t("webhooks.state.enabled") }
      : endpoint.disabledReason === "Failures"
        ? { tone: "danger" as const, label: t("webhooks.state.disabledFailures") }
        : { tone: "neutral" as const, label: t("webhooks.state.disabledManual") };
  const addButton = <Button onClick={() => setCreating(true)}>{t("webhooks.create")}</Button>;

  const forbidden = query.status === "error" && isForbidden(query.error);
  const actionError = [update, test].find((m) => m.status === "error");
  return (
    <Page
      tabs={tabs}
      title={t("webhooks.title")}
      description={t("webhooks.intro")}
      primaryAction={canManage ? addButton : undefined}
    >
      {!canManage && <ReadOnlyNotice />}
      {actionError && (
        <ErrorBanner message={organizationFailure(actionError.error, t)} onDismiss={() => actionError.reset()} />
      )}
      {!(forbidden && !canManage) && (
        <DataTable<WebhookEndpoint>
          label={t("webhooks.caption")}
          rows={query.data?.items}
          getRowId={(endpoint) => endpoint.id}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          skeletonRows={Math.min(pageSize, 4)}
          empty={{
            title: t("webhooks.empty"),
            description: canManage ? t("webhooks.emptyHint") : undefined,
            action: canManage ? addButton : undefined,
          }}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
          onRowOpen={canManage ? (endpoint) => setSelected(endpoint) : undefined}
          columns={[
            {
              id: "url",
              header: t("webhooks.columns.url"),
              primary: true,
              text: (endpoint) => endpoint.url,
              cell: (endpoint) => <span className={css.url}>{endpoint.url}</span>,
            },
            {
              id: "description",
              header: t("webhooks.description"),
              cell: (endpoint) => endpoint.description || t("organizations.common.none"),
              width: "20%",
            },
            {
              id: "events",
              header: t("webhooks.columns.events"),
              cell: (endpoint) => eventNames(endpoint.eventTypes).join(", "),
              width: "28%",
            },
            {
              id: "state",
              header: t("webhooks.columns.state"),
              text: (endpoint) => stateOf(endpoint).label,
              cell: (endpoint) => <Badge tone={stateOf(endpoint).tone}>{stateOf(endpoint).label}</Badge>,
              width: 190,
            },
          ]}
          rowActions={
            canManage
              ? (endpoint) => [
                  { key: "deliveries", label: t("webhooks.actions.deliveries"), onSelect: () => setSelected(endpoint) },
                  { key: "test", label: t("webhooks.actions.test"), onSelect: () => void onTest(endpoint) },
                  {
                    key: "rotate",
                    label: t("webhooks.actions.rotate"),
                    onSelect: () => {
                      rotate.reset();
                      setConfirm({ kind: "rotate", endpoint });
                    },
                  },
                  {
                    key: "toggle",
                    label: t(endpoint.enabled ? "webhooks.actions.disable" : "webhooks.actions.enable"),
                    onSelect: () => void onToggle(endpoint),
                  },
                  { key: "separator", separator: true },
                  {
                    key: "remove",
                    label: t("webhooks.actions.remove"),
                    danger: true,
                    onSelect: () => {
                      remove.reset();
                      setConfirm({ kind: "remove", endpoint });
                    },
                  },
                ]
              : undefined
          }
        />
      )}
      {selected && (
        <Deliveries tenantId={tenantId} endpoint={selected} pageSize={pageSize} onClose={() => setSelected(null)} />
      )}
      {canManage && (
        <CreateEndpointDialog
          open={creating}
          tenantId={tenantId}
          onClose={() => setCreating(false)}
          onCreated={(endpoint) => {
            setCreating(false);
            setSecret(endpoint);
          }}
        />
      )}
      <SecretOnceDialog
        secret={secret?.secret ?? null}
        onClose={() => setSecret(null)}
        texts={{
          title: t("webhooks.secretTitle"),
          label: t("webhooks.secretLabel", { url: secret?.endpoint.url ?? "" }),
          warning: t("webhooks.secretWarning"),
          done: t("webhooks.done"),
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm?.kind === "rotate" ? "webhooks.rotateConfirmTitle" : "webhooks.removeConfirmTitle")}
        confirmLabel={t(confirm?.kind === "rotate" ? "webhooks.actions.rotate" : "webhooks.actions.remove")}
        busy={remove.status === "pending" || rotate.status === "pending"}
        onCancel={() => setConfirm(null)}
        onConfirm={onConfirm}
        error={
          (remove.status === "error" || rotate.status === "error") && (
            <ErrorBanner message={organizationFailure(remove.error ?? rotate.error, t)} />
          )
        }
      >
        {confirm && (
          <p className={css.text}>
            {t(confirm.kind === "rotate" ? "webhooks.rotateConfirmBody" : "webhooks.removeConfirmBody", {
              url: confirm.endpoint.url,
            })}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** "Add endpoint": URL, description and events; on success the caller shows the signing secret once. */
function CreateEndpointDialog({
  open,
  tenantId,
  onClose,
  onCreated,
}: {
  open: boolean;
  tenantId: string;
  onClose: () => void;
  onCreated: (e: EndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [types, setTypes] = useState<DomainEventType[]>([...DOMAIN_EVENT_TYPES]);
  const [submitted, setSubmitted] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const create = useCreateWebhook(tenantId);
  const urlError = !submitted
    ? undefined
    : url.trim() === ""
      ? t("validation.fieldRequired", { field: t("webhooks.url") })
      : isHttpUrl(url.trim())
        ? undefined
        : t("webhooks.urlInvalid");
  const typesError = submitted && types.length === 0 ? t("webhooks.eventTypesRequired") : undefined;

  const onSubmit = async () => {
    setSubmitted(true);
    if (url.trim() === "" || !isHttpUrl(url.trim())) return urlRef.current?.focus();
    if (types.length === 0) return;
    const created = await create.mutate({
      url: url.trim(),
      description: description.trim(),
      eventTypes: types,
      enabled: true,
    });
    if (!created) return;
    setUrl("");
    setDescription("");
    setSubmitted(false);
    toast.show({ variant: "success", message: t("webhooks.created") });
    onCreated(created);
  };

  const toggle = (type: DomainEventType, on: boolean) =>
    setTypes((current) => DOMAIN_EVENT_TYPES.filter((x) => (x === type ? on : current.includes(x))));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("webhooks.createTitle")}
      submitLabel={t("webhooks.create")}
      busy={create.status === "pending"}
      onSubmit={onSubmit}
      initialFocusRef={urlRef}
      error={create.status === "error" ? organizationFailure(create.error, t) : undefined}
      onDismissError={create.reset}
    >
      <TextField
        ref={urlRef}
        label={t("webhooks.url")}
        hint={t("webhooks.urlHint")}
        name="url"
        type="url"
        required
        autoComplete="off"
        value={url}
        error={urlError}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label={t("webhooks.description")}
        hint={t("webhooks.descriptionHint")}
        name="description"
        autoComplete="off"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className={css.eventTypes}>
        <legend className={css.legend}>{t("webhooks.eventTypes")}</legend>
        {DOMAIN_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`domainEvents.${type}`)}
            checked={types.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        ))}
        {typesError && (
          <p className={css.fieldError} role="alert">
            {typesError}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

/** The delivery log of one endpoint, newest first, with a replay of any delivery. */
function Deliveries({
  tenantId,
  endpoint,
  pageSize,
  onClose,
}: {
  tenantId: string;
  endpoint: WebhookEndpoint;
  pageSize: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [skip, setSkip] = useState(0);
  const query = useWebhookDeliveries(tenantId, endpoint.id, skip, pageSize);
  const replay = useReplayWebhookDelivery(tenantId);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("organizations.common.none"));
  const eventName = (d: WebhookDelivery) =>
    t(`domainEvents.${(d.eventType in i18nEventTypes ? d.eventType : "WebhookTest") as keyof typeof i18nEventTypes}`);

  const onReplay = async (delivery: WebhookDelivery) => {
    if (await replay.mutate(delivery)) toast.show({ variant: "success", message: t("webhooks.deliveries.replayed") });
  };

  const statusTone = (d: WebhookDelivery) =>
    d.status === "Succeeded" ? "success" : d.status === "Failed" ? "danger" : "neutral";
  const answer = (d: WebhookDelivery) =>
    d.lastError ?? (d.responseStatus === null ? t("organizations.common.none") : String(d.responseStatus));

  return (
    <Card
      title={t("webhooks.deliveries.title", { url: endpoint.url })}
      className={css.deliveries}
      actions={
        <Button className={parts.smallButton} variant="secondary" onClick={onClose}>
          {t("webhooks.deliveries.close")}
        </Button>
      }
    >
      {replay.status === "error" && (
        <ErrorBanner message={organizationFailure(replay.error, t)} onDismiss={replay.reset} />
      )}
      <DataTable<WebhookDelivery>
        label={t("webhooks.deliveries.caption")}
        rows={query.data?.items}
        getRowId={(d) => d.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        skeletonRows={3}
        empty={{ title: t("webhooks.deliveries.empty"), description: t("webhooks.deliveries.emptyHint") }}
        pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        columns={[
          {
            id: "createdAt",
            header: t("webhooks.deliveries.columns.createdAt"),
            primary: true,
            cell: (d) => date(d.createdAt),
            width: 170,
          },
          {
            id: "event",
            header: t("webhooks.deliveries.columns.event"),
            text: (d) => (d.replayOf ? `${eventName(d)} (${t("webhooks.deliveries.replayOf")})` : eventName(d)),
            cell: (d) => (
              <>
                {eventName(d)}
                {d.replayOf && <span className={css.muted}> ({t("webhooks.deliveries.replayOf")})</span>}
              </>
            ),
          },
          {
            id: "status",
            header: t("webhooks.deliveries.columns.status"),
            text: (d) => t(`webhooks.deliveries.status.${d.status}`),
            cell: (d) => <Badge tone={statusTone(d)}>{t(`webhooks.deliveries.status.${d.status}`)}</Badge>,
            width: 120,
          },
          {
            id: "attempts",
            header: t("webhooks.deliveries.columns.attempts"),
            align: "end",
            cell: (d) => d.attempts,
            width: 90,
          },
          { id: "answer", header: t("webhooks.deliveries.columns.answer"), cell: answer },
          {
            id: "latency",
            header: t("webhooks.deliveries.columns.latency"),
            align: "end",
            cell: (d) =>
              d.latencyMs === null
                ? t("organizations.common.none")
                : t("webhooks.deliveries.latencyMs", { ms: String(d.latencyMs) }),
            width: 100,
          },
          {
            id: "next",
            header: t("webhooks.deliveries.columns.nextAttempt"),
            cell: (d) => date(d.nextAttemptAt),
            width: 170,
          },
        ]}
        rowActions={(d) => [
          { key: "replay", label: t("webhooks.deliveries.replay"), onSelect: () => void onReplay(d) },
        ]}
      />
    </Card>
  );
}

/** The event names the locale files carry (domain events and the test message). */
const i18nEventTypes = {
  PeopleImported: true,
  PeopleSynced: true,
  AssetVerified: true,
  DiscoveryCompleted: true,
  ExportReady: true,
  WebhookTest: true,
} as const;

export const Webhooks = withToasts(WebhooksScreen);
