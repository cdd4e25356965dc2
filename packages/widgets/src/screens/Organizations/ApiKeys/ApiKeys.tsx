import type { Schema } from "@bulwark/client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Modal } from "../../../components/Modal/Modal";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime, useSession } from "../../../data/session";
import { unwrap } from "../../../data/unwrap";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import { formatDateTime } from "../shared/format";
import { useOrgMutation, useOrgQuery } from "../shared/hooks";
import { ConfirmDialog, NoOrganization, ReadOnlyNotice, ScreenHeader, withToasts } from "../shared/parts";
import * as parts from "../shared/parts.css";
import { checkName } from "../shared/validation";
import * as css from "./ApiKeys.css";

type ApiKey = Schema<"ApiKey">;
type CreatedApiKey = Schema<"CreatedApiKey">;

/** Keys shown per page. */
export const API_KEYS_PAGE_SIZE = 20;

/** Props of {@link ApiKeys}. */
export interface ApiKeysProps {
  /** The organisation; defaults to the active one. */
  tenantId?: string;
  /** Page size; defaults to {@link API_KEYS_PAGE_SIZE}. */
  pageSize?: number;
}

/**
 * API keys of an organisation, for servers that mint embed tokens: the list (name, prefix, who
 * created it, when, last use), creating a key, whose secret is shown once with a copy button and
 * a warning, and revoking one after confirmation. Needs ManageOrganization.
 */
function ApiKeysScreen({ tenantId, pageSize = API_KEYS_PAGE_SIZE }: ApiKeysProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime } = useRuntime();
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const query = useOrgQuery(
    ["organizations", id, "api-keys", skip, pageSize],
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/api-keys", {
          params: { path: { tenantId: id ?? "" }, query: { skip, limit: pageSize } },
        }),
      ),
    { enabled: Boolean(id) && session.status === "signedIn" },
  );

  const revoke = useOrgMutation(async (rt, key: ApiKey) => {
    await unwrap(
      rt.client.DELETE("/api/v1/users/tenants/{tenantId}/api-keys/{apiKeyId}", {
        params: { path: { tenantId: id ?? "", apiKeyId: key.id } },
      }),
    );
    return true;
  });

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const onRevoke = async () => {
    if (!revoking || !(await revoke.mutate(revoking))) return;
    setRevoking(null);
    toast.show({ variant: "success", message: t("organizations.apiKeys.revoked") });
    await runtime.cache.invalidate(["organizations", id, "api-keys"]);
  };

  const columns: TableColumn<ApiKey>[] = [
    { key: "name", header: t("organizations.apiKeys.columns.name"), rowHeader: true, cell: (key) => key.name },
    {
      key: "prefix",
      header: t("organizations.apiKeys.columns.prefix"),
      cell: (key) => <code className={css.code}>{key.prefix}…</code>,
    },
    { key: "createdBy", header: t("organizations.apiKeys.columns.createdBy"), cell: (key) => key.createdBy },
    {
      key: "createdAt",
      header: t("organizations.apiKeys.columns.createdAt"),
      cell: (key) => <span className={css.nowrap}>{formatDateTime(key.createdAt, i18n.language)}</span>,
    },
    {
      key: "lastUsed",
      header: t("organizations.apiKeys.columns.lastUsed"),
      cell: (key) =>
        key.lastUsedAt ? (
          <span className={css.nowrap}>{formatDateTime(key.lastUsedAt, i18n.language)}</span>
        ) : (
          <span className={parts.muted}>{t("organizations.common.never")}</span>
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      header: t("organizations.common.actions"),
      headerHidden: true,
      align: "end",
      cell: (key) => (
        <Button
          className={parts.smallButton}
          variant="secondary"
          aria-label={t("organizations.apiKeys.revokeFor", { name: key.name })}
          onClick={() => {
            revoke.reset();
            setRevoking(key);
          }}
        >
          {t("organizations.apiKeys.revoke")}
        </Button>
      ),
    });
  }

  const forbidden = query.status === "error" && isForbidden(query.error);
  return (
    <div className={parts.page}>
      <ScreenHeader title={t("organizations.apiKeys.title")} intro={t("organizations.apiKeys.intro")} />
      {canManage ? <CreateKeyForm tenantId={id} onCreated={setCreated} /> : <ReadOnlyNotice />}
      {query.status === "error" ? (
        !(forbidden && !canManage) && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table
          caption={t("organizations.apiKeys.caption")}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(key) => key.id}
          loading={query.isLoading}
          empty={<EmptyState compact headingLevel={null} title={t("organizations.apiKeys.empty")} />}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        />
      )}
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t("organizations.apiKeys.revokeConfirmTitle")}
        confirmLabel={t("organizations.apiKeys.revoke")}
        busy={revoke.status === "pending"}
        onCancel={() => setRevoking(null)}
        onConfirm={onRevoke}
        error={revoke.status === "error" && <ErrorBanner message={organizationFailure(revoke.error, t)} />}
      >
        {revoking && (
          <p className={css.text}>{t("organizations.apiKeys.revokeConfirmBody", { name: revoking.name })}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function CreateKeyForm({ tenantId, onCreated }: { tenantId: string; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { runtime } = useRuntime();
  const [name, setName] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const problem = checkName(name);
  const nameError = !submitted
    ? undefined
    : problem?.kind === "required"
      ? t("validation.fieldRequired", { field: t("organizations.apiKeys.name") })
      : problem?.kind === "min"
        ? t("organizations.validation.minChars", { min: String(problem.min) })
        : problem?.kind === "max"
          ? t("organizations.validation.maxChars", { max: String(problem.max) })
          : undefined;

  const create = useOrgMutation((rt, value: string) =>
    unwrap(
      rt.client.POST("/api/v1/users/tenants/{tenantId}/api-keys", {
        params: { path: { tenantId } },
        body: { name: value },
      }),
    ),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return nameRef.current?.focus();
    const key = await create.mutate(name.trim());
    if (!key) return;
    setName("");
    setSubmitted(false);
    toast.show({ variant: "success", message: t("organizations.apiKeys.created") });
    onCreated(key);
    await runtime.cache.invalidate(["organizations", tenantId, "api-keys"]);
  };

  return (
    <Card title={t("organizations.apiKeys.createTitle")}>
      <form className={css.createForm} noValidate onSubmit={onSubmit}>
        {create.status === "error" && (
          <ErrorBanner className={css.full} message={organizationFailure(create.error, t)} onDismiss={create.reset} />
        )}
        <TextField
          ref={nameRef}
          className={css.nameField}
          label={t("organizations.apiKeys.name")}
          hint={t("organizations.apiKeys.nameHint")}
          name="name"
          required
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button className={css.createButton} type="submit" loading={create.status === "pending"}>
          {t("organizations.apiKeys.create")}
        </Button>
      </form>
    </Card>
  );
}

type CopyState = "idle" | "copied" | "failed";

/** Shows a new key once: the secret, a copy button and the warning that it will not be shown again. */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>("idle");
  const keyRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset for each new key.
  useEffect(() => setCopy("idle"), [created?.id]);

  const onCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy("copied");
    } catch {
      // Clipboard access can be refused (permissions, insecure origins): select the key instead.
      keyRef.current?.select();
      setCopy("failed");
    }
  };

  return (
    <Modal
      open={created !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={t("organizations.apiKeys.keyTitle")}
      footer={<Button onClick={onClose}>{t("organizations.apiKeys.done")}</Button>}
    >
      {created && (
        <div className={css.newKey}>
          <p className={css.warning} role="note">
            <span aria-hidden="true">⚠ </span>
            {t("organizations.apiKeys.keyWarning")}
          </p>
          <div className={css.keyRow}>
            <TextField
              ref={keyRef}
              className={css.keyField}
              label={t("organizations.apiKeys.keyLabel", { name: created.name })}
              value={created.key}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button className={css.copyButton} variant="secondary" onClick={onCopy}>
              {t("organizations.apiKeys.copy")}
            </Button>
          </div>
          <p className={copy === "failed" ? css.copyFailed : css.copied} aria-live="polite">
            {copy === "copied" && t("organizations.apiKeys.copied")}
            {copy === "failed" && t("organizations.apiKeys.copyFailed")}
          </p>
        </div>
      )}
    </Modal>
  );
}

export const ApiKeys = withToasts(ApiKeysScreen);
