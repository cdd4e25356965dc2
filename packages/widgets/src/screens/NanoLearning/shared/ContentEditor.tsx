import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { TextField } from "../../../components/TextField/TextField";
import type { ContentDraft, WizardErrors } from "../CreateNanoCampaign/wizard";
import { browserTimeZone } from "./nano";
import * as css from "./nano.css";

/** One chosen content: fixed time or start/end range, with its errors (the client's and the API's). */
export function ContentEditor({
  content,
  errors,
  path,
  onChange,
  onRemove,
}: {
  content: Pick<ContentDraft, "page" | "mode" | "sendAt" | "startsAt" | "endsAt">;
  errors: WizardErrors;
  path: string;
  onChange: (patch: Partial<ContentDraft>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const general = errors[path] ?? errors[`${path}.nanoPageId`];
  return (
    <div className={css.content}>
      <div className={css.contentHead}>
        <p className={css.contentName}>
          {content.page.name} <Badge>{t(`nanoLearning.pageTypes.${content.page.type}`)}</Badge>
        </p>
        {onRemove && (
          <Button
            variant="secondary"
            aria-label={t("nanoLearning.wizard.schedule.remove", { name: content.page.name })}
            onClick={onRemove}
          >
            {t("nanoLearning.wizard.schedule.removeShort")}
          </Button>
        )}
      </div>
      {general && <p className={css.error}>{general}</p>}
      <p className={css.muted}>{t("nanoLearning.wizard.schedule.timeHint", { zone: browserTimeZone() })}</p>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t("nanoLearning.wizard.schedule.mode")}</legend>
        <div className={css.chips}>
          {(["fixed", "range"] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name={name} checked={content.mode === mode} onChange={() => onChange({ mode })} />{" "}
              {t(`nanoLearning.wizard.schedule.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {content.mode === "fixed" ? (
        <TextField
          label={t("nanoLearning.wizard.schedule.sendAt")}
          type="datetime-local"
          required
          value={content.sendAt}
          error={errors[`${path}.sendAt`]}
          onChange={(event) => onChange({ sendAt: event.target.value })}
        />
      ) : (
        <div className={css.row}>
          <TextField
            label={t("nanoLearning.wizard.schedule.startsAt")}
            type="datetime-local"
            required
            value={content.startsAt}
            error={errors[`${path}.startsAt`]}
            onChange={(event) => onChange({ startsAt: event.target.value })}
          />
          <TextField
            label={t("nanoLearning.wizard.schedule.endsAt")}
            type="datetime-local"
            required
            value={content.endsAt}
            error={errors[`${path}.endsAt`]}
            onChange={(event) => onChange({ endsAt: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
