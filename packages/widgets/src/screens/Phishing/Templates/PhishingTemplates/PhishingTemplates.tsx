import type { LearningLanguage, PhishingTemplate } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../../components/ErrorBanner/errorMessage";
import { FilterBar } from "../../../../components/FilterBar/FilterBar";
import type { MenuItem } from "../../../../components/Menu/Menu";
import { Page } from "../../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../../components/ScreenParts/ScreenParts.css";
import { useToast } from "../../../../components/Toast/Toaster";
import { useRuntime } from "../../../../data/session";
import { type FilterValues, useListState } from "../../../../data/useListState";
import {
  type PhishingScope,
  type PhishingTemplateType,
  type TemplateListParams,
  useCopyTemplate,
  useDeleteTemplate,
  useTemplateList,
} from "../queries";
import {
  languageColumn,
  listEmpty,
  ownerColumn,
  removalFailure,
  screenGate,
  useReportedFilters,
} from "../shared/parts";
import { LANGUAGES, phishingPaths, TEMPLATE_TYPES, usePhishingAccess } from "../shared/phishing";
import * as css from "../shared/phishing.css";

/** Templates per page. */
export const TEMPLATES_PAGE_SIZE = 20;

/** The template filters a host keeps, e.g. in the page's URL (`?type=CredentialHarvest&language=Sr&tag=invoice`). */
export interface PhishingTemplatesFilters {
  search?: string;
  type?: PhishingTemplateType;
  language?: LearningLanguage;
  tag?: string;
  /** `"organization"`: the organisation's own only; `"common"`: the common library only. */
  scope?: "organization" | "common";
}

/** Props of {@link PhishingTemplates}. */
export interface PhishingTemplatesProps {
  /**
   * Whose templates: the organisation's library (common templates to view and copy, its own to
   * change; the default), or the common library, managed by super-admins (Administration → Templates).
   */
  scope?: PhishingScope;
  /** Rows per page; defaults to {@link TEMPLATES_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: PhishingTemplatesFilters;
  /** Called when the user changes the filters (the search once typing pauses), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: PhishingTemplatesFilters) => void;
  /** Where "Create template" goes; defaults to the scope's create address. */
  createHref?: string;
  /** A template's address; defaults to `/library/organization-templates/:id` (`/administration/edit-template/:id`). */
  templateHref?: (template: PhishingTemplate) => string;
  /** Where "Landing pages" goes; defaults to the scope's landing pages. */
  landingPagesHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

const OWNERS = ["organization", "common"] as const;

const toFilterValues = (defaults: PhishingTemplatesFilters = {}): FilterValues => ({
  ...(defaults.type && TEMPLATE_TYPES.includes(defaults.type) ? { type: defaults.type } : {}),
  ...(defaults.language && LANGUAGES.includes(defaults.language) ? { language: defaults.language } : {}),
  ...(defaults.tag ? { tag: defaults.tag } : {}),
  ...(defaults.scope && OWNERS.includes(defaults.scope) ? { scope: defaults.scope } : {}),
});

function filtersOf(search: string, values: FilterValues): PhishingTemplatesFilters {
  const { type, language, tag, scope } = values;
  return {
    ...(search ? { search } : {}),
    ...(typeof type === "string" && TEMPLATE_TYPES.includes(type as PhishingTemplateType)
      ? { type: type as PhishingTemplateType }
      : {}),
    ...(typeof language === "string" && LANGUAGES.includes(language as LearningLanguage)
      ? { language: language as LearningLanguage }
      : {}),
    ...(typeof tag === "string" && tag ? { tag } : {}),
    ...(scope === "organization" || scope === "common" ? { scope } : {}),
  };
}

/** How many templates the tag filter reads its choices from (a library holds tens, not thousands). */
const TAG_WINDOW = 100;

/**
 * The phishing template library on the list template: a `DataTable` (name, technique, language,
 * tags, common or the organisation's) with a `FilterBar` (name, technique, language, tag, whose)
 * whose state the host can keep in the URL. A row's menu opens a template (read-only for a common
 * one in the organisation's library), copies it into the organisation (`templates/{id}/copy`,
 * which brings its common landing page along) and deletes one of the organisation's own after a
 * confirmation; one an upcoming or running simulation sends is refused with the API's 409. With
 * `scope="common"` the same list manages the common library (Administration → Templates).
 */
function PhishingTemplatesScreen({
  scope = "organization",
  pageSize = TEMPLATES_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  createHref = phishingPaths(scope).createTemplate,
  templateHref = (template) => phishingPaths(scope).template(template),
  landingPagesHref = phishingPaths(scope).landingPages,
  contactEmail = "",
}: PhishingTemplatesProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const access = usePhishingAccess(scope);
  const { session, owner, ready, canEdit } = access;
  const common = scope === "common";
  const home = phishingPaths(scope).home;

  const list = useListState({
    initial: { search: defaultFilters?.search?.trim() ?? "", filters: toFilterValues(defaultFilters) },
    defaultLimit: pageSize,
  });
  const { state } = list;
  const filters = filtersOf(state.search, state.filters);

  useReportedFilters(filters, onFiltersChange);

  const params: TemplateListParams = {
    scope: common ? "common" : (filters.scope ?? "all"),
    skip: state.skip,
    limit: state.limit,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
  const query = useTemplateList(owner, params, ready);
  // The tag filter's choices: the tags of the library (no tag call of its own; one wide read).
  const tagSource = useTemplateList(owner, { scope: common ? "common" : "all", skip: 0, limit: TAG_WINDOW }, ready);
  const tagNames = [
    ...new Set([...(tagSource.data?.items.flatMap((item) => item.tags) ?? []), ...(filters.tag ? [filters.tag] : [])]),
  ].sort((a, b) => a.localeCompare(b));

  const columns = useMemo(() => templateColumns(t, !common), [t, common]);
  const [deleting, setDeleting] = useState<PhishingTemplate | null>(null);
  const remove = useDeleteTemplate(owner);
  const copy = useCopyTemplate(session.tenantId);

  // A refused copy says why (read from the mutation's next state, not the handler's closure).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (copy.status === "error")
      toast.show({ variant: "error", message: errorMessage(copy.error, t) || t("phishingContent.errorHappened") });
  }, [copy.status, copy.error]);

  const gate = screenGate({ access, contactEmail, deniedTitle: t("phishingContent.templates.adminTitle") });
  if (gate) return gate;

  const onCopy = async (template: PhishingTemplate) => {
    const created = await copy.mutate(template);
    if (!created) return;
    toast.show({ variant: "success", message: t("phishingContent.templates.copied", { name: created.name }) });
    navigate(templateHref(created));
  };

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("phishingContent.templates.deleted") });
    if (state.skip > 0 && query.data?.items.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
  };

  const rowActions = (template: PhishingTemplate): MenuItem[] => {
    const readOnly = !canEdit || (!common && template.tenantId === null);
    const items: MenuItem[] = [
      {
        key: "open",
        label: t(readOnly ? "phishingContent.templates.view" : "phishingContent.templates.edit", {
          name: template.name,
        }),
        href: templateHref(template),
      },
    ];
    if (canEdit && !common)
      items.push({
        key: "copy",
        label: t("phishingContent.templates.copy", { name: template.name }),
        onSelect: () => void onCopy(template),
      });
    if (!readOnly)
      items.push({
        key: "delete",
        label: t("phishingContent.templates.delete", { name: template.name }),
        danger: true,
        onSelect: () => {
          remove.reset();
          setDeleting(template);
        },
      });
    return items;
  };

  return (
    <Page
      title={common ? t("phishingContent.templates.adminTitle") : t("phishingContent.templates.title")}
      description={
        common ? t("phishingContent.templates.adminDescription") : t("phishingContent.templates.description")
      }
      back={home ? { href: home, label: t("phishingContent.backToLibrary") } : undefined}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("phishingContent.templates.create")}</ButtonLink>}
      actions={
        <ButtonLink variant="secondary" href={landingPagesHref}>
          {t("phishingContent.landingPages.title")}
        </ButtonLink>
      }
    >
      <DataTable
        label={t("phishingContent.templates.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(template) => template.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("phishingContent.templates.searchPlaceholder")}
            filters={[
              {
                key: "type",
                label: t("phishingContent.filters.type"),
                kind: "options",
                options: TEMPLATE_TYPES.map((value) => ({ value, label: t(`phishingContent.templateTypes.${value}`) })),
              },
              {
                key: "language",
                label: t("phishingContent.filters.language"),
                kind: "options",
                options: LANGUAGES.map((value) => ({ value, label: t(`phishingContent.languages.${value}`) })),
              },
              {
                key: "tag",
                label: t("phishingContent.filters.tag"),
                kind: "options",
                options: tagNames.map((value) => ({ value, label: value })),
              },
              ...(common
                ? []
                : [
                    {
                      key: "scope",
                      label: t("phishingContent.filters.owner"),
                      kind: "options" as const,
                      options: OWNERS.map((value) => ({ value, label: t(`phishingContent.owners.${value}`) })),
                    },
                  ]),
            ]}
            values={state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={listEmpty(
          list,
          { noMatch: t("phishingContent.templates.noMatch"), empty: t("phishingContent.templates.empty") },
          t,
        )}
        pagination={{ skip: state.skip, limit: state.limit, total: query.data?.total ?? 0, onChange: list.setSkip }}
        rowActions={rowActions}
        onRowOpen={(template) => navigate(templateHref(template))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("phishingContent.templates.deleteTitle")}
        confirmLabel={t("phishingContent.templates.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={
          remove.status === "error" && (
            <ErrorBanner message={removalFailure(remove.error, t("phishingContent.templates.inUse"), t)} />
          )
        }
      >
        {deleting && (
          <p className={css.confirmText}>{t("phishingContent.templates.deleteBody", { name: deleting.name })}</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** The templates table's columns; `owner` adds whether each is common or the organisation's. */
function templateColumns(t: TFunction, owner: boolean): DataTableColumn<PhishingTemplate>[] {
  const columns: DataTableColumn<PhishingTemplate>[] = [
    { id: "name", header: t("phishingContent.columns.name"), primary: true, cell: (template) => template.name },
    {
      id: "type",
      header: t("phishingContent.columns.type"),
      width: 170,
      text: (template) => t(`phishingContent.templateTypes.${template.type}`),
      cell: (template) => <span>{t(`phishingContent.templateTypes.${template.type}`)}</span>,
    },
    languageColumn(t),
    {
      id: "sender",
      header: t("phishingContent.columns.sender"),
      width: "20%",
      text: (template) => `${template.emailFromName} <${template.sendingEmail}>`,
      cell: (template) => <span title={template.sendingEmail}>{template.emailFromName}</span>,
    },
    {
      id: "tags",
      header: t("phishingContent.columns.tags"),
      width: "16%",
      text: (template) => template.tags.join(", "),
      cell: (template) =>
        template.tags.length === 0 ? <span className={parts.muted}>—</span> : <span>{template.tags.join(", ")}</span>,
    },
  ];
  if (owner) columns.push(ownerColumn(t));
  return columns;
}

/** The phishing template library; see {@link PhishingTemplatesScreen}. */
export const PhishingTemplates = withToasts(PhishingTemplatesScreen);
