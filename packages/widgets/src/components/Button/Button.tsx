import type { ButtonHTMLAttributes, Ref } from "react";
import { Spinner } from "../Spinner/Spinner";
import * as css from "./Button.css";

/** Props of {@link Button}: those of `<button>`, plus the following. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action, `danger` for destructive ones. Defaults to `primary`. */
  variant?: "primary" | "secondary" | "danger";
  /**
   * Shows a spinner, marks the button busy and ignores clicks while an action runs. The label
   * stays, so the button keeps its accessible name.
   */
  loading?: boolean;
  /** Ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button. `type` defaults to `button` so that it never submits a form by accident. */
export function Button({
  variant = "primary",
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[css.variant[variant], className].filter(Boolean).join(" ")}
      disabled={disabled}
      aria-busy={loading || undefined}
      // Not `disabled` while loading: a disabled button loses focus, and keyboard users would
      // be thrown back to the start of the page. A caller's own `aria-disabled` (for the same
      // reason) is kept.
      aria-disabled={loading || rest["aria-disabled"] || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
