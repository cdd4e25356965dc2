import { type ReactNode, useEffect } from "react";
import { Link } from "../Link/Link";
import * as css from "./TabStrip.css";
import { useScrollFade } from "./useScrollFade";

/** One entry of a {@link TabStrip}. */
export interface TabStripItem {
  /** Stable identifier, matched against `currentId`. */
  id: string;
  /** Text of the tab. */
  label: ReactNode;
  /** Where the tab goes (each tab is its own page, with its own address). */
  href: string;
  /** A count shown after the label, e.g. pending invitations. */
  count?: number;
}

/** Props of {@link TabStrip}. */
export interface TabStripProps {
  /** Accessible name of the navigation, e.g. "People sections". */
  label: string;
  /** The tabs, in order. */
  items: readonly TabStripItem[];
  /** The tab of the page shown. */
  currentId?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Page-level tabs that are links between sibling pages (People / Directory sync), not panels: a
 * labelled `navigation` whose current link has `aria-current="page"`. On narrow screens the strip
 * scrolls sideways inside itself — never the page — and fades the hidden edge as a hint; the
 * current tab is scrolled into the strip's view, so a phone shows which page it is on.
 */
export function TabStrip({ label, items, currentId, className }: TabStripProps) {
  const { ref, fade } = useScrollFade<HTMLDivElement>();
  useEffect(() => {
    const strip = ref.current;
    const current = currentId === undefined ? null : strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    // The strip's own scroll only: scrollIntoView would move the page too.
    const bounds = strip.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    const margin = 24;
    if (tab.right > bounds.right) strip.scrollLeft += tab.right - bounds.right + margin;
    else if (tab.left < bounds.left) strip.scrollLeft -= bounds.left - tab.left + margin;
  }, [currentId, ref]);
  return (
    <nav aria-label={label} className={className}>
      <div ref={ref} className={css.strip} data-fade-start={fade.start} data-fade-end={fade.end}>
        {items.map((item) => (
          <Link
            key={item.id}
            href={item.href}
            variant="bare"
            className={css.tab}
            aria-current={item.id === currentId ? "page" : undefined}
          >
            {item.label}
            {item.count !== undefined && <span className={css.count}>{item.count}</span>}
          </Link>
        ))}
      </div>
    </nav>
  );
}
