import type { User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { courseRoutes, learningRoutes } from "../samples";
import { PredefinedCourses } from "./PredefinedCourses";

const tenantId = sampleTenant.id;
const routes = () => ({ ...sessionRoutesFor(), ...learningRoutes(), ...courseRoutes() });
const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };

async function table() {
  const found = await screen.findByRole("table", { name: "Predefined courses" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;

describe("PredefinedCourses", () => {
  it("lists the common courses with level, lessons, passing score, languages and plan", async () => {
    renderScreen(<PredefinedCourses />, { routes: routes(), tenantId });
    await table();
    const basics = within(rowOf("Security basics"));
    expect(basics.getByText("Beginner")).toBeInTheDocument();
    expect(basics.getByText("2 lessons")).toBeInTheDocument();
    expect(basics.getByText("80 %")).toBeInTheDocument();
    expect(basics.getByText("Sr")).toHaveAttribute("title", "Serbian");
    expect(within(rowOf("Accounts in depth")).getByText("Premium")).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Our office rules" })).toBeNull();
  });

  it("names each course in the reader's language", async () => {
    renderScreen(<PredefinedCourses />, { routes: routes(), tenantId, lang: "sr" });
    await screen.findByRole("cell", { name: "Osnove bezbednosti" });
    expect(screen.getByRole("cell", { name: "Accounts in depth" })).toBeInTheDocument();
  });

  it("a common course is only viewed in the organisation's library, and launched from there into the course wizard", async () => {
    renderScreen(<PredefinedCourses />, { routes: routes(), tenantId });
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Security basics" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "View Security basics",
      "Launch Security basics",
    ]);
    expect(screen.getByRole("menuitem", { name: "Launch Security basics" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/awareness\/assignments\/create\?predefinedCourseId=/),
    );
  });

  it("common scope: a super-admin edits and deletes common courses, without x-tenant-id", async () => {
    const { calls } = renderScreen(<PredefinedCourses scope="common" />, {
      routes: { ...sessionRoutesFor(superAdmin), ...learningRoutes(), ...courseRoutes() },
      tenantId,
    });
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Security basics" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete Security basics" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete predefined course?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete course" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Security basics" })).toBeNull());
    const learning = calls.filter((c) => c.path.startsWith("/api/v1/learning/"));
    expect(learning.some((c) => c.method === "DELETE")).toBe(true);
    expect(learning.every((c) => c.tenant === null)).toBe(true);
  });
});
