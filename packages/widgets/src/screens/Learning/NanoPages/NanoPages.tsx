import type { LearningLanguage, NanoPage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime } from "../../../data/session";
import { type FilterValues, useListState } from "../../../data/useListState";
import * as lessonCss from "../Lessons/Lessons.css";
import {
  type ContentScope,
  type NanoPageListParams,
  useCopyNanoPage,
  useDeleteNanoPage,
  useLearningTags,
  useNanoPageList,
} from "../queries";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import { LEARNING_LANGUAGES } from "../shared/learning";
import { NotAllowed } from "../shared/NotAllowed";
import { NANO_TYPES, type NanoType } from "../shared/nano";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Nano pages per page. */
export const NANO_PAGES_PAGE_SIZE = 20;

/**
 * The API filters nano pages by name, language and tag; type and plan are filtered here, over
 * this many of the API's matches (a library holds tens of nano pages, not hundreds).
 */
const CLIENT_FILTER_WINDOW = 100;

/** The nano page filters a host keeps, e.g. in the page's URL (`?type=SimpleQuiz&language=Sr&premium=false`). */
export interface NanoPagesFilters {
  search?: string;
  type?: NanoType;
  language?: LearningLanguage;
  tag?: string;
  /** `true` premium only, `false` standard only. */
  premium?: boolean;
  /** `"organization"`: the organisation's own only. */
  scope?: "organization";
}

/** Props of {@link NanoPages}. */
export interface NanoPagesProps {
  /**
   * Whose nano pages: the organisation's library (common ones to view and copy, its own to
   * change; the default), or the common ones, managed by super-admins (Administration → Awareness).
   */
  scope?: ContentScope;
  /** Rows per page; defaults to {@link NANO_PAGES_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: NanoPagesFilters;
  /** Called when the user changes the filters (the search once typing pauses), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: NanoPagesFilters) => void;
  /** Where "Create nano page" goes; defaults to the scope's `…/create`. */
  createHref?: string;
  /** A nano page's address; defaults to `/library/organization-nano-pages/:id` (`common/:id` for a common one). */
  nanoPageHref?: (page: NanoPage) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

const toFilterValues = (defaults: NanoPagesFilters = {}): FilterValues => ({
  ...(defaults.type && NANO_TYPES.includes(defaults.type) ? { type: defaults.type } : {}),
  ...(defaults.language && LEARNING_LANGUAGES.includes(defaults.language) ? { language: defaults.language } : {}),
  ...(defaults.tag ? { tag: defaults.tag } : {}),
  ...(typeof defaults.premium === "boolean" ? { premium: defaults.premium } : {}),
  ...(defaults.scope === "organization" ? { scope: "organization" } : {}),
});

function filtersOf(search: string, values: FilterValues): NanoPagesFilters {
  const { type, language, tag, premium, scope } = values;
  return {
    ...(search ? { search } : {}),
    ...(typeof type === "string" && NANO_TYPES.includes(type as NanoType) ? { type: type as NanoType } : {}),
    ...(typeof language === "string" ? { language: language as LearningLanguage } : {}),
    ...(typeof tag === "string" ? { tag } : {}),
    ...(typeof premium === "boolean" ? { premium } : {}),
    ...(scope === "organization" ? { scope: "organization" as const } : {}),
  };
}

/**
 * The nano pages (SimpleQuiz, VideoQuiz, CustomHTML) on the list template: a `DataTable` (name,
 * type, languages, tags, Premium/Standard, common or organisation) with a `FilterBar` (name,
 * type, language, tag, plan, own only) whose state the host can keep in the URL. A row's menu
 * edits (views, for a common page in the organisation's library), copies a common page into the
 * organisation and deletes an own page after a confirmation; a page in an active campaign is
 * refused with the seeds' message. With `scope="common"` the same list manages the common pages.
 */
function NanoPagesScreen({
  scope = "organization",
  pageSize = NANO_PAGES_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  createHref = `${contentPaths(scope).nanoPages}/create`,
  nanoPageHref = (page) => contentPath(scope, "nanoPages", page),
  contactEmail = "",
}: NanoPagesProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit } = useContentAccess(scope);
  const common = scope === "common";
  const home = contentPaths(scope).home;

  const list = useListState({
    initial: { search: defaultFilters?.search?.trim() ?? "", filters: toFilterValues(defaultFilters) },
    defaultLimit: pageSize,
  });
  const { state } = list;
  const filters = filtersOf(state.search, state.filters);

  // The host hears of each change of the filters, by value, not of the ones it passed in.
  const filtersText = JSON.stringify(filters);
  const reported = useRef(filtersText);
  const onFiltersChangeRef = useRef(onFiltersChange);
  onFiltersChangeRef.current = onFiltersChange;
  useEffect(() => {
    if (reported.current === filtersText) return;
    reported.current = filtersText;
    onFiltersChangeRef.current?.(JSON.parse(filtersText) as NanoPagesFilters);
  }, [filtersText]);

  const local = filters.type !== undefined || filters.premium !== undefined;
  const params: NanoPageListParams = {
    scope: !common && filters.scope === "organization" ? "organization" : "all",
    skip: local ? 0 : state.skip,
    limit: local ? CLIENT_FILTER_WINDOW : state.limit,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
  const query = useNanoPageList(owner, params, ready);
  const tags = useLearningTags(owner, ready);
  const matching = local
    ? query.data?.items.filter(
        (page) =>
          (filters.type === undefined || page.type === filters.type) &&
          (filters.premium === undefined || page.premium === filters.premium),
      )
    : query.data?.items;
  const rows = local ? matching?.slice(state.skip, state.skip + state.limit) : matching;
  const total = local ? (matching?.length ?? 0) : (query.data?.total ?? 0);

  const columns = useMemo(() => nanoColumns(t, !common), [t, common]);
  const [deleting, setDeleting] = useState<NanoPage | null>(null);
  const remove = useDeleteNanoPage(owner);
  const copy = useCopyNanoPage(session.tenantId);

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.nanoPages")} />;

  const onCopy = async (page: NanoPage) => {
    const created = await copy.mutate(page);
    if (!created) {
      toast.show({ variant: "error", message: errorMessage(copy.error, t) || t("learning.nano.errorHappened") });
      return;
    }
    toast.show({ variant: "success", message: t("learning.nano.copied", { name: created.name }) });
    navigate(nanoPageHref(created));
  };

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("learning.nano.deleted") });
    if (state.skip > 0 && rows?.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
  };

  const rowActions = (page: NanoPage): MenuItem[] => {
    const readOnly = !canEdit || (!common && page.tenantId === null);
    const items: MenuItem[] = [
      {
        key: "open",
        label: t(readOnly ? "learning.nano.view" : "learning.nano.edit", { name: page.name }),
        href: nanoPageHref(page),
      },
    ];
    if (canEdit && !common && page.tenantId === null)
      items.push({
        key: "copy",
        label: t("learning.nano.copy", { name: page.name }),
        onSelect: () => void onCopy(page),
      });
    if (!readOnly)
      items.push({
        key: "delete",
        label: t("learning.nano.delete", { name: page.name }),
        danger: true,
        onSelect: () => {
          remove.reset();
          setDeleting(page);
        },
      });
    return items;
  };

  const tagNames = [
    ...new Set([...(tags.data?.items.map((tag) => tag.name) ?? []), ...(filters.tag ? [filters.tag] : [])]),
  ];

  return (
    <Page
      title={common ? t("learning.admin.nanoPages") : t("learning.nano.title")}
      description={common ? t("learning.admin.nanoPagesDescription") : t("learning.nano.description")}
      back={home ? { href: home, label: t("learning.lessons.back") } : undefined}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("learning.nano.create")}</ButtonLink>}
    >
      <DataTable
        label={t("learning.nano.caption")}
        columns={columns}
        rows={rows}
        getRowId={(page) => page.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("learning.nano.searchPlaceholder")}
            filters={[
              {
                key: "type",
                label: t("learning.nano.filters.type"),
                kind: "options",
                options: NANO_TYPES.map((value) => ({ value, label: t(`learning.nanoTypes.${value}`) })),
              },
              {
                key: "language",
                label: t("learning.nano.filters.language"),
                kind: "options",
                options: LEARNING_LANGUAGES.map((value) => ({ value, label: t(`learning.languages.${value}`) })),
              },
              {
                key: "tag",
                label: t("learning.nano.filters.tag"),
                kind: "options",
                options: tagNames.map((value) => ({ value, label: value })),
              },
              {
                key: "premium",
                label: t("learning.nano.filters.premium"),
                kind: "boolean",
                trueLabel: t("learning.nano.filters.premiumOnly"),
                falseLabel: t("learning.nano.filters.standardOnly"),
              },
              ...(common
                ? []
                : [
                    {
                      key: "scope",
                      label: t("learning.nano.filters.scope"),
                      kind: "options" as const,
                      options: [{ value: "organization", label: t("learning.nano.filters.scopeOrganization") }],
                    },
                  ]),
            ]}
            values={state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={
          list.filtered
            ? {
                title: t("learning.nano.noMatch"),
                action: (
                  <Button variant="secondary" onClick={list.clearFilters}>
                    {t("learning.lessons.clear")}
                  </Button>
                ),
              }
            : { title: t("learning.nano.empty") }
        }
        pagination={{ skip: state.skip, limit: state.limit, total, onChange: list.setSkip }}
        rowActions={rowActions}
        onRowOpen={(page) => navigate(nanoPageHref(page))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("learning.nano.deleteTitle")}
        confirmLabel={t("learning.nano.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={remove.status === "error" && <ErrorBanner message={nanoRemovalFailure(remove.error, t)} />}
      >
        {deleting && <p className={lessonCss.confirmText}>{t("learning.nano.deleteBody", { name: deleting.name })}</p>}
      </ConfirmDialog>
    </Page>
  );
}

/**
 * Why deleting a nano page failed, in the seeds' words: one in an active campaign (409) is
 * "There are active nano campaigns containing this page!", anything else the API's message.
 */
export function nanoRemovalFailure(error: unknown, t: TFunction): string {
  const { statusCode } = toApiError(error);
  if (statusCode === 409) return t("learning.nano.inUse");
  return errorMessage(error, t) || t("learning.nano.errorHappened");
}

/** The nano pages table's columns; `owner` adds whether each is common or the organisation's. */
function nanoColumns(t: TFunction, owner: boolean): DataTableColumn<NanoPage>[] {
  const columns: DataTableColumn<NanoPage>[] = [
    { id: "name", header: t("learning.nano.columns.name"), primary: true, cell: (page) => page.name },
    {
      id: "type",
      header: t("learning.nano.columns.type"),
      width: 130,
      cell: (page) => <span>{t(`learning.nanoTypes.${page.type}`)}</span>,
    },
    {
      id: "languages",
      header: t("learning.nano.columns.languages"),
      width: 150,
      text: (page) => page.languages.map((l) => t(`learning.languages.${l}`)).join(", "),
      cell: (page) => (
        <span className={lessonCss.chips}>
          {page.languages.map((language) => (
            <Badge key={language} title={t(`learning.languages.${language}`)}>
              {language}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: "tags",
      header: t("learning.nano.columns.tags"),
      width: "16%",
      text: (page) => page.tags.join(", "),
      cell: (page) =>
        page.tags.length === 0 ? <span className={parts.muted}>—</span> : <span>{page.tags.join(", ")}</span>,
    },
    {
      id: "premium",
      header: t("learning.nano.columns.premium"),
      width: 110,
      text: (page) => (page.premium ? t("learning.lessons.premium") : t("learning.lessons.standard")),
      cell: (page) =>
        page.premium ? <Badge tone="primary">{t("learning.lessons.premium")}</Badge> : t("learning.lessons.standard"),
    },
  ];
  if (owner)
    columns.push({
      id: "owner",
      header: t("learning.nano.columns.owner"),
      width: 120,
      text: (page) => (page.tenantId === null ? t("learning.lessons.common") : t("learning.lessons.organization")),
      cell: (page) =>
        page.tenantId === null ? (
          <Badge>{t("learning.lessons.common")}</Badge>
        ) : (
          <Badge tone="success">{t("learning.lessons.organization")}</Badge>
        ),
    });
  return columns;
}

/** The nano pages list; see {@link NanoPagesScreen}. */
export const NanoPages = withToasts(NanoPagesScreen);
