import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/Icon/Icon";
import { Link } from "../../../components/Link/Link";
import { useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import * as css from "./Sidebar.css";
import { sidebarIcons } from "./sidebarIcons";
import { activeSidebarItem, type ShellView, sidebarItems } from "./sidebarItems";

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Which sidebar: the organisation's platform or the super-admin administration. */
  view: ShellView;
  /** Path of the page shown, to highlight its entry (`/inventory/assets/42` highlights Assets). */
  currentPath: string;
  /** Icons only, 80 px wide instead of 210 px; labels stay for screen readers and as tooltips. */
  collapsed?: boolean;
  /** When given, a button at the top collapses and expands the sidebar. */
  onToggle?: () => void;
  /** The app runs in its local environment: the Theme page is listed in the administration view. */
  localEnvironment?: boolean;
  /** Id of the `<nav>`, for a toggle elsewhere to point `aria-controls` at. */
  id?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The dark left navigation of the shell. Its entries follow the session's permissions and the
 * organisation's features through {@link sidebarItems}; the current page's link carries
 * `aria-current="page"`.
 */
export function Sidebar({
  view,
  currentPath,
  collapsed = false,
  onToggle,
  localEnvironment,
  id,
  className,
}: SidebarProps) {
  const { t } = useTranslation();
  const session = useSession();
  const ownId = useId();
  const navId = id ?? ownId;
  const groups = sidebarItems(view, {
    permissions: session.permissions,
    superAdminPermissions: session.superAdminPermissions,
    features: session.features,
    isDemo: session.isDemo,
    localEnvironment,
  });
  const active = activeSidebarItem(groups, currentPath);
  const toggleLabel = collapsed ? t("shell.sidebar.expand") : t("shell.sidebar.collapse");

  return (
    <div className={[css.root, collapsed ? css.collapsed : css.expanded, className].filter(Boolean).join(" ")}>
      {onToggle && (
        <div className={css.toggleRow}>
          <button
            type="button"
            className={css.toggle}
            aria-controls={navId}
            aria-expanded={!collapsed}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={onToggle}
          >
            <Icon name={collapsed ? "chevronsRight" : "chevronsLeft"} />
          </button>
        </div>
      )}
      <nav id={navId} aria-label={t("shell.sidebar.label")} className={css.nav}>
        {groups.map((group) => {
          const headingId = `${navId}-${group.key ?? "top"}`;
          return (
            <div key={group.key ?? "top"} className={css.group}>
              {group.key &&
                (collapsed ? (
                  <>
                    <span id={headingId} className={visuallyHidden}>
                      {t(`shell.sidebar.groups.${group.key}`)}
                    </span>
                    <div className={css.divider} />
                  </>
                ) : (
                  <p id={headingId} className={css.heading}>
                    {t(`shell.sidebar.groups.${group.key}`)}
                  </p>
                ))}
              <ul className={css.list} aria-labelledby={group.key ? headingId : undefined}>
                {group.items.map((item) => {
                  const label = t(`shell.sidebar.items.${item.key}`);
                  return (
                    <li key={item.key}>
                      <Link
                        href={item.href}
                        variant="plain"
                        className={css.link}
                        aria-current={item.key === active ? "page" : undefined}
                        title={collapsed ? label : undefined}
                      >
                        <Icon name={sidebarIcons[item.key]} />
                        <span className={collapsed ? visuallyHidden : css.label}>{label}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}
