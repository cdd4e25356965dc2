import type { HTMLAttributes } from "react";
import * as css from "./Badge.css";

/** Props of {@link Badge}: those of `<span>`, plus the following. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour of the badge. The text must carry the meaning on its own (a count, "DEMO", "Active"):
   * colour only reinforces it. Defaults to `neutral`.
   */
  tone?: "neutral" | "primary" | "danger" | "success";
}

/** A short label or count, e.g. the unread count on the notification bell or the DEMO marker. */
export function Badge({ tone = "neutral", className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[css.tone[tone], className].filter(Boolean).join(" ")}>
      {children}
    </span>
  );
}

/** A count for a badge: `99+` above 99, so the badge keeps its size. */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}
