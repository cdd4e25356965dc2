import type { PredefinedCourse } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
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
import * as lessonCss from "../Lessons/Lessons.css";
import {
  type ContentScope,
  type CourseListParams,
  useDeletePredefinedCourse,
  usePredefinedCourseList,
} from "../queries";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import { COURSE_LEVELS, type CourseLevel, courseName } from "../shared/courses";
import { NotAllowed } from "../shared/NotAllowed";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Courses per page. */
export const COURSES_PAGE_SIZE = 20;

/** Props of {@link PredefinedCourses}. */
export interface PredefinedCoursesProps {
  /**
   * Whose courses: the organisation's library (the common courses, and with the Content filter its
   * own; the default), or the common ones, managed by super-admins (Administration → Awareness).
   */
  scope?: ContentScope;
  /** Rows per page; defaults to {@link COURSES_PAGE_SIZE}. */
  pageSize?: number;
  /** Where "Create predefined course" goes; defaults to the scope's `…/create`. */
  createHref?: string;
  /** A course's address; defaults to the scope's `…/:id`. */
  courseHref?: (course: PredefinedCourse) => string;
  /**
   * Where a row's "Launch" goes to start a course from it (the organisation's library only);
   * defaults to the course wizard, `/awareness/assignments/create?predefinedCourseId=:id`.
   */
  launchHref?: (course: PredefinedCourse) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The predefined courses on the list template: a `DataTable` (name in the reader's language,
 * level, lessons, passing score, languages, Premium/Standard, common or organisation) with a
 * `FilterBar` (name, level, and in the organisation's library its own courses instead of the
 * common ones). A row's menu edits (views, for a common course in the organisation's library)
 * and deletes after a confirmation. With `scope="common"` the same list manages the common courses.
 */
function PredefinedCoursesScreen({
  scope = "organization",
  pageSize = COURSES_PAGE_SIZE,
  createHref = `${contentPaths(scope).courses}/create`,
  courseHref = (course) => contentPath(scope, "courses", course),
  launchHref = (course) => `/awareness/assignments/create?predefinedCourseId=${encodeURIComponent(course.id)}`,
  contactEmail = "",
}: PredefinedCoursesProps) {
  const { t, i18n } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit } = useContentAccess(scope);
  const common = scope === "common";
  const home = contentPaths(scope).home;

  const list = useListState({ defaultLimit: pageSize });
  const { state } = list;
  const { level, source } = state.filters;
  const params: CourseListParams = {
    source: !common && source === "organization" ? "organization" : "common",
    skip: state.skip,
    limit: state.limit,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(typeof level === "string" && COURSE_LEVELS.includes(level as CourseLevel)
      ? { level: level as CourseLevel }
      : {}),
  };
  const query = usePredefinedCourseList(owner, params, ready);
  const columns = useMemo(() => courseColumns(t, i18n.language, !common), [t, i18n.language, common]);
  const [deleting, setDeleting] = useState<PredefinedCourse | null>(null);
  const remove = useDeletePredefinedCourse(owner);

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.courses")} />;

  const nameOf = (course: PredefinedCourse) => courseName(course, i18n.language) || t("learning.courses.untitled");

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("learning.courses.deleted") });
    if (state.skip > 0 && query.data?.items.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
  };

  const rowActions = (course: PredefinedCourse): MenuItem[] => {
    const readOnly = !canEdit || (!common && course.tenantId === null);
    const name = nameOf(course);
    const items: MenuItem[] = [
      {
        key: "open",
        label: t(readOnly ? "learning.courses.view" : "learning.courses.edit", { name }),
        href: courseHref(course),
      },
    ];
    // Launching is for the organisation (a course needs its people), whoever owns the content.
    if (!common && canEdit)
      items.push({ key: "launch", label: t("learning.courses.launch", { name }), href: launchHref(course) });
    if (!readOnly)
      items.push({
        key: "delete",
        label: t("learning.courses.delete", { name }),
        danger: true,
        onSelect: () => {
          remove.reset();
          setDeleting(course);
        },
      });
    return items;
  };

  return (
    <Page
      title={common ? t("learning.admin.courses") : t("learning.courses.title")}
      description={common ? t("learning.admin.coursesDescription") : t("learning.courses.description")}
      back={home ? { href: home, label: t("learning.lessons.back") } : undefined}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("learning.courses.create")}</ButtonLink>}
    >
      <DataTable
        label={t("learning.courses.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(course) => course.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("learning.courses.searchPlaceholder")}
            filters={[
              {
                key: "level",
                label: t("learning.courses.filters.level"),
                kind: "options",
                options: COURSE_LEVELS.map((value) => ({ value, label: t(`learning.levels.${value}`) })),
              },
              ...(common
                ? []
                : [
                    {
                      key: "source",
                      label: t("learning.courses.filters.source"),
                      kind: "options" as const,
                      options: [{ value: "organization", label: t("learning.courses.filters.sourceOrganization") }],
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
                title: t("learning.courses.noMatch"),
                action: (
                  <Button variant="secondary" onClick={list.clearFilters}>
                    {t("learning.lessons.clear")}
                  </Button>
                ),
              }
            : { title: t("learning.courses.empty") }
        }
        pagination={{ skip: state.skip, limit: state.limit, total: query.data?.total ?? 0, onChange: list.setSkip }}
        rowActions={rowActions}
        onRowOpen={(course) => navigate(courseHref(course))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("learning.courses.deleteTitle")}
        confirmLabel={t("learning.courses.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={
          remove.status === "error" && (
            <ErrorBanner message={errorMessage(remove.error, t) || t("learning.courses.errorHappened")} />
          )
        }
      >
        {deleting && (
          <p className={lessonCss.confirmText}>{t("learning.courses.deleteBody", { name: nameOf(deleting) })}</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** The courses table's columns; `owner` adds whether each is common or the organisation's. */
function courseColumns(t: TFunction, lang: string, owner: boolean): DataTableColumn<PredefinedCourse>[] {
  const columns: DataTableColumn<PredefinedCourse>[] = [
    {
      id: "name",
      header: t("learning.courses.columns.name"),
      primary: true,
      cell: (course) => courseName(course, lang) || t("learning.courses.untitled"),
    },
    {
      id: "level",
      header: t("learning.courses.columns.level"),
      width: 120,
      cell: (course) => <span>{t(`learning.levels.${course.level}`)}</span>,
    },
    {
      id: "lessons",
      header: t("learning.courses.columns.lessons"),
      width: 100,
      align: "end",
      cell: (course) => t("learning.courses.lessonCount", { count: course.lessonIds.length }),
    },
    {
      id: "passingScore",
      header: t("learning.courses.columns.passingScore"),
      width: 110,
      align: "end",
      cell: (course) => `${course.passingScore} %`,
    },
    {
      id: "languages",
      header: t("learning.courses.columns.languages"),
      width: 130,
      text: (course) => course.languages.map((l) => t(`learning.languages.${l}`)).join(", "),
      cell: (course) => (
        <span className={lessonCss.chips}>
          {course.languages.map((language) => (
            <Badge key={language} title={t(`learning.languages.${language}`)}>
              {language}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: "premium",
      header: t("learning.courses.columns.premium"),
      width: 110,
      text: (course) => (course.premium ? t("learning.lessons.premium") : t("learning.lessons.standard")),
      cell: (course) =>
        course.premium ? <Badge tone="primary">{t("learning.lessons.premium")}</Badge> : t("learning.lessons.standard"),
    },
  ];
  if (owner)
    columns.push({
      id: "owner",
      header: t("learning.courses.columns.owner"),
      width: 120,
      text: (course) => (course.tenantId === null ? t("learning.lessons.common") : t("learning.lessons.organization")),
      cell: (course) =>
        course.tenantId === null ? (
          <Badge>{t("learning.lessons.common")}</Badge>
        ) : (
          <Badge tone="success">{t("learning.lessons.organization")}</Badge>
        ),
    });
  return columns;
}

/** The predefined courses list; see {@link PredefinedCoursesScreen}. */
export const PredefinedCourses = withToasts(PredefinedCoursesScreen);
