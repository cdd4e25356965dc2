import { useTranslation } from "react-i18next";
import { formatDate } from "../../../components/format";
import { TextAreaField } from "../../../components/ScreenParts/ScreenParts";
import { TextField } from "../../../components/TextField/TextField";
import * as css from "../../NanoLearning/shared/nano.css";
import { endOf, type SettingsDraft } from "../CreateCourse/wizard";

/** The course fields the wizard's Settings step and the course's Settings tab share. */
export type SettingsFieldValues = Omit<SettingsDraft, "linkInvitations">;

/**
 * A course's settings: name, description, enrolment date, duration in weeks (with the end it
 * gives), passing score, the weekly reminders note, the security contact and the policy link.
 * `onChange` hears the field and the API path its errors come back under.
 */
export function SettingsFields({
  values,
  errors,
  onChange,
  disabled = false,
  enrolmentLocked = false,
}: {
  values: SettingsFieldValues;
  errors: Record<string, string>;
  onChange: (key: keyof SettingsFieldValues, value: string, path: string) => void;
  /** Read-only (a reader). */
  disabled?: boolean;
  /** The start of a course that began is history: only an upcoming course's enrolment date moves. */
  enrolmentLocked?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const end = endOf(values.enrolmentDate, values.durationWeeks);
  const text = (key: keyof SettingsFieldValues, path: string = key) => ({
    value: values[key],
    error: errors[path],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value, path),
  });
  return (
    <div className={css.stack}>
      <TextField label={t("courses.fields.name")} required maxLength={100} {...text("name")} />
      <TextAreaField label={t("courses.fields.description")} maxLength={2000} rows={3} {...text("description")} />
      <div className={css.row}>
        <TextField
          label={t("courses.fields.enrolmentDate")}
          type="date"
          required
          {...text("enrolmentDate")}
          disabled={disabled || enrolmentLocked}
        />
        <TextField
          label={t("courses.fields.durationWeeks")}
          type="number"
          min={1}
          max={52}
          required
          hint={end ? t("courses.fields.endsOn", { date: formatDate(end, i18n.language) }) : undefined}
          {...text("durationWeeks")}
        />
        <TextField
          label={t("courses.fields.passingScore")}
          type="number"
          min={0}
          max={100}
          required
          {...text("passingScore")}
        />
      </div>
      <p className={css.muted}>{t("courses.fields.remindersHint")}</p>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t("courses.fields.securityContact")}</legend>
        <div className={css.row}>
          <TextField
            label={t("courses.fields.contactName")}
            maxLength={100}
            {...text("contactName", "securityContact.name")}
          />
          <TextField
            label={t("courses.fields.contactEmail")}
            type="email"
            {...text("contactEmail", "securityContact.email")}
          />
          <TextField
            label={t("courses.fields.contactPhone")}
            type="tel"
            maxLength={40}
            {...text("contactPhone", "securityContact.phone")}
          />
        </div>
      </fieldset>
      <TextField
        label={t("courses.fields.policyLink")}
        type="url"
        placeholder="https://"
        {...text("policyLink", "securityPolicyLink")}
      />
    </div>
  );
}
