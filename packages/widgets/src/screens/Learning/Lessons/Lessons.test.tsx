import type { User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { learningRoutes, sampleLessons } from "../samples";
import { Lessons } from "./Lessons";

const tenantId = sampleTenant.id;
const LIST = "/api/v1/learning/lessons/lms/all";

async function table() {
  const found = await screen.findByRole("table", { name: "Lessons" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;

async function rowAction(name: string, action: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: action }));
}

describe("Lessons", () => {
  it("lists common and own lessons with languages, tags, type, time, pages and owner", async () => {
    renderScreen(<Lessons />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    await table();
    const mfa = within(rowOf("Multi-factor authentication"));
    expect(mfa.getByText("En")).toHaveAttribute("title", "English");
    expect(mfa.getByText("Premium")).toBeInTheDocument();
    expect(mfa.getByText("accounts, mfa, passwords")).toBeInTheDocument();
    expect(mfa.getByText("Common")).toBeInTheDocument();
    const own = within(rowOf("Our clean desk policy"));
    expect(own.getByText("Organization")).toBeInTheDocument();
    expect(own.getByText("5 min")).toBeInTheDocument();
    expect(own.getByText("Standard")).toBeInTheDocument();
  });

  it("searches by name through the API once typing stops", async () => {
    const { calls } = renderScreen(<Lessons />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    await table();
    await userEvent.type(screen.getByRole("searchbox"), "pass");
    await waitFor(() => expect(calls.filter((c) => c.path === LIST).at(-1)?.query).toContain("search=pass"));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Our clean desk policy" })).toBeNull());
    expect(screen.getByRole("cell", { name: "Passwords and passphrases" })).toBeInTheDocument();
  });

  it("a common lesson offers view and copy, an own lesson edit and delete", async () => {
    renderScreen(<Lessons />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Passwords and passphrases" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "View Passwords and passphrases",
      "Copy Passwords and passphrases to the organization",
    ]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Our clean desk policy" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Edit Our clean desk policy",
      "Delete Our clean desk policy",
    ]);
  });

  it("copies a common lesson into the organisation and opens the copy", async () => {
    const { calls, navigate } = renderScreen(<Lessons />, {
      routes: { ...sessionRoutesFor(), ...learningRoutes() },
      tenantId,
    });
    await table();
    await rowAction("Passwords and passphrases", "Copy Passwords and passphrases to the organization");
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const copy = calls.find((c) => c.method === "POST" && c.path.endsWith("/copy"));
    expect(copy?.path).toBe(`/api/v1/learning/lessons/${sampleLessons[1]?.id}/copy`);
    expect(copy?.tenant).toBe(tenantId);
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/organization-lessons\/b1/);
    expect(await screen.findByText("“Passwords and passphrases” was copied to your organization.")).toBeInTheDocument();
  });

  it("deletes an own lesson after the confirmation", async () => {
    renderScreen(<Lessons />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    await table();
    await rowAction("Our clean desk policy", "Delete Our clean desk policy");
    const dialog = await screen.findByRole("dialog", { name: "Delete lesson?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete lesson" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Our clean desk policy" })).toBeNull());
    expect(screen.getByText("Lesson deleted.")).toBeInTheDocument();
  });

  it("a lesson in use is refused with the seeds' message and stays", async () => {
    const routes = {
      ...sessionRoutesFor(),
      ...learningRoutes(),
      "DELETE /api/v1/learning/lessons/*": {
        status: 409,
        body: { statusCode: 409, message: "Error removing lesson!", code: "Conflict" },
      },
    };
    renderScreen(<Lessons />, { routes, tenantId });
    await table();
    await rowAction("Our clean desk policy", "Delete Our clean desk policy");
    const dialog = await screen.findByRole("dialog", { name: "Delete lesson?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete lesson" }));
    expect(await within(dialog).findByText("Error removing lesson!")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Our clean desk policy" })).toBeInTheDocument();
  });

  it("a reader (ReadLearning) only views: no Create lesson, no copy or delete", async () => {
    renderScreen(<Lessons />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...learningRoutes() },
      tenantId,
    });
    await table();
    expect(screen.queryByRole("link", { name: "Create lesson" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Our clean desk policy" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["View Our clean desk policy"]);
  });

  it("common scope: a super-admin manages the common lessons through listCommonLessons, without x-tenant-id", async () => {
    const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };
    const { calls } = renderScreen(<Lessons scope="common" />, {
      routes: { ...sessionRoutesFor(superAdmin), ...learningRoutes() },
      tenantId,
    });
    await table();
    expect(screen.getByRole("heading", { name: "Common lessons" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Our clean desk policy" })).toBeNull();
    const learning = calls.filter((c) => c.path.startsWith("/api/v1/learning/"));
    expect(learning.some((c) => c.path === "/api/v1/learning/lessons")).toBe(true);
    expect(learning.every((c) => c.tenant === null)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Actions for Passwords and passphrases" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Edit Passwords and passphrases",
      "Delete Passwords and passphrases",
    ]);
    expect(screen.getByRole("menuitem", { name: "Edit Passwords and passphrases" })).toHaveAttribute(
      "href",
      `/administration/awareness/lessons/${sampleLessons[1]?.id}`,
    );
  });
});
