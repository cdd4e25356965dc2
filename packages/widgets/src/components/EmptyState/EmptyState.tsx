import type { ReactNode } from "react";
import * as css from "./EmptyState.css";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing, e.g. "No pending invitations". */
  title: string;
  /** A sentence on why, or what to do next. */
  description?: ReactNode;
  /** A call to action, e.g. a link or button that creates the first item. */
  action?: ReactNode;
  /** A decorative picture above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** Heading level of the title. Defaults to 3; use `null` for plain text (e.g. inside a table cell). */
  headingLevel?: 2 | 3 | 4 | null;
  /** Smaller padding, for use inside tables and cards. */
  compact?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** What a list or area shows while it has nothing in it yet, with an optional next step. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 3,
  compact = false,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === null ? "p" : (`h${headingLevel}` as const);
  return (
    <div className={[compact ? css.compact : css.root, className].filter(Boolean).join(" ")}>
      {icon && (
        <div className={css.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={css.title}>{title}</Heading>
      {description && <div className={css.description}>{description}</div>}
      {action && <div className={css.action}>{action}</div>}
    </div>
  );
}
