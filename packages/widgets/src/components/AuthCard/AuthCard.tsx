import { type ReactNode, type Ref, useId } from "react";
import { Brand } from "../Brand/Brand";
import * as css from "./AuthCard.css";

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The screen's title: its one `<h1>`, which also names the card. */
  title: ReactNode;
  /** One line under the title saying what happens here. */
  description?: ReactNode;
  /** A small line above the title naming the context ("Invitation"). */
  eyebrow?: ReactNode;
  /** The heading element, e.g. to move focus to it when the card replaced another step. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A line under the content that leads elsewhere ("Back to sign in"). */
  footer?: ReactNode;
  /** Marks the card busy while a request decides what it shows. */
  busy?: boolean;
  /** The card's content: a form, a status, the next step. */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The auth layout: one centred card of a fixed width for the screens a visitor sees outside the
 * shell (reset password, verify email, accept an invitation) and the sign-in forms' steps. The
 * title is styled as every page's title, the description sits under it, the content follows and
 * an optional footer leads elsewhere, so these screens share one anatomy, as `Page` gives the
 * others. The product's brand stands above the card at every width, as the top bar shows it inside
 * the shell.
 */
export function AuthCard({
  title,
  description,
  eyebrow,
  headingRef,
  footer,
  busy,
  children,
  className,
}: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <Brand className={css.brand} />
      <section className={css.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
        <header className={css.header}>
          {eyebrow && <p className={css.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={css.title}>
            {title}
          </h1>
          {description && <p className={css.description}>{description}</p>}
        </header>
        <div className={css.body}>{children}</div>
        {footer && <p className={css.footer}>{footer}</p>}
      </section>
    </div>
  );
}
