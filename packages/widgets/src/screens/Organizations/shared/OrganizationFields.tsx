import type { TFunction } from "i18next";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../components/Select/Select";
import { TextField } from "../../../components/TextField/TextField";
import { type Industry, industryOptions } from "./labels";
import * as css from "./OrganizationFields.css";
import { checkName, isValidColor, isValidWebUrl } from "./validation";

/** The editable details of an organisation, as typed. */
export interface OrganizationValues {
  name: string;
  webUrl: string;
  color: string;
  /** Empty for "Not set". */
  industry: Industry | "";
}

export type OrganizationErrors = Partial<Record<keyof OrganizationValues, string>>;

/** Messages for the details form ("Please provide a valid URL", "{field} is required", ...). */
export function validateOrganization(values: OrganizationValues, t: TFunction): OrganizationErrors {
  const errors: OrganizationErrors = {};
  const name = checkName(values.name);
  if (name?.kind === "required") errors.name = t("validation.fieldRequired", { field: t("organizations.fields.name") });
  else if (name?.kind === "min") errors.name = t("organizations.validation.minChars", { min: String(name.min) });
  else if (name?.kind === "max") errors.name = t("organizations.validation.maxChars", { max: String(name.max) });
  if (!isValidWebUrl(values.webUrl)) errors.webUrl = t("validation.invalidUrl");
  if (!isValidColor(values.color)) errors.color = t("organizations.validation.colour");
  return errors;
}

/** Props of {@link OrganizationFields}. */
export interface OrganizationFieldsProps {
  values: OrganizationValues;
  errors: OrganizationErrors;
  onChange: <K extends keyof OrganizationValues>(key: K, value: OrganizationValues[K]) => void;
  disabled?: boolean;
  /** Ref of the name input, to focus it when it is invalid. */
  nameRef?: Ref<HTMLInputElement>;
  webUrlRef?: Ref<HTMLInputElement>;
}

/** Name, web address, colour and industry of an organisation; shared by setup and settings. */
export function OrganizationFields({
  values,
  errors,
  onChange,
  disabled,
  nameRef,
  webUrlRef,
}: OrganizationFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TextField
        ref={nameRef}
        label={t("organizations.fields.name")}
        name="name"
        required
        autoComplete="organization"
        maxLength={200}
        value={values.name}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => onChange("name", event.target.value)}
      />
      <TextField
        ref={webUrlRef}
        label={t("organizations.fields.webUrl")}
        name="webUrl"
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={t("organizations.fields.webUrlHint")}
        value={values.webUrl}
        error={errors.webUrl}
        disabled={disabled}
        onChange={(event) => onChange("webUrl", event.target.value)}
      />
      <TextField
        className={css.colorField}
        label={t("organizations.fields.color")}
        name="color"
        type="color"
        hint={`${values.color} · ${t("organizations.fields.colorHint")}`}
        value={values.color}
        error={errors.color}
        disabled={disabled}
        onChange={(event) => onChange("color", event.target.value)}
      />
      <Select
        label={t("organizations.fields.industry")}
        name="industry"
        placeholder={t("organizations.fields.industryNone")}
        options={industryOptions(t, i18n.language)}
        value={values.industry}
        disabled={disabled}
        onChange={(event) => onChange("industry", event.target.value as Industry | "")}
      />
    </>
  );
}
