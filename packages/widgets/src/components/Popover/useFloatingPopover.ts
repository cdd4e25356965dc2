import type { Placement } from "@floating-ui/react-dom";
import { useCallback } from "react";
import { useFloatingPopup } from "./useFloatingPopup";
import { usePopover } from "./usePopover";

/**
 * A popup attached to a trigger button that floats over the page: {@link usePopover}'s open state,
 * Escape and click-outside handling, with {@link useFloatingPopup}'s positioning wired into the
 * trigger's and the popup's props. Menus, the filter bar's panels and the table's column list all
 * open through it: spread `wrapperProps` on the element holding both, `triggerProps` on the
 * button and `popupProps` (refs and the fixed position included) on the popup.
 */
export function useFloatingPopover<T extends HTMLElement = HTMLElement>(placement: Placement = "bottom-start") {
  const popover = usePopover<T>();
  const floating = useFloatingPopup(popover.open, placement);
  const { triggerRef, popupRef } = popover;
  const { setReference, setFloating } = floating.refs;
  const triggerCallbackRef = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      setReference(node);
    },
    [triggerRef, setReference],
  );
  const popupCallbackRef = useCallback(
    (node: T | null) => {
      popupRef.current = node;
      setFloating(node);
    },
    [popupRef, setFloating],
  );
  return {
    ...popover,
    triggerProps: { ...popover.triggerProps, ref: triggerCallbackRef },
    popupProps: { ...popover.popupProps, ref: popupCallbackRef, style: floating.floatingStyles },
  };
}
