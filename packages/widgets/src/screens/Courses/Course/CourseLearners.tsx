import type { Course, Learner } from "@bulwark/client";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { ExportButton } from "../../../components/ExportButton/ExportButton";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Modal } from "../../../components/Modal/Modal";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { useListState } from "../../../data/useListState";
import { type LearnersDraft, LearnersPicker } from "../../Learning/shared/LearnersPicker";
import * as css from "../../NanoLearning/shared/nano.css";
import {
  type LearnerListParams,
  useAddLearners,
  useCourseLearners,
  useLearnerQuiz,
  useRemoveLearner,
  useSendCourseEmail,
} from "../queries";
import { duration, failureText, LEARNER_STATUSES, learnersLabels, resultTone } from "../shared/courses";

/** Learners per page (the API's default page). */
export const LEARNERS_PAGE_SIZE = 50;

const SORT_KEYS: Record<string, LearnerListParams["sortBy"]> = {
  name: "lastName",
  email: "email",
  status: "status",
  score: "score",
  time: "timeSpent",
};

/**
 * The Learners tab: the course's learners filtered by status and result, searched and sorted, with
 * status, result, score, time spent and days left; quiz details per learner; with CrudLearning
 * also add learners (by person, group or tag), remove one, send the reminder (the API refuses a
 * second one the same day: "A reminder cannot be resent if learners were already reminded
 * today") and send the invitation again, to everyone or one learner; the list exports through
 * the export protocol (`courseLearners`).
 */
export function CourseLearners({ course, ready, canEdit }: { course: Course; ready: boolean; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const tenantId = session.tenantId;
  const list = useListState({ defaultLimit: LEARNERS_PAGE_SIZE });
  const search = list.state.search.trim();
  const status = list.state.filters.status as Learner["status"] | undefined;
  const result = list.state.filters.result as Learner["result"] | undefined;
  const sort = list.state.sort;
  const params: LearnerListParams = {
    skip: list.state.skip,
    limit: list.state.limit,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(result ? { result } : {}),
    ...(sort && SORT_KEYS[sort.id] ? { sortBy: SORT_KEYS[sort.id], sortOrder: sort.desc ? "desc" : "asc" } : {}),
  };
  const query = useCourseLearners(tenantId, course.id, params, ready);
  const remind = useSendCourseEmail(tenantId, course.id, "reminder");
  const invite = useSendCourseEmail(tenantId, course.id, "invitation");
  const remove = useRemoveLearner(tenantId, course.id);
  const add = useAddLearners(tenantId, course.id);
  const [removing, setRemoving] = useState<Learner | null>(null);
  const [quizOf, setQuizOf] = useState<Learner | null>(null);
  const [adding, setAdding] = useState<LearnersDraft | null>(null);
  const [addTried, setAddTried] = useState(false);
  const open = course.status !== "finished";

  const send = async (kind: "reminder" | "invitation", learner?: Learner) => {
    const mutation = kind === "reminder" ? remind : invite;
    (kind === "reminder" ? invite : remind).reset();
    const done = await mutation.mutate(learner ? { learnerIds: [learner.id] } : {});
    if (done)
      toast.show({
        variant: "success",
        message: t(kind === "reminder" ? "courses.view.learners.reminded" : "courses.view.learners.invited", {
          count: done.queued,
        }),
      });
  };

  const columns = useMemo<DataTableColumn<Learner>[]>(
    () => [
      {
        id: "name",
        header: t("courses.view.learners.name"),
        primary: true,
        sortable: true,
        width: "20%",
        cell: (l) => `${l.firstName} ${l.lastName}`,
      },
      { id: "email", header: t("courses.view.learners.email"), sortable: true, width: "22%", cell: (l) => l.email },
      {
        id: "status",
        header: t("courses.view.learners.status"),
        sortable: true,
        text: (l) => t(`courses.learnerStatus.${l.status}`),
        cell: (l) => (
          <Badge tone={l.status === "LearningCompleted" ? "success" : "neutral"}>
            {t(`courses.learnerStatus.${l.status}`)}
          </Badge>
        ),
      },
      {
        id: "result",
        header: t("courses.view.learners.result"),
        width: 120,
        text: (l) => t(`courses.result.${l.result}`),
        cell: (l) => <Badge tone={resultTone(l.result)}>{t(`courses.result.${l.result}`)}</Badge>,
      },
      {
        id: "score",
        header: t("courses.view.learners.score"),
        sortable: true,
        width: 80,
        align: "end",
        cell: (l) => (l.score === null ? "—" : `${l.score}%`),
      },
      {
        id: "time",
        header: t("courses.view.learners.timeSpent"),
        sortable: true,
        width: 110,
        align: "end",
        cell: (l) => duration(l.timeSpentSeconds, t),
      },
      {
        id: "daysLeft",
        header: t("courses.view.learners.daysLeft"),
        width: 90,
        align: "end",
        cell: (l) => (l.status === "LearningCompleted" ? "—" : String(l.daysLeft)),
      },
    ],
    [t],
  );

  const rowActions = (l: Learner): MenuItem[] => {
    const name = `${l.firstName} ${l.lastName}`;
    const items: MenuItem[] = [
      { key: "quiz", label: t("courses.view.learners.quizFor", { name }), onSelect: () => setQuizOf(l) },
    ];
    if (!canEdit) return items;
    if (open && l.status !== "LearningCompleted")
      items.push(
        {
          key: "remind",
          label: t("courses.view.learners.remindOne", { name }),
          onSelect: () => void send("reminder", l),
        },
        {
          key: "invite",
          label: t("courses.view.learners.inviteOne", { name }),
          onSelect: () => void send("invitation", l),
        },
      );
    items.push({
      key: "remove",
      label: t("courses.view.learners.removeOne", { name }),
      danger: true,
      onSelect: () => {
        remove.reset();
        setRemoving(l);
      },
    });
    return items;
  };

  const onRemove = async () => {
    if (!removing) return;
    if (!(await remove.mutate(removing))) return;
    setRemoving(null);
    toast.show({ variant: "success", message: t("courses.view.learners.removed") });
  };

  const chosenCount = adding ? adding.people.length + adding.groups.length + adding.tags.length : 0;
  const onAdd = async () => {
    if (!adding) return;
    setAddTried(true);
    if (chosenCount === 0) return;
    const done = await add.mutate({
      ...(adding.people.length ? { personIds: adding.people.map((p) => p.id) } : {}),
      ...(adding.groups.length ? { groups: adding.groups } : {}),
      ...(adding.tags.length ? { tags: adding.tags } : {}),
    });
    if (!done) return;
    setAdding(null);
    toast.show({
      variant: "success",
      message: t("courses.view.learners.added", { count: done.added, already: done.alreadyEnrolled }),
    });
  };

  const emailFailure = remind.status === "error" ? remind.error : invite.status === "error" ? invite.error : undefined;

  return (
    <div className={css.stack}>
      <div className={css.chips}>
        {canEdit && open && (
          <Button
            variant="secondary"
            onClick={() => {
              add.reset();
              setAddTried(false);
              setAdding({ people: [], groups: [], tags: [] });
            }}
          >
            {t("courses.view.learners.add")}
          </Button>
        )}
        {canEdit && course.status === "in_progress" && (
          <Button variant="secondary" loading={remind.status === "pending"} onClick={() => void send("reminder")}>
            {t("courses.view.learners.remindAll")}
          </Button>
        )}
        {canEdit && open && (
          <Button variant="secondary" loading={invite.status === "pending"} onClick={() => void send("invitation")}>
            {t("courses.view.learners.inviteAll")}
          </Button>
        )}
        {!session.embedded && (
          <ExportButton
            kind="courseLearners"
            filters={{ courseId: course.id, search }}
            disabled={(query.data?.total ?? 0) === 0}
          />
        )}
      </div>
      {emailFailure !== undefined && (
        <ErrorBanner
          message={failureText(emailFailure, t)}
          onDismiss={() => {
            remind.reset();
            invite.reset();
          }}
        />
      )}
      <DataTable
        label={t("courses.view.learners.caption")}
        columns={columns}
        rows={query.data?.items}
        getRowId={(l) => l.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        sort={sort}
        onSortChange={list.setSort}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("courses.view.learners.searchPlaceholder")}
            filters={[
              {
                key: "status",
                label: t("courses.view.learners.status"),
                kind: "options",
                options: LEARNER_STATUSES.map((value) => ({ value, label: t(`courses.learnerStatus.${value}`) })),
              },
              {
                key: "result",
                label: t("courses.view.learners.result"),
                kind: "options",
                options: (["Passed", "Failed", "NotCompleted"] as const).map((value) => ({
                  value,
                  label: t(`courses.result.${value}`),
                })),
              },
            ]}
            values={list.state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={
          list.filtered
            ? { title: t("courses.view.learners.noMatch") }
            : { title: t("courses.view.learners.empty"), description: t("courses.view.learners.emptyHint") }
        }
        pagination={{
          skip: list.state.skip,
          limit: list.state.limit,
          total: query.data?.total ?? 0,
          onChange: list.setSkip,
        }}
        rowActions={rowActions}
        onRowOpen={(l) => setQuizOf(l)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t("courses.view.learners.removeTitle")}
        confirmLabel={t("courses.view.learners.removeConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setRemoving(null)}
        onConfirm={onRemove}
        error={remove.status === "error" && <ErrorBanner message={failureText(remove.error, t)} />}
      >
        {removing && (
          <p className={css.plain}>
            {t("courses.view.learners.removeBody", { name: `${removing.firstName} ${removing.lastName}` })}
          </p>
        )}
      </ConfirmDialog>
      <FormDialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={t("courses.view.learners.addTitle")}
        submitLabel={t("courses.view.learners.addConfirm")}
        onSubmit={() => void onAdd()}
        busy={add.status === "pending"}
        {...(add.status === "error" ? { error: failureText(add.error, t), onDismissError: () => add.reset() } : {})}
      >
        {adding && (
          <LearnersPicker
            ready={ready}
            learners={adding}
            error={addTried && chosenCount === 0 ? t("courses.messages.noPeople") : undefined}
            onChange={setAdding}
            labels={learnersLabels(t)}
          />
        )}
      </FormDialog>
      {quizOf && (
        <QuizDetails
          course={course}
          learner={quizOf}
          ready={ready}
          language={i18n.language}
          onClose={() => setQuizOf(null)}
        />
      )}
    </div>
  );
}

/** A learner's answer to each quiz question, against the correct one. */
function QuizDetails({
  course,
  learner,
  ready,
  onClose,
}: {
  course: Course;
  learner: Learner;
  ready: boolean;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useLearnerQuiz(session.tenantId, course.id, learner.id, ready);
  const name = `${learner.firstName} ${learner.lastName}`;
  const d = query.data;
  return (
    <Modal open onClose={onClose} title={t("courses.view.quiz.title", { name })}>
      <div className={css.stack}>
        {query.isLoading && <Spinner />}
        {query.status === "error" && <ErrorBanner message={errorMessage(query.error, t)} />}
        {d && (
          <>
            <p className={css.plain}>
              <Badge tone={resultTone(d.result)}>{t(`courses.result.${d.result}`)}</Badge>{" "}
              {t("courses.view.quiz.score", {
                score: d.score === null ? "—" : `${d.score}%`,
                passing: d.passingScore,
              })}
            </p>
            {d.items.length === 0 && <p className={css.muted}>{t("courses.view.quiz.none")}</p>}
            <ol className={css.sequence}>
              {d.items.map((item) => (
                <li key={item.pageId} className={css.content}>
                  <p className={css.muted}>{item.lessonName}</p>
                  <p className={css.contentName}>{item.question}</p>
                  <p className={css.plain}>
                    {item.chosenAnswerIndex === null
                      ? t("courses.view.quiz.notAnswered")
                      : t("courses.view.quiz.answered", { answer: item.answers[item.chosenAnswerIndex] ?? "" })}{" "}
                    {item.correct !== null && (
                      <Badge tone={item.correct ? "success" : "danger"}>
                        {item.correct ? t("courses.view.quiz.correct") : t("courses.view.quiz.incorrect")}
                      </Badge>
                    )}
                  </p>
                  {item.correct === false && (
                    <p className={css.muted}>
                      {t("courses.view.quiz.correctAnswer", { answer: item.answers[item.correctAnswerIndex] ?? "" })}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Modal>
  );
}
