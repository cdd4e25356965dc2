import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Modal } from "../../../components/Modal/Modal";
import { TextField } from "../../../components/TextField/TextField";
import { useUpdatePerson } from "../queries";
import { LabelsField } from "../shared/LabelsField";
import {
  fieldErrors,
  isValidEmail,
  MAX_NAME_PART,
  type Person,
  peopleFailure,
  personName,
  translateMessage,
} from "../shared/people";
import * as css from "./EditPersonDialog.css";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  groups: string[];
  tags: string[];
}
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const valuesOf = (person: Person): Values => ({
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  groups: [...person.groups],
  tags: [...person.tags],
});

/** Props of {@link EditPersonDialog}. */
export interface EditPersonDialogProps {
  /** The person to edit; null closes the dialog. */
  person: Person | null;
  groupSuggestions: readonly string[];
  tagSuggestions: readonly string[];
  onClose: () => void;
  onSaved: (person: Person) => void;
}

/**
 * Edits a person's first and last name, email, groups and tags. The server's field problems show
 * on their fields (422), and an email another person already has shows "Duplicate email
 * addresses are not allowed" on the email field (409).
 */
export function EditPersonDialog({
  person,
  groupSuggestions,
  tagSuggestions,
  onClose,
  onSaved,
}: EditPersonDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset for each person opened.
  useEffect(() => {
    setValues(person ? valuesOf(person) : null);
    setErrors({});
    setFailure(null);
  }, [person?.id]);

  const save = useUpdatePerson();

  const validate = (v: Values): Errors => {
    const out: Errors = {};
    const email = v.email.trim();
    if (email === "") out.email = t("validation.fieldRequired", { field: t("inventory.people.fields.email") });
    else if (!isValidEmail(email)) out.email = t("validation.invalidEmail");
    if (v.firstName.trim().length > MAX_NAME_PART)
      out.firstName = t("inventory.people.fields.tooLong", { max: String(MAX_NAME_PART) });
    if (v.lastName.trim().length > MAX_NAME_PART)
      out.lastName = t("inventory.people.fields.tooLong", { max: String(MAX_NAME_PART) });
    return out;
  };

  const focusFirst = (found: Errors) => {
    const first = (["firstName", "lastName", "email"] as const).find((key) => found[key]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person || !values) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const saved = await save.mutate({ ...values, id: person.id });
    if (saved) {
      onSaved(saved);
      return;
    }
  };

  // The refusal, once the mutation settles: on the fields it names, or as a banner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (save.status !== "error") return;
    const { statusCode, message } = toApiError(save.error);
    if (statusCode === 409) {
      const found = { email: t("inventory.people.messages.duplicateEmails") };
      setErrors(found);
      focusFirst(found);
      return;
    }
    const byField = fieldErrors(save.error, t) as Errors;
    const known = (Object.keys(byField) as FieldName[]).filter((key) =>
      ["firstName", "lastName", "email", "groups", "tags"].includes(key),
    );
    if (statusCode === 422 && known.length > 0) {
      const found = Object.fromEntries(known.map((key) => [key, byField[key]])) as Errors;
      setErrors(found);
      focusFirst(found);
      return;
    }
    setFailure(message && statusCode !== 422 ? translateMessage(message, t) : peopleFailure(save.error, t));
  }, [save.status, save.error]);

  const set = <K extends FieldName>(key: K, value: Values[K]) => {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest as Errors);
  };

  return (
    <Modal
      open={person !== null && values !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={person ? t("inventory.people.editTitle", { name: personName(person) }) : ""}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("inventory.people.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={save.status === "pending"}>
            {t("inventory.people.save")}
          </Button>
        </>
      }
    >
      {values && (
        <form id={formId} className={css.form} noValidate onSubmit={onSubmit}>
          {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
          <div className={css.names}>
            <TextField
              ref={refs.firstName}
              label={t("inventory.people.fields.firstName")}
              name="firstName"
              autoComplete="off"
              maxLength={MAX_NAME_PART + 20}
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => set("firstName", event.target.value)}
            />
            <TextField
              ref={refs.lastName}
              label={t("inventory.people.fields.lastName")}
              name="lastName"
              autoComplete="off"
              maxLength={MAX_NAME_PART + 20}
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => set("lastName", event.target.value)}
            />
          </div>
          <TextField
            ref={refs.email}
            label={t("inventory.people.fields.email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => set("email", event.target.value)}
          />
          <LabelsField
            label={t("inventory.people.fields.groups")}
            name="groups"
            value={values.groups}
            suggestions={groupSuggestions}
            error={errors.groups}
            onChange={(next) => set("groups", next)}
          />
          <LabelsField
            label={t("inventory.people.fields.tags")}
            name="tags"
            value={values.tags}
            suggestions={tagSuggestions}
            error={errors.tags}
            onChange={(next) => set("tags", next)}
          />
        </form>
      )}
    </Modal>
  );
}
