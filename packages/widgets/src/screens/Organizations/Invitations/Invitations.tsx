import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import { formatDateTime } from "../../../components/format";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import { Page, type PageProps } from "../../../components/Page/Page";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  TextAreaField,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { useInvitations, useInvite, useResendInvitation, useRevokeInvitation } from "../queries";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import { type Role, roleLabel, roleOptions } from "../shared/labels";
import { RoleGuide } from "../shared/RoleGuide";
import { checkEmails, MAX_INVITE_EMAILS } from "../shared/validation";
import * as css from "./Invitations.css";

type Invitation = Schema<"Invitation">;

/** Pending invitations shown per page. */
export const INVITATIONS_PAGE_SIZE = 20;

/** Props of {@link Invitations}. */
export interface InvitationsProps {
  /** The organisation to invite to; defaults to the active one. */
  tenantId?: string;
  /** Roles ticked at first. Defaults to Viewer. */
  defaultRoles?: Role[];
  /** Page size of the pending list; defaults to {@link INVITATIONS_PAGE_SIZE}. */
  pageSize?: number;
  /** Page-level tabs under the title (the web app's organization sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
}

/** The message of the emails field, or undefined when the list is fine. */
export function emailsProblem(text: string, t: TFunction): string | undefined {
  const { emails, invalid, duplicates } = checkEmails(text);
  if (emails.length === 0) return t("validation.required");
  if (invalid.length > 0) {
    return t("organizations.invitations.invalidEmails", {
      message: t("validation.invalidEmail"),
      emails: invalid.join(", "),
    });
  }
  if (duplicates.length > 0) return t("validation.duplicateEmails");
  if (emails.length > MAX_INVITE_EMAILS)
    return t("organizations.invitations.tooMany", { max: String(MAX_INVITE_EMAILS) });
  return undefined;
}

/**
 * Invitations of an organisation: the pending invitations (one line each: email, who invited,
 * when, roles in plain words) with Resend and Revoke in each row's menu, and "Invite people"
 * (the page's primary action and the empty list's next step), which invites several people at
 * once by email (commas or new lines) with one or more roles. Inviting is all or nothing: when an
 * address already belongs to a member or has a pending invitation, nobody is invited and the
 * dialog says so. Without ManageOrganization the screen is read-only.
 */
function InvitationsScreen({
  tenantId,
  defaultRoles = ["Viewer"],
  pageSize = INVITATIONS_PAGE_SIZE,
  tabs,
}: InvitationsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const query = useInvitations(id, { skip, limit: pageSize });
  const resend = useResendInvitation(id ?? "");
  const revoke = useRevokeInvitation(id ?? "");

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;
  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name ?? "";
  const forbidden = query.status === "error" && isForbidden(query.error);

  const onResend = async (invitation: Invitation) => {
    if (await resend.mutate(invitation))
      toast.show({ variant: "success", message: t("organizations.invitations.resent") });
  };
  const onRevoke = async () => {
    if (!revoking || !(await revoke.mutate(revoking))) return;
    setRevoking(null);
    toast.show({ variant: "success", message: t("organizations.invitations.revoked") });
  };
  const inviteButton = <Button onClick={() => setInviting(true)}>{t("organizations.invitations.inviteTitle")}</Button>;

  return (
    <Page
      tabs={tabs}
      title={t("organizations.invitations.title")}
      description={t("organizations.invitations.description", { name: tenantName })}
      primaryAction={canManage ? inviteButton : undefined}
    >
      {!canManage && <ReadOnlyNotice />}
      {resend.status === "error" && (
        <ErrorBanner message={organizationFailure(resend.error, t)} onDismiss={resend.reset} />
      )}
      {!(forbidden && !canManage) && (
        <DataTable<Invitation>
          label={t("organizations.invitations.caption", { name: tenantName })}
          rows={query.data?.items}
          getRowId={(invitation) => invitation.id}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          skeletonRows={Math.min(pageSize, 5)}
          empty={{
            title: t("organizations.invitations.empty"),
            description: canManage ? t("organizations.invitations.emptyHint") : undefined,
            action: canManage ? inviteButton : undefined,
          }}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
          columns={[
            {
              id: "email",
              header: t("organizations.invitations.columns.email"),
              primary: true,
              cell: (invitation) => invitation.email,
            },
            {
              id: "invitedBy",
              header: t("organizations.invitations.columns.invitedBy"),
              cell: (invitation) => invitation.invitedBy,
            },
            {
              id: "invitedAt",
              header: t("organizations.invitations.columns.invitedAt"),
              cell: (invitation) => formatDateTime(invitation.createdAt, i18n.language),
              width: 170,
            },
            {
              id: "roles",
              header: t("organizations.invitations.columns.roles"),
              cell: (invitation) => invitation.roles.map((role) => roleLabel(t, role)).join(", "),
              width: "22%",
            },
          ]}
          rowActions={
            canManage
              ? (invitation) => [
                  {
                    key: "resend",
                    label: t("organizations.invitations.resend"),
                    onSelect: () => void onResend(invitation),
                  },
                  {
                    key: "revoke",
                    label: t("organizations.invitations.revoke"),
                    danger: true,
                    onSelect: () => {
                      revoke.reset();
                      setRevoking(invitation);
                    },
                  },
                ]
              : undefined
          }
        />
      )}
      <RoleGuide />
      {canManage && (
        <InviteDialog open={inviting} tenantId={id} defaultRoles={defaultRoles} onClose={() => setInviting(false)} />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("organizations.invitations.revokeConfirmTitle")}
        confirmLabel={t("organizations.invitations.revoke")}
        busy={revoke.status === "pending"}
        onCancel={() => setRevoking(null)}
        onConfirm={onRevoke}
        error={revoke.status === "error" && <ErrorBanner message={organizationFailure(revoke.error, t)} />}
      >
        {revoking && (
          <p className={css.confirmText}>
            {t("organizations.invitations.revokeConfirmBody", { email: revoking.email })}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** "Invite people": addresses and roles; closes with a toast once everybody is invited. */
function InviteDialog({
  open,
  tenantId,
  defaultRoles,
  onClose,
}: {
  open: boolean;
  tenantId: string;
  defaultRoles: Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState("");
  const [roles, setRoles] = useState<Role[]>(defaultRoles);
  const [submitted, setSubmitted] = useState(false);
  const emailsRef = useRef<HTMLTextAreaElement>(null);
  const emailsError = submitted ? emailsProblem(text, t) : undefined;
  const rolesError = submitted && roles.length === 0 ? t("validation.oneRoleRequired") : undefined;

  const invite = useInvite(tenantId);

  const onSubmit = async () => {
    setSubmitted(true);
    if (emailsProblem(text, t)) return emailsRef.current?.focus();
    if (roles.length === 0) return;
    const emails = checkEmails(text).emails;
    const sent = await invite.mutate({ emails, roles });
    if (!sent) return;
    setText("");
    setSubmitted(false);
    toast.show({ variant: "success", message: t("organizations.invitations.sent", { count: emails.length }) });
    onClose();
  };

  const failure =
    invite.status === "error"
      ? toApiError(invite.error).code === "AlreadyMemberOrInvited"
        ? `${t("errors.alreadyMemberOrInvited")} ${t("organizations.invitations.nobodyInvited")}`
        : organizationFailure(invite.error, t)
      : undefined;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("organizations.invitations.inviteTitle")}
      submitLabel={t("organizations.invitations.submit")}
      busy={invite.status === "pending"}
      onSubmit={onSubmit}
      initialFocusRef={emailsRef}
      error={failure}
      onDismissError={invite.reset}
    >
      <TextAreaField
        ref={emailsRef}
        label={t("organizations.invitations.emails")}
        hint={t("organizations.invitations.emailsHint")}
        name="emails"
        rows={3}
        autoComplete="off"
        spellCheck={false}
        placeholder="ana@example.com, marko@example.com"
        value={text}
        error={emailsError}
        onChange={(event) => setText(event.target.value)}
      />
      <MultiSelect
        label={t("organizations.invitations.roles")}
        options={roleOptions(t)}
        value={roles}
        required
        error={rolesError}
        onChange={(next) => setRoles(next as Role[])}
      />
    </FormDialog>
  );
}

export const Invitations = withToasts(InvitationsScreen);
