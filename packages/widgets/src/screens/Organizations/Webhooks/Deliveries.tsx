import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { useToast } from "../../../components/Toast/Toaster";
import { organizationFailure } from "../shared/errors";
import { DeliveryDetails, deliveryTone } from "./DeliveryDetails";
import { useReplayWebhookDelivery, useWebhookDeliveries, type WebhookDelivery, type WebhookEndpoint } from "./queries";
import * as css from "./Webhooks.css";

/** The delivery log of one endpoint, newest first: any delivery opens with its body and attempts, and replays. */
export default function Deliveries({
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
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  const query = useWebhookDeliveries(tenantId, endpoint.id, skip, pageSize);
  const replay = useReplayWebhookDelivery(tenantId);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("organizations.common.none"));
  // An event this version has no words for (a newer server) reads as the generic test message's
  // name rather than as a raw key; the strings decide, so no list here needs keeping in step.
  const eventName = (d: WebhookDelivery) => {
    const key = `domainEvents.${d.eventType}`;
    return t((i18n.exists(key) ? key : "domainEvents.WebhookTest") as "domainEvents.WebhookTest");
  };

  const onReplay = async (delivery: WebhookDelivery) => {
    if (await replay.mutate(delivery)) {
      setOpened(null);
      toast.show({ variant: "success", message: t("webhooks.deliveries.replayed") });
    }
  };

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
        onRowOpen={setOpened}
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
            cell: (d) => <Badge tone={deliveryTone(d.status)}>{t(`webhooks.deliveries.status.${d.status}`)}</Badge>,
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
          { key: "details", label: t("webhooks.deliveries.details"), onSelect: () => setOpened(d) },
          { key: "replay", label: t("webhooks.deliveries.replay"), onSelect: () => void onReplay(d) },
        ]}
      />
      {opened && (
        <DeliveryDetails
          tenantId={tenantId}
          delivery={opened}
          eventName={eventName(opened)}
          onReplay={() => void onReplay(opened)}
          replaying={replay.status === "pending"}
          onClose={() => setOpened(null)}
        />
      )}
    </Card>
  );
}
