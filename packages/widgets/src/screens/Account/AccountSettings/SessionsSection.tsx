import type { Schema } from "@bulwark/client";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Modal } from "../../../components/Modal/Modal";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useApiQuery, useRuntime, useSession } from "../../../data/session";
import { unwrap } from "../../../data/unwrap";
import { useApiMutation } from "../../Auth/useForm";
import * as css from "./AccountSettings.css";
import { sessionsKey } from "./TwoFactorSection";
import { describeUserAgent } from "./userAgent";

type Session = Schema<"Session">;

/** Sessions listed at once: the API's page maximum (a person rarely has more). */
const SESSIONS_LIMIT = 100;

/** Formats an ISO timestamp as a date and time in the interface language. */
function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "sr" ? "sr-Latn" : "en";
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/**
 * The user's active sessions, this device first, each with IP, device, sign-in time and expiry;
 * any can be signed out. Signing out this device ends the session here too (`session.signOut`).
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const session = useSession();
  const formatDate = useDateTime();
  const sessions = useApiQuery([...sessionsKey], (rt) =>
    unwrap(rt.client.GET("/api/v1/users/auth/sessions", { params: { query: { limit: SESSIONS_LIMIT } } })),
  );
  const [confirm, setConfirm] = useState<"current" | "others" | null>(null);
  const [message, setMessage] = useState<"revoked" | "revokedOthers" | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revoke = useApiMutation(async (rt, ids: readonly string[]) => {
    await Promise.all(
      ids.map((sessionId) =>
        unwrap(rt.client.DELETE("/api/v1/users/auth/sessions/{sessionId}", { params: { path: { sessionId } } })),
      ),
    );
    return ids;
  });

  const items = [...(sessions.data?.items ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const current = items.find((item) => item.current);
  const others = items.filter((item) => !item.current);

  const deviceName = (item: Session) => {
    const { browser, os } = describeUserAgent(item.userAgent);
    if (browser && os) return t("account.sessions.device", { browser, os });
    return browser ?? os ?? t("account.sessions.unknownDevice");
  };

  const revokeOthers = async (ids: readonly string[], done: "revoked" | "revokedOthers") => {
    setMessage(null);
    const result = await revoke.mutate(ids);
    await runtime.cache.invalidate([...sessionsKey]);
    if (result) setMessage(done);
  };

  const revokeCurrent = async () => {
    if (!current) return;
    const result = await revoke.mutate([current.id]);
    if (result) await session.signOut();
  };

  return (
    <Card
      title={t("account.sessions.title")}
      description={t("account.sessions.description")}
      actions={
        others.length > 0 ? (
          <Button variant="secondary" onClick={() => setConfirm("others")}>
            {t("account.sessions.revokeOthers")}
          </Button>
        ) : undefined
      }
    >
      <p role="status" className={css.success}>
        {message && t(`account.sessions.${message}`)}
      </p>
      {revoke.status === "error" && <ErrorBanner error={revoke.error} onDismiss={revoke.reset} />}
      {sessions.status === "error" ? (
        <ErrorBanner error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.isLoading && !sessions.data ? (
        <div className={css.center}>
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <p className={css.muted}>{t("account.sessions.empty")}</p>
      ) : (
        <>
          <ul className={css.sessions}>
            {items.map((item) => {
              const name = deviceName(item);
              return (
                <li key={item.id} className={css.session}>
                  <div className={css.sessionMain}>
                    <p className={css.device}>
                      <span className={css.deviceName}>{name}</span>
                      {item.current && <span className={css.badgeCurrent}>{t("account.sessions.thisDevice")}</span>}
                    </p>
                    <p className={css.userAgent}>{item.userAgent}</p>
                    <dl className={css.facts}>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>{t("account.sessions.ip")}</dt>
                        <dd className={css.factValue}>{item.ip}</dd>
                      </div>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>{t("account.sessions.created")}</dt>
                        <dd className={css.factValue}>{formatDate(item.createdAt)}</dd>
                      </div>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>{t("account.sessions.validUntil")}</dt>
                        <dd className={css.factValue}>{formatDate(item.validUntil)}</dd>
                      </div>
                    </dl>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={t("account.sessions.revokeNamed", { device: name })}
                    loading={revoke.status === "pending"}
                    onClick={() => (item.current ? setConfirm("current") : void revokeOthers([item.id], "revoked"))}
                  >
                    {t("account.sessions.revoke")}
                  </Button>
                </li>
              );
            })}
          </ul>
          {(sessions.data?.total ?? 0) > items.length && (
            <p className={css.muted}>
              {t("account.sessions.showing", {
                shown: String(items.length),
                total: String(sessions.data?.total ?? 0),
              })}
            </p>
          )}
        </>
      )}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm === "current" ? t("account.sessions.confirmCurrentTitle") : t("account.sessions.confirmOthersTitle")
        }
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirm(null)}>
              {t("account.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={revoke.status === "pending"}
              onClick={async () => {
                const which = confirm;
                setConfirm(null);
                if (which === "current") await revokeCurrent();
                else
                  await revokeOthers(
                    others.map((item) => item.id),
                    "revokedOthers",
                  );
              }}
            >
              {confirm === "current" ? t("account.sessions.revoke") : t("account.sessions.revokeOthers")}
            </Button>
          </>
        }
      >
        <p className={css.text}>
          {confirm === "current" ? t("account.sessions.confirmCurrent") : t("account.sessions.confirmOthers")}
        </p>
      </Modal>
    </Card>
  );
}
