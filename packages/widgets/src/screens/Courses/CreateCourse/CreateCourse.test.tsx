import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes, invalid, samplePredefinedCourses } from "../samples";
import { CreateCourse } from "./CreateCourse";

const tenantId = sampleTenant.id;
const routes = () => ({ ...sessionRoutesFor(), ...courseRoutes() });

const next = () => userEvent.click(screen.getByRole("button", { name: "Next" }));
/** A field by its label (a required field's label ends in its mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setValue = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Content: the first predefined course. */
async function pickPredefined() {
  await userEvent.click(await screen.findByRole("radio", { name: /^Security essentials/ }));
}

/** Learners: the first person of the organisation. */
async function pickPerson() {
  await userEvent.click(
    within(await screen.findByRole("group", { name: "People" })).getAllByRole("checkbox")[0] as HTMLElement,
  );
}

// Generous: each walks several steps, and the suite shares two cores with the rest of CI.
describe("CreateCourse", { timeout: 15_000 }, () => {
  it("refuses to leave Content empty with Please populate current data", async () => {
    const { calls } = renderScreen(<CreateCourse />, { routes: routes(), tenantId });
    await screen.findByRole("radio", { name: /^Security essentials/ });
    await next();
    expect(screen.getAllByText("Please populate current data").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Content" })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("Learners: nobody chosen is No people to be saved", async () => {
    renderScreen(<CreateCourse />, { routes: routes(), tenantId });
    await pickPredefined();
    await next();
    await next();
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent("No people to be saved");
  });

  it("Settings: Invalid email and Invalid url stop the wizard before the API", async () => {
    const { calls } = renderScreen(<CreateCourse />, { routes: routes(), tenantId });
    await pickPredefined();
    await next();
    await pickPerson();
    await next();
    // The predefined course named the course and set its passing score.
    expect(field("Course name")).toHaveValue("Security essentials");
    expect(field("Passing score")).toHaveValue(80);
    setValue("Email", "maja@");
    setValue("Security policy link", "intranet/policy");
    await next();
    expect(field("Email")).toHaveAccessibleDescription("Invalid email");
    expect(field("Security policy link")).toHaveAccessibleDescription("Invalid url");
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("launches a predefined course to the people chosen and shows the course-created screen", async () => {
    const { calls } = renderScreen(<CreateCourse />, { routes: routes(), tenantId });
    await pickPredefined();
    await next();
    await pickPerson();
    expect(screen.getByText("1 person selected")).toBeInTheDocument();
    await next();
    setValue("Email", "security@acme.example");
    await next();
    expect(await screen.findByRole("heading", { name: "Messages" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Launch course" }));
    expect(await screen.findByRole("heading", { name: "Course created" })).toBeInTheDocument();
    expect(screen.getByText(/“Security essentials” was launched to 1 learner/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View course" }).getAttribute("href")).toMatch(
      /^\/awareness\/assignments\/c3/,
    );
    const post = calls.find((c) => c.method === "POST" && c.path === "/api/v1/learning/courses");
    expect(post?.tenant).toBe(tenantId);
  });

  it("own lessons: warns about a lesson not written in the course's language", async () => {
    renderScreen(<CreateCourse />, { routes: routes(), tenantId });
    await userEvent.click(await screen.findByRole("radio", { name: "Own lessons from the library" }));
    await userEvent.click(await screen.findByRole("button", { name: "Add: Our incident hotline" }));
    fireEvent.change(field("Course language"), { target: { value: "Sr" } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "These lessons are not written in Serbian and will be shown in another language: Our incident hotline.",
    );
    await next();
    expect(screen.getByRole("heading", { name: "Learners" })).toBeInTheDocument();
  });

  it("starts from the predefined course the page names (the library's Launch)", async () => {
    const second = samplePredefinedCourses[1]?.id ?? "";
    renderScreen(<CreateCourse predefinedCourseId={second} />, { routes: routes(), tenantId });
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Spotting social engineering/ })).toBeChecked());
    await next();
    expect(screen.getByRole("heading", { name: "Learners" })).toBeInTheDocument();
  });

  it("shows the API's 422 field errors on their step, in Serbian where the seeds say them", async () => {
    const refusing = {
      ...routes(),
      "POST /api/v1/learning/courses": invalid([{ path: "body.learners", message: "No people to be saved" }]),
    };
    renderScreen(<CreateCourse />, { routes: refusing, tenantId, lang: "sr" });
    await userEvent.click(await screen.findByRole("radio", { name: /^Osnove bezbednosti/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sledeći" }));
    await userEvent.click(
      within(await screen.findByRole("group", { name: "Osobe" })).getAllByRole("checkbox")[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole("button", { name: "Sledeći" }));
    await userEvent.click(screen.getByRole("button", { name: "Sledeći" }));
    await userEvent.click(await screen.findByRole("button", { name: "Pokreni kurs" }));
    expect(await screen.findByText("Nema ljudi za čuvanje")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Polaznici" })).toBeInTheDocument();
  });

  it("without an active organisation says Organization must be set! and cannot launch", async () => {
    renderScreen(<CreateCourse />, {
      routes: { ...sessionRoutesFor({ ...sampleUser, tenants: [] }), ...courseRoutes() },
      tenantId: null,
    });
    expect(await screen.findByText("Organization must be set!")).toBeInTheDocument();
  });
});
