import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { Link } from "../Link/Link";
import { useFloatingPopover } from "../Popover/useFloatingPopover";
import * as css from "./Menu.css";

/** An entry of a {@link Menu}: a link, an action, or a separator. */
export type MenuItem =
  | {
      /** Stable identity of the entry. */
      key: string;
      /** Visible text; also the accessible name. */
      label: ReactNode;
      /** Goes there (through the provider's `navigate` on a plain click). */
      href: string;
      /** Shown before the label, hidden from assistive technology. */
      icon?: ReactNode;
    }
  | {
      key: string;
      label: ReactNode;
      /** Runs when chosen; the menu closes first and focus returns to the trigger. */
      onSelect: () => void;
      icon?: ReactNode;
      /** Styles a destructive action (e.g. sign out) in the danger colour. */
      danger?: boolean;
      /**
       * Why the action is not available now (e.g. "The last admin cannot be removed"): the item
       * stays in the menu, disabled, with this reason under its label.
       */
      disabledReason?: string;
    }
  | { key: string; separator: true };

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Content of the trigger button (text, logo, chevron, ...). */
  trigger: ReactNode;
  /** Accessible name of the trigger and the menu, when the trigger content has no useful text. */
  label?: string;
  /** The entries. */
  items: readonly MenuItem[];
  /** Shown above the entries inside the popup (not part of the menu itself), e.g. who is signed in. */
  header?: ReactNode;
  /** Which edge of the trigger the popup lines up with. Defaults to `end`. */
  align?: "start" | "end";
  /** Extra class names on the trigger button. */
  triggerClassName?: string;
  /** Extra class names on the root element. */
  className?: string;
}

type Focusable = HTMLAnchorElement | HTMLButtonElement;

/**
 * A menu button (WAI-ARIA menu pattern): the trigger has `aria-haspopup="menu"` and
 * `aria-expanded`; the popup is a `menu` of `menuitem`s. Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; ArrowUp/ArrowDown/Home/End and the first letter move
 * between items; Escape closes it and returns focus to the trigger; Tab or a click elsewhere
 * closes it. It renders in place (no portal) and listens to no `document` events, so it works in
 * a shadow root.
 */
export function Menu({ trigger, label, items, header, align = "end", triggerClassName, className }: MenuProps) {
  // Fixed positioning: a menu in a table row or a scrolling card is never clipped, and it floats
  // over the page instead of pushing it.
  const popover = useFloatingPopover<HTMLDivElement>(align === "start" ? "bottom-start" : "bottom-end");
  const { open, setOpen, close, popupRef, triggerId } = popover;
  // Keyed by item, filled by ref callbacks (never reset during render: a render React discards
  // would leave the list empty).
  const itemRefs = useRef(new Map<string, Focusable>());
  const focusables = () =>
    items.flatMap((item) => {
      const el = "separator" in item ? undefined : itemRefs.current.get(item.key);
      return el ? [el] : [];
    });
  // Which item to focus once the menu has rendered: first, last, or none.
  const focusOnOpen = useRef<"first" | "last">("first");

  const focusAt = (index: number) => {
    const list = focusables();
    if (list.length === 0) return;
    const wrapped = ((index % list.length) + list.length) % list.length;
    list[wrapped]?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens, reading the items as they are then
  useEffect(() => {
    if (!open) return;
    const list = focusables();
    (focusOnOpen.current === "last" ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  const currentIndex = () => {
    const list = focusables();
    const root = popupRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    return list.indexOf(root?.activeElement as Focusable);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      focusOnOpen.current = event.key === "ArrowUp" ? "last" : "first";
      if (open) focusAt(event.key === "ArrowUp" ? -1 : 0);
      else setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = currentIndex();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        return;
      case "Home":
        event.preventDefault();
        focusAt(0);
        return;
      case "End":
        event.preventDefault();
        focusAt(-1);
        return;
      case "Tab":
        close(false);
        return;
      case " ":
        // Links do not react to Space by themselves; menu items must.
        event.preventDefault();
        (event.target as HTMLElement).click();
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const list = focusables();
      const char = event.key.toLocaleLowerCase();
      for (let step = 1; step <= list.length; step += 1) {
        const candidate = list[(index + step) % list.length];
        if (candidate?.textContent?.trim().toLocaleLowerCase().startsWith(char)) {
          candidate.focus();
          break;
        }
      }
    }
  };

  return (
    <div {...popover.wrapperProps} className={[css.root, className].filter(Boolean).join(" ")}>
      <button
        {...popover.triggerProps}
        onClick={() => {
          focusOnOpen.current = "first";
          popover.triggerProps.onClick();
        }}
        onKeyDown={onTriggerKeyDown}
        aria-haspopup="menu"
        aria-label={label}
        className={[css.trigger, triggerClassName].filter(Boolean).join(" ")}
      >
        {trigger}
      </button>
      {open && (
        <div {...popover.popupProps} className={css.popup}>
          {header && <div className={css.header}>{header}</div>}
          <div role="menu" aria-labelledby={triggerId} className={css.list} onKeyDown={onMenuKeyDown}>
            {items.map((item) => {
              if ("separator" in item) return <hr key={item.key} className={css.separator} />;
              const ref = (el: Focusable | null) => {
                if (el) itemRefs.current.set(item.key, el);
                else itemRefs.current.delete(item.key);
              };
              const content = (
                <>
                  {item.icon && (
                    <span className={css.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  {"disabledReason" in item && item.disabledReason ? (
                    <span className={css.withReason}>
                      <span id={`${triggerId}-${item.key}-label`}>{item.label}</span>
                      <span id={`${triggerId}-${item.key}-reason`} className={css.reason}>
                        {item.disabledReason}
                      </span>
                    </span>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </>
              );
              return "href" in item ? (
                <Link
                  key={item.key}
                  ref={ref}
                  href={item.href}
                  variant="plain"
                  role="menuitem"
                  tabIndex={-1}
                  className={css.item}
                  onClick={() => close(true)}
                >
                  {content}
                </Link>
              ) : (
                <button
                  key={item.key}
                  ref={ref}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={[css.item, item.danger && !item.disabledReason ? css.danger : undefined]
                    .filter(Boolean)
                    .join(" ")}
                  // Still focusable (the reason must be readable), but it does nothing.
                  aria-disabled={item.disabledReason ? true : undefined}
                  // The reason describes the item; it is not part of its name.
                  aria-labelledby={item.disabledReason ? `${triggerId}-${item.key}-label` : undefined}
                  aria-describedby={item.disabledReason ? `${triggerId}-${item.key}-reason` : undefined}
                  onClick={() => {
                    if (item.disabledReason) return;
                    close(true);
                    item.onSelect();
                  }}
                >
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
