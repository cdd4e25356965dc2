import { useTranslation } from "react-i18next";
import * as css from "./ErrorBanner.css";
import { errorMessage } from "./errorMessage";

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  /**
   * What failed: an API error body (`{ statusCode, message }`) or anything thrown. Its message is
   * chosen by {@link errorMessage}.
   */
  error?: unknown;
  /** A message to show instead of the one derived from `error`. */
  message?: string;
  /** When given, a close button calls it. */
  onDismiss?: () => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * An inline error block titled "Error happened" with the error's message. It is an `alert`, so
 * screen readers announce it when it appears.
 */
export function ErrorBanner({ error, message, onDismiss, className }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={[css.root, className].filter(Boolean).join(" ")}>
      <div className={css.body}>
        <p className={css.title}>{t("errors.generic")}</p>
        <p className={css.message}>{message ?? errorMessage(error, t)}</p>
      </div>
      {onDismiss && (
        <button type="button" className={css.close} aria-label={t("common.close")} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
