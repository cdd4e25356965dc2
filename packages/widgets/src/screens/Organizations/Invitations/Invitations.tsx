import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../components/format";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  ScreenHeader,
  Tags,
  TextAreaField,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
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
 * Invitations of an organisation: invite several people at once by email (commas or new lines)
 * with one or more roles, and manage the pending invitations (resend, revoke). Inviting is all or
 * nothing: when an address already belongs to a member or has a pending invitation, nobody is
 * invited and the screen says so. Without ManageOrganization the screen is read-only.
 */
function InvitationsScreen({
  tenantId,
  defaultRoles = ["Viewer"],
  pageSize = INVITATIONS_PAGE_SIZE,
}: InvitationsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);

  const query = useInvitations(id, { skip, limit: pageSize });

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;
  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name ?? "";
  const forbidden = query.status === "error" && isForbidden(query.error);

  return (
    <div className={parts.page}>
      <ScreenHeader title={t("organizations.invitations.title")} intro={tenantName} />
      {canManage ? <InviteForm tenantId={id} defaultRoles={defaultRoles} /> : <ReadOnlyNotice />}
      <Card title={t("organizations.invitations.pendingTitle")}>
        {query.status === "error" ? (
          !(forbidden && !canManage) && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PendingTable
            tenantId={id}
            caption={t("organizations.invitations.caption", { name: tenantName })}
            canManage={canManage}
            rows={query.data?.items}
            loading={query.isLoading}
            pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
          />
        )}
      </Card>
      <RoleGuide />
    </div>
  );
}

function InviteForm({ tenantId, defaultRoles }: { tenantId: string; defaultRoles: Role[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState("");
  const [roles, setRoles] = useState<Role[]>(defaultRoles);
  const [submitted, setSubmitted] = useState(false);
  const emailsRef = useRef<HTMLTextAreaElement>(null);
  const emailsError = submitted ? emailsProblem(text, t) : undefined;
  const rolesError = submitted && roles.length === 0 ? t("validation.oneRoleRequired") : undefined;

  const invite = useInvite(tenantId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailsProblem(text, t)) return emailsRef.current?.focus();
    if (roles.length === 0) return;
    const emails = checkEmails(text).emails;
    const sent = await invite.mutate({ emails, roles });
    if (!sent) return;
    setText("");
    setSubmitted(false);
    toast.show({ variant: "success", message: t("organizations.invitations.sent", { count: emails.length }) });
  };

  const failure =
    invite.status === "error"
      ? toApiError(invite.error).code === "AlreadyMemberOrInvited"
        ? `${t("errors.alreadyMemberOrInvited")} ${t("organizations.invitations.nobodyInvited")}`
        : organizationFailure(invite.error, t)
      : undefined;

  return (
    <Card title={t("organizations.invitations.inviteTitle")}>
      <form className={parts.form} noValidate onSubmit={onSubmit}>
        {failure && <ErrorBanner message={failure} onDismiss={invite.reset} />}
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
        <div className={parts.formActions}>
          <Button type="submit" loading={invite.status === "pending"}>
            {t("organizations.invitations.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PendingTable({
  tenantId,
  caption,
  canManage,
  rows,
  loading,
  pagination,
}: {
  tenantId: string;
  caption: string;
  canManage: boolean;
  rows: Invitation[] | undefined;
  loading: boolean;
  pagination: { skip: number; limit: number; total: number; onChange: (skip: number) => void };
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [resending, setResending] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const resend = useResendInvitation(tenantId);
  const revoke = useRevokeInvitation(tenantId);

  const onResend = async (invitation: Invitation) => {
    setResending(invitation.id);
    const done = await resend.mutate(invitation);
    setResending(null);
    if (!done) return;
    toast.show({ variant: "success", message: t("organizations.invitations.resent") });
  };
  const onRevoke = async () => {
    if (!revoking || !(await revoke.mutate(revoking))) return;
    setRevoking(null);
    toast.show({ variant: "success", message: t("organizations.invitations.revoked") });
  };

  const columns: TableColumn<Invitation>[] = [
    { key: "email", header: t("organizations.invitations.columns.email"), rowHeader: true, cell: (i) => i.email },
    { key: "invitedBy", header: t("organizations.invitations.columns.invitedBy"), cell: (i) => i.invitedBy },
    {
      key: "invitedAt",
      header: t("organizations.invitations.columns.invitedAt"),
      cell: (i) => <span className={css.nowrap}>{formatDateTime(i.createdAt, i18n.language)}</span>,
    },
    {
      key: "roles",
      header: t("organizations.invitations.columns.roles"),
      cell: (i) => <Tags items={i.roles.map((role) => roleLabel(t, role))} />,
    },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      header: t("organizations.common.actions"),
      headerHidden: true,
      align: "end",
      cell: (invitation) => (
        <div className={parts.rowActions}>
          <Button
            className={parts.smallButton}
            variant="secondary"
            aria-label={t("organizations.invitations.resendFor", { email: invitation.email })}
            loading={resending === invitation.id}
            onClick={() => onResend(invitation)}
          >
            {t("organizations.invitations.resend")}
          </Button>
          <Button
            className={parts.smallButton}
            variant="secondary"
            aria-label={t("organizations.invitations.revokeFor", { email: invitation.email })}
            onClick={() => {
              revoke.reset();
              setRevoking(invitation);
            }}
          >
            {t("organizations.invitations.revoke")}
          </Button>
        </div>
      ),
    });
  }

  return (
    <>
      {resend.status === "error" && (
        <ErrorBanner message={organizationFailure(resend.error, t)} onDismiss={resend.reset} />
      )}
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(i) => i.id}
        loading={loading}
        empty={<EmptyState compact headingLevel={null} title={t("organizations.invitations.empty")} />}
        pagination={pagination}
      />
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
    </>
  );
}

export const Invitations = withToasts(InvitationsScreen);
