import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { ImportSummary } from "../shared/ImportSummary";
import { type DirectoryProvider, type PeopleImportReport, providerLabel } from "../shared/people";
import * as css from "./DirectorySync.css";

/**
 * The outcome of "Sync now": what changed (the same counts and rejected rows as a CSV import),
 * or "Sync with … failed" with the reason, until dismissed.
 */
export function SyncResult({
  provider,
  report,
  failure,
  onDismissFailure,
}: {
  provider: DirectoryProvider;
  /** What the last sync changed; null before one succeeded. */
  report: PeopleImportReport | null;
  /** Why the last sync failed, in words; null when it did not. */
  failure: string | null;
  onDismissFailure: () => void;
}) {
  const { t } = useTranslation();
  const name = providerLabel(t, provider);
  const failedTitle = t(
    provider === "google"
      ? "inventory.people.messages.syncGoogleFailed"
      : "inventory.people.messages.syncMicrosoftFailed",
  );
  return (
    <>
      {report && (
        <section className={css.result} aria-label={t("inventory.people.sync.done", { provider: name })}>
          <p className={css.resultTitle} role="status">
            {t("inventory.people.sync.done", { provider: name })}
          </p>
          <ImportSummary report={report} headingLevel={4} />
        </section>
      )}
      {failure && <ErrorBanner message={`${failedTitle}: ${failure}`} onDismiss={onDismissFailure} />}
    </>
  );
}
