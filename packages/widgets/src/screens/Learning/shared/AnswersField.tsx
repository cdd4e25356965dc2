import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { TextField } from "../../../components/TextField/TextField";
import * as css from "../LessonEditor/LessonEditor.css";

/** A quiz answer as a form edits it. */
export interface AnswerValue {
  text: string;
  correct: boolean;
}

/** Props of {@link AnswersField}. */
export interface AnswersFieldProps {
  answers: AnswerValue[];
  onChange: (answers: AnswerValue[]) => void;
  /** The quiz rule's message ("At least 2 answers must be filled", "Exactly one answer must be correct"). */
  error?: string | undefined;
  disabled?: boolean;
  /** At most this many answers (the contract's 10). */
  max?: number;
}

/**
 * A quiz's answers, for lesson quiz pages and nano quizzes alike: a text per answer, one radio
 * marking the correct one (so "exactly one" holds by construction once filled), add and remove
 * (down to 2), and the quiz rule's message under them.
 */
export function AnswersField({ answers, onChange, error, disabled = false, max = 10 }: AnswersFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, change: Partial<AnswerValue>) =>
    onChange(
      answers.map((answer, i) =>
        change.correct ? { ...answer, correct: i === index } : i === index ? { ...answer, ...change } : answer,
      ),
    );
  return (
    <fieldset className={css.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={css.legend}>{t("learning.page.fields.answers")}</legend>
      <div className={css.answers}>
        {answers.map((answer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers have no identity but their place.
          <div key={index} className={css.answer}>
            <input
              type="radio"
              name={`${id}-correct`}
              checked={answer.correct}
              disabled={disabled}
              aria-label={t("learning.page.fields.correctFor", { number: index + 1 })}
              onChange={() => set(index, { correct: true })}
            />
            <div className={css.answerText}>
              <TextField
                label={t("learning.page.fields.answer", { number: index + 1 })}
                maxLength={500}
                value={answer.text}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => set(index, { text: event.target.value })}
              />
            </div>
            {answers.length > 2 && !disabled && (
              <Button
                variant="secondary"
                className={css.iconButton}
                aria-label={t("learning.page.fields.removeAnswer", { number: index + 1 })}
                onClick={() => {
                  const rest = answers.filter((_, i) => i !== index);
                  if (answer.correct && rest[0]) rest[0] = { ...rest[0], correct: true };
                  onChange(rest);
                }}
              >
                ×
              </Button>
            )}
          </div>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={css.error} role="alert">
          {error}
        </span>
      )}
      {answers.length < max && !disabled && (
        <div>
          <Button variant="secondary" onClick={() => onChange([...answers, { text: "", correct: false }])}>
            {t("learning.page.fields.addAnswer")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
