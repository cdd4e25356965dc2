import type { SendingProfile, SendingProfileInput } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/Badge/Badge";
import { Button } from "../../../../components/Button/Button";
import { Checkbox } from "../../../../components/Checkbox/Checkbox";
import { DataTable, type DataTableColumn } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../../components/ErrorBanner/errorMessage";
import { FormDialog } from "../../../../components/FormDialog/FormDialog";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../../components/Menu/Menu";
import { Page, type PageProps } from "../../../../components/Page/Page";
import { PasswordField } from "../../../../components/PasswordField/PasswordField";
import { ConfirmDialog, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../../components/Select/Select";
import { TextField } from "../../../../components/TextField/TextField";
import { useToast } from "../../../../components/Toast/Toaster";
import {
  type SmtpSecurity,
  useDeleteSendingProfile,
  useSaveSendingProfile,
  useSendingProfiles,
  useTemplateList,
} from "../queries";
import { nameError, screenGate, useSaveFailure } from "../shared/parts";
import { DEFAULT_PORTS, type FieldErrors, looksLikeEmail, SMTP_SECURITY, usePhishingAccess } from "../shared/phishing";
import * as css from "../shared/phishing.css";

/** The send-test dialog loads when first opened: most visits never send a test. */
const SendTestDialog = lazyPart(() => import("../shared/SendTestDialog").then((m) => m.SendTestDialog));

/** Props of {@link SendingProfiles}. */
export interface SendingProfilesProps {
  /** Page-level tabs under the title (the web app's organisation sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

/** The editor's values, as typed. */
interface ProfileValues {
  name: string;
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  /** A new password; empty keeps the saved one (or none). */
  password: string;
  /** Remove the saved password (a server that needs none). */
  clearPassword: boolean;
  fromAddress: string;
}

const emptyProfile = (): ProfileValues => ({
  name: "",
  host: "",
  port: String(DEFAULT_PORTS.starttls),
  security: "starttls",
  username: "",
  password: "",
  clearPassword: false,
  fromAddress: "",
});

const valuesOf = (profile: SendingProfile): ProfileValues => ({
  name: profile.name,
  host: profile.host,
  port: String(profile.port),
  security: profile.security,
  username: profile.username ?? "",
  password: "",
  clearPassword: false,
  fromAddress: profile.fromAddress,
});

/**
 * The request body: `password` left out keeps the stored one, `null` removes it, a string
 * replaces it (`updateSendingProfile`), so an edit that does not touch the field never sends it.
 */
const inputOf = (values: ProfileValues): SendingProfileInput => ({
  name: values.name.trim(),
  host: values.host.trim(),
  port: Number(values.port),
  security: values.security,
  username: values.username.trim() || null,
  fromAddress: values.fromAddress.trim(),
  ...(values.password ? { password: values.password } : values.clearPassword ? { password: null } : {}),
});

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/;

function validate(values: ProfileValues, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameError(values.name, t);
  if (name) errors.name = name;
  if (!values.host.trim()) errors.host = t("phishingContent.messages.hostRequired");
  else if (!HOST.test(values.host.trim())) errors.host = t("phishingContent.messages.hostInvalid");
  const port = Number(values.port);
  if (!values.port.trim()) errors.port = t("phishingContent.messages.portRequired");
  else if (!Number.isInteger(port) || port < 1 || port > 65535) errors.port = t("phishingContent.messages.portInvalid");
  if (!values.fromAddress.trim()) errors.fromAddress = t("phishingContent.messages.fromAddressRequired");
  else if (!looksLikeEmail(values.fromAddress)) errors.fromAddress = t("phishingContent.messages.emailInvalid");
  return errors;
}

/**
 * The organisation's sending profiles (gophish's name for SMTP settings), in its settings area: a
 * table of name, server, security, user, whether a password is saved and the From address, with
 * Add, Edit (a dialog), Send test and Delete. The password is write-only: the API seals it and
 * never returns it, so the form shows only that one is saved; typing a new one replaces it, and
 * "Remove the saved password" clears it. Simulations without a profile send through the platform's
 * own mail settings. Reading needs ReadPhishing; changing, CrudPhishing.
 */
function SendingProfilesScreen({ tabs, contactEmail = "" }: SendingProfilesProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const access = usePhishingAccess("organization");
  const { session, ready, canEdit } = access;
  const profiles = useSendingProfiles(session.tenantId, ready);
  const [editing, setEditing] = useState<SendingProfile | "new" | null>(null);
  const [deleting, setDeleting] = useState<SendingProfile | null>(null);
  const [testing, setTesting] = useState<SendingProfile | null>(null);
  const remove = useDeleteSendingProfile(session.tenantId);
  const templates = useTemplateList(session.tenantId, { scope: "all", skip: 0, limit: 100 }, ready && testing !== null);
  const columns = useMemo(() => profileColumns(t), [t]);

  const gate = screenGate({ access, contactEmail, deniedTitle: t("phishingContent.profiles.title") });
  if (gate) return gate;

  const rowActions = (profile: SendingProfile): MenuItem[] =>
    canEdit
      ? [
          {
            key: "edit",
            label: t("phishingContent.profiles.edit", { name: profile.name }),
            onSelect: () => setEditing(profile),
          },
          {
            key: "test",
            label: t("phishingContent.profiles.test", { name: profile.name }),
            onSelect: () => setTesting(profile),
          },
          {
            key: "delete",
            label: t("phishingContent.profiles.delete", { name: profile.name }),
            danger: true,
            onSelect: () => {
              remove.reset();
              setDeleting(profile);
            },
          },
        ]
      : [];

  return (
    <Page
      title={t("phishingContent.profiles.title")}
      description={t("phishingContent.profiles.description")}
      tabs={tabs}
      primaryAction={canEdit && <Button onClick={() => setEditing("new")}>{t("phishingContent.profiles.add")}</Button>}
    >
      <DataTable
        label={t("phishingContent.profiles.caption")}
        columns={columns}
        rows={profiles.data?.items}
        getRowId={(profile) => profile.id}
        loading={profiles.isLoading}
        error={profiles.status === "error" ? profiles.error : undefined}
        onRetry={() => void profiles.refetch()}
        empty={{ title: t("phishingContent.profiles.empty"), description: t("phishingContent.profiles.emptyHint") }}
        {...(canEdit ? { rowActions, onRowOpen: (profile: SendingProfile) => setEditing(profile) } : {})}
      />
      <p className={css.muted}>{t("phishingContent.profiles.defaultNote")}</p>
      {editing !== null && (
        <ProfileDialog
          profile={editing === "new" ? undefined : editing}
          tenantId={session.tenantId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toast.show({
              variant: "success",
              message: t(editing === "new" ? "phishingContent.profiles.created" : "phishingContent.profiles.saved", {
                name: saved.name,
              }),
            });
          }}
        />
      )}
      {testing && (
        <SendTestDialog
          open
          onClose={() => setTesting(null)}
          sendingProfileId={testing.id}
          templates={templates.data?.items ?? []}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("phishingContent.profiles.deleteTitle")}
        confirmLabel={t("phishingContent.profiles.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          if (!(await remove.mutate(deleting))) return;
          setDeleting(null);
          toast.show({ variant: "success", message: t("phishingContent.profiles.deleted") });
        }}
        error={
          remove.status === "error" && (
            <ErrorBanner message={errorMessage(remove.error, t) || t("phishingContent.errorHappened")} />
          )
        }
      >
        {deleting && (
          <p className={css.confirmText}>{t("phishingContent.profiles.deleteBody", { name: deleting.name })}</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** Add or edit one profile. */
function ProfileDialog({
  profile,
  tenantId,
  onClose,
  onSaved,
}: {
  profile: SendingProfile | undefined;
  tenantId: string | null;
  onClose: () => void;
  onSaved: (profile: SendingProfile) => void;
}) {
  const { t } = useTranslation();
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => (profile ? valuesOf(profile) : emptyProfile()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const save = useSaveSendingProfile(tenantId);

  // A name the organisation already uses (409) is a problem of the name field.
  useSaveFailure(save, { fields: setErrors, failure: setFailure }, (byField, statusCode) =>
    statusCode === 409 ? { name: t("phishingContent.messages.profileNameTaken") } : byField,
  );

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async () => {
    const found = validate(values, t);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(profile ? { id: profile.id } : {}), body: inputOf(values) });
    if (saved) onSaved(saved);
  };

  const saved = profile?.hasPassword === true;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={profile ? t("phishingContent.profiles.editTitle") : t("phishingContent.profiles.addTitle")}
      submitLabel={t("phishingContent.profiles.save")}
      onSubmit={() => void onSubmit()}
      busy={save.status === "pending"}
      initialFocusRef={first}
      closeOnBackdropClick={false}
      {...(failure ? { error: failure, onDismissError: () => setFailure(undefined) } : {})}
    >
      <TextField
        ref={first}
        label={t("phishingContent.profiles.name")}
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(event) => set("name", event.target.value)}
      />
      <div className={css.row}>
        <TextField
          label={t("phishingContent.profiles.host")}
          required
          maxLength={253}
          autoCapitalize="off"
          spellCheck={false}
          placeholder="smtp.example.com"
          value={values.host}
          error={errors.host}
          onChange={(event) => set("host", event.target.value)}
        />
        <Select
          label={t("phishingContent.profiles.security")}
          required
          options={SMTP_SECURITY.map((value) => ({ value, label: t(`phishingContent.security.${value}`) }))}
          value={values.security}
          onChange={(event) => {
            const security = event.target.value as SmtpSecurity;
            // The port follows the security while it is still the previous mode's usual one.
            if (values.port === String(DEFAULT_PORTS[values.security])) set("port", String(DEFAULT_PORTS[security]));
            set("security", security);
          }}
        />
        <TextField
          label={t("phishingContent.profiles.port")}
          required
          inputMode="numeric"
          value={values.port}
          error={errors.port}
          onChange={(event) => set("port", event.target.value)}
        />
      </div>
      <TextField
        label={t("phishingContent.profiles.fromAddress")}
        type="email"
        required
        value={values.fromAddress}
        error={errors.fromAddress}
        hint={t("phishingContent.profiles.fromAddressHint")}
        onChange={(event) => set("fromAddress", event.target.value)}
      />
      <div className={css.row}>
        <TextField
          label={t("phishingContent.profiles.username")}
          autoComplete="off"
          maxLength={254}
          value={values.username}
          error={errors.username}
          onChange={(event) => set("username", event.target.value)}
        />
        <PasswordField
          label={t("phishingContent.profiles.password")}
          autoComplete="new-password"
          maxLength={512}
          disabled={values.clearPassword}
          value={values.password}
          error={errors.password}
          hint={saved ? t("phishingContent.profiles.passwordKeep") : t("phishingContent.profiles.passwordHint")}
          onChange={(event) => set("password", event.target.value)}
        />
      </div>
      {saved && (
        <div className={css.inline}>
          <Badge tone="success">{t("phishingContent.profiles.passwordSaved")}</Badge>
          <Checkbox
            label={t("phishingContent.profiles.clearPassword")}
            checked={values.clearPassword}
            onChange={(event) => {
              set("clearPassword", event.target.checked);
              if (event.target.checked) set("password", "");
            }}
          />
        </div>
      )}
    </FormDialog>
  );
}

function profileColumns(t: TFunction): DataTableColumn<SendingProfile>[] {
  return [
    { id: "name", header: t("phishingContent.profiles.name"), primary: true, cell: (profile) => profile.name },
    {
      id: "server",
      header: t("phishingContent.profiles.server"),
      width: "22%",
      text: (profile) => `${profile.host}:${profile.port}`,
      cell: (profile) => `${profile.host}:${profile.port}`,
    },
    {
      id: "security",
      header: t("phishingContent.profiles.security"),
      width: 130,
      text: (profile) => t(`phishingContent.security.${profile.security}`),
      cell: (profile) => t(`phishingContent.security.${profile.security}`),
    },
    {
      id: "username",
      header: t("phishingContent.profiles.username"),
      width: "16%",
      text: (profile) => profile.username ?? "",
      cell: (profile) => profile.username ?? "—",
    },
    {
      id: "password",
      header: t("phishingContent.profiles.password"),
      width: 130,
      text: (profile) =>
        profile.hasPassword ? t("phishingContent.profiles.passwordSaved") : t("phishingContent.profiles.noPassword"),
      cell: (profile) =>
        profile.hasPassword ? (
          <Badge tone="success">{t("phishingContent.profiles.passwordSaved")}</Badge>
        ) : (
          t("phishingContent.profiles.noPassword")
        ),
    },
    {
      id: "from",
      header: t("phishingContent.profiles.fromAddress"),
      width: "20%",
      text: (profile) => profile.fromAddress,
      cell: (profile) => profile.fromAddress,
    },
  ];
}

/** The organisation's sending profiles; see {@link SendingProfilesScreen}. */
export const SendingProfiles = withToasts(SendingProfilesScreen);
