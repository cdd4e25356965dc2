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
  /**
   * When given, a Retry button calls it: every banner of a failed query passes its `refetch`,
   * so a dropped connection or a hiccup of the server is one click from fixed.
   */
  onRetry?: () => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * An inline error block titled "Error happened" with the error's message under it, and Retry when
 * the failure was a query's. It is an `alert`, so screen readers announce it when it appears.
 */
export function ErrorBanner({ error, message, onDismiss, onRetry, className }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={[css.root, className].filter(Boolean).join(" ")}>
      <div className={css.body}>
        <p className={css.title}>{t("errors.generic")}</p>
        <p className={css.message}>{message ?? errorMessage(error, t)}</p>
        {onRetry && (
          <button type="button" className={css.retry} onClick={onRetry}>
            {t("errors.retry")}
          </button>
        )}
      </div>
      {onDismiss && (
        <button type="button" className={css.close} aria-label={t("common.close")} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
