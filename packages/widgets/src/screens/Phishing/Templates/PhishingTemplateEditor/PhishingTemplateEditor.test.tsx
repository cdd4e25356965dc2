import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen, sessionRoutesFor } from "../../../../test/renderShell";
import { sampleTemplates, sendFailed, superAdmin } from "../samples";
import { withoutInlineStyles } from "../shared/SandboxFrame";
import { recordingRoutes } from "../testRoutes";
import { PhishingTemplateEditor, type PhishingTemplateEditorProps } from "./PhishingTemplateEditor";
import { markPlaceholdersIn } from "./TemplatePreview";

const tenantId = sampleTenant.id;
const common = sampleTemplates[0]!;
const own = sampleTemplates[5]!;

function setup(props: PhishingTemplateEditorProps = {}, extra = {}, session = sessionRoutesFor()) {
  const { routes, writes } = recordingRoutes(extra, session);
  return { ...renderScreen(<PhishingTemplateEditor {...props} />, { routes, tenantId }), writes };
}

/** The name field once the form is editable (the permissions arrive after the user). */
async function nameField() {
  const name = await screen.findByRole("textbox", { name: /^Name/ });
  await waitFor(() => expect(name).toBeEnabled());
  return name;
}

/** The HTML body, typed over at once (userEvent would read `{{` as a key descriptor). */
const setBody = (html: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: /^HTML body/ }), { target: { value: html } });

/** What the preview frame holds now. */
const frameHtml = (frame: HTMLIFrameElement) => frame.contentDocument?.documentElement.outerHTML ?? "";

const previewFrame = () => screen.findByTitle("Preview of the email", {}, { timeout: 4000 });

describe("PhishingTemplateEditor", () => {
  it("a new template: the seeds' messages before any call, and a credential-harvest one needs its landing page", async () => {
    const { writes } = setup();
    await nameField();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /^Type/ }), "CredentialHarvest");
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Language is required")).toBeInTheDocument();
    expect(screen.getByText("Sending email is required")).toBeInTheDocument();
    expect(screen.getByText("Email title is required")).toBeInTheDocument();
    expect(screen.getByText("From name is required")).toBeInTheDocument();
    expect(screen.getByText("Name must match created templates")).toBeInTheDocument();
    expect(writes.filter((w) => w.route === "POST /api/v1/phishing/templates")).toEqual([]);
    // Only credential-harvest pages are offered to a credential-harvest template.
    const pages = within(screen.getByRole("combobox", { name: /^Landing page/ }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(pages).toContain("Office sign-in · Credential harvest");
    expect(pages.some((p) => p?.includes("Phished display"))).toBe(false);
  });

  it("renders the unsaved template through templates/preview in a sandboxed frame, each placeholder marked", async () => {
    const { writes } = setup({ templateId: own.id });
    await nameField();
    setBody('<p>Dear {{.FirstName}} {{.LastName}},</p><p><a href="{{.URL}}">Read the policy</a></p>{{.Tracker}}');
    const frame = (await previewFrame()) as HTMLIFrameElement;
    await waitFor(() => expect(frameHtml(frame)).toContain("Read the policy"));
    // The frame may run nothing: no script, no form, no popup, no navigation.
    expect(frame.getAttribute("sandbox")).toBe("allow-same-origin");
    const doc = frameHtml(frame);
    expect(doc).toContain('<mark data-placeholder="{{.FirstName}}">Jana</mark>');
    expect(doc).toContain('<mark data-placeholder="{{.LastName}}">Jovanović</mark>');
    expect(doc).toContain('data-placeholder="{{.Tracker}}"');
    expect(doc).toContain('href="#phishing-link"');
    const preview = writes.filter((w) => w.route === "POST /api/v1/phishing/templates/preview").at(-1);
    expect(preview).toMatchObject({ tenant: tenantId, body: { emailTitle: own.emailTitle, emailFromName: "Acme HR" } });
    expect(screen.getByText(/\{\{\.URL\}\} — the target's tracked link/)).toBeInTheDocument();
    // Nothing was saved by previewing.
    expect(writes.some((w) => w.route.startsWith("PUT"))).toBe(false);
  });

  it("lists what the API refused in the body, naming each, instead of a preview", async () => {
    setup({ templateId: own.id });
    await nameField();
    setBody('<p>Hi</p><script>steal()</script><img src="x" onerror="steal()">');
    const refused = await screen.findByRole("alert", { name: "This template would be refused" }, { timeout: 4000 });
    expect(within(refused).getByText("Scripts and embedded content are not allowed (<script>)")).toBeInTheDocument();
    expect(within(refused).getByText("Event handlers are not allowed (onerror=)")).toBeInTheDocument();
    expect(screen.queryByTitle("Preview of the email")).toBeNull();
  });

  it("saves the organisation's own template through organization-template with what was typed", async () => {
    const { writes } = setup({ templateId: own.id });
    const name = await nameField();
    fireEvent.change(name, { target: { value: "Leave policy 2026" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Red flags/ }), {
      target: { value: "Sender domain is not ours\n  Urgent deadline\n" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("Template updated")).toBeInTheDocument();
    const put = writes.find((w) => w.route === "PUT /api/v1/phishing/templates/*/organization-template");
    expect(put?.tenant).toBe(tenantId);
    expect(put?.body).toMatchObject({
      name: "Leave policy 2026",
      type: "CredentialHarvest",
      landingPageId: own.landingPageId,
      redFlags: ["Sender domain is not ours", "Urgent deadline"],
      tags: ["hr", "policy"],
    });
    // The simulation mark is the API's to add: the form sends the body without it.
    expect(String(put?.body?.emailBody)).not.toContain("Bulwark phishing simulation");
  });

  it("shows the API's refusal of a save at the body, and the credential-harvest rule in the seeds' words", async () => {
    setup(
      { templateId: own.id },
      {
        "PUT /api/v1/phishing/templates/*/organization-template": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [
              {
                path: "body.emailBody",
                message: "Forms are not allowed in an email: put the form on the landing page",
              },
              { path: "body.landingPageId", message: "Name must match created templates" },
            ],
          },
        },
      },
    );
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(
      await screen.findByText("Forms are not allowed in an email: put the form on the landing page"),
    ).toBeInTheDocument();
    expect(screen.getByText("Name must match created templates")).toBeInTheDocument();
  });

  it("a common template in the organisation's library is read-only with Copy to organization", async () => {
    const { writes, navigate } = setup({ templateId: common.id });
    await screen.findByRole("heading", { level: 1, name: common.name });
    await screen.findByText("A common template of the library: copy it to your organization to change it.");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toBeDisabled();
    // Whose it is: every organisation's, not the one looking at it.
    expect(screen.getByRole("textbox", { name: "Organization" })).toHaveValue("All organizations");
    expect(screen.queryByRole("button", { name: "Save template" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Copy to organization" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(writes.map((w) => w.route)).toContain("PUT /api/v1/phishing/templates/*/copy");
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/organization-templates\/b4/);
  });

  it("sends a test of the saved template to one address through the chosen profile", async () => {
    const { writes } = setup({ templateId: own.id });
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Send test email" }));
    const dialog = await screen.findByRole("dialog", { name: "Send test email" });
    const email = within(dialog).getByRole("textbox", { name: /^Email/ });
    expect(email).toHaveValue("ana@acme.example");
    const profile = within(dialog).getByRole("combobox", { name: "Sending profile" });
    await waitFor(() => expect(within(profile).getAllByRole("option").length).toBe(3));
    await userEvent.selectOptions(profile, "d1000000-0000-4000-8000-000000000001");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Template sent to ana@acme.example")).toBeInTheDocument();
    expect(writes.find((w) => w.route === "POST /api/v1/phishing/templates/send-testing")?.body).toEqual({
      templateId: own.id,
      email: "ana@acme.example",
      sendingProfileId: "d1000000-0000-4000-8000-000000000001",
    });
  });

  it("keeps the send-test dialog open with the SMTP server's reason when the test is refused", async () => {
    setup(
      { templateId: own.id },
      {
        "POST /api/v1/phishing/templates/send-testing": sendFailed("535 Authentication failed"),
      },
    );
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Send test email" }));
    const dialog = await screen.findByRole("dialog", { name: "Send test email" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("The email was not sent: 535 Authentication failed")).toBeInTheDocument();
  });

  it("in Administration saves a common template with PUT /templates/{id}, without x-tenant-id, for All organizations", async () => {
    const { writes } = setup({ scope: "common", templateId: common.id }, {}, sessionRoutesFor(superAdmin));
    await nameField();
    expect(screen.getByRole("textbox", { name: "Organization" })).toHaveValue("All organizations");
    expect(screen.queryByRole("button", { name: "Send test email" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("Template updated")).toBeInTheDocument();
    const put = writes.find((w) => w.route === "PUT /api/v1/phishing/templates/*");
    expect(put?.tenant).toBeNull();
    const previews = writes.filter((w) => w.route === "POST /api/v1/phishing/templates/preview");
    expect(previews.every((w) => w.tenant === null)).toBe(true);
  });
});

describe("markPlaceholdersIn", () => {
  it("marks the sample target's values in text, never inside attributes or styles", () => {
    const doc = new DOMParser().parseFromString(
      withoutInlineStyles(
        '<style>.Jana{}</style><p title="Jana">Hello Jana, jana.jovanovic@example.com</p><span style="x">[open pixel]</span>',
      ),
      "text/html",
    );
    markPlaceholdersIn(doc);
    const marked = doc.documentElement.outerHTML;
    expect(marked).toContain('title="Jana"');
    expect(marked).toContain(".Jana{}");
    expect(marked).toContain('Hello <mark data-placeholder="{{.FirstName}}">Jana</mark>, ');
    expect(marked).toContain('<mark data-placeholder="{{.Email}}">jana.jovanovic@example.com</mark>');
    expect(marked).toContain('<span data-preview-style="x" data-placeholder="{{.Tracker}}">[open pixel]</span>');
  });
});
