import { useEffect, useRef, useState } from "react";

/** Which ends of a horizontally scrolling strip hide content. */
export interface ScrollFade {
  start: boolean;
  end: boolean;
}

/**
 * Watches a horizontally scrollable element and reports whether content is hidden past its start
 * or end, so the strip can fade that edge (a hint that it scrolls, on phones where scrollbars are
 * invisible). Listens to the element's own scroll and size only, nothing on `document`.
 */
export function useScrollFade<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [fade, setFade] = useState<ScrollFade>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      // |scrollLeft| because right-to-left strips scroll to negative offsets.
      const at = Math.abs(element.scrollLeft);
      const next = { start: at > 1, end: max - at > 1 };
      setFade((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, []);
  return { ref, fade };
}
