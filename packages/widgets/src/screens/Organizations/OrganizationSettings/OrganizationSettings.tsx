import type { Tenant } from "@bulwark/client";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FileInput } from "../../../components/FileInput/FileInput";
import { formatDate } from "../../../components/format";
import { Page, type PageProps } from "../../../components/Page/Page";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  Tags,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import {
  useOrganization,
  useRemoveOrganization,
  useRestoreOrganization,
  useUpdateOrganization,
  useUploadLogo,
} from "../queries";
import { canManageOrganization, canRestoreOrganizations } from "../shared/access";
import { organizationFailure } from "../shared/errors";
import { featureLabel } from "../shared/labels";
import { OrganizationFields, type OrganizationValues, validateOrganization } from "../shared/OrganizationFields";
import { LOGO_ACCEPT, LOGO_MAX_BYTES } from "../shared/validation";
import { TwoFactorPolicy } from "../TwoFactorPolicy/TwoFactorPolicy";
import * as css from "./OrganizationSettings.css";

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** The organisation to show; defaults to the active one. */
  tenantId?: string;
  /** Called after the organisation was removed (e.g. go to the organisation list). */
  onRemoved?: (tenant: Tenant) => void;
  /** Page-level tabs under the title (the web app's organization sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
}

const toValues = (tenant: Tenant): OrganizationValues => ({
  name: tenant.name,
  webUrl: tenant.webUrl ?? "",
  color: tenant.color ?? "#3056d3",
  industry: tenant.industry ?? "",
});

/**
 * Settings of an organisation (route `/organizations/active`): details (name, web address,
 * colour, industry), logo upload (images under 5 MB), the features it has (read-only) and a danger
 * zone to remove it. Without ManageOrganization everything is read-only and the screen says why.
 * A removed organisation shows when it was removed and, for super-admins, a Restore button.
 */
function OrganizationSettingsScreen({ tenantId, onRemoved, tabs }: OrganizationSettingsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = tenantId ?? session.tenantId;
  const query = useOrganization(id);

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const tenant = query.data;
  return (
    <Page
      tabs={tabs}
      title={t("organizations.settings.title")}
      description={tenant ? t("organizations.settings.description", { name: tenant.name }) : undefined}
      width="reading"
    >
      {query.status === "error" ? (
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : !tenant ? (
        <Spinner />
      ) : (
        <Loaded tenant={tenant} canManage={canManageOrganization(session, id)} onRemoved={onRemoved} />
      )}
    </Page>
  );
}

function Loaded({
  tenant,
  canManage,
  onRemoved,
}: {
  tenant: Tenant;
  canManage: boolean;
  onRemoved: ((tenant: Tenant) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const removed = tenant.deletedAt !== null;
  const editable = canManage && !removed;
  return (
    <>
      {removed && <RemovedNotice tenant={tenant} canRestore={canRestoreOrganizations(session)} />}
      {!canManage && <ReadOnlyNotice />}
      <DetailsCard tenant={tenant} editable={editable} />
      <LogoCard tenant={tenant} editable={editable} />
      <TwoFactorPolicy tenant={tenant} editable={editable} />
      <Card title={t("organizations.settings.featuresTitle")} description={t("organizations.settings.featuresHint")}>
        {tenant.features.length > 0 ? (
          <Tags
            label={t("organizations.settings.featuresTitle")}
            items={tenant.features
              .map((feature) => featureLabel(t, feature))
              .sort((a, b) => a.localeCompare(b, i18n.language))}
          />
        ) : (
          <p className={parts.muted}>{t("organizations.settings.featuresNone")}</p>
        )}
      </Card>
      {editable && <DangerZone tenant={tenant} onRemoved={onRemoved} />}
    </>
  );
}

function DetailsCard({ tenant, editable }: { tenant: Tenant; editable: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [values, setValues] = useState(() => toValues(tenant));
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const webUrlRef = useRef<HTMLInputElement>(null);
  const errors = submitted ? validateOrganization(values, t) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another organisation is shown.
  useEffect(() => {
    setValues(toValues(tenant));
    setSubmitted(false);
  }, [tenant.id]);

  const save = useUpdateOrganization(tenant.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateOrganization(values, t);
    if (found.name) return nameRef.current?.focus();
    if (found.webUrl) return webUrlRef.current?.focus();
    if (found.color) return;
    const updated = await save.mutate(values);
    if (!updated) return;
    toast.show({ variant: "success", message: t("organizations.settings.updated") });
    // The organisation menu and switcher show the name and colour.
    await session.reload();
  };

  return (
    <Card title={t("organizations.settings.detailsTitle")}>
      <form className={parts.form} noValidate onSubmit={onSubmit}>
        {save.status === "error" && <ErrorBanner message={organizationFailure(save.error, t)} onDismiss={save.reset} />}
        <OrganizationFields
          values={values}
          errors={errors}
          disabled={!editable}
          nameRef={nameRef}
          webUrlRef={webUrlRef}
          onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
        />
        {editable && (
          <div className={parts.formActions}>
            <Button type="submit" loading={save.status === "pending"}>
              {t("organizations.settings.save")}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function LogoCard({ tenant, editable }: { tenant: Tenant; editable: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);

  const upload = useUploadLogo(tenant.id);

  const onUpload = async () => {
    if (!file) return;
    const updated = await upload.mutate(file);
    if (!updated) return;
    setFile(null);
    toast.show({ variant: "success", message: t("organizations.settings.logoUploaded") });
    await session.reload();
  };

  return (
    <Card title={t("organizations.settings.logoTitle")}>
      <div className={css.logoRow}>
        <div className={css.logoFrame}>
          {tenant.logo ? (
            <img
              className={css.logo}
              src={tenant.logo}
              alt={t("organizations.settings.logoAlt", { name: tenant.name })}
            />
          ) : (
            <span
              className={css.colorBlock}
              style={{ background: tenant.color ?? undefined }}
              role="img"
              aria-label={t("organizations.settings.logoNone")}
            />
          )}
        </div>
        {editable ? (
          <div className={css.logoForm}>
            <FileInput
              label={t("organizations.settings.logoLabel")}
              accept={LOGO_ACCEPT}
              maxSize={LOGO_MAX_BYTES}
              hint={t("organizations.settings.logoHint")}
              value={file}
              // Server failures of the upload read "Error happened!" (seeds, error catalogue), and why.
              error={
                upload.status === "error"
                  ? `${t("organizations.settings.uploadFailed")} ${organizationFailure(upload.error, t)}`
                  : undefined
              }
              onChange={(next) => {
                setFile(next);
                upload.reset();
              }}
            />
            <div className={parts.formActions}>
              <Button disabled={!file} loading={upload.status === "pending"} onClick={onUpload}>
                {t("organizations.settings.uploadLogo")}
              </Button>
            </div>
          </div>
        ) : (
          !tenant.logo && <p className={parts.muted}>{t("organizations.settings.logoNone")}</p>
        )}
      </div>
    </Card>
  );
}

function DangerZone({ tenant, onRemoved }: { tenant: Tenant; onRemoved: ((tenant: Tenant) => void) | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const remove = useRemoveOrganization();

  const onConfirm = async () => {
    const removed = await remove.mutate(tenant.id);
    if (!removed) return;
    setConfirming(false);
    toast.show({ variant: "success", message: t("organizations.settings.removed") });
    await session.reload();
    onRemoved?.(removed);
  };

  return (
    <section className={css.danger} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={css.dangerTitle}>
          {t("organizations.settings.dangerTitle")}
        </h2>
        <p className={parts.muted}>{t("organizations.settings.removeDescription")}</p>
      </div>
      <Button
        variant="danger"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {t("organizations.settings.removeButton")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("organizations.settings.removeConfirmTitle", { name: tenant.name })}
        confirmLabel={t("organizations.settings.removeButton")}
        busy={remove.status === "pending"}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
        error={remove.status === "error" && <ErrorBanner message={organizationFailure(remove.error, t)} />}
      >
        <p>{t("organizations.settings.removeConfirmBody", { name: tenant.name })}</p>
      </ConfirmDialog>
    </section>
  );
}

function RemovedNotice({ tenant, canRestore }: { tenant: Tenant; canRestore: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const restore = useRestoreOrganization();
  const onRestore = async () => {
    const restored = await restore.mutate(tenant.id);
    if (!restored) return;
    toast.show({ variant: "success", message: t("organizations.settings.restored") });
    await session.reload();
  };
  return (
    <div className={css.removed} role="note">
      <p className={css.removedText}>
        {t("organizations.settings.removedNotice", { date: formatDate(tenant.deletedAt ?? "", i18n.language) })}
      </p>
      {canRestore && (
        <Button variant="secondary" loading={restore.status === "pending"} onClick={onRestore}>
          {t("organizations.settings.restoreButton")}
        </Button>
      )}
      {restore.status === "error" && (
        <ErrorBanner className={css.removedError} message={organizationFailure(restore.error, t)} />
      )}
    </div>
  );
}

export const OrganizationSettings = withToasts(OrganizationSettingsScreen);
