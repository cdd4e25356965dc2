import type { LandingPage, LearningLanguage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { FilterBar } from "../../../../components/FilterBar/FilterBar";
import type { MenuItem } from "../../../../components/Menu/Menu";
import { Page } from "../../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { useToast } from "../../../../components/Toast/Toaster";
import { useRuntime } from "../../../../data/session";
import { type FilterValues, useListState } from "../../../../data/useListState";
import {
  type LandingPageListParams,
  type LandingPageType,
  type PhishingScope,
  useDeleteLandingPage,
  useLandingPageList,
} from "../queries";
import {
  languageColumn,
  listEmpty,
  ownerColumn,
  removalFailure,
  screenGate,
  useReportedFilters,
} from "../shared/parts";
import { LANDING_PAGE_TYPES, LANGUAGES, phishingPaths, usePhishingAccess } from "../shared/phishing";
import * as css from "../shared/phishing.css";

/** Landing pages per page. */
export const LANDING_PAGES_PAGE_SIZE = 20;

/** The landing page filters a host keeps, e.g. in the page's URL (`?type=PhishedDisplay&language=Sr`). */
export interface LandingPagesFilters {
  search?: string;
  type?: LandingPageType;
  language?: LearningLanguage;
}

/** Props of {@link LandingPages}. */
export interface LandingPagesProps {
  /** Whose landing pages: the organisation's library (the default) or the common library (Administration). */
  scope?: PhishingScope;
  /** Rows per page; defaults to {@link LANDING_PAGES_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: LandingPagesFilters;
  /** Called when the user changes the filters, e.g. to keep them in the URL. */
  onFiltersChange?: (filters: LandingPagesFilters) => void;
  /** Where "Create landing page" goes; defaults to the scope's. */
  createHref?: string;
  /** A landing page's address; defaults to `/library/landing-pages/:id` (`/administration/landing-pages/:id`). */
  landingPageHref?: (page: LandingPage) => string;
  /** Where "Back to templates" goes; defaults to the scope's template list. */
  backHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

const toFilterValues = (defaults: LandingPagesFilters = {}): FilterValues => ({
  ...(defaults.type && LANDING_PAGE_TYPES.includes(defaults.type) ? { type: defaults.type } : {}),
  ...(defaults.language && LANGUAGES.includes(defaults.language) ? { language: defaults.language } : {}),
});

function filtersOf(search: string, values: FilterValues): LandingPagesFilters {
  const { type, language } = values;
  return {
    ...(search ? { search } : {}),
    ...(typeof type === "string" && LANDING_PAGE_TYPES.includes(type as LandingPageType)
      ? { type: type as LandingPageType }
      : {}),
    ...(typeof language === "string" && LANGUAGES.includes(language as LearningLanguage)
      ? { language: language as LearningLanguage }
      : {}),
  };
}

/**
 * The landing pages on the list template: credential-harvest forms and the feedback pages
 * (GenericMsg, Error404Page, PhishedDisplay, Other), with name, type and language filters the
 * host can keep in the URL. A row opens the page's editor (read-only for a common page in the
 * organisation's library: a template copied into the organisation brings its page along) or
 * deletes one of the organisation's own; one a template still names is refused with the API's 409.
 */
function LandingPagesScreen({
  scope = "organization",
  pageSize = LANDING_PAGES_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  createHref = phishingPaths(scope).createLandingPage,
  landingPageHref = (page) => phishingPaths(scope).landingPage(page),
  backHref = phishingPaths(scope).templates,
  contactEmail = "",
}: LandingPagesProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const access = usePhishingAccess(scope);
  const { owner, ready, canEdit } = access;
  const common = scope === "common";

  const list = useListState({
    initial: { search: defaultFilters?.search?.trim() ?? "", filters: toFilterValues(defaultFilters) },
    defaultLimit: pageSize,
  });
  const { state } = list;
  const filters = filtersOf(state.search, state.filters);

  useReportedFilters(filters, onFiltersChange);

  const params: LandingPageListParams = { skip: state.skip, limit: state.limit, ...filters };
  const query = useLandingPageList(owner, params, ready);
  const columns = useMemo(() => landingColumns(t, !common), [t, common]);
  const [deleting, setDeleting] = useState<LandingPage | null>(null);
  const remove = useDeleteLandingPage(owner);

  const gate = screenGate({ access, contactEmail, deniedTitle: t("phishingContent.landingPages.title") });
  if (gate) return gate;

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("phishingContent.landingPages.deleted") });
    if (state.skip > 0 && query.data?.items.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
  };

  const rowActions = (page: LandingPage): MenuItem[] => {
    const readOnly = !canEdit || (!common && page.tenantId === null);
    const items: MenuItem[] = [
      {
        key: "open",
        label: t(readOnly ? "phishingContent.landingPages.view" : "phishingContent.landingPages.edit", {
          name: page.name,
        }),
        href: landingPageHref(page),
      },
    ];
    if (!readOnly)
      items.push({
        key: "delete",
        label: t("phishingContent.landingPages.delete", { name: page.name }),
        danger: true,
        onSelect: () => {
          remove.reset();
          setDeleting(page);
        },
      });
    return items;
  };

  return (
    <Page
      title={t("phishingContent.landingPages.title")}
      description={t("phishingContent.landingPages.description")}
      back={{ href: backHref, label: t("phishingContent.editor.back") }}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("phishingContent.landingPages.create")}</ButtonLink>}
    >
      <DataTable
        label={t("phishingContent.landingPages.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(page) => page.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("phishingContent.landingPages.searchPlaceholder")}
            filters={[
              {
                key: "type",
                label: t("phishingContent.filters.type"),
                kind: "options",
                options: LANDING_PAGE_TYPES.map((value) => ({
                  value,
                  label: t(`phishingContent.landingTypes.${value}`),
                })),
              },
              {
                key: "language",
                label: t("phishingContent.filters.language"),
                kind: "options",
                options: LANGUAGES.map((value) => ({ value, label: t(`phishingContent.languages.${value}`) })),
              },
            ]}
            values={state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={listEmpty(
          list,
          { noMatch: t("phishingContent.landingPages.noMatch"), empty: t("phishingContent.landingPages.empty") },
          t,
        )}
        pagination={{ skip: state.skip, limit: state.limit, total: query.data?.total ?? 0, onChange: list.setSkip }}
        rowActions={rowActions}
        onRowOpen={(page) => navigate(landingPageHref(page))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("phishingContent.landingPages.deleteTitle")}
        confirmLabel={t("phishingContent.landingPages.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={
          remove.status === "error" && (
            <ErrorBanner message={removalFailure(remove.error, t("phishingContent.landingPages.inUse"), t)} />
          )
        }
      >
        {deleting && (
          <p className={css.confirmText}>{t("phishingContent.landingPages.deleteBody", { name: deleting.name })}</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

function landingColumns(t: TFunction, owner: boolean): DataTableColumn<LandingPage>[] {
  const columns: DataTableColumn<LandingPage>[] = [
    { id: "name", header: t("phishingContent.columns.name"), primary: true, cell: (page) => page.name },
    {
      id: "type",
      header: t("phishingContent.columns.type"),
      width: 190,
      text: (page) => t(`phishingContent.landingTypes.${page.type}`),
      cell: (page) => <span>{t(`phishingContent.landingTypes.${page.type}`)}</span>,
    },
    languageColumn(t),
    {
      id: "content",
      header: t("phishingContent.columns.content"),
      width: 160,
      text: (page) =>
        page.html === null ? t("phishingContent.landingPages.builtIn") : t("phishingContent.landingPages.ownHtml"),
      cell: (page) =>
        page.html === null ? t("phishingContent.landingPages.builtIn") : t("phishingContent.landingPages.ownHtml"),
    },
  ];
  if (owner) columns.push(ownerColumn(t));
  return columns;
}

/** The landing pages list; see {@link LandingPagesScreen}. */
export const LandingPages = withToasts(LandingPagesScreen);
