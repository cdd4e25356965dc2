import type { Schema } from "@bulwark/contract";
import { describe, expect, it } from "vitest";
import { compile, createAjv, loadSpec, toFieldErrors } from "../../../platform/http/openapi.js";
import { ATTACHMENT_TYPES } from "../attachment.js";
import { SIMULATION_MARK } from "../html.js";
import { renderLandingPage, renderTemplateEmail } from "../render.js";
import { checkLandingPage, checkTemplate } from "../rules.js";
import { SOURCE_MARK } from "./build.js";
import { shippedLandingPages, shippedTemplates } from "./index.js";

// The shipped library goes through the same two gates as API input: the contract's schemas (as
// the router compiles them) and the phishing rules (sanitiser included).
const spec = loadSpec();
const ajv = createAjv(spec, { coerce: false });
const contractErrors = (schema: string, value: unknown) => {
  const validate = compile(ajv, { $ref: `#/components/schemas/${schema}` });
  return validate(structuredClone(value)) ? [] : toFieldErrors(validate.errors, "body");
};

const scenarios = (language: "En" | "Sr") => shippedTemplates.filter((item) => item.template.language === language);

describe("the shipped phishing library", () => {
  it("has at least 12 scenarios, each in English and Serbian, with distinct stable ids", () => {
    expect(scenarios("En").length).toBeGreaterThanOrEqual(12);
    expect(scenarios("Sr").length).toBe(scenarios("En").length);
    const ids = [...shippedTemplates, ...shippedLandingPages].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("ships every template type in English and in Serbian", () => {
    const types: Schema<"PhishingTemplateType">[] = [
      "CredentialHarvest",
      "MalwareAttachment",
      "LinkInAttachment",
      "LinkForMalware",
      "DriveByUrl",
    ];
    for (const language of ["En", "Sr"] as const) {
      const shipped = new Set(scenarios(language).map((item) => item.template.type));
      for (const type of types) expect(shipped.has(type), `${type} in ${language}`).toBe(true);
    }
  });

  it("marks every template and landing page as a simulation in its HTML source, and keeps the mark when stored", () => {
    for (const { template } of shippedTemplates) {
      expect(template.emailBody.startsWith(SOURCE_MARK), template.name).toBe(true);
      const checked = checkTemplate(template);
      if ("errors" in checked) throw new Error(`${template.name}: ${JSON.stringify(checked.errors)}`);
      expect(checked.values.emailBody.startsWith(SIMULATION_MARK)).toBe(true);
    }
    for (const { page } of shippedLandingPages) {
      if (page.html) expect(page.html.startsWith(SOURCE_MARK), page.name).toBe(true);
    }
  });

  it("passes the contract and the rules: every template names a landing page of the right type and language", () => {
    const pages = new Map(shippedLandingPages.map((item) => [item.id, item.page]));
    for (const { page } of shippedLandingPages) {
      expect(contractErrors("LandingPageInput", page), page.name).toEqual([]);
      expect("errors" in checkLandingPage(page) ? checkLandingPage(page) : "ok", page.name).toBe("ok");
    }
    for (const { template } of shippedTemplates) {
      expect(contractErrors("PhishingTemplateInput", template), template.name).toEqual([]);
      const page = pages.get(template.landingPageId ?? "");
      expect(page, template.name).toBeDefined();
      expect(page?.language).toBe(template.language);
      if (template.type === "CredentialHarvest") expect(page?.type, template.name).toBe("CredentialHarvest");
    }
  });

  it("records the red flags a trainer points out (at least 3 per template), links with {{.URL}} and carries the pixel", () => {
    for (const { template } of shippedTemplates) {
      expect(template.redFlags?.length ?? 0, template.name).toBeGreaterThanOrEqual(3);
      // An attachment email's bait is its attached file (which holds the link of a LinkInAttachment).
      if (!ATTACHMENT_TYPES.has(template.type)) expect(template.emailBody).toContain('href="{{.URL}}"');
      expect(template.emailBody).toContain("{{.Tracker}}");
      expect(template.sendingEmail, "fictional senders only").toMatch(/\.example$/);
    }
  });

  it("covers the everyday pretexts: invoice, parcel, password, document, HR, MFA, voicemail, payroll, survey, calendar, storage, security alert", () => {
    const names = scenarios("En").map((item) => item.template.name.toLowerCase());
    for (const word of [
      "invoice",
      "parcel",
      "password",
      "document",
      "hr",
      "mfa",
      "voicemail",
      "payroll",
      "survey",
      "calendar",
      "storage",
      "sign-in",
    ]) {
      expect(
        names.some((name) => name.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it("writes Serbian in Latin script", () => {
    const texts = scenarios("Sr").flatMap(({ template }) => [
      template.name,
      template.emailTitle,
      template.emailBody,
      ...(template.redFlags ?? []),
    ]);
    for (const text of texts) expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it("renders each template for a target with every placeholder filled", () => {
    for (const { template } of shippedTemplates) {
      const checked = checkTemplate(template);
      if ("errors" in checked) throw new Error(template.name);
      const email = renderTemplateEmail(
        checked.values,
        { firstName: "Jovana", lastName: "O'Brien <x>", email: "jovana@acme.example" },
        { url: "https://bulwark.test/api/v1/t/c/abc?x=1&y=2", trackingUrl: "https://bulwark.test/api/v1/t/o/def" },
      );
      expect(email.html, template.name).not.toMatch(/\{\{/);
      expect(email.subject).not.toMatch(/\{\{/);
      expect(email.html).toContain('src="https://bulwark.test/api/v1/t/o/def"');
      if (ATTACHMENT_TYPES.has(template.type)) continue;
      expect(email.html).toContain('href="https://bulwark.test/api/v1/t/c/abc?x=1&amp;y=2"');
      expect(email.text).toContain("https://bulwark.test/api/v1/t/c/abc?x=1&amp;y=2".replace("&amp;", "&"));
    }
  });
});

describe("rendering", () => {
  const template: Pick<Schema<"PhishingTemplate">, "emailBody" | "emailTitle" | "emailFromName" | "sendingEmail"> = {
    emailBody:
      '<p>Hi {{.FirstName}} {{ .LastName }} ({{.Email}}) from {{.From}}</p><a href="{{.URL}}">x</a>{{.Tracker}}',
    emailTitle: "{{.FirstName}}\r\nBcc: victim@example.com",
    emailFromName: 'IT "Desk", <Support>',
    sendingEmail: "it@desk.example",
  };

  it("escapes the target's values in the HTML, so a name cannot inject markup", () => {
    const email = renderTemplateEmail(
      template,
      { firstName: "<script>alert(1)</script>", lastName: "A&B", email: "a@b.example" },
      { url: "https://t.example/c", trackingUrl: null },
    );
    expect(email.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; A&amp;B (a@b.example)");
    expect(email.html).not.toContain("<img");
  });

  it("keeps the subject to one line and the sender's display name quoted", () => {
    const email = renderTemplateEmail(
      template,
      { firstName: "Ana", lastName: "", email: "a@b.example" },
      { url: "u", trackingUrl: "https://t.example/o" },
    );
    expect(email.subject).toBe("Ana Bcc: victim@example.com");
    expect(email.from).toBe('"IT Desk, <Support>" <it@desk.example>');
    expect(email.html).toContain('<img src="https://t.example/o" width="1" height="1"');
  });

  it("points every landing-page form at the landing endpoint, whatever the stored action", () => {
    const html = renderLandingPage(
      '<form action="{{.URL}}" method="get"><input name="u"></form><form><input name="p"></form><p>{{.FirstName}}</p>',
      { firstName: "Ana", lastName: "", email: "a@b.example" },
      "https://bulwark.test/api/v1/phishing/l/submit?t=1&r=2",
    );
    expect(
      html.match(/<form action="https:\/\/bulwark\.test\/api\/v1\/phishing\/l\/submit\?t=1&amp;r=2" method="post">/g),
    ).toHaveLength(2);
    expect(html).toContain("<p>Ana</p>");
  });
});
