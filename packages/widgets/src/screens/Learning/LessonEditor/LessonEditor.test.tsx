import type { User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { learningRoutes, sampleLessons, samplePages } from "../samples";
import { LessonEditor } from "./LessonEditor";

const tenantId = sampleTenant.id;
const own = sampleLessons[3]!;
const common = sampleLessons[1]!;

function setup(lessonId: string = own.id, extra = {}, initialTab: "info" | "pages" = "pages") {
  const lessons = sampleLessons.map((lesson) => ({ ...lesson }));
  const pages = samplePages.map((page) => ({ ...page }));
  const rendered = renderScreen(<LessonEditor lessonId={lessonId} initialTab={initialTab} />, {
    routes: { ...sessionRoutesFor(), ...learningRoutes(lessons, pages), ...extra },
    tenantId,
  });
  return { ...rendered, lessons, pages };
}

const pageTitles = () =>
  within(screen.getByRole("list", { name: "Pages in order" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span span")?.textContent);

describe("LessonEditor", () => {
  it("shows the lesson's fields and its pages in order, a page outside the lesson's languages marked", async () => {
    setup(own.id, {}, "info");
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toHaveValue("Our clean desk policy");
    expect(screen.getByRole("checkbox", { name: "English" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "German" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: "Title (Serbian)" })).toHaveValue("Naša politika čistog stola");
    await userEvent.click(screen.getByRole("tab", { name: "Pages (2)" }));
    await screen.findByRole("list", { name: "Pages in order" });
    expect(pageTitles()).toEqual([
      "Why a clean desk?",
      "Two minutes on a clean desk",
      "Quick check",
      "Warum ein sauberer Schreibtisch?",
    ]);
    expect(screen.getByText(/The lesson is not offered in German/)).toBeInTheDocument();
  });

  it("moves a page down by keyboard through update-order, keeps the focus on it and announces it", async () => {
    const { calls } = setup();
    await screen.findByRole("list", { name: "Pages in order" });
    const down = screen.getByRole("button", { name: "Move Why a clean desk? down" });
    expect(screen.getByRole("button", { name: "Move Why a clean desk? up" })).toBeDisabled();
    down.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(pageTitles()[1]).toBe("Why a clean desk?"));
    expect(calls.some((c) => c.method === "PATCH" && c.path.endsWith("/pages/update-order"))).toBe(true);
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Why a clean desk? down" })).toHaveFocus());
    expect(screen.getByText("Why a clean desk? is now page 2.")).toBeInTheDocument();
  });

  it("adds a page: every seeds message at its field first, then a quiz with one correct answer", async () => {
    const { calls } = setup();
    await screen.findByRole("list", { name: "Pages in order" });
    await userEvent.click(screen.getByRole("button", { name: "Add page" }));
    const dialog = await screen.findByRole("dialog", { name: "Add page" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save page" }));
    for (const message of [
      "Page type is required",
      "Name is required",
      "Description is required",
      "Title is required",
      "Sidebar title is required",
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: /^Page type/ })).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/pages"))).toBe(false);

    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /^Page type/ }), "Quiz");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "check");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Sidebar title/ }), "Check");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Check yourself");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Description/ }), "A check");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Question/ }), "Lock or not?");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Answer 1" }), "Lock");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save page" }));
    expect(within(dialog).getByText("At least 2 answers must be filled")).toBeInTheDocument();
    expect(within(dialog).getByText("Explanation correct is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Explanation incorrect is required")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Answer 2" }), "Leave it");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Answer 2 is the correct one" }));
    expect(within(dialog).getByRole("radio", { name: "Answer 1 is the correct one" })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Answer 1 is the correct one" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Explanation when correct/ }), "Yes");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Explanation when incorrect/ }), "No");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save page" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add page" })).toBeNull());
    await waitFor(() => expect(pageTitles().at(-1)).toBe("Check yourself"));
  });

  it("warns while a page's language is not one of the lesson's", async () => {
    setup();
    await screen.findByRole("list", { name: "Pages in order" });
    await userEvent.click(screen.getByRole("button", { name: "Add page" }));
    const dialog = await screen.findByRole("dialog", { name: "Add page" });
    expect(within(dialog).queryByText(/The lesson is not offered in/)).toBeNull();
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /^Language/ }), "De");
    expect(within(dialog).getByText(/The lesson is not offered in German/)).toBeInTheDocument();
  });

  it("shows the API's field problems at their fields (422)", async () => {
    setup(own.id, {
      "PUT /api/v1/learning/lessons/*/pages/*": {
        status: 422,
        body: {
          statusCode: 422,
          message: "Validation failed",
          code: "ValidationFailed",
          errors: [{ path: "body.answers", message: "Exactly one answer must be correct" }],
        },
      },
    });
    await screen.findByRole("list", { name: "Pages in order" });
    await userEvent.click(screen.getByRole("button", { name: "Edit Quick check" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit page" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save page" }));
    expect(await within(dialog).findByText("Exactly one answer must be correct")).toBeInTheDocument();
  });

  it("previews a text page through SafeHtml: the markup shows, a script does not run", async () => {
    setup(own.id, {
      "GET /api/v1/learning/lessons/*/pages": {
        items: [{ ...samplePages[0], content: '<p>Hello <strong>there</strong></p><img src=x onerror="alert(1)">' }],
        total: 1,
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "More actions for Why a clean desk?" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Preview Why a clean desk?" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview: Why a clean desk?" });
    expect(await within(dialog).findByText("there")).toBeInTheDocument();
    expect(dialog.querySelector("[onerror]")).toBeNull();
  });

  it("deletes a page after the confirmation; a refusal says Error removing page!", async () => {
    setup(own.id, {
      "DELETE /api/v1/learning/lessons/*/pages/*": {
        status: 409,
        body: { statusCode: 409, message: "Error removing page!", code: "Conflict" },
      },
    });
    await screen.findByRole("list", { name: "Pages in order" });
    await userEvent.click(screen.getByRole("button", { name: "More actions for Quick check" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete Quick check" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete page?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete page" }));
    expect(await within(dialog).findByText("Error removing page!")).toBeInTheDocument();
  });

  it("a common lesson is read-only and offers Copy to organization", async () => {
    const { navigate } = setup(common.id, {}, "info");
    expect(await screen.findByText(/This is a common lesson/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save lesson" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Copy to organization" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/library\/organization-lessons\/b1/)),
    );
  });

  it("creates a lesson: the name rule first, then the call, then its page", async () => {
    const { navigate, calls } = setup("", {}, "info");
    await userEvent.click(await screen.findByRole("button", { name: "Save lesson" }));
    expect(screen.getByRole("tab", { name: "Pages" })).toBeDisabled();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Tailgating");
    await userEvent.click(screen.getByRole("checkbox", { name: "English" }));
    await userEvent.click(screen.getByRole("button", { name: "Save lesson" }));
    expect(screen.getByText("Minimum 1 selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Serbian" }));
    await userEvent.click(screen.getByRole("button", { name: "Save lesson" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/library\/organization-lessons\/b0/)),
    );
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/v1/learning/lessons")).toHaveLength(1);
  });

  it("common scope: a super-admin edits a common lesson (no copy, no read-only notice), every call without x-tenant-id", async () => {
    const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };
    const lessons = sampleLessons.map((lesson) => ({ ...lesson }));
    const { calls } = renderScreen(<LessonEditor scope="common" lessonId={common.id} />, {
      routes: { ...sessionRoutesFor(superAdmin), ...learningRoutes(lessons) },
      tenantId,
    });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.queryByRole("button", { name: "Copy to organization" })).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, "Passphrases");
    await userEvent.click(screen.getByRole("button", { name: "Save lesson" }));
    await waitFor(() => expect(lessons[1]?.name).toBe("Passphrases"));
    const learning = calls.filter((c) => c.path.startsWith("/api/v1/learning/"));
    expect(learning.every((c) => c.tenant === null)).toBe(true);
  });
});
