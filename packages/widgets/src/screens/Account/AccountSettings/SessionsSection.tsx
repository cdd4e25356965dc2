import type { Schema } from "@bulwark/client";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Modal } from "../../../components/Modal/Modal";
import { useSession } from "../../../data/session";
import { useRevokeSessions, useSessions } from "../queries";
import * as css from "./AccountSettings.css";
import { describeUserAgent } from "./userAgent";

type Session = Schema<"Session">;

/** Sessions listed at once: the API's page maximum (a person rarely has more). */

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
  const session = useSession();
  const formatDate = useDateTime();
  const sessions = useSessions();
  const [confirm, setConfirm] = useState<"current" | "others" | null>(null);
  const [message, setMessage] = useState<"revoked" | "revokedOthers" | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeSessions();

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
      <DataTable<Session>
        label={t("account.sessions.title")}
        rows={sessions.data ? items : undefined}
        loading={sessions.isLoading}
        error={sessions.status === "error" ? sessions.error : undefined}
        onRetry={() => void sessions.refetch()}
        getRowId={(item) => item.id}
        skeletonRows={3}
        empty={{ title: t("account.sessions.empty") }}
        columns={[
          {
            id: "device",
            header: t("account.sessions.deviceColumn"),
            primary: true,
            text: (item) => deviceName(item),
            cell: (item) => (
              <span className={css.device}>
                <span className={css.deviceName}>{deviceName(item)}</span>
                {item.current && <span className={css.badgeCurrent}>{t("account.sessions.thisDevice")}</span>}
              </span>
            ),
          },
          { id: "ip", header: t("account.sessions.ip"), cell: (item) => item.ip, width: "20%" },
          {
            id: "created",
            header: t("account.sessions.created"),
            cell: (item) => formatDate(item.createdAt),
            width: "30%",
          },
          {
            id: "validUntil",
            header: t("account.sessions.validUntil"),
            cell: (item) => formatDate(item.validUntil),
            width: "30%",
            hiddenByDefault: true,
          },
        ]}
        rowActions={(item) => [
          {
            key: "revoke",
            label: t("account.sessions.revoke"),
            danger: true,
            onSelect: () => (item.current ? setConfirm("current") : void revokeOthers([item.id], "revoked")),
          },
        ]}
      />
      {(sessions.data?.total ?? 0) > items.length && (
        <p className={css.muted}>
          {t("account.sessions.showing", {
            shown: String(items.length),
            total: String(sessions.data?.total ?? 0),
          })}
        </p>
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
