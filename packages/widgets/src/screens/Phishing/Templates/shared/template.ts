import type { LearningLanguage, PhishingTemplate, PhishingTemplateInput } from "@bulwark/client";
import type { TFunction } from "i18next";
import type { PhishingTemplateType } from "../queries";
import { basicErrors } from "./parts";
import { type FieldErrors, looksLikeEmail } from "./phishing";

/** The template form's values, as typed. */
export interface TemplateValues {
  name: string;
  description: string;
  type: PhishingTemplateType | "";
  language: LearningLanguage | "";
  sendingEmail: string;
  emailTitle: string;
  emailFromName: string;
  tags: string[];
  landingPageId: string;
  /** One red flag a line. */
  redFlags: string;
  emailBody: string;
}

/** The comment the API puts first in every stored body; the form shows the body without it (it comes back on save). */
const SIMULATION_MARK = /^<!--\s*Bulwark phishing simulation:[\s\S]*?-->\s*/;

/** A new template's values: a body that already shows where the link and the pixel go. */
export const emptyTemplate = (language: LearningLanguage | "" = ""): TemplateValues => ({
  name: "",
  description: "",
  type: "",
  language,
  sendingEmail: "",
  emailTitle: "",
  emailFromName: "",
  tags: [],
  landingPageId: "",
  redFlags: "",
  emailBody: '<p>Hello {{.FirstName}},</p>\n<p><a href="{{.URL}}">Open the document</a></p>\n{{.Tracker}}',
});

/** A stored template's values. */
export const templateValues = (template: PhishingTemplate): TemplateValues => ({
  name: template.name,
  description: template.description,
  type: template.type,
  language: template.language,
  sendingEmail: template.sendingEmail,
  emailTitle: template.emailTitle,
  emailFromName: template.emailFromName,
  tags: [...template.tags],
  landingPageId: template.landingPageId ?? "",
  redFlags: template.redFlags.join("\n"),
  emailBody: template.emailBody.replace(SIMULATION_MARK, ""),
});

/** The request body of the values (already validated). */
export const templateInput = (values: TemplateValues): PhishingTemplateInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  type: values.type as PhishingTemplateType,
  language: values.language as LearningLanguage,
  sendingEmail: values.sendingEmail.trim(),
  emailTitle: values.emailTitle.trim(),
  emailFromName: values.emailFromName.trim(),
  tags: values.tags,
  landingPageId: values.landingPageId || null,
  redFlags: values.redFlags
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
  emailBody: values.emailBody,
});

/**
 * The checks the form can make before any call, in the seeds' and the API's words; the API
 * checks everything again (and the HTML, which only it judges).
 */
export function validateTemplate(values: TemplateValues, t: TFunction): FieldErrors {
  const errors = basicErrors(values, t);
  if (!values.sendingEmail.trim()) errors.sendingEmail = t("phishingContent.messages.sendingEmailRequired");
  else if (!looksLikeEmail(values.sendingEmail)) errors.sendingEmail = t("phishingContent.messages.emailInvalid");
  if (!values.emailTitle.trim()) errors.emailTitle = t("phishingContent.messages.emailTitleRequired");
  if (!values.emailFromName.trim()) errors.emailFromName = t("phishingContent.messages.fromNameRequired");
  if (!values.emailBody.trim()) errors.emailBody = t("phishingContent.messages.emailBodyRequired");
  // The seeds' rule for credential-harvest: the template names a credential-harvest landing page.
  if (values.type === "CredentialHarvest" && !values.landingPageId)
    errors.landingPageId = t("phishingContent.messages.nameMustMatch");
  const flags = values.redFlags.split("\n").filter((line) => line.trim());
  if (flags.length > 12) errors.redFlags = t("phishingContent.messages.redFlagsMax");
  return errors;
}
