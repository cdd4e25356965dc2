import type { Schema } from "@bulwark/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDate } from "../../../components/format";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import {
  ConfirmDialog,
  NoOrganization,
  ReadOnlyNotice,
  ScreenHeader,
  Tags,
  withToasts,
} from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
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
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The members of an organisation with their roles. Admins change a member's roles in the row
 * (at least one: "One role is required!") and save them with the row's Save button, or remove the
 * member after confirmation. Refusals of the server, such as taking the Admin role from the last
 * Admin, are shown with its message. Without ManageOrganization the list is read-only.
 */
function MembersAndRolesScreen({ tenantId, pageSize = MEMBERS_PAGE_SIZE }: MembersAndRolesProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const id = tenantId ?? session.tenantId;
  const canManage = canManageOrganization(session, id);
  const [skip, setSkip] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, Role[]>>({});
  const [pendingRemoval, setPendingRemoval] = useState<Member | null>(null);
  const lastAdminId = useId();

  const query = useMembers(id, { skip, limit: pageSize });

  const saveRoles = useSaveMemberRoles(id);
  const [savingId, setSavingId] = useState<string | null>(null);
  const removeMember = useRemoveMember(id);

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name ?? session.tenant?.name ?? "";
  const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim() || member.email;
  const rolesOf = (member: Member) => drafts[member.userId] ?? (member.roles as Role[]);
  // The organisation always keeps an Admin (the API refuses otherwise): say so before anyone tries.
  const isLastAdmin = (member: Member) => member.roles.includes("Admin") && (query.data?.adminCount ?? 2) <= 1;
  const rolesError = (member: Member) => {
    const roles = rolesOf(member);
    if (roles.length === 0) return t("validation.oneRoleRequired");
    if (isLastAdmin(member) && !roles.includes("Admin")) return t("organizations.members.lastAdminKeepsRole");
    return undefined;
  };

  const afterChange = async (member: Member) => {
    // Changing one's own roles changes one's permissions.
    if (member.userId === session.user?.id) await session.reload();
  };

  const onSave = async (member: Member) => {
    const roles = rolesOf(member);
    if (roles.length === 0) return;
    setSavingId(member.userId);
    const saved = await saveRoles.mutate({ member, roles });
    setSavingId(null);
    if (!saved) return;
    setDrafts(({ [member.userId]: _, ...rest }) => rest);
    toast.show({ variant: "success", message: t("organizations.members.rolesChanged") });
    await afterChange(member);
  };

  const onRemove = async () => {
    if (!pendingRemoval) return;
    const member = pendingRemoval;
    if (!(await removeMember.mutate(member))) return;
    setPendingRemoval(null);
    toast.show({ variant: "success", message: t("organizations.members.memberRemoved") });
    await afterChange(member);
  };

  const columns: TableColumn<Member>[] = [
    {
      key: "name",
      header: t("organizations.members.columns.name"),
      rowHeader: true,
      cell: (member) => (
        <>
          {nameOf(member)}
          {member.userId === session.user?.id && <span className={parts.muted}> {t("organizations.common.you")}</span>}
        </>
      ),
    },
    { key: "email", header: t("organizations.members.columns.email"), cell: (member) => member.email },
    {
      key: "roles",
      header: t("organizations.members.columns.roles"),
      cell: (member) => {
        if (!canManage) return <Tags items={member.roles.map((role) => roleLabel(t, role))} />;
        const roles = rolesOf(member);
        return (
          <MultiSelect
            className={css.roles}
            variant="dropdown"
            labelHidden
            label={t("organizations.members.rolesOf", { name: nameOf(member) })}
            options={roleOptions(t)}
            value={roles}
            required
            error={rolesError(member)}
            onChange={(next) => setDrafts((current) => ({ ...current, [member.userId]: next as Role[] }))}
          />
        );
      },
    },
    {
      key: "joined",
      header: t("organizations.members.columns.joined"),
      cell: (member) => formatDate(member.joinedAt, i18n.language),
    },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      header: t("organizations.common.actions"),
      headerHidden: true,
      align: "end",
      cell: (member) => {
        const dirty = !sameRoles(rolesOf(member), member.roles);
        return (
          <div className={parts.rowActions}>
            <Button
              className={parts.smallButton}
              aria-label={t("organizations.members.saveFor", { name: nameOf(member) })}
              // Nothing to save, or nothing valid to save (the reason shows beside it).
              disabled={!dirty || rolesError(member) !== undefined}
              loading={savingId === member.userId}
              onClick={() => onSave(member)}
            >
              {t("organizations.common.save")}
            </Button>
            <Button
              className={parts.smallButton}
              variant="secondary"
              aria-label={t("organizations.members.removeFor", { name: nameOf(member) })}
              disabled={isLastAdmin(member)}
              title={isLastAdmin(member) ? t("organizations.members.lastAdminRemove") : undefined}
              aria-describedby={isLastAdmin(member) ? `${lastAdminId}-${member.userId}` : undefined}
              onClick={() => {
                removeMember.reset();
                setPendingRemoval(member);
              }}
            >
              {t("organizations.common.remove")}
            </Button>
            {isLastAdmin(member) && (
              <span id={`${lastAdminId}-${member.userId}`} className={visuallyHidden}>
                {t("organizations.members.lastAdminRemove")}
              </span>
            )}
          </div>
        );
      },
    });
  }

  const forbidden = query.status === "error" && isForbidden(query.error);
  return (
    <div className={parts.page}>
      <ScreenHeader title={t("organizations.members.title")} intro={tenantName} />
      {!canManage && <ReadOnlyNotice />}
      {saveRoles.status === "error" && (
        <ErrorBanner message={organizationFailure(saveRoles.error, t)} onDismiss={saveRoles.reset} />
      )}
      {query.status === "error" ? (
        !(forbidden && !canManage) && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table
          caption={t("organizations.members.caption", { name: tenantName })}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(member) => member.userId}
          loading={query.isLoading}
          empty={<EmptyState compact headingLevel={null} title={t("organizations.members.empty")} />}
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        />
      )}
      <RoleGuide />
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
    </div>
  );
}

export const MembersAndRoles = withToasts(MembersAndRolesScreen);
