import type { LandingPage, PhishingTemplate, SendingProfile, Tenant, User } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";

// Sample phishing content for the stories and tests of the template screens, and fake routes that
// keep it as state (a save or a copy shows on the next read, as with the real API).

const TENANT = sampleTenant.id;
const at = "2026-03-01T09:00:00.000Z";
const MARK =
  "<!-- Bulwark phishing simulation: this message was sent by your organisation's security-awareness programme to practise spotting phishing. It is not a real request. -->\n";

const template = (id: string, fields: Partial<PhishingTemplate>): PhishingTemplate => ({
  id,
  tenantId: null,
  name: "",
  description: "",
  type: "CredentialHarvest",
  language: "En",
  emailBody: `${MARK}<p>Hello {{.FirstName}},</p><p><a href="{{.URL}}">Open</a></p>{{.Tracker}}`,
  sendingEmail: "no-reply@docs-share.example",
  emailTitle: "A document was shared with you",
  emailFromName: "DocShare",
  tags: [],
  landingPageId: null,
  redFlags: [],
  placeholders: ["{{.FirstName}}", "{{.URL}}", "{{.Tracker}}"],
  copiedFromId: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

const landing = (id: string, fields: Partial<LandingPage>): LandingPage => ({
  id,
  tenantId: null,
  name: "",
  type: "CredentialHarvest",
  language: "En",
  html: null,
  customMessage: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Landing pages: two common credential forms, common feedback pages and one of the organisation's own. */
export const sampleLandingPages: LandingPage[] = [
  landing("c1000000-0000-4000-8000-000000000001", {
    name: "Office sign-in",
    html: '<form method="post" action="{{.URL}}"><input name="email" value="{{.Email}}"><input type="password" name="password"><button>Sign in</button></form>',
  }),
  landing("c1000000-0000-4000-8000-000000000002", {
    name: "Prijava na portal",
    language: "Sr",
    html: '<form method="post" action="{{.URL}}"><input name="user"><input type="password" name="lozinka"><button>Prijava</button></form>',
  }),
  landing("c1000000-0000-4000-8000-000000000003", { name: "You were phished", type: "PhishedDisplay" }),
  landing("c1000000-0000-4000-8000-000000000004", { name: "Page not found", type: "Error404Page" }),
  landing("c2000000-0000-4000-8000-000000000001", {
    tenantId: TENANT,
    name: "Acme intranet sign-in",
    html: '<form method="post" action=""><input name="username"><input type="password" name="password"><button>Log in</button></form>',
  }),
  landing("c2000000-0000-4000-8000-000000000002", {
    tenantId: TENANT,
    name: "Security team note",
    type: "Other",
    customMessage: "This was a drill by the Acme security team. Talk to us at security@acme.example.",
  }),
];

/** Templates: five common ones of the library and two of the organisation's own. */
export const sampleTemplates: PhishingTemplate[] = [
  template("b1000000-0000-4000-8000-000000000001", {
    name: "Shared document",
    description: "A colleague shares a document that needs a sign-in to open.",
    tags: ["documents", "cloud"],
    landingPageId: "c1000000-0000-4000-8000-000000000001",
    redFlags: ["The sender's domain is not your company's", "Urgency: 'expires today'"],
  }),
  template("b1000000-0000-4000-8000-000000000002", {
    name: "Unpaid invoice",
    type: "MalwareAttachment",
    sendingEmail: "billing@invoices-online.example",
    emailTitle: "Invoice 2026-0311 overdue",
    emailFromName: "Accounts Receivable",
    tags: ["finance"],
  }),
  template("b1000000-0000-4000-8000-000000000003", {
    name: "Pošiljka čeka preuzimanje",
    language: "Sr",
    type: "LinkForMalware",
    sendingEmail: "obavestenja@posta-dostava.example",
    emailTitle: "Vaša pošiljka čeka",
    emailFromName: "Dostava",
    tags: ["delivery"],
  }),
  template("b1000000-0000-4000-8000-000000000004", {
    name: "Password expiry",
    emailTitle: "Your password expires in 24 hours",
    emailFromName: "IT Service Desk",
    sendingEmail: "it-support@helpdesk-portal.example",
    tags: ["accounts"],
    landingPageId: "c1000000-0000-4000-8000-000000000001",
  }),
  template("b1000000-0000-4000-8000-000000000005", {
    name: "MFA reset",
    type: "DriveByUrl",
    emailTitle: "Confirm your MFA reset",
    emailFromName: "Security",
    sendingEmail: "security@account-verify.example",
    tags: ["accounts", "mfa"],
  }),
  template("b2000000-0000-4000-8000-000000000001", {
    tenantId: TENANT,
    name: "Acme HR policy update",
    description: "HR asks everyone to acknowledge the new leave policy.",
    emailTitle: "Action needed: acknowledge the new leave policy",
    emailFromName: "Acme HR",
    sendingEmail: "hr@acme-policies.example",
    tags: ["hr", "policy"],
    landingPageId: "c2000000-0000-4000-8000-000000000001",
    copiedFromId: null,
  }),
  template("b2000000-0000-4000-8000-000000000002", {
    tenantId: TENANT,
    name: "Parcel for {{.FirstName}}",
    type: "LinkForMalware",
    emailTitle: "{{.FirstName}}, your parcel is waiting",
    emailFromName: "Parcel Desk",
    sendingEmail: "desk@parcel-notify.example",
    tags: ["delivery"],
  }),
];

/** Sending profiles of the organisation: one with a sealed password, one relay without. */
export const sampleProfiles: SendingProfile[] = [
  {
    id: "d1000000-0000-4000-8000-000000000001",
    name: "Acme relay",
    host: "smtp.acme.example",
    port: 587,
    security: "starttls",
    username: "phishing@acme.example",
    hasPassword: true,
    fromAddress: "phishing@acme.example",
    createdAt: at,
    updatedAt: at,
  },
  {
    id: "d1000000-0000-4000-8000-000000000002",
    name: "Internal relay",
    host: "relay.internal.acme.example",
    port: 25,
    security: "none",
    username: null,
    hasPassword: false,
    fromAddress: "sim@acme.example",
    createdAt: at,
    updatedAt: at,
  },
];

const notFound = { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
const idAt = (url: URL, index: number) => url.pathname.split("/")[index] ?? "";
const listOf = <T>(items: readonly T[], url: URL) => {
  const skip = Number(url.searchParams.get("skip") ?? 0);
  const limit = Number(url.searchParams.get("limit") ?? 20);
  return { items: items.slice(skip, skip + limit), total: items.length };
};
const unprocessable = (errors: { path: string; message: string }[]) => ({
  status: 422,
  body: { statusCode: 422, message: "Validation failed", code: "ValidationFailed", errors },
});

/**
 * What the API refuses in user HTML (api/src/modules/phishing/html.ts), as far as the stories
 * need: scripts, event handlers, forms in an email, a form posting elsewhere. Each is named.
 */
export function fakeHtmlRefusals(html: string, kind: "email" | "landing", path: string) {
  const errors: { path: string; message: string }[] = [];
  if (/<script/i.test(html)) errors.push({ path, message: "Scripts and embedded content are not allowed (<script>)" });
  for (const match of html.matchAll(/\s(on[a-z]+)=/gi))
    errors.push({ path, message: `Event handlers are not allowed (${match[1]?.toLowerCase()}=)` });
  if (kind === "email" && /<form/i.test(html))
    errors.push({ path, message: "Forms are not allowed in an email: put the form on the landing page" });
  for (const match of html.matchAll(/action="([^"]*)"/gi))
    if (match[1] && match[1] !== "{{.URL}}")
      errors.push({
        path,
        message: "A form may only submit to the landing page: leave its action empty or use {{.URL}}",
      });
  return errors;
}

const PIXEL =
  '<span style="display:inline-block;border:1px dashed #9ca3af;color:#6b7280;font:11px Arial,sans-serif;padding:1px 4px">[open pixel]</span>';

/** The preview as the API renders it: the sample target, the link nowhere, the pixel made visible. */
function fakePreview(body: { emailBody: string; emailTitle: string; emailFromName: string; sendingEmail: string }) {
  const fill = (text: string) =>
    text
      .replaceAll("{{.FirstName}}", "Jana")
      .replaceAll("{{.LastName}}", "Jovanović")
      .replaceAll("{{.Email}}", "jana.jovanovic@example.com")
      .replaceAll("{{.URL}}", "#phishing-link")
      .replaceAll("{{.Tracker}}", PIXEL)
      .replaceAll("{{.TrackingURL}}", "")
      .replaceAll("{{.From}}", `${body.emailFromName} <${body.sendingEmail}>`);
  const placeholders = [
    ...new Set([...`${body.emailTitle} ${body.emailBody}`.matchAll(/\{\{\.(\w+)\}\}/g)].map((m) => `{{.${m[1]}}}`)),
  ];
  return {
    from: `"${body.emailFromName}" <${body.sendingEmail}>`,
    subject: fill(body.emailTitle),
    html: `${MARK}${fill(body.emailBody)}`,
    text: fill(body.emailBody).replace(/<[^>]+>/g, ""),
    placeholders,
  };
}

/**
 * Fake phishing content routes over `templates`, `pages` and `profiles` (mutated in place by
 * writes): a call with `x-tenant-id` sees common items and the organisation's own, one without
 * only common ones (as the API); lists filter by search, type, language, tag and scope; the
 * preview renders like the API's and refuses what it refuses.
 */
export function phishingContentRoutes(
  templates: PhishingTemplate[] = sampleTemplates.map((t) => structuredClone(t)),
  pages: LandingPage[] = sampleLandingPages.map((p) => structuredClone(p)),
  profiles: SendingProfile[] = sampleProfiles.map((p) => structuredClone(p)),
): FakeRoutes {
  const visible = <T extends { tenantId: string | null }>(request: Request, item: T) => {
    const tenant = request.headers.get("x-tenant-id");
    return item.tenantId === null || (tenant !== null && item.tenantId === tenant);
  };
  const findTemplate = (request: Request, url: URL) =>
    templates.find((t) => t.id === idAt(url, 5) && visible(request, t));
  const findPage = (request: Request, url: URL) => pages.find((p) => p.id === idAt(url, 5) && visible(request, p));
  let serial = 0;
  const newId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++serial).padStart(12, "0")}`;
  return {
    "GET /api/v1/phishing/templates": (request: Request, url: URL) => {
      const q = url.searchParams;
      const search = q.get("search")?.toLowerCase() ?? "";
      const scope = q.get("scope") ?? "all";
      return listOf(
        templates.filter(
          (t) =>
            visible(request, t) &&
            (scope === "all" || (scope === "common") === (t.tenantId === null)) &&
            t.name.toLowerCase().includes(search) &&
            (!q.get("type") || t.type === q.get("type")) &&
            (!q.get("language") || t.language === q.get("language")) &&
            (!q.get("tag") || t.tags.includes(q.get("tag") ?? "")),
        ),
        url,
      );
    },
    "POST /api/v1/phishing/templates/preview": async (request: Request) => {
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.emailBody, "email", "body.emailBody");
      return errors.length > 0 ? unprocessable(errors) : fakePreview(body);
    },
    "POST /api/v1/phishing/templates/send-testing": async (request: Request) => {
      const body = await request.json();
      const found = templates.find((t) => t.id === body.templateId);
      if (!found) return notFound;
      return {
        sentTo: body.email,
        subject: `[TEST] ${found.emailTitle}`,
        sendingProfileId: body.sendingProfileId ?? null,
      };
    },
    "GET /api/v1/phishing/templates/*": (request: Request, url: URL) => findTemplate(request, url) ?? notFound,
    "POST /api/v1/phishing/templates": async (request: Request) => {
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.emailBody, "email", "body.emailBody");
      if (errors.length > 0) return unprocessable(errors);
      const created = template(newId("b3000000"), {
        ...body,
        emailBody: `${MARK}${body.emailBody}`,
        tenantId: request.headers.get("x-tenant-id"),
      });
      templates.unshift(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/phishing/templates/*/copy": (request: Request, url: URL) => {
      const found = findTemplate(request, url);
      if (!found) return notFound;
      const { id: _copied, ...fields } = structuredClone(found);
      const copy = template(newId("b4000000"), {
        ...fields,
        tenantId: request.headers.get("x-tenant-id"),
        name: templates.some((t) => t.tenantId !== null && t.name === found.name) ? `${found.name} (copy)` : found.name,
        copiedFromId: found.id,
      });
      templates.unshift(copy);
      return { status: 201, body: copy };
    },
    "PUT /api/v1/phishing/templates/*": async (request: Request, url: URL) => {
      const found = templates.find((t) => t.id === idAt(url, 5) && t.tenantId === null);
      if (!found) return notFound;
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.emailBody, "email", "body.emailBody");
      if (errors.length > 0) return unprocessable(errors);
      Object.assign(found, body, { emailBody: `${MARK}${body.emailBody}` });
      return found;
    },
    "PUT /api/v1/phishing/templates/*/organization-template": async (request: Request, url: URL) => {
      const found = templates.find((t) => t.id === idAt(url, 5) && t.tenantId === request.headers.get("x-tenant-id"));
      if (!found) return notFound;
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.emailBody, "email", "body.emailBody");
      if (errors.length > 0) return unprocessable(errors);
      Object.assign(found, body, { emailBody: `${MARK}${body.emailBody}` });
      return found;
    },
    "DELETE /api/v1/phishing/templates/*": (request: Request, url: URL) => {
      const index = templates.findIndex((t) => t.id === idAt(url, 5) && visible(request, t));
      if (index < 0) return notFound;
      templates.splice(index, 1);
      return { status: 204 };
    },
    "GET /api/v1/phishing/landing-pages": (request: Request, url: URL) => {
      const q = url.searchParams;
      const search = q.get("search")?.toLowerCase() ?? "";
      return listOf(
        pages.filter(
          (p) =>
            visible(request, p) &&
            p.name.toLowerCase().includes(search) &&
            (!q.get("type") || p.type === q.get("type")) &&
            (!q.get("language") || p.language === q.get("language")),
        ),
        url,
      );
    },
    "GET /api/v1/phishing/landing-pages/*": (request: Request, url: URL) => findPage(request, url) ?? notFound,
    "POST /api/v1/phishing/landing-pages": async (request: Request) => {
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.html ?? "", "landing", "body.html");
      if (errors.length > 0) return unprocessable(errors);
      const created = landing(newId("c3000000"), { ...body, tenantId: request.headers.get("x-tenant-id") });
      pages.unshift(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/phishing/landing-pages/*": async (request: Request, url: URL) => {
      const found = findPage(request, url);
      if (!found) return notFound;
      const body = await request.json();
      const errors = fakeHtmlRefusals(body.html ?? "", "landing", "body.html");
      if (errors.length > 0) return unprocessable(errors);
      Object.assign(found, body);
      return found;
    },
    "DELETE /api/v1/phishing/landing-pages/*": (request: Request, url: URL) => {
      const index = pages.findIndex((p) => p.id === idAt(url, 5) && visible(request, p));
      if (index < 0) return notFound;
      if (templates.some((t) => t.landingPageId === pages[index]?.id))
        return {
          status: 409,
          body: { statusCode: 409, message: "Landing page is used by a template", code: "Conflict" },
        };
      pages.splice(index, 1);
      return { status: 204 };
    },
    "GET /api/v1/phishing/sending-profiles": (_request: Request, url: URL) => listOf(profiles, url),
    "POST /api/v1/phishing/sending-profiles": async (request: Request) => {
      const { password, ...body } = await request.json();
      if (profiles.some((p) => p.name === body.name))
        return { status: 409, body: { statusCode: 409, message: "Name already used", code: "Conflict" } };
      const created: SendingProfile = {
        id: newId("d2000000"),
        username: null,
        ...body,
        hasPassword: typeof password === "string",
        createdAt: at,
        updatedAt: at,
      };
      profiles.push(created);
      return { status: 201, body: created };
    },
    "PUT /api/v1/phishing/sending-profiles/*": async (request: Request, url: URL) => {
      const found = profiles.find((p) => p.id === idAt(url, 5));
      if (!found) return notFound;
      const { password, ...body } = await request.json();
      Object.assign(found, body);
      if (password !== undefined) found.hasPassword = typeof password === "string";
      return found;
    },
    "DELETE /api/v1/phishing/sending-profiles/*": (_request: Request, url: URL) => {
      const index = profiles.findIndex((p) => p.id === idAt(url, 5));
      if (index < 0) return notFound;
      profiles.splice(index, 1);
      return { status: 204 };
    },
  };
}

// Sessions the stories share.

/** The organisation's admin (CrudPhishing) over the sample content. */
export const editorRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(),
  ...phishingContentRoutes(),
  ...extra,
});

/** A super-admin (ManageTemplatesLibrary) managing the common library. */
export const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageTemplatesLibrary", "ManagePhishing"] };
export const superAdminRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(superAdmin),
  ...phishingContentRoutes(),
  ...extra,
});

/** Someone who may read the phishing content but not change it (ReadPhishing). */
export const readerRoutes = (): FakeRoutes => ({
  ...sessionRoutes(sampleUser, { ...adminPermissions, permissions: ["ReadPhishing"] }),
  ...phishingContentRoutes(),
});

/** An organisation without the phishing feature. */
export const featureOffRoutes = (): FakeRoutes => {
  const tenant: Tenant = { ...sampleTenant, features: ["inventory", "learning"] };
  return { ...sessionRoutes({ ...sampleUser, tenants: [tenant] }), ...phishingContentRoutes() };
};

/** A failure of the API, as it answers one. */
export const failing = (status: number, message: string, code = status === 409 ? "Conflict" : "Unavailable") => ({
  status,
  body: { statusCode: status, message, code },
});

/** The API's answer when the SMTP server refuses a test (`sendFailed` in sending.service.ts). */
export const sendFailed = (reason: string) => ({
  status: 422,
  body: {
    statusCode: 422,
    message: `The email was not sent: ${reason}`,
    code: "SendFailed",
    errors: [{ path: "body.sendingProfileId", message: reason }],
  },
});
