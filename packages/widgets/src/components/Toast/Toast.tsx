import { useTranslation } from "react-i18next";
import * as css from "./Toast.css";

/** Kind of a toast: sets its accent colour and how urgently it is announced. */
export type ToastVariant = "info" | "success" | "error";

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Defaults to `info`. */
  variant?: ToastVariant;
  /** Optional bold first line. */
  title?: string;
  /** The text of the toast. */
  message: string;
  /** Called by the close button (the toaster also closes successes after a while). */
  onClose: () => void;
}

/**
 * One notification. Errors are `alert`s (announced at once), others `status`es (announced when
 * the reader is idle).
 */
export function Toast({ variant = "info", title, message, onClose }: ToastProps) {
  const { t } = useTranslation();
  return (
    <div role={variant === "error" ? "alert" : "status"} className={css.variant[variant]}>
      <span className={css.icon[variant]} aria-hidden="true">
        {variant === "success" ? "✓" : variant === "error" ? "!" : "i"}
      </span>
      <div className={css.body}>
        {title && <p className={css.title}>{title}</p>}
        <p className={css.message}>{message}</p>
      </div>
      <button type="button" className={css.close} aria-label={t("toast.close")} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
