import type { Course, CourseUpdate } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { formatDate, formatDateTime } from "../../../components/format";
import { RichTextEditor } from "../../../components/RichTextEditor/RichTextEditor";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import * as css from "../../NanoLearning/shared/nano.css";
import { checkSettings, dateToIso, isoToDate, type SettingsDraft } from "../CreateCourse/wizard";
import {
  useCreateInvitationLink,
  useExtendCourse,
  useInvitationLinks,
  useRevokeInvitationLink,
  useUpdateCourse,
} from "../queries";
import { EXTEND_DAYS, failureText, fieldErrors, messageText } from "../shared/courses";
import { SettingsFields } from "../shared/SettingsFields";

/** The settings form's values: the wizard's Settings step plus the three messages. */
type Draft = SettingsDraft & { enrolment: string; reminder: string; completed: string };

const draftOf = (course: Course): Draft => ({
  name: course.name,
  description: course.description ?? "",
  enrolmentDate: isoToDate(course.enrolmentDate),
  durationWeeks: String(course.durationWeeks),
  passingScore: String(course.passingScore),
  contactName: course.securityContact.name ?? "",
  contactEmail: course.securityContact.email ?? "",
  contactPhone: course.securityContact.phone ?? "",
  policyLink: course.securityPolicyLink ?? "",
  linkInvitations: course.linkInvitationsEnabled,
  enrolment: course.customMessages.enrolment ?? "",
  reminder: course.customMessages.reminder ?? "",
  completed: course.customMessages.completed ?? "",
});

const orNull = (value: string) => value.trim() || null;
const html = (value: string) => (value.replace(/<[^>]*>/g, "").trim() ? value : null);

/** Only what changed, as the PATCH takes it (an unchanged course sends nothing). */
export function courseChanges(course: Course, d: Draft): CourseUpdate {
  const out: CourseUpdate = {};
  if (d.name.trim() !== course.name) out.name = d.name.trim();
  if (orNull(d.description) !== (course.description ?? null)) out.description = orNull(d.description);
  if (d.enrolmentDate !== isoToDate(course.enrolmentDate)) out.enrolmentDate = dateToIso(d.enrolmentDate) ?? "";
  if (Number(d.durationWeeks) !== course.durationWeeks) out.durationWeeks = Number(d.durationWeeks);
  if (Number(d.passingScore) !== course.passingScore) out.passingScore = Number(d.passingScore);
  const contact = { name: orNull(d.contactName), email: orNull(d.contactEmail), phone: orNull(d.contactPhone) };
  const was = course.securityContact;
  if (contact.name !== was.name || contact.email !== was.email || contact.phone !== was.phone)
    out.securityContact = contact;
  if (orNull(d.policyLink) !== course.securityPolicyLink) out.securityPolicyLink = orNull(d.policyLink);
  const messages = { enrolment: html(d.enrolment), reminder: html(d.reminder), completed: html(d.completed) };
  const m = course.customMessages;
  if (messages.enrolment !== m.enrolment || messages.reminder !== m.reminder || messages.completed !== m.completed)
    out.customMessages = messages;
  return out;
}

/**
 * The Settings tab: the course's fields (name, dates, passing score, security contact, policy link,
 * custom messages), saved with PATCH sending only what changed; an expired course extended by 7
 * days; link invitations turned on or off after a confirmation (seeds), with the invitation links
 * people request their invitation through.
 */
export function CourseSettings({ course, ready, canEdit }: { course: Course; ready: boolean; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const tenantId = session.tenantId;
  const [draft, setDraft] = useState<Draft>(() => draftOf(course));
  const [checked, setChecked] = useState(false);
  const [confirmLinks, setConfirmLinks] = useState(false);
  const [confirmExtend, setConfirmExtend] = useState(false);
  const update = useUpdateCourse(tenantId, course.id);
  const toggle = useUpdateCourse(tenantId, course.id);
  const extend = useExtendCourse(tenantId, course.id);
  const mode = canEdit ? "edit" : "view";

  const problems = checkSettings(draft);
  const errors: Record<string, string> = {};
  if (update.status === "error")
    for (const [path, message] of Object.entries(fieldErrors(update.error))) errors[path] = messageText(message, t);
  if (checked) for (const [path, rule] of Object.entries(problems)) errors[path] = t(`courses.messages.${rule}`);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const changes = courseChanges(course, draft);

  const onSave = async () => {
    setChecked(true);
    if (Object.keys(problems).length > 0 || Object.keys(changes).length === 0) return;
    const saved = await update.mutate(changes);
    if (!saved) return;
    setDraft(draftOf(saved));
    setChecked(false);
    toast.show({ variant: "success", message: t("courses.view.settings.saved") });
  };
  const onToggle = async () => {
    const saved = await toggle.mutate({ linkInvitationsEnabled: !course.linkInvitationsEnabled });
    if (!saved) return;
    setConfirmLinks(false);
    toast.show({
      variant: "success",
      message: saved.linkInvitationsEnabled ? t("courses.view.links.turnedOn") : t("courses.view.links.turnedOff"),
    });
  };
  const onExtend = async () => {
    const saved = await extend.mutate(undefined);
    if (!saved) return;
    setConfirmExtend(false);
    setDraft(draftOf(saved));
    toast.show({
      variant: "success",
      message: t("courses.view.settings.extended", { date: formatDate(saved.endDate, i18n.language) }),
    });
  };
  const saveFailure =
    update.status === "error" && Object.keys(fieldErrors(update.error)).length === 0
      ? failureText(update.error, t)
      : undefined;

  return (
    <div className={css.stack}>
      {course.status === "finished" && canEdit && (
        <Card title={t("courses.view.settings.extendTitle")} description={t("courses.view.settings.extendHint")}>
          <div>
            <Button
              onClick={() => {
                extend.reset();
                setConfirmExtend(true);
              }}
            >
              {t("courses.view.settings.extend", { days: EXTEND_DAYS })}
            </Button>
          </div>
        </Card>
      )}
      <Card title={t("courses.view.settings.title")}>
        <form
          className={css.stack}
          // The rules speak in the seeds' words ("Invalid email"), not the browser's bubbles.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <SettingsFields
            values={draft}
            errors={errors}
            disabled={!canEdit}
            enrolmentLocked={course.status !== "upcoming"}
            onChange={(key, value) => set(key, value)}
          />
          {(["enrolment", "reminder", "completed"] as const).map((kind) => (
            <RichTextEditor
              key={kind}
              label={t(`courses.fields.messages.${kind}`)}
              value={draft[kind]}
              mode={mode}
              minHeight={120}
              error={errors[`customMessages.${kind}`]}
              onChange={(value) => set(kind, value)}
            />
          ))}
          {saveFailure && <ErrorBanner message={saveFailure} onDismiss={() => update.reset()} />}
          {canEdit && (
            <div className={css.actions}>
              <span className={css.muted}>
                {Object.keys(changes).length === 0 ? t("courses.view.settings.unchanged") : ""}
              </span>
              <Button type="submit" loading={update.status === "pending"}>
                {t("courses.view.settings.save")}
              </Button>
            </div>
          )}
        </form>
      </Card>
      <InvitationLinks
        course={course}
        ready={ready}
        canEdit={canEdit}
        onToggle={() => {
          toggle.reset();
          setConfirmLinks(true);
        }}
      />
      <ConfirmDialog
        open={confirmLinks}
        title={course.linkInvitationsEnabled ? t("courses.view.links.offTitle") : t("courses.view.links.onTitle")}
        confirmLabel={course.linkInvitationsEnabled ? t("courses.view.links.turnOff") : t("courses.view.links.turnOn")}
        busy={toggle.status === "pending"}
        onCancel={() => setConfirmLinks(false)}
        onConfirm={onToggle}
        error={toggle.status === "error" && <ErrorBanner message={failureText(toggle.error, t)} />}
      >
        <p className={css.plain}>
          {course.linkInvitationsEnabled ? t("courses.view.links.offBody") : t("courses.view.links.onBody")}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmExtend}
        title={t("courses.view.settings.extendTitle")}
        confirmLabel={t("courses.view.settings.extend", { days: EXTEND_DAYS })}
        busy={extend.status === "pending"}
        onCancel={() => setConfirmExtend(false)}
        onConfirm={onExtend}
        error={extend.status === "error" && <ErrorBanner message={failureText(extend.error, t)} />}
      >
        <p className={css.plain}>{t("courses.view.settings.extendBody", { name: course.name, days: EXTEND_DAYS })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** Link invitations: on or off (after a confirmation), and the links people ask for their invitation with. */
function InvitationLinks({
  course,
  ready,
  canEdit,
  onToggle,
}: {
  course: Course;
  ready: boolean;
  canEdit: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const links = useInvitationLinks(session.tenantId, course.id, ready && course.linkInvitationsEnabled);
  const create = useCreateInvitationLink(session.tenantId, course.id);
  const revoke = useRevokeInvitationLink(session.tenantId, course.id);
  const on = course.linkInvitationsEnabled;
  const failure = create.status === "error" ? create.error : revoke.status === "error" ? revoke.error : undefined;
  return (
    <Card
      title={t("courses.view.links.title")}
      description={on ? t("courses.view.links.onHint") : t("courses.view.links.offHint")}
    >
      <div className={css.stack}>
        <p className={css.plain}>
          {t("courses.view.links.state")}:{" "}
          <strong>{on ? t("courses.view.links.active") : t("courses.view.links.inactive")}</strong>
        </p>
        {canEdit && (
          <div className={css.chips}>
            <Button variant={on ? "secondary" : "primary"} onClick={onToggle}>
              {on ? t("courses.view.links.turnOff") : t("courses.view.links.turnOn")}
            </Button>
            {on && course.status !== "finished" && (
              <Button
                variant="secondary"
                loading={create.status === "pending"}
                onClick={async () => {
                  revoke.reset();
                  if (await create.mutate(undefined))
                    toast.show({ variant: "success", message: t("courses.view.links.created") });
                }}
              >
                {t("courses.view.links.create")}
              </Button>
            )}
          </div>
        )}
        {failure !== undefined && <ErrorBanner message={failureText(failure, t)} />}
        {on && links.isLoading && <Spinner />}
        {on && links.status === "error" && <ErrorBanner message={errorMessage(links.error, t)} />}
        {on && links.data?.items.length === 0 && <p className={css.muted}>{t("courses.view.links.none")}</p>}
        {on && links.data && links.data.items.length > 0 && (
          <ul className={css.pageList} aria-label={t("courses.view.links.title")}>
            {links.data.items.map((link) => (
              <li key={link.id} className={css.pageItem}>
                <span className={css.pageName}>
                  <code>{link.url}</code>
                  <span className={css.muted}>
                    {t("courses.view.links.createdAt", { date: formatDateTime(link.createdAt, i18n.language) })}
                  </span>
                </span>
                {canEdit && (
                  <Button
                    variant="secondary"
                    aria-label={t("courses.view.links.revokeOne", { url: link.url })}
                    loading={revoke.status === "pending"}
                    onClick={async () => {
                      create.reset();
                      if (await revoke.mutate(link.id))
                        toast.show({ variant: "success", message: t("courses.view.links.revoked") });
                    }}
                  >
                    {t("courses.view.links.revoke")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
