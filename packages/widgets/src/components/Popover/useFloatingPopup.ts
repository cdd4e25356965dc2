import type { Placement } from "@floating-ui/react-dom";
import { type CSSProperties, useEffect, useState } from "react";

// Through @floating-ui/react-dom, the widgets' dependency, which re-exports @floating-ui/dom.
type FloatingUi = typeof import("@floating-ui/react-dom");
let floatingUi: Promise<FloatingUi> | undefined;
/**
 * Floating UI, fetched the first time a popup opens: no screen needs it to paint, and it weighs
 * about 7 KB gzip that every element with a menu or a filter would otherwise download up front
 * (see packages/elements, "Weight").
 */
const loadFloatingUi = () => {
  floatingUi ??= import("@floating-ui/react-dom").catch((error: unknown) => {
    floatingUi = undefined;
    throw error;
  });
  return floatingUi;
};

/** Where a popup sits before its first position is known: fixed at the viewport's corner, as Floating UI starts. */
const initialStyles: CSSProperties = { position: "fixed", left: 0, top: 0 };

/**
 * Positions a popup (menu, filter panel) next to its trigger with Floating UI: `fixed`, so a
 * popup inside a scrolling table or a card with `overflow: hidden` is never clipped; flipped above
 * the trigger when there is no room below; shifted to stay 8 px inside the viewport; its height
 * capped to the room left. It floats over the page and never pushes it. Only while `open`, the
 * position follows scrolling and resizing (`autoUpdate`).
 *
 * Returns the shape `@floating-ui/react-dom`'s `useFloating` does (`refs.setReference`,
 * `refs.setFloating`, `floatingStyles`), built on `computePosition` and `autoUpdate`, loaded on first open.
 */
export function useFloatingPopup(open: boolean, placement: Placement = "bottom-start") {
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [floatingStyles, setFloatingStyles] = useState<CSSProperties>(initialStyles);

  useEffect(() => {
    if (!open || !reference || !floating) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadFloatingUi().then(
      ({ autoUpdate, computePosition, flip, offset, shift, size }) => {
        if (cancelled) return;
        const update = () =>
          void computePosition(reference, floating, {
            placement,
            strategy: "fixed",
            middleware: [
              offset(4),
              flip({ padding: 8 }),
              shift({ padding: 8 }),
              size({
                padding: 8,
                apply({ availableHeight, elements }) {
                  elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
                },
              }),
            ],
          }).then(({ x, y }) => {
            if (!cancelled) setFloatingStyles({ position: "fixed", left: x, top: y });
          });
        stop = autoUpdate(reference, floating, update);
      },
      () => {
        // Offline or the chunk is gone: the popup stays usable where it is; the next opening retries.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, reference, floating, placement]);

  // Closed, the next opening starts from the corner again rather than where it last was.
  useEffect(() => {
    if (!open) setFloatingStyles(initialStyles);
  }, [open]);

  return { refs: { setReference, setFloating }, floatingStyles };
}
