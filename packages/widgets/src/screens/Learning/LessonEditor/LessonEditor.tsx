import type { LearningLanguage, Lesson, LessonInput, LessonPage } from "@bulwark/client";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Menu } from "../../../components/Menu/Menu";
import { Modal } from "../../../components/Modal/Modal";
import { MoreIcon, Page } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime, useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import { LabelsField } from "../../Inventory/shared/LabelsField";
import {
  type ContentOwner,
  type ContentScope,
  useCopyLesson,
  useDeletePage,
  useLearningTags,
  useLesson,
  useLessonPages,
  useReorderPages,
  useSaveLesson,
} from "../queries";
import { contentPath, contentPaths, useContentAccess } from "../shared/access";
import { LEARNING_LANGUAGES, pageValues, removalFailure, warningText } from "../shared/learning";
import { NotAllowed } from "../shared/NotAllowed";
import * as css from "./LessonEditor.css";
import { PagePreview } from "./PagePreview";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);
// The page form carries the rich-text editor: fetched when a page is first added or edited.
const PageDialog = lazy(() => import("./PageDialog").then((m) => ({ default: m.PageDialog })));

/** Props of {@link LessonEditor}. */
export interface LessonEditorProps {
  /**
   * Whose lesson: the organisation's (a common one read-only with Copy to organization; the
   * default), or a common lesson edited by a super-admin (Administration → Awareness).
   */
  scope?: ContentScope;
  /** The lesson to edit; absent (or `""`) creates one. */
  lessonId?: string;
  /** Where "Back to lessons" goes; defaults to `/library/organization-lessons`. */
  backHref?: string;
  /** A lesson's page, where a new lesson or a copy goes; defaults to `/library/organization-lessons/:id`. */
  lessonHref?: (lesson: Lesson) => string;
  /** The tab shown first: the lesson's fields (`info`, the default) or its pages. */
  initialTab?: "info" | "pages";
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

interface InfoValues {
  name: string;
  premium: boolean;
  expectedCompletionTime: string;
  titles: Partial<Record<LearningLanguage, string>>;
  tags: string[];
  languages: LearningLanguage[];
}
type InfoErrors = Partial<Record<"name" | "expectedCompletionTime" | "languages", string>>;

const infoOf = (lesson: Lesson | undefined): InfoValues => ({
  name: lesson?.name ?? "",
  premium: lesson?.premium ?? false,
  expectedCompletionTime: String(lesson?.expectedCompletionTime ?? 5),
  titles: { ...(lesson?.titles ?? {}) },
  tags: [...(lesson?.tags ?? [])],
  languages: [...(lesson?.languages ?? ["En"])],
});

/**
 * A lesson (the seeds' "create/edit lesson with tabs Info and Pages"), the API's language
 * warnings above both tabs. Info: its name, Premium or Standard, expected completion time,
 * languages, a title per language and tags. Pages: its pages in order, each movable up and down
 * by buttons (saved at once through `update-order`), editable in a dialog by type, previewable
 * and deletable. A common lesson is shown read-only with "Copy to organization".
 */
function LessonEditorScreen({
  scope = "organization",
  lessonId = "",
  backHref = contentPaths(scope).lessons,
  lessonHref = (lesson) => contentPath(scope, "lessons", lesson),
  initialTab = "info",
  contactEmail = "",
}: LessonEditorProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const { session, owner, ready, featureOff, denied, canEdit: mayEdit } = useContentAccess(scope);
  const lesson = useLesson(owner, lessonId, ready);
  const pages = useLessonPages(owner, lessonId, ready);
  const tags = useLearningTags(owner, ready);
  const creating = lessonId === "";
  // A common lesson in the organisation's library is read and copied, not changed.
  const common = scope === "organization" && lesson.data?.tenantId === null;
  const canEdit = mayEdit && !common;

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;
  if (denied) return <NotAllowed title={t("learning.admin.lessons")} />;
  if (!creating && lesson.status === "pending") return <Spinner />;
  if (!creating && lesson.status === "error")
    return (
      <Page title={t("learning.editor.info")} back={{ href: backHref, label: t("learning.editor.back") }}>
        <ErrorBanner message={errorMessage(lesson.error, t)} />
      </Page>
    );

  return (
    <Page
      width="reading"
      title={creating ? t("learning.editor.createTitle") : (lesson.data?.name ?? "")}
      back={{ href: backHref, label: t("learning.editor.back") }}
      primaryAction={common && mayEdit && <CopyButton lesson={lesson.data} lessonHref={lessonHref} />}
    >
      <div className={css.layout}>
        {common && <p className={css.muted}>{t("learning.editor.readOnly")}</p>}
        {lesson.data?.warnings && lesson.data.warnings.length > 0 && (
          <section className={css.warnings} aria-label={t("learning.editor.warningsTitle")}>
            <p className={css.warningTitle}>{t("learning.editor.warningsTitle")}</p>
            <ul>
              {lesson.data.warnings.map((warning) => (
                <li key={`${warning.path}:${warning.message}`}>{warningText(warning, t)}</li>
              ))}
            </ul>
          </section>
        )}
        <Tabs
          label={t("learning.editor.sections")}
          defaultSelectedId={initialTab}
          items={[
            {
              id: "info",
              label: t("learning.editor.info"),
              content: (
                <LessonInfo
                  key={lesson.data?.id ?? "new"}
                  lesson={lesson.data}
                  tenantId={owner}
                  readOnly={!canEdit}
                  tagSuggestions={tags.data?.items.map((tag) => tag.name) ?? []}
                  onSaved={(saved) => {
                    toast.show({
                      variant: "success",
                      message: creating ? t("learning.editor.created") : t("learning.editor.saved"),
                    });
                    if (creating) navigate(lessonHref(saved));
                  }}
                />
              ),
            },
            {
              id: "pages",
              label: lesson.data
                ? t("learning.editor.pages.tab", { count: lesson.data.pageCount })
                : t("learning.editor.pages.title"),
              // A new lesson has no pages until it is saved.
              disabled: creating,
              content: lesson.data && (
                <LessonPages
                  lesson={lesson.data}
                  tenantId={owner}
                  pages={pages.data?.items}
                  loading={pages.isLoading}
                  error={pages.status === "error" ? pages.error : undefined}
                  readOnly={!canEdit}
                />
              ),
            },
          ]}
        />
        {creating && <p className={css.muted}>{t("learning.editor.pages.saveFirst")}</p>}
      </div>
    </Page>
  );
}

function CopyButton({ lesson, lessonHref }: { lesson: Lesson | undefined; lessonHref: (lesson: Lesson) => string }) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const session = useSession();
  const toast = useToast();
  const copy = useCopyLesson(session.tenantId);
  return (
    <Button
      loading={copy.status === "pending"}
      onClick={async () => {
        if (!lesson) return;
        const created = await copy.mutate(lesson);
        if (!created) {
          toast.show({ variant: "error", message: t("learning.lessons.errorHappened") });
          return;
        }
        toast.show({ variant: "success", message: t("learning.lessons.copied", { name: created.name }) });
        navigate(lessonHref(created));
      }}
    >
      {t("learning.editor.copy")}
    </Button>
  );
}

/** The lesson's own fields and its Save button. */
function LessonInfo({
  lesson,
  tenantId,
  readOnly,
  tagSuggestions,
  onSaved,
}: {
  lesson: Lesson | undefined;
  tenantId: ContentOwner;
  readOnly: boolean;
  tagSuggestions: readonly string[];
  onSaved: (lesson: Lesson) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<InfoValues>(() => infoOf(lesson));
  const [errors, setErrors] = useState<InfoErrors>({});
  const save = useSaveLesson(tenantId);

  const validate = (v: InfoValues): InfoErrors => {
    const out: InfoErrors = {};
    const name = v.name.trim();
    if (name === "") out.name = t("learning.editor.nameRequired");
    else if (name.length < 2 || name.length > 100) out.name = t("learning.editor.nameLength");
    const minutes = Number(v.expectedCompletionTime);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600)
      out.expectedCompletionTime = t("learning.editor.timeInvalid");
    if (v.languages.length === 0) out.languages = t("learning.editor.languagesRequired");
    return out;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const titles = Object.fromEntries(
      Object.entries(values.titles).filter(
        ([language, title]) => values.languages.includes(language as LearningLanguage) && title?.trim(),
      ),
    );
    const body: LessonInput = {
      name: values.name.trim(),
      premium: values.premium,
      expectedCompletionTime: Number(values.expectedCompletionTime),
      titles,
      tags: values.tags,
      languages: LEARNING_LANGUAGES.filter((language) => values.languages.includes(language)),
    };
    const saved = await save.mutate({ ...(lesson ? { id: lesson.id } : {}), body });
    if (saved) onSaved(saved);
  };

  const failure = save.status === "error" ? save.error : undefined;
  const serverFields = (failure as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? [];
  const serverError = (field: string) =>
    serverFields.find((e) => e.path.replace(/^body\./, "").startsWith(field))?.message;

  const set = <K extends keyof InfoValues>(key: K, value: InfoValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors(({ [key as keyof InfoErrors]: _, ...rest }) => rest);
  };

  return (
    <Card title={t("learning.editor.info")}>
      <form id={formId} className={css.form} noValidate onSubmit={onSubmit}>
        {failure !== undefined && toApiError(failure).statusCode !== 422 && (
          <ErrorBanner message={errorMessage(failure, t)} />
        )}
        <TextField
          label={t("learning.editor.name")}
          required
          maxLength={120}
          disabled={readOnly}
          value={values.name}
          error={errors.name ?? serverError("name")}
          onChange={(event) => set("name", event.target.value)}
        />
        <div className={css.row}>
          <TextField
            label={t("learning.editor.time")}
            type="number"
            min={1}
            max={600}
            inputMode="numeric"
            disabled={readOnly}
            value={values.expectedCompletionTime}
            error={errors.expectedCompletionTime ?? serverError("expectedCompletionTime")}
            onChange={(event) => set("expectedCompletionTime", event.target.value)}
          />
          <Checkbox
            label={t("learning.editor.premium")}
            checked={values.premium}
            disabled={readOnly}
            onChange={(event) => set("premium", event.target.checked)}
          />
        </div>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("learning.editor.languages")}</legend>
          <div className={css.inline}>
            {LEARNING_LANGUAGES.map((language) => (
              <Checkbox
                key={language}
                label={t(`learning.languages.${language}`)}
                checked={values.languages.includes(language)}
                disabled={readOnly}
                onChange={(event) =>
                  set(
                    "languages",
                    event.target.checked
                      ? [...values.languages, language]
                      : values.languages.filter((other) => other !== language),
                  )
                }
              />
            ))}
          </div>
          {(errors.languages ?? serverError("languages")) && (
            <span className={css.error} role="alert">
              {errors.languages ?? serverError("languages")}
            </span>
          )}
        </fieldset>
        {values.languages.length > 0 && (
          <fieldset className={css.group}>
            <legend className={css.legend}>{t("learning.editor.titles")}</legend>
            {LEARNING_LANGUAGES.filter((language) => values.languages.includes(language)).map((language) => (
              <TextField
                key={language}
                label={t("learning.editor.titleIn", { language: t(`learning.languages.${language}`) })}
                maxLength={200}
                disabled={readOnly}
                value={values.titles[language] ?? ""}
                onChange={(event) => set("titles", { ...values.titles, [language]: event.target.value })}
              />
            ))}
          </fieldset>
        )}
        <LabelsField
          label={t("learning.editor.tags")}
          name="tags"
          value={values.tags}
          suggestions={tagSuggestions}
          disabled={readOnly}
          error={serverError("tags")}
          onChange={(next) => set("tags", next)}
        />
        {!readOnly && (
          <div>
            <Button type="submit" loading={save.status === "pending"}>
              {t("learning.editor.save")}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

/** The lesson's pages in order, with move up/down, edit, preview and delete. */
function LessonPages({
  lesson,
  tenantId,
  pages,
  loading,
  error,
  readOnly,
}: {
  lesson: Lesson;
  tenantId: ContentOwner;
  pages: LessonPage[] | undefined;
  loading: boolean;
  error: unknown;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState<LessonPage | "new" | null>(null);
  const [previewing, setPreviewing] = useState<LessonPage | null>(null);
  const [deleting, setDeleting] = useState<LessonPage | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const reorder = useReorderPages(tenantId, lesson.id);
  const remove = useDeletePage(tenantId, lesson.id);

  // Keeps the keyboard on the moved page's same button after the list re-renders (by ref, not
  // by id: inside an element's shadow root `document` does not see the buttons).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keep = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the moved list is shown.
  useEffect(() => {
    if (!focusAfterMove) return;
    const button = buttons.current.get(focusAfterMove);
    if (button && !button.disabled) button.focus();
    else buttons.current.get(focusAfterMove.replace(/-(up|down)$/, "-edit"))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, pages]);

  const move = async (index: number, by: -1 | 1) => {
    if (!pages) return;
    const order = pages.map((page) => page.id);
    const target = index + by;
    const [moved] = order.splice(index, 1);
    if (!moved || target < 0 || target >= pages.length) return;
    order.splice(target, 0, moved);
    const result = await reorder.mutate(order);
    if (!result) {
      toast.show({ variant: "error", message: t("learning.editor.pages.orderFailed") });
      return;
    }
    const name = pages[index]?.title ?? "";
    setAnnouncement(t("learning.editor.pages.moved", { name, position: target + 1 }));
    setFocusAfterMove(`${moved}-${by < 0 ? "up" : "down"}`);
  };

  const onDelete = async () => {
    if (!deleting) return;
    if (!(await remove.mutate(deleting))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("learning.editor.pages.deleted") });
  };

  return (
    <Card
      title={t("learning.editor.pages.title")}
      actions={
        !readOnly && (
          <Button variant="secondary" onClick={() => setEditing("new")}>
            {t("learning.editor.pages.add")}
          </Button>
        )
      }
    >
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
      {error !== undefined && <ErrorBanner message={errorMessage(error, t)} />}
      {loading && <Spinner />}
      {pages && pages.length === 0 && <p className={css.muted}>{t("learning.editor.pages.empty")}</p>}
      {pages && pages.length > 0 && (
        <ol className={css.pages} aria-label={t("learning.editor.pages.list")}>
          {pages.map((page, index) => (
            <li key={page.id} className={css.pageItem}>
              <span className={css.pageNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={css.pageText}>
                <span className={css.pageTitle}>{page.title}</span>
                <span className={css.muted}>
                  {t(`learning.pageTypes.${page.type}`)} · {t(`learning.languages.${page.language}`)}
                  {!lesson.languages.includes(page.language) && (
                    <>
                      {" "}
                      ·{" "}
                      {t("learning.editor.warnings.pageNotOffered", {
                        language: t(`learning.languages.${page.language}`),
                      })}
                    </>
                  )}
                </span>
              </span>
              <span className={css.pageActions}>
                {!readOnly && (
                  <>
                    <Button
                      ref={keep(`${page.id}-up`)}
                      variant="secondary"
                      className={css.iconButton}
                      aria-label={t("learning.editor.pages.moveUp", { name: page.title })}
                      disabled={index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      ref={keep(`${page.id}-down`)}
                      variant="secondary"
                      className={css.iconButton}
                      aria-label={t("learning.editor.pages.moveDown", { name: page.title })}
                      disabled={index === pages.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </Button>
                  </>
                )}
                {readOnly ? (
                  <Button
                    variant="secondary"
                    className={css.iconButton}
                    aria-label={t("learning.editor.pages.preview", { name: page.title })}
                    onClick={() => setPreviewing(page)}
                  >
                    {t("learning.page.preview")}
                  </Button>
                ) : (
                  <>
                    <Button
                      ref={keep(`${page.id}-edit`)}
                      variant="secondary"
                      className={css.iconButton}
                      aria-label={t("learning.editor.pages.edit", { name: page.title })}
                      onClick={() => setEditing(page)}
                    >
                      {t("learning.editor.pages.editShort")}
                    </Button>
                    <Menu
                      label={t("learning.editor.pages.more", { name: page.title })}
                      trigger={<MoreIcon />}
                      triggerClassName={css.iconButton}
                      items={[
                        {
                          key: "preview",
                          label: t("learning.editor.pages.preview", { name: page.title }),
                          onSelect: () => setPreviewing(page),
                        },
                        {
                          key: "delete",
                          label: t("learning.editor.pages.delete", { name: page.title }),
                          danger: true,
                          onSelect: () => {
                            remove.reset();
                            setDeleting(page);
                          },
                        },
                      ]}
                    />
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        {editing && (
          <PageDialog
            tenantId={tenantId}
            lessonId={lesson.id}
            lessonLanguages={lesson.languages}
            page={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              toast.show({ variant: "success", message: t("learning.page.saved") });
            }}
          />
        )}
      </Suspense>
      <Modal
        className={css.wideDialog}
        open={previewing !== null}
        onClose={() => setPreviewing(null)}
        title={t("learning.page.previewTitle", { title: previewing?.title ?? "" })}
        footer={
          <Button variant="secondary" onClick={() => setPreviewing(null)}>
            {t("learning.page.close")}
          </Button>
        }
      >
        {previewing && <PagePreview page={pageValues(previewing)} embedUrl={previewing.videoEmbedUrl} />}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t("learning.editor.pages.deleteTitle")}
        confirmLabel={t("learning.editor.pages.deleteConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
        error={remove.status === "error" && <ErrorBanner message={removalFailure(remove.error, "page", t)} />}
      >
        {deleting && <p className={css.muted}>{t("learning.editor.pages.deleteBody", { name: deleting.title })}</p>}
      </ConfirmDialog>
    </Card>
  );
}

/** The lesson editor; see {@link LessonEditorScreen}. */
export const LessonEditor = withToasts(LessonEditorScreen);
