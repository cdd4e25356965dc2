import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import { TextField } from "../../../components/TextField/TextField";
import { BUSINESS_DAYS, type BusinessDay } from "./nano";
import * as css from "./nano.css";

/** Which of the three fields changed (the wizard clears that field's API error). */
export type BusinessHoursField = "start" | "end" | "days";

/**
 * A schedule's business hours (start and end, HH:mm) and business days, the fields the nano and
 * the simulation wizards share; the words are the wizard's own (each element loads only its
 * domain's strings).
 */
export function BusinessHoursFields({
  start,
  end,
  days,
  errors,
  labels,
  onChange,
}: {
  start: string;
  end: string;
  days: readonly BusinessDay[];
  errors: { start?: string | undefined; end?: string | undefined; days?: string | undefined };
  labels: { start: string; end: string; days: string; day: (day: BusinessDay) => string };
  onChange: (field: BusinessHoursField, value: string | BusinessDay[]) => void;
}) {
  return (
    <>
      <div className={css.row}>
        <TextField
          label={labels.start}
          type="time"
          required
          value={start}
          error={errors.start}
          onChange={(event) => onChange("start", event.target.value)}
        />
        <TextField
          label={labels.end}
          type="time"
          required
          value={end}
          error={errors.end}
          onChange={(event) => onChange("end", event.target.value)}
        />
      </div>
      <MultiSelect
        label={labels.days}
        required
        options={BUSINESS_DAYS.map((value) => ({ value, label: labels.day(value) }))}
        value={[...days]}
        error={errors.days}
        onChange={(value) => onChange("days", value as BusinessDay[])}
      />
    </>
  );
}
