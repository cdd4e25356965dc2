import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { Modal } from "../../../components/Modal/Modal";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useWebhookDelivery, type WebhookDelivery } from "./queries";
import * as css from "./Webhooks.css";

/** The body as sent, indented when it is JSON (it always is from this server; kept as is otherwise). */
function readable(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** The badge tone of a delivery's status, in the log and in its details. */
export const deliveryTone = (status: WebhookDelivery["status"]) =>
  status === "Succeeded" ? "success" : status === "Failed" ? "danger" : "neutral";

/**
 * One delivery as an integrator debugging a receiver needs it: the `webhook-id` their receiver
 * saw, the exact body that was signed, and every attempt with what the receiver answered (the
 * status or why nothing came back, the latency and the first KiB of the answer).
 */
export function DeliveryDetails({
  tenantId,
  delivery,
  eventName,
  onReplay,
  replaying,
  onClose,
}: {
  tenantId: string;
  delivery: WebhookDelivery;
  eventName: string;
  onReplay: () => void;
  replaying: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useWebhookDelivery(tenantId, delivery.id);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("organizations.common.none"));
  const detail = query.data;
  // The row as the log had it when opened, until the delivery's own answer (fresher) arrives.
  const current = detail?.delivery ?? delivery;
  return (
    <Modal
      open
      onClose={onClose}
      title={t("webhooks.details.title", { event: eventName })}
      className={css.details}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("webhooks.details.close")}
          </Button>
          <Button onClick={onReplay} loading={replaying}>
            {t("webhooks.deliveries.replay")}
          </Button>
        </>
      }
    >
      <dl className={css.facts}>
        <dt className={css.term}>{t("webhooks.details.status")}</dt>
        <dd className={css.factValue}>
          <Badge tone={deliveryTone(current.status)}>{t(`webhooks.deliveries.status.${current.status}`)}</Badge>
        </dd>
        <dt className={css.term}>{t("webhooks.details.messageId")}</dt>
        <dd className={`${css.factValue} ${css.url}`}>{current.messageId}</dd>
        <dt className={css.term}>{t("webhooks.deliveries.columns.createdAt")}</dt>
        <dd className={css.factValue}>{date(current.createdAt)}</dd>
        {current.nextAttemptAt && (
          <>
            <dt className={css.term}>{t("webhooks.deliveries.columns.nextAttempt")}</dt>
            <dd className={css.factValue}>{date(current.nextAttemptAt)}</dd>
          </>
        )}
      </dl>
      {query.status === "pending" && <Spinner label={t("webhooks.details.loading")} />}
      {query.status === "error" && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />}
      {detail && (
        <>
          <h3 className={css.sectionTitle}>{t("webhooks.details.attempts", { count: detail.attemptLog.length })}</h3>
          {detail.attemptLog.length === 0 ? (
            <p className={css.muted}>{t("webhooks.details.noAttempts")}</p>
          ) : (
            <ol className={css.attempts}>
              {detail.attemptLog.map((attempt) => (
                <li key={attempt.attempt} className={css.attempt}>
                  <span>
                    <strong>{t("webhooks.details.attempt", { n: String(attempt.attempt) })}</strong>
                    {" · "}
                    {date(attempt.attemptedAt)}
                    {" · "}
                    {attempt.error ?? String(attempt.responseStatus)}
                    {" · "}
                    {t("webhooks.deliveries.latencyMs", { ms: String(attempt.latencyMs) })}
                  </span>
                  {attempt.responseBody && (
                    <section aria-label={t("webhooks.details.answer", { n: String(attempt.attempt) })}>
                      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
                      <pre className={css.pre} tabIndex={0}>
                        {attempt.responseBody}
                      </pre>
                    </section>
                  )}
                </li>
              ))}
            </ol>
          )}
          <section aria-label={t("webhooks.details.payload")}>
            <h3 className={css.sectionTitle}>{t("webhooks.details.payload")}</h3>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
            <pre className={css.pre} tabIndex={0}>
              {readable(detail.payload)}
            </pre>
          </section>
        </>
      )}
    </Modal>
  );
}
