import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import * as css from "./Tabs.css";

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable identifier, given to `onSelect` and matched against `selectedId`. */
  id: string;
  /** Text of the tab. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** A disabled tab is skipped by the keyboard and cannot be selected. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Account settings sections". */
  label: string;
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab (controlled). Without it the tabs keep their own selection. */
  selectedId?: string;
  /** The tab selected first when uncontrolled. Defaults to the first enabled tab. */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user selects. */
  onSelect?: (id: string) => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one Tab stop for the list, then arrow keys (and
 * Home/End) move between tabs and select them. A panel is mounted when first shown and kept
 * mounted (hidden) afterwards, so half-filled forms survive switching tabs.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [own, setOwn] = useState(defaultSelectedId ?? firstEnabled);
  const current = selectedId ?? own ?? firstEnabled;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (current && !visited.has(current)) setVisited((set) => new Set([...set, current]));
  }, [current, visited]);

  const select = (id: string) => {
    if (selectedId === undefined) setOwn(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === current);
    let next: TabItem | undefined;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = enabled[(index + 1) % enabled.length];
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp")
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === "Home") next = enabled[0];
    else if (event.key === "End") next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <div role="tablist" aria-label={label} className={css.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={css.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.id === current || visited.has(item.id) ? (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={item.id !== current}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel a Tab stop, so keyboard users reach a panel that starts with text.
            tabIndex={0}
            className={css.panel}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
