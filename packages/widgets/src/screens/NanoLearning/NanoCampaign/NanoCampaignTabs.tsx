// The Learners and Content tabs of a nano campaign's view, apart from the Overview: they load when
// opened (with the table kit), so the view's first paint stays light (packages/elements, "Weight").
import type { NanoCampaign as Campaign, NanoCampaignLearner, NanoPage } from "@bulwark/client";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import { formatDateTime } from "../../../components/format";
import type { MenuItem } from "../../../components/Menu/Menu";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { type ContentDraft, checkSchedule } from "../CreateNanoCampaign/wizard";
import { useNanoCampaignLearners, useNanoPages, useRemoveNanoContent, useSaveNanoContent } from "../queries";
import { ContentEditor } from "../shared/ContentEditor";
import { contentFailure, fieldErrors, isoToLocal, localToIso } from "../shared/nano";
import * as css from "../shared/nano.css";
import { NANO_LEARNERS_PAGE_SIZE } from "./NanoCampaign";

/** The Learners tab: each learner with, per content, the steps reached in order. */
export function Learners({ campaignId, ready }: { campaignId: string; ready: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [skip, setSkip] = useState(0);
  const query = useNanoCampaignLearners(session.tenantId, campaignId, { skip, limit: NANO_LEARNERS_PAGE_SIZE }, ready);
  const columns = useMemo<DataTableColumn<NanoCampaignLearner>[]>(
    () => [
      {
        id: "name",
        header: t("nanoLearning.view.learners.name"),
        primary: true,
        width: "22%",
        cell: (l) => `${l.firstName} ${l.lastName}`,
      },
      { id: "email", header: t("nanoLearning.view.learners.email"), width: "24%", cell: (l) => l.email },
      {
        id: "deliveries",
        header: t("nanoLearning.view.learners.deliveries"),
        text: (l) =>
          l.deliveries
            .map((d) =>
              t("nanoLearning.view.learners.lastEvent", {
                content: d.nanoPageName,
                event: t(`nanoLearning.events.${d.lastEvent}`),
              }),
            )
            .join("; "),
        cell: (l) => (
          <ul className={css.sequence}>
            {l.deliveries.map((d) => (
              <li key={d.contentId}>
                <span>{d.nanoPageName}: </span>
                <ol
                  className={css.eventList}
                  aria-label={t("nanoLearning.view.learners.sequence", { content: d.nanoPageName })}
                >
                  {(d.events.length ? d.events : [{ event: d.lastEvent, at: d.scheduledAt }]).map((e) => (
                    <li key={e.event} title={formatDateTime(e.at, i18n.language)}>
                      <Badge
                        tone={
                          e.event === "AnsweredCorrectly"
                            ? "success"
                            : e.event === "AnsweredIncorrectly"
                              ? "danger"
                              : "neutral"
                        }
                      >
                        {t(`nanoLearning.events.${e.event}`)}
                      </Badge>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <DataTable
      label={t("nanoLearning.view.learners.caption")}
      columns={columns}
      rows={query.data?.items}
      getRowId={(l) => l.id}
      loading={query.isLoading}
      error={query.status === "error" ? query.error : undefined}
      onRetry={() => void query.refetch()}
      empty={{ title: t("nanoLearning.view.learners.empty") }}
      pagination={{ skip, limit: NANO_LEARNERS_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setSkip }}
    />
  );
}

type ScheduledContent = Campaign["contents"][number];

/** A scheduled content as the content dialog edits it. */
const draftOf = (content: ScheduledContent, timeZone: string): ContentDraft => ({
  key: content.id,
  page: { id: content.nanoPageId, name: content.nanoPageName, type: content.nanoPageType, languages: [] },
  mode: content.sendAt ? "fixed" : "range",
  sendAt: isoToLocal(content.sendAt, timeZone),
  startsAt: content.sendAt ? "" : isoToLocal(content.startsAt, timeZone),
  endsAt: content.sendAt ? "" : isoToLocal(content.endsAt, timeZone),
});

/** The Content tab: the scheduled contents, with add, change and remove while the API allows. */
export function Contents({ campaign, canEdit, ready }: { campaign: Campaign; canEdit: boolean; ready: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const save = useSaveNanoContent(session.tenantId, campaign.id);
  const remove = useRemoveNanoContent(session.tenantId, campaign.id);
  const [editing, setEditing] = useState<{ contentId?: string; draft: ContentDraft } | null>(null);
  const [removing, setRemoving] = useState<ScheduledContent | null>(null);
  const [checked, setChecked] = useState(false);
  const pages = useNanoPages(session.tenantId, "", ready && editing !== null && !editing.contentId);

  const when = (c: ScheduledContent) =>
    c.sendAt
      ? formatDateTime(c.sendAt, i18n.language)
      : t("nanoLearning.view.content.range", {
          from: formatDateTime(c.startsAt, i18n.language),
          to: formatDateTime(c.endsAt, i18n.language),
        });
  const columns: DataTableColumn<ScheduledContent>[] = [
    { id: "name", header: t("nanoLearning.view.content.name"), primary: true, cell: (c) => c.nanoPageName },
    {
      id: "type",
      header: t("nanoLearning.view.content.type"),
      width: 130,
      cell: (c) => t(`nanoLearning.pageTypes.${c.nanoPageType}`),
    },
    { id: "when", header: t("nanoLearning.view.content.when"), width: "34%", cell: when },
    {
      id: "sent",
      header: t("nanoLearning.view.content.sent"),
      width: 130,
      align: "end",
      text: (c) => `${c.sentCount}${c.inProgress ? ` (${t("nanoLearning.view.content.inProgress")})` : ""}`,
      cell: (c) => (
        <span className={css.chips}>
          {c.inProgress && <Badge tone="primary">{t("nanoLearning.view.content.inProgress")}</Badge>}
          {String(c.sentCount)}
        </span>
      ),
    },
  ];
  const rowActions = (c: ScheduledContent): MenuItem[] =>
    canEdit
      ? [
          {
            key: "edit",
            label: t("nanoLearning.view.content.edit", { name: c.nanoPageName }),
            onSelect: () => {
              save.reset();
              setChecked(false);
              setEditing({ contentId: c.id, draft: draftOf(c, campaign.timeZone) });
            },
          },
          {
            key: "remove",
            label: t("nanoLearning.view.content.remove", { name: c.nanoPageName }),
            danger: true,
            onSelect: () => {
              remove.reset();
              setRemoving(c);
            },
          },
        ]
      : [];

  const problems = editing ? checkSchedule([editing.draft]) : {};
  const ruleWords: Record<string, string> = {
    required: t("nanoLearning.wizard.schedule.required"),
    endAfterStart: t("nanoLearning.wizard.schedule.endAfterStart"),
  };
  const failure = save.status === "error" ? save.error : undefined;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(failure)))
    errors[`contents.0${path ? `.${path}` : ""}`] =
      message === "End date must be after start date" ? t("nanoLearning.wizard.schedule.endAfterStart") : message;
  if (checked) for (const [path, rule] of Object.entries(problems)) errors[path] = ruleWords[rule] ?? rule;
  const refusal =
    failure !== undefined && toApiError(failure).statusCode !== 422 ? contentFailure(failure, "update", t) : undefined;

  const onSave = async () => {
    if (!editing) return;
    setChecked(true);
    if (Object.keys(problems).length > 0 || !editing.draft.page.id) return;
    const d = editing.draft;
    const body =
      d.mode === "fixed"
        ? { nanoPageId: d.page.id, sendAt: localToIso(d.sendAt, campaign.timeZone) ?? "" }
        : {
            nanoPageId: d.page.id,
            startsAt: localToIso(d.startsAt, campaign.timeZone) ?? "",
            endsAt: localToIso(d.endsAt, campaign.timeZone) ?? "",
          };
    const saved = await save.mutate({ ...(editing.contentId ? { contentId: editing.contentId } : {}), body });
    if (!saved) return;
    toast.show({
      variant: "success",
      message: editing.contentId ? t("nanoLearning.view.content.saved") : t("nanoLearning.view.content.added"),
    });
    setEditing(null);
  };

  const onRemove = async () => {
    if (!removing) return;
    if (!(await remove.mutate(removing.id))) return;
    setRemoving(null);
    toast.show({ variant: "success", message: t("nanoLearning.view.content.removed") });
  };

  const choosable: NanoPage[] = pages.data?.items ?? [];
  return (
    <div className={css.stack}>
      {canEdit && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              save.reset();
              setChecked(false);
              setEditing({
                draft: {
                  key: "new",
                  page: { id: "", name: "", type: "SimpleQuiz", languages: [] },
                  mode: "range",
                  sendAt: "",
                  startsAt: "",
                  endsAt: "",
                },
              });
            }}
          >
            {t("nanoLearning.view.content.add")}
          </Button>
        </div>
      )}
      <DataTable
        label={t("nanoLearning.view.content.caption")}
        columns={columns}
        rows={campaign.contents}
        getRowId={(c) => c.id}
        empty={{ title: t("nanoLearning.wizard.schedule.noneChosen") }}
        {...(canEdit ? { rowActions } : {})}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.contentId ? t("nanoLearning.view.content.dialogEdit") : t("nanoLearning.view.content.dialogAdd")
        }
        submitLabel={t("nanoLearning.view.content.save")}
        onSubmit={() => void onSave()}
        busy={save.status === "pending"}
        {...(refusal ? { error: refusal, onDismissError: () => save.reset() } : {})}
      >
        {editing && (
          <div className={css.stack}>
            {!editing.contentId && (
              <Select
                label={t("nanoLearning.view.content.page")}
                required
                placeholder="—"
                options={choosable.map((p) => ({ value: p.id, label: p.name }))}
                value={editing.draft.page.id}
                error={checked && !editing.draft.page.id ? t("nanoLearning.wizard.schedule.required") : undefined}
                onChange={(event) => {
                  const page = choosable.find((p) => p.id === event.target.value);
                  if (page) setEditing({ ...editing, draft: { ...editing.draft, page } });
                }}
              />
            )}
            <ContentEditor
              content={editing.draft}
              errors={errors}
              path="contents.0"
              timeZone={campaign.timeZone}
              onChange={(patch) => setEditing({ ...editing, draft: { ...editing.draft, ...patch } })}
            />
          </div>
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t("nanoLearning.view.content.removeTitle")}
        confirmLabel={t("nanoLearning.view.content.removeConfirm")}
        busy={remove.status === "pending"}
        onCancel={() => setRemoving(null)}
        onConfirm={onRemove}
        error={remove.status === "error" && <ErrorBanner message={contentFailure(remove.error, "delete", t)} />}
      >
        {removing && (
          <p className={css.plain}>{t("nanoLearning.view.content.removeBody", { name: removing.nanoPageName })}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
