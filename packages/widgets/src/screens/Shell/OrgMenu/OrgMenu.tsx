import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrgLogo } from "../../../components/Avatar/Avatar";
import { Badge } from "../../../components/Badge/Badge";
import { Icon } from "../../../components/Icon/Icon";
import { Menu, type MenuItem } from "../../../components/Menu/Menu";
import { useRuntime, useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import { canCreateOrganization } from "../access";
import { ManageOrganizationsModal } from "../ManageOrganizationsModal/ManageOrganizationsModal";
import * as css from "./OrgMenu.css";

/** Props of {@link OrgMenu}. */
export interface OrgMenuProps {
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The organisation menu of the top bar: the active organisation's logo and name (a DEMO badge
 * when there is none), and organisation settings, manage organisations (with more than one),
 * create new organisation (with ManageTenants), reporting extension, user settings and sign out.
 */
export function OrgMenu({ className }: OrgMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const [managing, setManaging] = useState(false);
  const demo = session.isDemo;
  const tenant = session.tenant;
  const name = tenant?.name ?? (demo ? t("shell.orgMenu.demoName") : "");
  const logo = tenant ?? { name, logo: null, color: null };

  const items: MenuItem[] = [
    // Without an organisation there are no organisation settings or extension data to open.
    ...(demo
      ? []
      : [
          {
            key: "settings",
            label: t("shell.orgMenu.settings"),
            href: "/organizations/active",
            icon: <Icon name="settings" size={18} />,
          },
        ]),
    ...(session.tenants.length > 1
      ? [
          {
            key: "manage",
            label: t("shell.orgMenu.manage"),
            onSelect: () => setManaging(true),
            icon: <Icon name="swap" size={18} />,
          },
        ]
      : []),
    ...(canCreateOrganization(session)
      ? [
          {
            key: "create",
            label: t("shell.orgMenu.create"),
            href: "/organizations/setup",
            icon: <Icon name="plus" size={18} />,
          },
        ]
      : []),
    ...(demo
      ? []
      : [
          {
            key: "extension",
            label: t("shell.orgMenu.reportingExtension"),
            href: "/organizations/whitelisted-domains",
            icon: <Icon name="puzzle" size={18} />,
          },
        ]),
    {
      key: "user",
      label: t("shell.orgMenu.userSettings"),
      href: "/account-settings",
      icon: <Icon name="user" size={18} />,
    },
    { key: "separator", separator: true },
    {
      key: "signOut",
      label: t("shell.orgMenu.signOut"),
      danger: true,
      icon: <Icon name="logOut" size={18} />,
      onSelect: () => {
        void session.signOut().finally(() => navigate("/auth"));
      },
    },
  ];

  const demoBadge = demo && <Badge tone="primary">{t("shell.orgMenu.demo")}</Badge>;

  return (
    <>
      <Menu
        className={className}
        triggerClassName={css.trigger}
        trigger={
          <>
            <OrgLogo tenant={logo} decorative />
            {/* Named by its own text (speech-input users say what they see), plus a hidden hint. */}
            <span className={css.name}>{name}</span>
            {demoBadge && (
              <>
                {" "}
                <span className={css.triggerBadge}>{demoBadge}</span>
              </>
            )}
            <span className={visuallyHidden}> – {t("shell.orgMenu.menuHint")}</span>
            <Icon name="chevronDown" size={16} />
          </>
        }
        header={
          <div className={css.header}>
            <OrgLogo tenant={logo} size="large" decorative />
            <div className={css.headerText}>
              <p className={css.headerName}>
                {name} {demoBadge}
              </p>
              {session.user && (
                <p className={css.muted}>{t("shell.orgMenu.signedInAs", { email: session.user.email })}</p>
              )}
              {demo && <p className={css.muted}>{t("shell.orgMenu.demoHint")}</p>}
            </div>
          </div>
        }
        items={items}
      />
      <ManageOrganizationsModal open={managing} onClose={() => setManaging(false)} />
    </>
  );
}
