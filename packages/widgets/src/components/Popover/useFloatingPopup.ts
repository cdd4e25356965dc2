import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from "@floating-ui/react-dom";

/**
 * Positions a popup (menu, filter panel) next to its trigger with Floating UI: `fixed`, so a
 * popup inside a scrolling table or a card with `overflow: hidden` is never clipped; flipped above
 * the trigger when there is no room below; shifted to stay 8 px inside the viewport; its height
 * capped to the room left. It floats over the page and never pushes it. Only while `open`, the
 * position follows scrolling and resizing (`autoUpdate`).
 */
export function useFloatingPopup(open: boolean, placement: Placement = "bottom-start") {
  return useFloating({
    open,
    placement,
    strategy: "fixed",
    whileElementsMounted: autoUpdate,
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
  });
}
