import { useTranslation } from "react-i18next";
import { Select } from "../../../../components/Select/Select";
import { lacksFeature } from "../../../../data/features";
import { type Session, useSession } from "../../../../data/session";
import { useCourseList } from "../../../Courses/queries";
import { useNanoPages } from "../../../NanoLearning/queries";
import * as css from "../../../NanoLearning/shared/nano.css";
import type { SettingsDraft, WizardErrors } from "./wizard";

/** Courses offered as remedial training: those not finished (a finished course enrols nobody). */
const COURSE_LIMIT = 100;

/** Whether the user may name remedial training: it enrols people in courses and runs a nano campaign. */
export const canNameRemedial = (session: Pick<Session, "permissions" | "tenant" | "features">) =>
  session.permissions.has("CrudLearning") && !lacksFeature(session, "learning");

/**
 * The Settings step's remedial training (what KnowBe4 and Hoxhunt do after a failure): a course
 * failing targets are enrolled in, and a nano-learning page they are emailed, each optional. Only
 * offered to someone who may run training in an organisation that has it; the API checks the same.
 */
export function RemedialFields({
  ready,
  settings,
  errors,
  onChange,
}: {
  ready: boolean;
  settings: Pick<SettingsDraft, "remedialCourseId" | "remedialNanoPageId">;
  errors: WizardErrors;
  onChange: (field: "remedialCourseId" | "remedialNanoPageId", value: string) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const enabled = ready && canNameRemedial(session);
  const running = useCourseList(session.tenantId, { status: "in_progress", skip: 0, limit: COURSE_LIMIT }, enabled);
  const upcoming = useCourseList(session.tenantId, { status: "upcoming", skip: 0, limit: COURSE_LIMIT }, enabled);
  const pages = useNanoPages(session.tenantId, "", enabled);
  if (!enabled) return null;
  const none = { value: "", label: t("simulations.wizard.settings.noRemedial") };
  const courses = [...(running.data?.items ?? []), ...(upcoming.data?.items ?? [])];
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t("simulations.wizard.settings.remedial")}</legend>
      <p className={css.muted}>{t("simulations.wizard.settings.remedialHint")}</p>
      <div className={css.row}>
        <Select
          label={t("simulations.wizard.settings.remedialCourse")}
          options={[none, ...courses.map((course) => ({ value: course.id, label: course.name }))]}
          value={settings.remedialCourseId}
          error={errors.remedialCourseId}
          onChange={(event) => onChange("remedialCourseId", event.target.value)}
        />
        <Select
          label={t("simulations.wizard.settings.remedialNanoPage")}
          options={[
            none,
            ...(pages.data?.items ?? []).map((page) => ({
              value: page.id,
              label: `${page.name} · ${t(`simulations.wizard.settings.nanoTypes.${page.type}`)}`,
            })),
          ]}
          value={settings.remedialNanoPageId}
          error={errors.remedialNanoPageId}
          onChange={(event) => onChange("remedialNanoPageId", event.target.value)}
        />
      </div>
    </fieldset>
  );
}
