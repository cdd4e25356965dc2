import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../Link/Link";
import { Menu, type MenuItem } from "../Menu/Menu";
import { TabStrip, type TabStripItem } from "../TabStrip/TabStrip";
import * as css from "./Page.css";

/** One step of a {@link Page}'s breadcrumb. */
export interface Crumb {
  /** Text of the step. */
  label: string;
  /** Where it goes; the last step (the page itself) usually has none. */
  href?: string;
}

/** Props of {@link Page}. */
export interface PageProps {
  /** The page's title: its one `<h1>`. */
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  /** A "← Back to …" link above the title, for a page reached from a list. */
  back?: { href: string; label: string };
  /** A breadcrumb above the title, for pages deeper in a hierarchy (instead of `back`). */
  breadcrumb?: readonly Crumb[];
  /** The page's one primary action, at the right of the title (e.g. an "Invite" button). */
  primaryAction?: ReactNode;
  /** Further visible controls before the primary action (e.g. an export menu). Keep to one or two. */
  actions?: ReactNode;
  /** Secondary actions, in a "More actions" menu after the primary action. */
  secondaryActions?: readonly MenuItem[];
  /** Page-level tabs under the header: links between sibling pages. */
  tabs?: { label: string; items: readonly TabStripItem[]; currentId?: string };
  /**
   * The one width rule: `full` for lists and dashboards (the whole column, up to 1440 px),
   * `reading` for forms and details (720 px, centred). Defaults to `full`.
   */
  width?: "full" | "reading";
  /** Heading level of the title; 1 unless the page is embedded under another heading. */
  headingLevel?: 1 | 2;
  /** The page's content. */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The frame every screen uses, so every page has the same anatomy: back link or breadcrumb, title
 * and one-line description on the left, the primary action on the right (secondary ones in a
 * menu), tabs under the header, then the content at one of two widths. The title is the page's
 * heading and names the region.
 */
export function Page({
  title,
  description,
  back,
  breadcrumb,
  primaryAction,
  actions,
  secondaryActions,
  tabs,
  width = "full",
  headingLevel = 1,
  children,
  className,
}: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasActions = primaryAction !== undefined || actions !== undefined || (secondaryActions?.length ?? 0) > 0;

  return (
    <section aria-labelledby={titleId} className={[css.width[width], className].filter(Boolean).join(" ")}>
      <header className={css.header}>
        {breadcrumb && breadcrumb.length > 0 ? (
          <nav aria-label={t("page.breadcrumb")}>
            <ol className={css.crumbs}>
              {breadcrumb.map((crumb, index) => (
                <li key={crumb.href ?? crumb.label} className={css.crumbItem}>
                  {index > 0 && (
                    <span className={css.crumbSeparator} aria-hidden="true">
                      /
                    </span>
                  )}
                  {crumb.href ? (
                    <Link href={crumb.href} variant="bare" className={css.crumbLink}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={index === breadcrumb.length - 1 ? "page" : undefined}>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          back && (
            <div className={css.crumbs}>
              <Link href={back.href} variant="bare" className={css.crumbLink}>
                <span aria-hidden="true">←</span>
                {back.label}
              </Link>
            </div>
          )
        )}
        <div className={css.titleRow}>
          <div className={css.titles}>
            <Heading id={titleId} className={css.title}>
              {title}
            </Heading>
            {description !== undefined && <p className={css.description}>{description}</p>}
          </div>
          {hasActions && (
            <div className={css.actions}>
              {actions}
              {primaryAction}
              {secondaryActions && secondaryActions.length > 0 && (
                <Menu
                  label={t("page.moreActions")}
                  trigger={<MoreIcon />}
                  items={secondaryActions}
                  triggerClassName={css.moreTrigger}
                />
              )}
            </div>
          )}
        </div>
        {tabs && <TabStrip label={tabs.label} items={tabs.items} currentId={tabs.currentId} />}
      </header>
      <div className={css.body}>{children}</div>
    </section>
  );
}

/** Three dots: "more". */
export function MoreIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}
