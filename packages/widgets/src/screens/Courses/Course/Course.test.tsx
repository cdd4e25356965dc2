import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes, sampleCourses } from "../samples";
import { Course } from "./Course";

const tenantId = sampleTenant.id;
const active = sampleCourses[0]?.id ?? "";
const finished = sampleCourses[3]?.id ?? "";
const routes = () => ({ ...sessionRoutesFor(), ...courseRoutes() });

/** The routes, with the JSON body of each write under `path` recorded in `bodies`. */
function recording(base: FakeRoutes, key: string, bodies: unknown[]): FakeRoutes {
  const handler = base[key] as (request: Request, url: URL) => unknown;
  return {
    ...base,
    [key]: async (request: Request, url: URL) => {
      bodies.push(await request.clone().json());
      return handler(request, url);
    },
  };
}

async function learnersTable() {
  const found = await screen.findByRole("table", { name: "Learners" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}

// Generous: the Learners and Settings tabs load lazily, and the suite shares two cores with the rest of CI.
describe("Course", { timeout: 15_000 }, () => {
  it("Overview: completion rate round(completed / total × 100), passing rate as passed/total, learners by status", async () => {
    renderScreen(<Course courseId={active} />, { routes: routes(), tenantId });
    expect(await screen.findByRole("heading", { level: 1, name: "Security essentials, spring" })).toBeInTheDocument();
    // 3 of 6 completed, 2 of 6 passed.
    const figures = await screen.findByText("Completion rate");
    expect(figures.parentElement).toHaveTextContent("50%");
    expect(screen.getByText("Passing rate").parentElement).toHaveTextContent("2/6");
    expect(screen.getByText("3 of 6 completed")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: /Learners by status/ })).toBeInTheDocument();
  });

  it("Overview: the industry standard beside the figures, or why there is none", async () => {
    const base = routes();
    const standards = (industry: string | null, standardScore: number | null) => ({
      ...base,
      "GET /api/v1/learning/courses/*/course-standards": () => ({
        industry,
        standardScore,
        averageScore: 70,
        passingRate: 33,
        items: [],
      }),
    });
    const view = renderScreen(<Course courseId={active} />, { routes: standards("Finance", 85), tenantId });
    await waitFor(() => expect(screen.getByText("Industry standard").parentElement).toHaveTextContent("85%"));
    view.unmount();
    renderScreen(<Course courseId={active} />, { routes: standards(null, null), tenantId });
    expect(
      await screen.findByText("Set your organization's industry to compare with its standard"),
    ).toBeInTheDocument();
    expect(screen.getByText("Industry standard").parentElement).toHaveTextContent("—");
  });

  it("Learners: status, result, score, time spent and days left for each learner", async () => {
    renderScreen(<Course courseId={active} initialTab="learners" />, { routes: routes(), tenantId });
    const table = await learnersTable();
    const row = within(within(table).getByRole("cell", { name: "Chiara Conti" }).closest("tr") as HTMLElement);
    expect(row.getByText("Completed")).toBeInTheDocument();
    expect(row.getByText("Failed")).toBeInTheDocument();
    expect(row.getByText("40%")).toBeInTheDocument();
    expect(row.getByText("12 min")).toBeInTheDocument();
    const dejan = within(within(table).getByRole("cell", { name: "Dejan Dimić" }).closest("tr") as HTMLElement);
    expect(dejan.getByText("18")).toBeInTheDocument();
  });

  it("sends the reminder with a JSON body, then shows the seeds' refusal of a second one the same day", async () => {
    const bodies: unknown[] = [];
    const key = "POST /api/v1/learning/courses/*/learners/send-reminder";
    renderScreen(<Course courseId={active} initialTab="learners" />, {
      routes: recording(routes(), key, bodies),
      tenantId,
    });
    await learnersTable();
    await userEvent.click(screen.getByRole("button", { name: "Send reminder" }));
    expect(await screen.findByText("Reminders sent to 3 learners.")).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    await userEvent.click(screen.getByRole("button", { name: "Send reminder" }));
    expect(
      await screen.findByText("A reminder cannot be resent if learners were already reminded today"),
    ).toBeInTheDocument();
  });

  it("resends one learner's invitation from the row's menu", async () => {
    const bodies: unknown[] = [];
    const key = "POST /api/v1/learning/courses/*/learners/resend-invitation";
    renderScreen(<Course courseId={active} initialTab="learners" />, {
      routes: recording(routes(), key, bodies),
      tenantId,
    });
    await learnersTable();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Filip Fekete" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Resend invitation to Filip Fekete" }));
    expect(await screen.findByText("Invitation sent to 1 learner.")).toBeInTheDocument();
    expect(bodies).toEqual([{ learnerIds: [expect.any(String)] }]);
  });

  it("removes a learner after the confirmation", async () => {
    const { calls } = renderScreen(<Course courseId={active} initialTab="learners" />, { routes: routes(), tenantId });
    await learnersTable();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Eva Erić" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Remove Eva Erić" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove learner?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove learner" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Eva Erić" })).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path.includes("/learners/"))).toBe(true);
  });

  it("shows a learner's quiz details: the answer chosen against the correct one", async () => {
    renderScreen(<Course courseId={active} initialTab="learners" />, { routes: routes(), tenantId });
    await learnersTable();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Chiara Conti" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Quiz details of Chiara Conti" }));
    const dialog = await screen.findByRole("dialog", { name: "Quiz details: Chiara Conti" });
    expect(await within(dialog).findByText("Answered: Click and confirm")).toBeInTheDocument();
    expect(within(dialog).getByText("Incorrect")).toBeInTheDocument();
    expect(within(dialog).getByText("Correct answer: Report it with the Report button")).toBeInTheDocument();
  });

  it("adding learners with nobody chosen says No people to be saved and sends nothing", async () => {
    const { calls } = renderScreen(<Course courseId={active} initialTab="learners" />, { routes: routes(), tenantId });
    await learnersTable();
    await userEvent.click(screen.getByRole("button", { name: "Add learners" }));
    const dialog = await screen.findByRole("dialog", { name: "Add learners" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add and invite" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("No people to be saved");
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/learners"))).toBe(false);
  });

  it("Settings: saves only what changed with PATCH, refusing an invalid email first", async () => {
    const bodies: unknown[] = [];
    const { calls } = renderScreen(<Course courseId={active} initialTab="settings" />, {
      routes: recording(routes(), "PATCH /api/v1/learning/courses/*", bodies),
      tenantId,
    });
    const email = await screen.findByLabelText("Email");
    fireEvent.change(email, { target: { value: "security@" } });
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(email).toHaveAccessibleDescription("Invalid email");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.change(email, { target: { value: "soc@acme.example" } });
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The course was updated.")).toBeInTheDocument();
    expect(bodies).toEqual([
      { securityContact: { name: "Maja Petrović", email: "soc@acme.example", phone: "+381 11 123 4567" } },
    ]);
  });

  it("turns link invitations off only after the confirmation", async () => {
    const bodies: unknown[] = [];
    renderScreen(<Course courseId={active} initialTab="settings" />, {
      routes: recording(routes(), "PATCH /api/v1/learning/courses/*", bodies),
      tenantId,
    });
    expect(await screen.findByText("https://app.bulwark.example/learn/join/3f9a1c")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn link invitations off?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Turn link invitations off?" })).getByRole("button", {
        name: "Turn off",
      }),
    );
    expect(await screen.findByText("Link invitations are off.")).toBeInTheDocument();
    expect(bodies).toEqual([{ linkInvitationsEnabled: false }]);
  });

  it("extends an expired course by 7 days", async () => {
    const { calls } = renderScreen(<Course courseId={finished} initialTab="settings" />, {
      routes: routes(),
      tenantId,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Extend by 7 days" }));
    const dialog = await screen.findByRole("dialog", { name: "Extend the course" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Extend by 7 days" }));
    expect(await screen.findByText(/The course now ends on/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/extend"))).toBe(true);
  });

  it("a reader (ReadLearning) sees the learners and can export them, but changes nothing", async () => {
    renderScreen(<Course courseId={active} initialTab="learners" />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...courseRoutes() },
      tenantId,
    });
    await learnersTable();
    expect(screen.queryByRole("button", { name: "Send reminder" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add learners" })).toBeNull();
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Eva Erić" }));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Quiz details of Eva Erić"]);
  });

  it("an unknown course says so", async () => {
    renderScreen(<Course courseId="00000000-0000-4000-8000-000000000000" />, { routes: routes(), tenantId });
    expect(
      await screen.findByText("This course does not exist or belongs to another organization."),
    ).toBeInTheDocument();
  });
});
