import { type ReactNode, useId } from "react";
import * as css from "./Card.css";

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card; also the accessible name of its region. */
  title?: ReactNode;
  /** Level of the title's heading element. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** A line of text under the title. */
  description?: ReactNode;
  /** Controls at the top right of the card (e.g. an "Edit" button). */
  actions?: ReactNode;
  /** Content of the card. */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * A surface grouping related content. With a title it is a `<section>` named by its heading,
 * so screen-reader users can jump between cards.
 */
export function Card({ title, headingLevel = 2, description, actions, children, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = [css.root, className].filter(Boolean).join(" ");
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  const header = hasHeader && (
    <div className={css.header}>
      <div className={css.heading}>
        {title !== undefined && (
          <Heading id={titleId} className={css.title}>
            {title}
          </Heading>
        )}
        {description !== undefined && <p className={css.description}>{description}</p>}
      </div>
      {actions !== undefined && <div className={css.actions}>{actions}</div>}
    </div>
  );
  if (title === undefined) {
    return (
      <div className={classes}>
        {header}
        {children}
      </div>
    );
  }
  return (
    <section className={classes} aria-labelledby={titleId}>
      {header}
      {children}
    </section>
  );
}
