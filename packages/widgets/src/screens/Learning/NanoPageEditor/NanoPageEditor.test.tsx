import type { NanoPage, User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { learningRoutes, nanoRoutes, sampleNanoPages } from "../samples";
import { NanoPageEditor, type NanoPageEditorProps } from "./NanoPageEditor";

const tenantId = sampleTenant.id;
const quiz = sampleNanoPages[0]!;
const video = sampleNanoPages[1]!;
const own = sampleNanoPages[3]!;
const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };

function setup(props: NanoPageEditorProps = {}, extra = {}, user = sampleUser) {
  const pages: NanoPage[] = sampleNanoPages.map((page) => structuredClone(page));
  const rendered = renderScreen(<NanoPageEditor {...props} />, {
    routes: { ...sessionRoutesFor(user), ...learningRoutes(), ...nanoRoutes(pages), ...extra },
    tenantId,
  });
  return { ...rendered, pages };
}

/** The name field once the form is editable (the permissions arrive after the user). */
async function nameField() {
  const name = await screen.findByRole("textbox", { name: /^Name/ });
  await waitFor(() => expect(name).toBeEnabled());
  return name;
}

const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/v1/learning/nano-pages");

describe("NanoPageEditor", () => {
  it("a new page: the type and name messages before any call", async () => {
    const { calls } = setup();
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getByText("Nano page type is required")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("needs at least one language: Minimum 1 selected", async () => {
    setup({ initialType: "CustomHTML" });
    await nameField();
    await userEvent.click(screen.getByRole("checkbox", { name: "English" }));
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getByText("Minimum 1 selected")).toBeInTheDocument();
  });

  it("a thumbnail must be an image address (Please provide a valid URL)", async () => {
    const { calls } = setup({ nanoPageId: own.id });
    await nameField();
    await userEvent.type(screen.getByRole("textbox", { name: /^Thumbnail/ }), "ftp://files/badge.png");
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getByText("Please provide a valid URL")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("a simple quiz needs a question, 2 filled answers and exactly one correct, in each language", async () => {
    const { calls, navigate } = setup({ initialType: "SimpleQuiz" });
    await userEvent.type(await nameField(), "Tailgating");
    await userEvent.click(screen.getByRole("checkbox", { name: "Serbian" }));
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getAllByText("Email subject is required")).toHaveLength(2);
    expect(screen.getAllByText("Question is required")).toHaveLength(2);
    expect(screen.getAllByText("At least 2 answers must be filled")).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole("checkbox", { name: "Serbian" }));
    const english = screen.getByRole("region", { name: "Content in English" });
    await userEvent.type(within(english).getByRole("textbox", { name: /^Email subject/ }), "Who is behind you?");
    await userEvent.type(
      within(english).getByRole("textbox", { name: /^Question/ }),
      "Someone follows you in. Do you?",
    );
    await userEvent.type(within(english).getByRole("textbox", { name: "Answer 1" }), "Ask for their badge");
    await userEvent.type(within(english).getByRole("textbox", { name: "Answer 2" }), "Hold the door");
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(posts(calls)[0]).toMatchObject({ tenant: tenantId });
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/organization-nano-pages\/e1/);
  }, 15_000);

  it("a video quiz needs a video link, and a valid one (Please provide a valid URL)", async () => {
    setup({ nanoPageId: own.id });
    await nameField();
    const type = screen.getByRole("combobox", { name: /^Type/ });
    await userEvent.selectOptions(type, "VideoQuiz");
    const link = screen.getByRole("textbox", { name: /^Video link/ });
    await userEvent.type(link, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getByText("Please provide a valid URL")).toBeInTheDocument();
    await userEvent.clear(link);
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    expect(screen.getByText("Video link is required")).toBeInTheDocument();
  });

  it("previews a saved video quiz through the privacy-friendly embed in a sandboxed frame", async () => {
    setup({ nanoPageId: video.id, scope: "common" }, {}, superAdmin);
    await userEvent.click(await screen.findByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview: Two minutes on MFA" });
    const frame = within(dialog).getByTitle("Video preview");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame).toHaveAttribute("sandbox");
    expect(within(dialog).getByText("Subject: Watch: why a second factor matters")).toBeInTheDocument();
  });

  it("previews CustomHTML sanitised: no script survives", async () => {
    setup(
      { nanoPageId: own.id },
      {
        "GET /api/v1/learning/nano-pages/*": {
          ...own,
          languages: ["En"],
          translations: {
            En: { emailSubject: "Hi", html: '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
          },
        },
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: /^Preview/ });
    expect(await within(dialog).findByText("Hello")).toBeInTheDocument();
    expect(dialog.querySelector("script")).toBeNull();
    expect(dialog.querySelector("[onerror]")).toBeNull();
  });

  it("shows the API's refusal at its field in the seeds' words", async () => {
    setup(
      { nanoPageId: own.id },
      {
        "PUT /api/v1/learning/nano-pages/*": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [
              { path: "body.translations.Sr.emailSubject", message: "Email subject is required" },
              { path: "body.translations.En", message: "Content in En is required" },
            ],
          },
        },
      },
    );
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    const english = await screen.findByRole("region", { name: "Content in English" });
    expect(await within(english).findByText("Content in English is required")).toBeInTheDocument();
    const serbian = screen.getByRole("region", { name: "Content in Serbian" });
    expect(within(serbian).getByText("Email subject is required")).toBeInTheDocument();
  });

  it("a common page is read-only in the organisation's library and copies into it", async () => {
    const { calls, navigate } = setup({ nanoPageId: quiz.id });
    expect(
      await screen.findByText("This is a common nano page: copy it to your organization to change it."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save nano page" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Copy to organization" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const copy = posts(calls)[0] as { tenant: string | null } | undefined;
    expect(copy?.tenant).toBe(tenantId);
    expect(await screen.findByText("“Spot the phishing link” was copied to your organization.")).toBeInTheDocument();
  });

  it("common scope: a super-admin edits a common page with no x-tenant-id on any call", async () => {
    const { calls, pages } = setup({ nanoPageId: quiz.id, scope: "common" }, {}, superAdmin);
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, "Spot the fake parcel link");
    await userEvent.click(screen.getByRole("button", { name: "Save nano page" }));
    await waitFor(() => expect(pages[0]?.name).toBe("Spot the fake parcel link"));
    const learning = calls.filter((c) => c.path.startsWith("/api/v1/learning/"));
    expect(learning.some((c) => c.method === "PUT")).toBe(true);
    expect(learning.every((c) => c.tenant === null)).toBe(true);
  });
});
