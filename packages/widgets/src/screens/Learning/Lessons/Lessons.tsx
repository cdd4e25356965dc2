import type { LearningLanguage, Lesson } from "@bulwark/client";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime } from "../../../data/session";
import { useListState } from "../../../data/useListState";
import {
  type ContentScope,
  type LessonListParams,
  useCopyLesson,
  useDeleteLesson,
  useLearningTags,
  useLessonList,
} from "../queries";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import { LEARNING_LANGUAGES, removalFailure } from "../shared/learning";
import { NotAllowed } from "../shared/NotAllowed";
import * as css from "./Lessons.css";
import { lessonColumns } from "./lessonColumns";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Lessons per page. */
export const LESSONS_PAGE_SIZE = 20;

/** Props of {@link Lessons}. */
export interface LessonsProps {
  /**
   * Whose lessons: the organisation's library (common ones to view and copy, its own to change;
   * the default), or the common lessons themselves, managed by super-admins (Administration →
   * Awareness, ManageLearningContent).
   */
  scope?: ContentScope;
  /** Rows per page; defaults to {@link LESSONS_PAGE_SIZE}. */
  pageSize?: number;
  /** Where "Create lesson" goes; defaults to the scope's `…/create` (`/library/organization-lessons/create`). */
  createHref?: string;
  /** A lesson's page; defaults to `/library/organization-lessons/:id` (`common/:id` for a common one). */
  lessonHref?: (lesson: Lesson) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The lessons the organisation can use, common and its own, on the list template: a `DataTable`
 * (name, languages, tags, Premium/Standard, expected time, pages, common or organisation) with a
 * `FilterBar` (search by name, language, tag, own lessons only). A row's menu edits (or views, for
 * a common lesson), copies a common lesson into the organisation and deletes the organisation's
 * own after a confirmation; a lesson still in use is refused with the seeds' message.
 */
function LessonsScreen({
  scope = "organization",
  pageSize = LESSONS_PAGE_SIZE,
  createHref = `${contentPaths(scope).lessons}/create`,
  lessonHref = (lesson) => contentPath(scope, "lessons", lesson),
  contactEmail = "",
}: LessonsProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit } = useContentAccess(scope);
  const tenantId = session.tenantId;
  const common = scope === "common";
  const home = contentPaths(scope).home;

  const list = useListState({ defaultLimit: pageSize });
  const { state } = list;
  const filters = state.filters;
  const params: LessonListParams = {
    scope: filters.scope === "organization" ? "organization" : "all",
    skip: state.skip,
    limit: state.limit,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(typeof filters.language === "string" ? { language: filters.language as LearningLanguage } : {}),
    ...(typeof filters.tag === "string" ? { tag: filters.tag } : {}),
  };
  const query = useLessonList(owner, params, ready);
  const tags = useLearningTags(owner, ready);
  // Every lesson in Administration is common: the Content column would say so on each row.
  const columns = useMemo(
    () => lessonColumns(t).filter((column) => scope !== "common" || column.id !== "owner"),
    [t, scope],
  );

  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const remove = useDeleteLesson(owner);
  const copy = useCopyLesson(tenantId);

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.lessons")} />;

  const filtered = Boolean(state.search.trim()) || Object.values(filters).some((value) => value !== undefined);

  const onCopy = async (lesson: Lesson) => {
    const created = await copy.mutate(lesson);
    if (!created) {
      toast.show({ variant: "error", message: errorMessage(copy.error, t) || t("learning.lessons.errorHappened") });
      return;
    }
    toast.show({ variant: "success", message: t("learning.lessons.copied", { name: created.name }) });
    navigate(lessonHref(created));
  };

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("learning.lessons.deleted") });
    if (state.skip > 0 && query.data?.items.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
  };

  const rowActions = (lesson: Lesson): MenuItem[] => {
    // In the organisation's library a common lesson is read and copied; in Administration it is the one to edit.
    const readOnly = !canEdit || (!common && lesson.tenantId === null);
    const items: MenuItem[] = [
      {
        key: "open",
        label: t(readOnly ? "learning.lessons.view" : "learning.lessons.edit", { name: lesson.name }),
        href: lessonHref(lesson),
      },
    ];
    if (canEdit && !common && lesson.tenantId === null)
      items.push({
        key: "copy",
        label: t("learning.lessons.copy", { name: lesson.name }),
        onSelect: () => void onCopy(lesson),
      });
    if (!readOnly)
      items.push({
        key: "delete",
        label: t("learning.lessons.delete", { name: lesson.name }),
        danger: true,
        onSelect: () => {
          remove.reset();
          setDeleting(lesson);
        },
      });
    return items;
  };

  const tagNames = [
    ...new Set([
      ...(tags.data?.items.map((tag) => tag.name) ?? []),
      ...(typeof filters.tag === "string" ? [filters.tag] : []),
    ]),
  ];

  return (
    <Page
      title={common ? t("learning.admin.lessons") : t("learning.lessons.title")}
      description={common ? t("learning.admin.lessonsDescription") : t("learning.lessons.description")}
      back={home ? { href: home, label: t("learning.lessons.back") } : undefined}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("learning.lessons.create")}</ButtonLink>}
    >
      <DataTable
        label={t("learning.lessons.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(lesson) => lesson.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("learning.lessons.searchPlaceholder")}
            filters={[
              {
                key: "language",
                label: t("learning.lessons.filters.language"),
                kind: "options",
                options: LEARNING_LANGUAGES.map((value) => ({ value, label: t(`learning.languages.${value}`) })),
              },
              {
                key: "tag",
                label: t("learning.lessons.filters.tag"),
                kind: "options",
                options: tagNames.map((value) => ({ value, label: value })),
              },
              ...(common
                ? []
                : [
                    {
                      key: "scope",
                      label: t("learning.lessons.filters.scope"),
                      kind: "options" as const,
                      options: [{ value: "organization", label: t("learning.lessons.filters.scopeOrganization") }],
                    },
                  ]),
            ]}
            values={filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={
          filtered
            ? {
                title: t("learning.lessons.noMatch"),
                action: (
                  <Button variant="secondary" onClick={list.clearFilters}>
                    {t("learning.lessons.clear")}
                  </Button>
                ),
              }
            : { title: t("learning.lessons.empty") }
        }
        pagination={{ skip: state.skip, limit: state.limit, total: query.data?.total ?? 0, onChange: list.setSkip }}
        rowActions={rowActions}
        onRowOpen={(lesson) => navigate(lessonHref(lesson))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("learning.lessons.deleteTitle")}
        confirmLabel={t("learning.lessons.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={remove.status === "error" && <ErrorBanner message={removalFailure(remove.error, "lesson", t)} />}
      >
        {deleting && (
          <p className={css.confirmText}>
            {t("learning.lessons.deleteBody", { name: deleting.name, count: deleting.pageCount })}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** The lessons list; see {@link LessonsScreen}. */
export const Lessons = withToasts(LessonsScreen);
