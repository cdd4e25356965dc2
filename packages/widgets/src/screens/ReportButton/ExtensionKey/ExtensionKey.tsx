import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog/SecretOnceDialog";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useExtensionKey, useRotateExtensionKey } from "../queries";
import * as css from "./ExtensionKey.css";

type CreatedKey = Schema<"CreatedPhishingExtensionKey">;

/** Props of {@link ExtensionKey}. */
export interface ExtensionKeyProps {
  /** The organisation. */
  tenantId: string;
  /** Whether the caller manages the organisation (sees and replaces the key); otherwise a notice only. */
  editable: boolean;
}

/**
 * The organisation's extension key, a card of the extension settings: which key is live (its
 * first characters, who made it, when, when it was last used) and "Create key" / "Replace key"
 * (after a confirmation that the current key stops working at once). The new key is shown once,
 * to copy into the add-in's or extension's deployment.
 */
export function ExtensionKey({ tenantId, editable }: ExtensionKeyProps) {
  const { t, i18n } = useTranslation();
  const query = useExtensionKey(tenantId, editable);
  const rotate = useRotateExtensionKey(tenantId);
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);

  const run = async () => {
    const key = await rotate.mutate(undefined);
    if (!key) return;
    setConfirming(false);
    setCreated(key);
  };
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const key = query.data;

  const action =
    editable && query.status === "success" ? (
      key ? (
        <Button
          variant="secondary"
          onClick={() => {
            rotate.reset();
            setConfirming(true);
          }}
        >
          {t("reportButton.key.replace")}
        </Button>
      ) : (
        <Button loading={rotate.status === "pending"} onClick={() => void run()}>
          {t("reportButton.key.create")}
        </Button>
      )
    ) : undefined;

  return (
    <Card title={t("reportButton.key.title")} description={t("reportButton.key.intro")} actions={action}>
      {!editable ? (
        <p className={parts.muted}>{t("reportButton.key.readOnly")}</p>
      ) : query.status === "error" ? (
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : query.status !== "success" ? (
        <Spinner />
      ) : !key ? (
        <>
          {rotate.status === "error" && !confirming && <ErrorBanner error={rotate.error} onDismiss={rotate.reset} />}
          <p className={parts.muted}>{t("reportButton.key.none")}</p>
        </>
      ) : (
        <dl className={css.facts}>
          <dt className={css.term}>{t("reportButton.key.prefix")}</dt>
          <dd className={css.value}>
            <code className={css.code}>{key.prefix}…</code>
          </dd>
          <dt className={css.term}>{t("reportButton.key.createdBy")}</dt>
          <dd className={css.value}>{key.createdBy || "—"}</dd>
          <dt className={css.term}>{t("reportButton.key.createdAt")}</dt>
          <dd className={css.value}>{date(key.createdAt)}</dd>
          <dt className={css.term}>{t("reportButton.key.lastUsed")}</dt>
          <dd className={css.value}>{key.lastUsedAt ? date(key.lastUsedAt) : t("reportButton.key.never")}</dd>
        </dl>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("reportButton.key.replaceTitle")}
        confirmLabel={t("reportButton.key.replace")}
        busy={rotate.status === "pending"}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
        error={rotate.status === "error" && <ErrorBanner error={rotate.error} />}
      >
        <p className={css.text}>{t("reportButton.key.replaceBody")}</p>
      </ConfirmDialog>
      <SecretOnceDialog
        secret={created?.key ?? null}
        onClose={() => setCreated(null)}
        texts={{
          title: t("reportButton.key.keyTitle"),
          label: t("reportButton.key.keyLabel"),
          warning: t("reportButton.key.keyWarning"),
          done: t("reportButton.key.done"),
        }}
      />
    </Card>
  );
}
