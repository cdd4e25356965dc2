import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useId, useRef, useState } from "react";

/**
 * Open/close state of a popup attached to a trigger button (menus, the notification dropdown),
 * closed by Escape and when focus leaves trigger and popup together ("click outside").
 *
 * Outside clicks are detected through `focusout` on the wrapper instead of a `mousedown`
 * listener on `document`: a document listener sees a custom element's shadow root as a single
 * node, so every click inside the widget would look like a click outside. Focus events are
 * retargeted correctly at shadow boundaries, and a click on the page moves focus away.
 */
export function usePopover<T extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<T>(null);
  const triggerId = useId();
  const popupId = useId();

  /** Closes; `restoreFocus` puts focus back on the trigger (Escape, after choosing an item). */
  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  const wrapperProps = {
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || !open) return;
      // Stops a surrounding dialog from closing as well.
      event.stopPropagation();
      close(true);
    },
  };

  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": open ? popupId : undefined,
    onClick: () => setOpen((value) => !value),
  };

  const popupProps = {
    ref: popupRef,
    id: popupId,
    // A click on the popup's padding or text would otherwise move focus to the page body, which
    // reads as "focus left" and closes it. Focusable children still receive their clicks.
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      if (!(event.target as Element).closest("a[href], button, input, select, textarea, [tabindex]")) {
        event.preventDefault();
      }
    },
  };

  return { open, setOpen, close, triggerRef, popupRef, triggerId, popupId, wrapperProps, triggerProps, popupProps };
}
