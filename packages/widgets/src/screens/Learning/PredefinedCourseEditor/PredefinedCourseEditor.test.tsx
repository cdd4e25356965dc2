import type { PredefinedCourse, User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes, learningRoutes, sampleCourses, sampleLessons } from "../samples";
import { PredefinedCourseEditor, type PredefinedCourseEditorProps } from "./PredefinedCourseEditor";

const tenantId = sampleTenant.id;
const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };

function setup(props: PredefinedCourseEditorProps = {}, extra = {}, user = sampleUser) {
  const courses: PredefinedCourse[] = sampleCourses.map((course) => structuredClone(course));
  const rendered = renderScreen(<PredefinedCourseEditor {...props} />, {
    routes: { ...sessionRoutesFor(user), ...learningRoutes(), ...courseRoutes(courses), ...extra },
    tenantId,
  });
  return { ...rendered, courses };
}

/** The English name field once the form is editable (the permissions arrive after the user). */
async function englishName() {
  const name = await screen.findByRole("textbox", { name: "Name (English)" });
  await waitFor(() => expect(name).toBeEnabled());
  return name;
}

const creates = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/v1/learning/predefined-courses");

async function addLesson(name: string) {
  const picker = screen.getByRole("combobox", { name: "Lesson to add" });
  await waitFor(() => expect(within(picker).getByRole("option", { name })).toBeInTheDocument());
  await userEvent.selectOptions(picker, name);
  await userEvent.click(screen.getByRole("button", { name: "Add lesson" }));
}

describe("PredefinedCourseEditor", () => {
  it("every rule's message before any call: a name, a percent passing score, at least one lesson", async () => {
    const { calls } = setup();
    await englishName();
    const score = screen.getByRole("spinbutton", { name: /^Passing score/ });
    await userEvent.clear(score);
    await userEvent.type(score, "120");
    await userEvent.click(screen.getByRole("button", { name: "Save course" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Passing score must be a percent between 0 and 100")).toBeInTheDocument();
    expect(screen.getByText("Minimum 1 selected")).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(0);
  });

  it("alerts when a chosen lesson lacks one of the course's languages, then saves the course in order", async () => {
    const { calls, navigate } = setup();
    await userEvent.type(await englishName(), "Starter pack");
    await userEvent.type(screen.getByRole("textbox", { name: "Name (Serbian)" }), "Početni paket");
    await addLesson("Passwords and passphrases");
    expect(screen.queryByRole("alert", { name: "Some lessons lack a language of the course" })).toBeNull();
    await addLesson("Multi-factor authentication");
    const alert = screen.getByRole("alert", { name: "Some lessons lack a language of the course" });
    expect(within(alert).getByText("Lesson “Multi-factor authentication” has no Serbian version.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Move Multi-factor authentication up" }));
    await userEvent.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(creates(calls)[0]).toMatchObject({ tenant: tenantId });
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/predefined-courses\/f2/);
  });

  it("the alert goes once the language is no longer offered", async () => {
    setup({ courseId: sampleCourses[0]!.id, scope: "common" }, {}, superAdmin);
    await englishName();
    await addLesson("Multi-factor authentication");
    expect(screen.getByRole("alert", { name: "Some lessons lack a language of the course" })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("textbox", { name: "Name (Serbian)" }));
    expect(screen.queryByRole("alert", { name: "Some lessons lack a language of the course" })).toBeNull();
  });

  it("shows the API's refusal at its field in the seeds' words", async () => {
    setup(
      { courseId: sampleCourses[2]!.id },
      {
        "PUT /api/v1/learning/predefined-courses/*": {
          status: 422,
          body: {
            statusCode: 422,
            message: "Validation failed",
            code: "ValidationFailed",
            errors: [{ path: "body.names.En", message: "Name must be between 2 and 100 characters" }],
          },
        },
      },
    );
    await englishName();
    await userEvent.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByText("Name must be between 2 and 100 characters")).toBeInTheDocument();
  });

  it("a common course is read-only in the organisation's library", async () => {
    setup({ courseId: sampleCourses[0]!.id });
    expect(
      await screen.findByText("This is a common predefined course: it can be launched as it is, not changed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name (English)" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save course" })).toBeNull();
  });

  it("common scope: a super-admin edits a common course, every call without x-tenant-id", async () => {
    const { calls, courses } = setup({ courseId: sampleCourses[0]!.id, scope: "common" }, {}, superAdmin);
    const name = await englishName();
    await userEvent.clear(name);
    await userEvent.type(name, "Security basics 2");
    await addLesson(sampleLessons[2]!.name);
    await userEvent.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(courses[0]?.names.En).toBe("Security basics 2"));
    expect(courses[0]?.lessonIds).toHaveLength(3);
    const learning = calls.filter((c) => c.path.startsWith("/api/v1/learning/"));
    expect(learning.some((c) => c.path === "/api/v1/learning/lessons")).toBe(true);
    expect(learning.every((c) => c.tenant === null)).toBe(true);
  });
});
