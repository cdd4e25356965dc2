import type { Schema } from "@bulwark/client";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
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
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../queries";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
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
  /** Page-level tabs under the title (the web app's organization sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
}

/**
 * API keys of an organisation, for servers that mint embed tokens: the list (name, prefix, who
 * created it, when, last use), "Create key" (the page's primary action), whose secret is shown
 * once with a copy button and a warning, and Revoke in each row's menu, after confirmation.
 * Needs ManageOrganization.
 */
function ApiKeysScreen({ tenantId, pageSize = API_KEYS_PAGE_SIZE, tabs }: ApiKeysProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [creating, setCreating] = useState(false);
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
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const createButton = <Button onClick={() => setCreating(true)}>{t("organizations.apiKeys.create")}</Button>;

  const forbidden = query.status === "error" && isForbidden(query.error);
  return (
    <Page
      tabs={tabs}
      title={t("organizations.apiKeys.title")}
      description={t("organizations.apiKeys.intro")}
      primaryAction={canManage ? createButton : undefined}
    >
      {!canManage && <ReadOnlyNotice />}
      {!(forbidden && !canManage) && (
        <DataTable<ApiKey>
          label={t("organizations.apiKeys.caption")}
          rows={query.data?.items}
          getRowId={(key) => key.id}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          skeletonRows={Math.min(pageSize, 5)}
          empty={{
            title: t("organizations.apiKeys.empty"),
            description: canManage ? t("organizations.apiKeys.emptyHint") : undefined,
            action: canManage ? createButton : undefined,
          }}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
          columns={[
            { id: "name", header: t("organizations.apiKeys.columns.name"), primary: true, cell: (key) => key.name },
            {
              id: "prefix",
              header: t("organizations.apiKeys.columns.prefix"),
              text: (key) => `${key.prefix}…`,
              cell: (key) => <code className={css.code}>{key.prefix}…</code>,
              width: 150,
            },
            { id: "createdBy", header: t("organizations.apiKeys.columns.createdBy"), cell: (key) => key.createdBy },
            {
              id: "createdAt",
              header: t("organizations.apiKeys.columns.createdAt"),
              cell: (key) => date(key.createdAt),
              width: 170,
            },
            {
              id: "lastUsed",
              header: t("organizations.apiKeys.columns.lastUsed"),
              text: (key) => (key.lastUsedAt ? date(key.lastUsedAt) : t("organizations.common.never")),
              cell: (key) =>
                key.lastUsedAt ? (
                  date(key.lastUsedAt)
                ) : (
                  <span className={parts.muted}>{t("organizations.common.never")}</span>
                ),
              width: 170,
            },
          ]}
          rowActions={
            canManage
              ? (key) => [
                  {
                    key: "revoke",
                    label: t("organizations.apiKeys.revoke"),
                    danger: true,
                    onSelect: () => {
                      revoke.reset();
                      setRevoking(key);
                    },
                  },
                ]
              : undefined
          }
        />
      )}
      {canManage && (
        <CreateKeyDialog
          open={creating}
          tenantId={id}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      <SecretOnceDialog
        secret={created?.key ?? null}
        onClose={() => setCreated(null)}
        texts={{
          title: t("organizations.apiKeys.keyTitle"),
          label: t("organizations.apiKeys.keyLabel", { name: created?.name ?? "" }),
          warning: t("organizations.apiKeys.keyWarning"),
          done: t("organizations.apiKeys.done"),
        }}
      />
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
    </Page>
  );
}

/** "Create key": its name (2–100 characters); on success the caller shows the secret once. */
function CreateKeyDialog({
  open,
  tenantId,
  onClose,
  onCreated,
}: {
  open: boolean;
  tenantId: string;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
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

  const onSubmit = async () => {
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
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("organizations.apiKeys.createTitle")}
      submitLabel={t("organizations.apiKeys.create")}
      busy={create.status === "pending"}
      onSubmit={onSubmit}
      initialFocusRef={nameRef}
      error={create.status === "error" ? organizationFailure(create.error, t) : undefined}
      onDismissError={create.reset}
    >
      <TextField
        ref={nameRef}
        label={t("organizations.apiKeys.name")}
        hint={t("organizations.apiKeys.nameHint")}
        name="name"
        required
        autoComplete="off"
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}

export const ApiKeys = withToasts(ApiKeysScreen);
