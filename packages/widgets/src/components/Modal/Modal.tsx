import { type KeyboardEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import * as css from "./Modal.css";

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter((el) => !el.closest("[inert]"));
}

/** The focused element of the document or shadow root `node` lives in. */
function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a click outside the dialog. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** Content of the dialog. */
  children?: ReactNode;
  /** Actions at the bottom of the dialog, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Whether a click on the backdrop closes the dialog. Defaults to `true`. */
  closeOnBackdropClick?: boolean;
  /**
   * Element to focus on open. Defaults to the first focusable element of the content or footer,
   * then the close button. Point it at "Cancel" in dialogs that confirm destructive actions.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class names on the dialog element. */
  className?: string;
}

/**
 * A modal dialog: `role="dialog"` with `aria-modal`, named by its title. While open, Tab and
 * Shift+Tab cycle inside it and Escape closes it; on close, focus returns to where it was.
 *
 * It renders in place rather than in a portal to `document.body`, so it inherits the theme
 * variables of the surrounding `BulwarkProvider` and stays inside a custom element's shadow root.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBackdropClick = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);

  // A layout effect: focus moves in the commit that shows the dialog, before the browser paints
  // it, so a key pressed as it appears (Enter) cannot reach the control behind it, and nothing
  // sees the dialog open with the focus still outside.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = activeElementOf(dialog);
    const target =
      initialFocusRef?.current ??
      (bodyRef.current ? focusables(bodyRef.current)[0] : undefined) ??
      (footerRef.current ? focusables(footerRef.current)[0] : undefined) ??
      closeRef.current ??
      dialog;
    target.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      // Stops an outer dialog from closing too.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    const active = activeElementOf(dialogRef.current);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop is a pointer convenience; keyboard users close with Escape or the button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      className={css.backdrop}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keeps focus inside the dialog instead of dropping it on the page body.
        event.preventDefault();
        if (closeOnBackdropClick) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[css.dialog, className].filter(Boolean).join(" ")}
        onKeyDown={onKeyDown}
      >
        <div className={css.header}>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={css.close} aria-label={t("modal.close")} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className={css.body}>
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className={css.footer}>
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
