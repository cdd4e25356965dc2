import type { ReactNode } from "react";

/**
 * The frame of every line drawing (24×24 grid, stroked in `currentColor`, always decorative: the
 * control or text beside it names it). In a file of its own so a part that draws one shape (the
 * brand's shield, the editor's toolbar) does not pull in the whole icon set.
 */
export function Svg({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
