import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes } from "../samples";
import { Awareness } from "./Awareness";

const tenantId = sampleTenant.id;
const routes = () => ({ ...sessionRoutesFor(), ...courseRoutes() });

/** A figure's value by its label. */
const figure = async (label: string) => (await screen.findByText(label)).parentElement;

describe("Awareness", () => {
  it("shows the courses overview: counts, completion rate, passed/total and the courses that need action", async () => {
    const { calls } = renderScreen(<Awareness />, { routes: routes(), tenantId });
    // 25 learners in all, 11 completed, 9 passed (the four sample courses).
    expect(await figure("Learners")).toHaveTextContent("25");
    expect(await figure("Completion rate")).toHaveTextContent("44%");
    expect(await figure("Passing rate")).toHaveTextContent("9/25");
    expect(await figure("Expired courses")).toHaveTextContent("1");
    expect(await figure("Launched courses")).toHaveTextContent("3");
    expect(calls.some((c) => c.path === "/api/v1/learning/courses-overview" && c.tenant === tenantId)).toBe(true);
  });

  it("lists the active courses, each linking to its page", async () => {
    renderScreen(<Awareness />, { routes: routes(), tenantId });
    const link = await screen.findByRole("link", { name: "Security essentials, spring" });
    expect(link.getAttribute("href")).toMatch(/^\/awareness\/assignments\/c3/);
    expect(screen.queryByRole("link", { name: "New hires, April" })).toBeNull();
    expect(screen.getByRole("link", { name: "All courses" })).toHaveAttribute("href", "/awareness/assignments");
  });

  it("a reader sees the figures without Create course", async () => {
    renderScreen(<Awareness />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...courseRoutes() },
      tenantId,
    });
    expect(await figure("Learners")).toHaveTextContent("25");
    expect(screen.queryByRole("link", { name: "Create course" })).toBeNull();
  });
});
