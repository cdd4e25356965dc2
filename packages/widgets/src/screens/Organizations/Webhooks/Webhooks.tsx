import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Page, type PageProps } from "../../../components/Page/Page";
import { ConfirmDialog, NoOrganization, ReadOnlyNotice, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog/SecretOnceDialog";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import {
  type DomainEventType,
  type EndpointWithSecret,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookEndpoints,
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

// Opened on demand: the form and the delivery log load when first shown, not with the list.
const CreateEndpointDialog = lazy(() => import("./CreateEndpointDialog"));
const Deliveries = lazy(() => import("./Deliveries"));

type Confirm = { kind: "remove" | "rotate"; endpoint: WebhookEndpoint } | null;

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
        <Suspense fallback={<Spinner />}>
          <Deliveries tenantId={tenantId} endpoint={selected} pageSize={pageSize} onClose={() => setSelected(null)} />
        </Suspense>
      )}
      {canManage && creating && (
        <Suspense fallback={null}>
          <CreateEndpointDialog
            open
            tenantId={tenantId}
            onClose={() => setCreating(false)}
            onCreated={(endpoint) => {
              setCreating(false);
              setSecret(endpoint);
            }}
          />
        </Suspense>
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

export const Webhooks = withToasts(WebhooksScreen);
