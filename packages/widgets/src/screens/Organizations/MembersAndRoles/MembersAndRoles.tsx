import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDate } from "../../../components/format";
import { Modal } from "../../../components/Modal/Modal";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import { Page, type PageProps } from "../../../components/Page/Page";
import { ConfirmDialog, NoOrganization, ReadOnlyNotice, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { useMembers, useRemoveMember, useSaveMemberRoles } from "../queries";
import { canManageOrganization } from "../shared/access";
import { isForbidden, organizationFailure } from "../shared/errors";
import { type Role, roleLabel, roleOptions } from "../shared/labels";
import { RoleGuide } from "../shared/RoleGuide";
import * as css from "./MembersAndRoles.css";

type Member = Schema<"Member">;

/** Members shown per page. */
export const MEMBERS_PAGE_SIZE = 20;

/** Props of {@link MembersAndRoles}. */
export interface MembersAndRolesProps {
  /** The organisation whose members to show; defaults to the active one. */
  tenantId?: string;
  /** Page size; defaults to {@link MEMBERS_PAGE_SIZE}. */
  pageSize?: number;
  /** Page-level tabs under the title (the web app's organization sections), passed to `Page`. */
  tabs?: PageProps["tabs"];
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The members of an organisation with their roles, one line each (roles in plain words; "What
 * each role may do" under the list). Admins change a member's roles from the row's menu, in a
 * dialog (at least one: "One role is required!"), or remove the member after confirmation. The
 * last Admin's Remove is disabled with the reason, and its roles cannot be saved without Admin;
 * the server's refusals still show with its message. Without ManageOrganization the list is
 * read-only.
 */
function MembersAndRolesScreen({ tenantId, pageSize = MEMBERS_PAGE_SIZE, tabs }: MembersAndRolesProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  // `allows` (data/permissions, what `useCan` answers) with the ManageOrganization requirement.
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [editing, setEditing] = useState<Member | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<Member | null>(null);

  const query = useMembers(id, { skip, limit: pageSize });
  const removeMember = useRemoveMember(id);

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name ?? session.tenant?.name ?? "";
  const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim() || member.email;
  const rolesText = (member: Member) => member.roles.map((role) => roleLabel(t, role as Role)).join(", ");
  // The organisation always keeps an Admin (the API refuses otherwise): say so before anyone tries.
  const isLastAdmin = (member: Member) => member.roles.includes("Admin") && (query.data?.adminCount ?? 2) <= 1;

  const afterChange = async (member: Member) => {
    // Changing one's own roles changes one's permissions.
    if (member.userId === session.user?.id) await session.reload();
  };

  const onRemove = async () => {
    if (!pendingRemoval) return;
    const member = pendingRemoval;
    if (!(await removeMember.mutate(member))) return;
    setPendingRemoval(null);
    toast.show({ variant: "success", message: t("organizations.members.memberRemoved") });
    await afterChange(member);
  };

  const forbidden = query.status === "error" && isForbidden(query.error);
  return (
    <Page
      tabs={tabs}
      title={t("organizations.members.title")}
      description={t("organizations.members.description", { name: tenantName })}
    >
      {!canManage && <ReadOnlyNotice />}
      {!(forbidden && !canManage) && (
        <DataTable<Member>
          label={t("organizations.members.caption", { name: tenantName })}
          rows={query.data?.items}
          getRowId={(member) => member.userId}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          skeletonRows={Math.min(pageSize, 5)}
          empty={{ title: t("organizations.members.empty") }}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
          columns={[
            {
              id: "name",
              header: t("organizations.members.columns.name"),
              primary: true,
              // The row's name ("Actions for Ana Petrović"); "(you)" is only shown.
              text: (member) => nameOf(member),
              cell: (member) => (
                <>
                  {nameOf(member)}
                  {member.userId === session.user?.id && (
                    <span className={parts.muted}> {t("organizations.common.you")}</span>
                  )}
                </>
              ),
            },
            { id: "email", header: t("organizations.members.columns.email"), cell: (member) => member.email },
            {
              id: "roles",
              header: t("organizations.members.columns.roles"),
              cell: (member) => rolesText(member),
              width: "24%",
            },
            {
              id: "joined",
              header: t("organizations.members.columns.joined"),
              cell: (member) => formatDate(member.joinedAt, i18n.language),
              width: 130,
              align: "end",
            },
          ]}
          rowActions={
            canManage
              ? (member) => [
                  {
                    key: "roles",
                    label: t("organizations.members.changeRoles"),
                    onSelect: () => setEditing(member),
                  },
                  {
                    key: "remove",
                    label: t("organizations.common.remove"),
                    danger: true,
                    disabledReason: isLastAdmin(member) ? t("organizations.members.lastAdminRemove") : undefined,
                    onSelect: () => {
                      removeMember.reset();
                      setPendingRemoval(member);
                    },
                  },
                ]
              : undefined
          }
        />
      )}
      <RoleGuide />
      {editing && (
        <RolesDialog
          tenantId={id}
          member={editing}
          name={nameOf(editing)}
          lastAdmin={isLastAdmin(editing)}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            const member = editing;
            setEditing(null);
            toast.show({ variant: "success", message: t("organizations.members.rolesChanged") });
            await afterChange(member);
          }}
        />
      )}
      <ConfirmDialog
        open={pendingRemoval !== null}
        title={t("organizations.members.removeConfirmTitle")}
        confirmLabel={t("organizations.common.remove")}
        busy={removeMember.status === "pending"}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={onRemove}
        error={removeMember.status === "error" && <ErrorBanner message={organizationFailure(removeMember.error, t)} />}
      >
        {pendingRemoval && (
          <p className={css.confirmText}>
            {t("organizations.members.removeConfirmBody", {
              name: nameOf(pendingRemoval),
              email: pendingRemoval.email,
            })}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/**
 * Changes one member's roles: the role picker (each role with its one line), Save enabled once
 * the roles differ and are valid. The last Admin keeps the Admin role; the server's refusal of a
 * race (another Admin removed meanwhile) shows in the dialog.
 */
function RolesDialog({
  tenantId,
  member,
  name,
  lastAdmin,
  onClose,
  onSaved,
}: {
  tenantId: string;
  member: Member;
  name: string;
  lastAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Role[]>(member.roles as Role[]);
  const save = useSaveMemberRoles(tenantId);
  const problem =
    roles.length === 0
      ? t("validation.oneRoleRequired")
      : lastAdmin && !roles.includes("Admin")
        ? t("organizations.members.lastAdminKeepsRole")
        : undefined;
  const dirty = !sameRoles(roles, member.roles);

  const onSave = async () => {
    if (problem || !dirty) return;
    if (await save.mutate({ member, roles })) onSaved();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t("organizations.members.rolesDialogTitle", { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("organizations.common.cancel")}
          </Button>
          <Button
            aria-label={t("organizations.members.saveFor", { name })}
            // Nothing to save, or nothing valid to save (the reason shows under the picker).
            disabled={!dirty || problem !== undefined}
            loading={save.status === "pending"}
            onClick={onSave}
          >
            {t("organizations.common.save")}
          </Button>
        </>
      }
    >
      <div className={parts.dialogBody}>
        {save.status === "error" && <ErrorBanner message={organizationFailure(save.error, t)} onDismiss={save.reset} />}
        <MultiSelect
          label={t("organizations.members.rolesOf", { name })}
          options={roleOptions(t)}
          value={roles}
          required
          error={problem}
          onChange={(next) => setRoles(next as Role[])}
        />
      </div>
    </Modal>
  );
}

export const MembersAndRoles = withToasts(MembersAndRolesScreen);
