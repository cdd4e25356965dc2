import type { LearningLanguage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/Badge/Badge";
import { Button } from "../../../../components/Button/Button";
import type { DataTableColumn } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import { Page } from "../../../../components/Page/Page";
import { Spinner } from "../../../../components/Spinner/Spinner";
import type { MutationState } from "../../../../data/query";
import { NotAllowed } from "./NotAllowed";
import { apiFieldErrors, type FieldErrors, type PhishingAccess } from "./phishing";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/**
 * Tells the host of each change of a list's filters, by value (not the ones it passed in), so it
 * can keep them in the URL: the template and landing page lists share it.
 */
export function useReportedFilters<F>(filters: F, onChange: ((filters: F) => void) | undefined): void {
  const text = JSON.stringify(filters);
  const reported = useRef(text);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (reported.current === text) return;
    reported.current = text;
    onChangeRef.current?.(JSON.parse(text) as F);
  }, [text]);
}

/** The language column of a content list: the code as a badge, the language's name on hover. */
export function languageColumn<T extends { language: LearningLanguage }>(t: TFunction): DataTableColumn<T> {
  return {
    id: "language",
    header: t("phishingContent.columns.language"),
    width: 110,
    text: (item) => t(`phishingContent.languages.${item.language}`),
    cell: (item) => <Badge title={t(`phishingContent.languages.${item.language}`)}>{item.language}</Badge>,
  };
}

/** Whether an item is the common library's or the organisation's own. */
export function ownerColumn<T extends { tenantId: string | null }>(t: TFunction): DataTableColumn<T> {
  return {
    id: "owner",
    header: t("phishingContent.columns.owner"),
    width: 150,
    text: (item) =>
      item.tenantId === null ? t("phishingContent.owners.common") : t("phishingContent.owners.organization"),
    cell: (item) =>
      item.tenantId === null ? (
        <Badge>{t("phishingContent.owners.common")}</Badge>
      ) : (
        <Badge tone="success">{t("phishingContent.owners.organization")}</Badge>
      ),
  };
}

/** The name rule of every phishing item (the API's `LearningContentName`: 2 to 100 characters). */
export function nameError(value: string, t: TFunction): string | undefined {
  const name = value.trim();
  if (!name) return t("phishingContent.messages.nameRequired");
  if (name.length < 2 || name.length > 100) return t("phishingContent.messages.nameLength");
  return undefined;
}

/** The name, type and language checks every content form makes first, in the API's words. */
export function basicErrors(values: { name: string; type: string; language: string }, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameError(values.name, t);
  if (name) errors.name = name;
  if (!values.type) errors.type = t("phishingContent.messages.typeRequired");
  if (!values.language) errors.language = t("phishingContent.messages.languageRequired");
  return errors;
}

/**
 * Turns a failed save into what the form shows: a 422's field problems at their fields (through
 * `adjust`, e.g. to word a rule in the seeds' words), anything else as one message above the form.
 */
export function useSaveFailure(
  save: Pick<MutationState<never, unknown>, "status" | "error">,
  show: { fields: (errors: FieldErrors) => void; failure: (message: string) => void },
  adjust: (errors: FieldErrors, statusCode: number) => FieldErrors = (errors) => errors,
): void {
  const { t } = useTranslation();
  const showRef = useRef(show);
  showRef.current = show;
  const adjustRef = useRef(adjust);
  adjustRef.current = adjust;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (save.status !== "error") return;
    const { statusCode } = toApiError(save.error);
    const byField = adjustRef.current(statusCode === 422 ? apiFieldErrors(save.error) : {}, statusCode);
    if (Object.keys(byField).length > 0) showRef.current.fields(byField);
    else showRef.current.failure(errorMessage(save.error, t) || t("phishingContent.errorHappened"));
  }, [save.status, save.error]);
}

/**
 * What a screen shows instead of itself, if anything: a spinner while the session (or an editor's
 * item) loads, the not-enabled screen, the not-allowed one, or the item's load failure. Null: the
 * screen itself.
 */
export function screenGate({
  access,
  contactEmail,
  deniedTitle,
  item,
}: {
  access: Pick<PhishingAccess, "session" | "featureOff" | "denied">;
  contactEmail: string;
  deniedTitle: string;
  /** An editor's item (absent when creating, and for lists). */
  item?: { status: string; error: unknown; title: string; back: { href: string; label: string } };
}): ReactNode {
  if (access.session.status === "loading") return <Spinner />;
  if (access.featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="phishing" />;
  if (access.denied) return <NotAllowed title={deniedTitle} />;
  if (item?.status === "pending") return <Spinner />;
  if (item?.status === "error") return <LoadFailure title={item.title} back={item.back} error={item.error} />;
  return null;
}

function LoadFailure({ title, back, error }: { title: string; back: { href: string; label: string }; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Page title={title} back={back}>
      <ErrorBanner message={errorMessage(error, t)} />
    </Page>
  );
}

/**
 * Why deleting an item failed: one still in use (409; a template a simulation sends, a page a
 * template names) says so in `inUse`; anything else is the API's message.
 */
export function removalFailure(error: unknown, inUse: string, t: TFunction): string {
  if (toApiError(error).statusCode === 409) return inUse;
  return errorMessage(error, t) || t("phishingContent.errorHappened");
}

/** A list's empty state: "nothing matches" with Clear filters while filtered, else "nothing yet". */
export function listEmpty(
  list: { filtered: boolean; clearFilters: () => void },
  titles: { noMatch: string; empty: string },
  t: TFunction,
) {
  return list.filtered
    ? {
        title: titles.noMatch,
        action: (
          <Button variant="secondary" onClick={list.clearFilters}>
            {t("phishingContent.clearFilters")}
          </Button>
        ),
      }
    : { title: titles.empty };
}
