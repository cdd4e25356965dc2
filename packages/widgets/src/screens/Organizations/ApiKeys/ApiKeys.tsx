import type { Schema } from "@bulwark/client";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
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
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../queries";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import { SecretOnceDialog } from "../shared/SecretOnceDialog";
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
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const query = useApiKeys(id, { skip, limit: pageSize });

  const revoke = useRevokeApiKey(id);

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const onRevoke = async () => {
    if (!revoking || !(await revoke.mutate(revoking))) return;
    setRevoking(null);
    toast.show({ variant: "success", message: t("organizations.apiKeys.revoked") });
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

  const create = useCreateApiKey(tenantId);

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

/** Shows a new key once: the secret, a copy button and the warning that it will not be shown again. */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnceDialog
      secret={created?.key ?? null}
      onClose={onClose}
      texts={{
        title: t("organizations.apiKeys.keyTitle"),
        label: t("organizations.apiKeys.keyLabel", { name: created?.name ?? "" }),
        warning: t("organizations.apiKeys.keyWarning"),
        copy: t("organizations.apiKeys.copy"),
        copied: t("organizations.apiKeys.copied"),
        copyFailed: t("organizations.apiKeys.copyFailed"),
        done: t("organizations.apiKeys.done"),
      }}
    />
  );
}

export const ApiKeys = withToasts(ApiKeysScreen);
