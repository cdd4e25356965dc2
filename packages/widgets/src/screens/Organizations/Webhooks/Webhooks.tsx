import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  ScreenHeader,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import { SecretOnceDialog } from "../shared/SecretOnceDialog";
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
function WebhooksScreen({ pageSize = WEBHOOKS_PAGE_SIZE }: WebhooksProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const tenantId = session.tenantId;
  const canManage = canManageOrganization(session, tenantId);
  const [skip, setSkip] = useState(0);
  const [secret, setSecret] = useState<EndpointWithSecret | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [selected, setSelected] = useState<WebhookEndpoint | null>(null);
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

  const columns: TableColumn<WebhookEndpoint>[] = [
    {
      key: "url",
      header: t("webhooks.columns.url"),
      rowHeader: true,
      cell: (endpoint) => (
        <>
          <span className={css.url}>{endpoint.url}</span>
          {endpoint.description && <div className={css.muted}>{endpoint.description}</div>}
        </>
      ),
    },
    {
      key: "events",
      header: t("webhooks.columns.events"),
      cell: (endpoint) => eventNames(endpoint.eventTypes).join(", "),
    },
    {
      key: "state",
      header: t("webhooks.columns.state"),
      cell: (endpoint) => (
        <Badge tone={endpoint.enabled ? "success" : endpoint.disabledReason === "Failures" ? "danger" : "neutral"}>
          {t(
            endpoint.enabled
              ? "webhooks.state.enabled"
              : endpoint.disabledReason === "Failures"
                ? "webhooks.state.disabledFailures"
                : "webhooks.state.disabledManual",
          )}
        </Badge>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      header: t("organizations.common.actions"),
      headerHidden: true,
      align: "end",
      cell: (endpoint) => {
        const { url } = endpoint;
        const actions: Array<{ label: string; name: string; run: () => void; pressed?: boolean }> = [
          {
            label: t("webhooks.actions.deliveries"),
            name: t("webhooks.actions.deliveriesFor", { url }),
            pressed: selected?.id === endpoint.id,
            run: () => setSelected(endpoint),
          },
          {
            label: t("webhooks.actions.test"),
            name: t("webhooks.actions.testFor", { url }),
            run: () => onTest(endpoint),
          },
          {
            label: t("webhooks.actions.rotate"),
            name: t("webhooks.actions.rotateFor", { url }),
            run: () => {
              rotate.reset();
              setConfirm({ kind: "rotate", endpoint });
            },
          },
          endpoint.enabled
            ? {
                label: t("webhooks.actions.disable"),
                name: t("webhooks.actions.disableFor", { url }),
                run: () => onToggle(endpoint),
              }
            : {
                label: t("webhooks.actions.enable"),
                name: t("webhooks.actions.enableFor", { url }),
                run: () => onToggle(endpoint),
              },
          {
            label: t("webhooks.actions.remove"),
            name: t("webhooks.actions.removeFor", { url }),
            run: () => {
              remove.reset();
              setConfirm({ kind: "remove", endpoint });
            },
          },
        ];
        return (
          <div className={css.actions}>
            {actions.map((action) => (
              <Button
                key={action.name}
                className={parts.smallButton}
                variant="secondary"
                aria-label={action.name}
                aria-pressed={action.pressed}
                onClick={action.run}
              >
                {action.label}
              </Button>
            ))}
          </div>
        );
      },
    });
  }

  const forbidden = query.status === "error" && isForbidden(query.error);
  const actionError = [update, test].find((m) => m.status === "error");
  return (
    <div className={parts.page}>
      <ScreenHeader title={t("webhooks.title")} intro={t("webhooks.intro")} />
      {canManage ? <CreateEndpointForm tenantId={tenantId} onCreated={setSecret} /> : <ReadOnlyNotice />}
      {actionError && (
        <ErrorBanner message={organizationFailure(actionError.error, t)} onDismiss={() => actionError.reset()} />
      )}
      {query.status === "error" ? (
        !(forbidden && !canManage) && <ErrorBanner error={query.error} />
      ) : (
        <Table
          caption={t("webhooks.caption")}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(endpoint) => endpoint.id}
          loading={query.isLoading}
          empty={<EmptyState compact headingLevel={null} title={t("webhooks.empty")} />}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        />
      )}
      {selected && (
        <Deliveries tenantId={tenantId} endpoint={selected} pageSize={pageSize} onClose={() => setSelected(null)} />
      )}
      <SecretOnceDialog
        secret={secret?.secret ?? null}
        onClose={() => setSecret(null)}
        texts={{
          title: t("webhooks.secretTitle"),
          label: t("webhooks.secretLabel", { url: secret?.endpoint.url ?? "" }),
          warning: t("webhooks.secretWarning"),
          copy: t("webhooks.copy"),
          copied: t("webhooks.copied"),
          copyFailed: t("webhooks.copyFailed"),
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
    </div>
  );
}

function CreateEndpointForm({ tenantId, onCreated }: { tenantId: string; onCreated: (e: EndpointWithSecret) => void }) {
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Card title={t("webhooks.createTitle")}>
      <form className={css.createForm} noValidate onSubmit={onSubmit}>
        {create.status === "error" && (
          <ErrorBanner message={organizationFailure(create.error, t)} onDismiss={create.reset} />
        )}
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
        <Button className={css.createButton} type="submit" loading={create.status === "pending"}>
          {t("webhooks.create")}
        </Button>
      </form>
    </Card>
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
  const date = (iso: string | null) =>
    iso ? <span className={css.nowrap}>{formatDateTime(iso, i18n.language)}</span> : t("organizations.common.none");
  const eventName = (d: WebhookDelivery) =>
    t(`domainEvents.${(d.eventType in i18nEventTypes ? d.eventType : "WebhookTest") as keyof typeof i18nEventTypes}`);

  const onReplay = async (delivery: WebhookDelivery) => {
    if (await replay.mutate(delivery)) toast.show({ variant: "success", message: t("webhooks.deliveries.replayed") });
  };

  const columns: TableColumn<WebhookDelivery>[] = [
    {
      key: "createdAt",
      header: t("webhooks.deliveries.columns.createdAt"),
      rowHeader: true,
      cell: (d) => date(d.createdAt),
    },
    {
      key: "event",
      header: t("webhooks.deliveries.columns.event"),
      cell: (d) => (
        <>
          {eventName(d)}
          {d.replayOf && <span className={css.muted}> ({t("webhooks.deliveries.replayOf")})</span>}
        </>
      ),
    },
    {
      key: "status",
      header: t("webhooks.deliveries.columns.status"),
      cell: (d) => (
        <Badge tone={d.status === "Succeeded" ? "success" : d.status === "Failed" ? "danger" : "neutral"}>
          {t(`webhooks.deliveries.status.${d.status}`)}
        </Badge>
      ),
    },
    { key: "attempts", header: t("webhooks.deliveries.columns.attempts"), align: "end", cell: (d) => d.attempts },
    {
      key: "answer",
      header: t("webhooks.deliveries.columns.answer"),
      cell: (d) =>
        d.lastError ?? (d.responseStatus === null ? t("organizations.common.none") : String(d.responseStatus)),
    },
    {
      key: "latency",
      header: t("webhooks.deliveries.columns.latency"),
      align: "end",
      cell: (d) =>
        d.latencyMs === null
          ? t("organizations.common.none")
          : t("webhooks.deliveries.latencyMs", { ms: String(d.latencyMs) }),
    },
    { key: "next", header: t("webhooks.deliveries.columns.nextAttempt"), cell: (d) => date(d.nextAttemptAt) },
    {
      key: "actions",
      header: t("organizations.common.actions"),
      headerHidden: true,
      align: "end",
      cell: (d) => (
        <Button
          className={parts.smallButton}
          variant="secondary"
          aria-label={t("webhooks.deliveries.replayFor", {
            event: eventName(d),
            date: formatDateTime(d.createdAt, i18n.language),
          })}
          onClick={() => onReplay(d)}
        >
          {t("webhooks.deliveries.replay")}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t("webhooks.deliveries.title", { url: endpoint.url })}
      actions={
        <Button className={parts.smallButton} variant="secondary" onClick={onClose}>
          {t("webhooks.deliveries.close")}
        </Button>
      }
    >
      {replay.status === "error" && (
        <ErrorBanner message={organizationFailure(replay.error, t)} onDismiss={replay.reset} />
      )}
      {query.status === "error" ? (
        <ErrorBanner error={query.error} />
      ) : (
        <Table
          caption={t("webhooks.deliveries.caption")}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(d) => d.id}
          loading={query.isLoading}
          empty={<EmptyState compact headingLevel={null} title={t("webhooks.deliveries.empty")} />}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        />
      )}
    </Card>
  );
}

/** The event names the locale files carry (domain events and the test message). */
const i18nEventTypes = {
  PeopleImported: true,
  PeopleSynced: true,
  PeopleBulkChanged: true,
  AssetVerified: true,
  DiscoveryCompleted: true,
  ExportReady: true,
  WebhookTest: true,
} as const;

export const Webhooks = withToasts(WebhooksScreen);
