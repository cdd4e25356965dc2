import type { Course } from "@bulwark/client";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { lacksFeature } from "../../../data/features";
import { useRuntime, useSession } from "../../../data/session";
import { useListState } from "../../../data/useListState";
import { useCourseList } from "../queries";
import {
  COURSE_CREATE_PATH,
  COURSE_TABS,
  type CourseTab,
  canEditCourses,
  coursePath,
  statusOfTab,
} from "../shared/courses";
import { courseColumns } from "./courseColumns";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Courses per page. */
export const COURSES_PAGE_SIZE = 20;

/** Props of {@link Courses}. */
export interface CoursesProps {
  /** The tab shown first (e.g. read from the page's URL); defaults to `active`. */
  defaultTab?: CourseTab;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onTabChange?: (tab: CourseTab) => void;
  /** Rows per page; defaults to {@link COURSES_PAGE_SIZE}. */
  pageSize?: number;
  /** Where "Create course" goes; defaults to `/awareness/assignments/create`. */
  createHref?: string;
  /** A course's page; defaults to `/awareness/assignments/:id`. */
  courseHref?: (course: Pick<Course, "id">) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The organisation's courses on the list template, one tab per group (seeds: Active, Upcoming,
 * Finished; Active is the API's `in_progress`), each tab with its count: a `DataTable` of name,
 * language, dates, learners, completion rate and passing rate, with a search. An empty tab leads
 * to "Create course" for those who may create one (CrudLearning).
 */
function CoursesScreen({
  defaultTab = "active",
  onTabChange,
  pageSize = COURSES_PAGE_SIZE,
  createHref = COURSE_CREATE_PATH,
  courseHref = coursePath,
  contactEmail = "",
}: CoursesProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [tab, setTab] = useState<CourseTab>(defaultTab);
  // The counts of every tab come with each page (`counts`); the shown tab's answer has them.
  const [counts, setCounts] = useState<Partial<Record<CourseTab, number>>>({});
  const canEdit = canEditCourses(session);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  return (
    <Page
      title={t("courses.list.title")}
      description={t("courses.list.description")}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("courses.list.create")}</ButtonLink>}
    >
      <Tabs
        label={t("courses.list.tabs.label")}
        selectedId={tab}
        onSelect={(id) => {
          setTab(id as CourseTab);
          onTabChange?.(id as CourseTab);
        }}
        items={COURSE_TABS.map((id) => ({
          id,
          label:
            counts[id] === undefined ? t(`courses.list.tabs.${id}`) : `${t(`courses.list.tabs.${id}`)} (${counts[id]})`,
          content: (
            <CourseTable
              tab={id}
              pageSize={pageSize}
              canEdit={canEdit}
              createHref={createHref}
              courseHref={courseHref}
              onCounts={setCounts}
            />
          ),
        }))}
      />
    </Page>
  );
}

/** One tab's table: its own search and page. */
function CourseTable({
  tab,
  pageSize,
  canEdit,
  createHref,
  courseHref,
  onCounts,
}: {
  tab: CourseTab;
  pageSize: number;
  canEdit: boolean;
  createHref: string;
  courseHref: (course: Pick<Course, "id">) => string;
  onCounts: (counts: Record<CourseTab, number>) => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const list = useListState({ defaultLimit: pageSize });
  const search = list.state.search.trim();
  const query = useCourseList(
    tenantId,
    { status: statusOfTab(tab), skip: list.state.skip, limit: list.state.limit, ...(search ? { search } : {}) },
    ready,
  );
  const columns = useMemo(() => courseColumns(t, i18n.language), [t, i18n.language]);
  const counts = query.data?.counts;
  useEffect(() => {
    // Only unfiltered counts label the tabs: a search's counts would mislabel them.
    if (counts && !search)
      onCounts({ active: counts.in_progress, upcoming: counts.upcoming, finished: counts.finished });
  }, [counts, search, onCounts]);

  const rowActions = (course: Course): MenuItem[] => [
    { key: "open", label: t("courses.list.open", { name: course.name }), href: courseHref(course) },
  ];

  return (
    <DataTable
      label={`${t("courses.list.caption")}: ${t(`courses.list.tabs.${tab}`)}`}
      columns={columns}
      rows={query.data?.items}
      getRowId={(c) => c.id}
      loading={query.isLoading}
      error={query.status === "error" ? query.error : undefined}
      onRetry={() => void query.refetch()}
      toolbar={
        <FilterBar
          search={list.searchText}
          onSearchChange={list.setSearch}
          searchPlaceholder={t("courses.list.searchPlaceholder")}
          filters={[]}
          values={list.state.filters}
          onChange={list.setFilter}
          onClearAll={list.clearFilters}
        />
      }
      empty={
        list.filtered
          ? {
              title: t("courses.list.noMatch"),
              action: (
                <Button variant="secondary" onClick={list.clearFilters}>
                  {t("courses.list.clear")}
                </Button>
              ),
            }
          : {
              title: t(`courses.list.empty.${tab}`),
              description: t("courses.list.emptyHint"),
              ...(canEdit ? { action: <ButtonLink href={createHref}>{t("courses.list.create")}</ButtonLink> } : {}),
            }
      }
      pagination={{
        skip: list.state.skip,
        limit: list.state.limit,
        total: query.data?.total ?? 0,
        onChange: list.setSkip,
      }}
      rowActions={rowActions}
      onRowOpen={(c) => navigate(courseHref(c))}
    />
  );
}

/** The courses list; see {@link CoursesScreen}. */
export const Courses = withToasts(CoursesScreen);
