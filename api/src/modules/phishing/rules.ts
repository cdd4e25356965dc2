import type { Schema } from "@bulwark/contract";
import type { FieldError } from "../../platform/errors.js";
import { checkHtml, checkTextPlaceholders } from "./html.js";
import type { LandingPageValues } from "./landing-pages.repository.js";
import type { TemplateValues } from "./templates.repository.js";

type Checked<T> = { values: T } | { errors: FieldError[] };

/** The seeds' message when a credential-harvest template has no credential-harvest page to send people to. */
export const HARVEST_PAGE_REQUIRED = "Name must match created templates";

/**
 * A template's values from its input, or every problem at once (paths as the validator's,
 * `body.<field>`, so a form can show each beside its field). The landing page's existence and
 * type are the service's to check: they need the database.
 */
export function checkTemplate(input: Schema<"PhishingTemplateInput">, prefix = "body"): Checked<TemplateValues> {
  const email = checkEmail(input, prefix);
  const errors = "errors" in email ? [...email.errors] : [];
  if (input.type === "CredentialHarvest" && !input.landingPageId) {
    errors.push({ path: `${prefix}.landingPageId`, message: HARVEST_PAGE_REQUIRED });
  }
  if (errors.length > 0 || "errors" in email) return { errors };
  return {
    values: {
      name: input.name,
      description: input.description ?? "",
      type: input.type,
      language: input.language,
      emailBody: email.values.emailBody,
      sendingEmail: input.sendingEmail.toLowerCase(),
      emailTitle: input.emailTitle,
      emailFromName: input.emailFromName,
      tags: input.tags ?? [],
      landingPageId: input.landingPageId ?? null,
      redFlags: input.redFlags ?? [],
    },
  };
}

/**
 * The email parts of a template (body and subject), checked and the body sanitised: what saving
 * and the editor's preview share.
 */
export function checkEmail(
  input: { emailBody: string; emailTitle: string },
  prefix = "body",
): Checked<{ emailBody: string; placeholders: string[] }> {
  const errors: FieldError[] = [];
  const body = checkHtml("email", input.emailBody, `${prefix}.emailBody`);
  if ("errors" in body) errors.push(...body.errors);
  else if (!/[^\s]/.test(body.value.html.replace(/<!--[\s\S]*?-->/g, ""))) {
    errors.push({ path: `${prefix}.emailBody`, message: "Email body is required" });
  }
  errors.push(...checkTextPlaceholders(input.emailTitle, `${prefix}.emailTitle`));
  if (errors.length > 0 || "errors" in body) return { errors };
  return { values: { emailBody: body.value.html, placeholders: body.value.placeholders } };
}

/**
 * A landing page's values, or every problem: a credential-harvest page needs a form with an input;
 * `Other` needs its custom message; the feedback types may leave the HTML out (the product's
 * built-in page).
 */
export function checkLandingPage(input: Schema<"LandingPageInput">, prefix = "body"): Checked<LandingPageValues> {
  const errors: FieldError[] = [];
  let html: string | null = null;
  if (input.html != null && input.html.trim() !== "") {
    const checked = checkHtml("landing", input.html, `${prefix}.html`);
    if ("errors" in checked) errors.push(...checked.errors);
    else {
      html = checked.value.html;
      if (input.type === "CredentialHarvest" && !checked.value.hasForm) {
        errors.push({
          path: `${prefix}.html`,
          message: "A credential-harvest page needs a form with at least one field",
        });
      }
    }
  } else if (input.type === "CredentialHarvest") {
    errors.push({ path: `${prefix}.html`, message: "HTML is required" });
  }
  const customMessage = input.customMessage?.trim() ? input.customMessage.trim() : null;
  if (input.type === "Other" && customMessage === null) {
    errors.push({ path: `${prefix}.customMessage`, message: "Custom message is required" });
  }
  if (errors.length > 0) return { errors };
  return { values: { name: input.name, type: input.type, language: input.language, html, customMessage } };
}
