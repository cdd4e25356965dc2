import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { useOptionalRuntime } from "../../data/session";
import * as css from "./Link.css";

/**
 * Whether a click should be handled by the app's router: the main button, no modifier key
 * (those open new tabs or windows), not already handled, and a link that targets this window.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === "_self")
  );
}

/** Props of {@link Link}: those of `<a>`, with `href` required. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: an app path (`/notifications`) or a full URL. */
  href: string;
  /**
   * `inline` (default) looks like a link; `plain` inherits colour, without underline (menus,
   * sidebars); `bare` adds no style at all, for links the caller styles (e.g. as a button).
   */
  variant?: "inline" | "plain" | "bare";
  /** Ref to the `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real `<a href>` (so middle click, "open in new tab" and copying the address work) that hands
 * a plain left click to the provider's `navigate`, so the host's router takes over instead of a
 * full page load. Outside a provider with a runtime it is an ordinary link.
 */
export function Link({ href, variant = "inline", className, onClick, children, ...rest }: LinkProps) {
  const navigate = useOptionalRuntime()?.navigate;
  return (
    <a
      {...rest}
      href={href}
      className={[css.variant[variant], className].filter(Boolean).join(" ")}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainLeftClick(event) || isExternal(href)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Other origins and schemes (`mailto:`, `https://elsewhere`) are never routed inside the app. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");
}
