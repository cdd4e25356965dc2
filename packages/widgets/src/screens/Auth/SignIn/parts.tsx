import type { MouseEvent, ReactNode } from "react";
import { useFocusOnMount } from "../useForm";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

/**
 * A link to another mode: a real `href` (so "open in new tab" works), switched in place on a
 * plain click.
 */
export function ModeLink({
  to,
  onSwitch,
  children,
}: {
  to: SignInMode;
  onSwitch: (mode: SignInMode) => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSwitch(to);
  };
  return (
    <a href={`?authType=${to}`} className={css.link} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Heading of a form or step. It takes focus when it replaced another form at the user's request,
 * so screen-reader users hear where they are and keyboard users continue from there.
 */
export function FormHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <h1 ref={ref} tabIndex={-1} className={css.title}>
      {children}
    </h1>
  );
}
