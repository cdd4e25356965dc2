import { useTranslation } from "react-i18next";
import { OrgLogo } from "../../../components/Avatar/Avatar";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { Icon } from "../../../components/Icon/Icon";
import { Modal } from "../../../components/Modal/Modal";
import { useRuntime, useSession } from "../../../data/session";
import { canCreateOrganization } from "../access";
import * as css from "./ManageOrganizationsModal.css";

/** Props of {@link ManageOrganizationsModal}. */
export interface ManageOrganizationsModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog closes: after a choice, on Escape, on the close button. */
  onClose: () => void;
}

/**
 * The user's organisations, each with its logo (or colour block) and name. Choosing one makes
 * it the active organisation (`session.switchTenant`; choosing the active one changes nothing)
 * and closes the dialog. Users who may create organisations also get "Add organization".
 */
export function ManageOrganizationsModal({ open, onClose }: ManageOrganizationsModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const mayCreate = canCreateOrganization(session);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("shell.manageOrganizations.title")}
      footer={
        mayCreate ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate("/organizations/setup");
            }}
          >
            <Icon name="plus" size={18} />
            {t("shell.manageOrganizations.add")}
          </Button>
        ) : undefined
      }
    >
      {session.tenants.length === 0 && (
        // A super-admin is often a member of no organisation: say so rather than show nothing.
        <EmptyState
          compact
          headingLevel={null}
          title={t("shell.manageOrganizations.none")}
          description={
            mayCreate ? t("shell.manageOrganizations.noneCreate") : t("shell.manageOrganizations.noneInvite")
          }
        />
      )}
      <ul
        className={css.list}
        aria-label={t("shell.manageOrganizations.listLabel")}
        hidden={session.tenants.length === 0}
      >
        {session.tenants.map((tenant) => {
          const active = tenant.id === session.tenantId;
          return (
            <li key={tenant.id}>
              <button
                type="button"
                className={css.option}
                aria-current={active ? "true" : undefined}
                onClick={() => {
                  if (!active) session.switchTenant(tenant.id);
                  onClose();
                }}
              >
                <OrgLogo tenant={tenant} decorative />
                <span className={css.name}>{tenant.name}</span>
                {active && <Badge tone="success">{t("shell.manageOrganizations.active")}</Badge>}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
