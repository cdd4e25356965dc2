import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes } from "../samples";
import { Courses } from "./Courses";

const tenantId = sampleTenant.id;
const LIST = "/api/v1/learning/courses";
const routes = () => ({ ...sessionRoutesFor(), ...courseRoutes() });

async function table(tab: string) {
  const found = await screen.findByRole("table", { name: `Courses: ${tab}` });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}

describe("Courses", () => {
  it("shows the Active tab first: each course with its dates, learners, completion rate and passed/total", async () => {
    const { calls } = renderScreen(<Courses />, { routes: routes(), tenantId });
    const active = await table("Active");
    expect(calls.find((c) => c.path === LIST)?.query).toContain("status=in_progress");
    const row = within(
      within(active).getByRole("cell", { name: "Security essentials, spring" }).closest("tr") as HTMLElement,
    );
    // 3 of 6 completed: round(3 / 6 × 100) = 50 %; 2 of 6 passed, shown as passed/total.
    expect(row.getByText("6")).toBeInTheDocument();
    expect(row.getByText("50%")).toBeInTheDocument();
    expect(row.getByText("2/6")).toBeInTheDocument();
    expect(within(active).queryByRole("cell", { name: "New hires, April" })).toBeNull();
  });

  it("labels each tab with its count and asks the API for each tab's group, reporting the tab for the URL", async () => {
    const seen: string[] = [];
    const { calls } = renderScreen(<Courses onTabChange={(tab) => seen.push(tab)} />, { routes: routes(), tenantId });
    await table("Active");
    expect(await screen.findByRole("tab", { name: "Active (2)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upcoming (1)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Upcoming (1)" }));
    expect(within(await table("Upcoming")).getByRole("cell", { name: "New hires, April" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Finished (1)" }));
    // 7 of its 10 learners completed: round(7 / 10 × 100).
    expect(within(await table("Finished")).getByText("70%")).toBeInTheDocument();
    expect(seen).toEqual(["upcoming", "finished"]);
    expect(calls.filter((c) => c.path === LIST).map((c) => new URLSearchParams(c.query).get("status"))).toEqual([
      "in_progress",
      "upcoming",
      "finished",
    ]);
  });

  it("opens on the tab it is given", async () => {
    renderScreen(<Courses defaultTab="finished" />, { routes: routes(), tenantId });
    await table("Finished");
    expect(screen.getByRole("tab", { name: /^Finished/ })).toHaveAttribute("aria-selected", "true");
  });

  it("an empty tab leads to Create course", async () => {
    renderScreen(<Courses />, { routes: { ...sessionRoutesFor(), ...courseRoutes({ courses: [] }) }, tenantId });
    expect(await screen.findByText("No course is running.")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Create course" });
    expect(links.at(-1)).toHaveAttribute("href", "/awareness/assignments/create");
  });

  it("a row opens the course's page", async () => {
    renderScreen(<Courses />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Security essentials, spring" }));
    expect(screen.getByRole("menuitem", { name: "Open Security essentials, spring" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/awareness\/assignments\/c3/),
    );
  });

  it("a reader (ReadLearning) sees courses but cannot create one", async () => {
    renderScreen(<Courses />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...courseRoutes() },
      tenantId,
    });
    await table("Active");
    expect(screen.queryByRole("link", { name: "Create course" })).toBeNull();
  });
});
