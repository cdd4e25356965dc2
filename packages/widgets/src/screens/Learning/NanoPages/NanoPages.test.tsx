import type { User } from "@bulwark/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { learningRoutes, nanoRoutes } from "../samples";
import { NanoPages } from "./NanoPages";

const tenantId = sampleTenant.id;
const ALL = "/api/v1/learning/nano-pages/all";
const routes = () => ({ ...sessionRoutesFor(), ...learningRoutes(), ...nanoRoutes() });
const superAdmin: User = { ...sampleUser, superAdminPermissions: ["ManageLearningContent"] };

async function table() {
  const found = await screen.findByRole("table", { name: "Nano pages" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
async function rowAction(name: string, action: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: action }));
}

describe("NanoPages", () => {
  it("lists common and own nano pages with type, languages, tags, plan and owner", async () => {
    renderScreen(<NanoPages />, { routes: routes(), tenantId });
    await table();
    const video = within(rowOf("Two minutes on MFA"));
    expect(video.getByText("Video quiz")).toBeInTheDocument();
    expect(video.getByText("Premium")).toBeInTheDocument();
    expect(video.getByText("Common")).toBeInTheDocument();
    const own = within(rowOf("Our visitor badge rule"));
    expect(own.getByText("Custom HTML")).toBeInTheDocument();
    expect(own.getByText("Sr")).toHaveAttribute("title", "Serbian");
    expect(own.getByText("Organization")).toBeInTheDocument();
  });

  it("starts from the host's filters and reports each change, so the URL can keep them", async () => {
    const onFiltersChange = vi.fn();
    const { calls } = renderScreen(
      <NanoPages defaultFilters={{ language: "Sr" }} onFiltersChange={onFiltersChange} />,
      { routes: routes(), tenantId },
    );
    await table();
    expect(calls.find((c) => c.path === ALL)?.query).toContain("language=Sr");
    expect(screen.queryByRole("cell", { name: "Two minutes on MFA" })).toBeNull();
    await userEvent.type(screen.getByRole("searchbox"), "badge");
    await waitFor(() => expect(onFiltersChange).toHaveBeenLastCalledWith({ search: "badge", language: "Sr" }));
  });

  it("filters by type and plan (over the API's matches) and pages what is left", async () => {
    renderScreen(<NanoPages defaultFilters={{ type: "CustomHTML", premium: false }} />, { routes: routes(), tenantId });
    await table();
    const names = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(names).toEqual(["Report, don't delete", "Our visitor badge rule"]);
  });

  it("opens a nano page by clicking its row: a common one read-only under common/", async () => {
    const { navigate } = renderScreen(<NanoPages />, { routes: routes(), tenantId });
    await table();
    await userEvent.click(screen.getByRole("cell", { name: "Spot the phishing link" }));
    expect(navigate).toHaveBeenLastCalledWith(
      "/library/organization-nano-pages/common/d0000000-0000-4000-8000-000000000001",
    );
  });

  it("copies a common nano page into the organisation and opens the copy", async () => {
    const { calls, navigate } = renderScreen(<NanoPages />, { routes: routes(), tenantId });
    await table();
    await rowAction("Spot the phishing link", "Copy Spot the phishing link to the organization");
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const copy = calls.find((c) => c.method === "POST" && c.path === "/api/v1/learning/nano-pages");
    expect(copy?.tenant).toBe(tenantId);
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/organization-nano-pages\/e1/);
    expect(await screen.findByText("“Spot the phishing link” was copied to your organization.")).toBeInTheDocument();
  });

  it("a page in an active campaign is refused with the seeds' message and stays", async () => {
    renderScreen(<NanoPages />, {
      routes: {
        ...routes(),
        "DELETE /api/v1/learning/nano-pages/*": {
          status: 409,
          body: { statusCode: 409, message: "There are active nano campaigns containing this page!", code: "Conflict" },
        },
      },
      tenantId,
    });
    await table();
    await rowAction("Our visitor badge rule", "Delete Our visitor badge rule");
    const dialog = await screen.findByRole("dialog", { name: "Delete nano page?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete nano page" }));
    expect(
      await within(dialog).findByText("There are active nano campaigns containing this page!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Our visitor badge rule" })).toBeInTheDocument();
  });

  it("common scope: a super-admin lists the common pages without x-tenant-id and edits them", async () => {
    const { calls } = renderScreen(<NanoPages scope="common" />, {
      routes: { ...sessionRoutesFor(superAdmin), ...learningRoutes(), ...nanoRoutes() },
      tenantId,
    });
    await table();
    const list = calls.filter((c) => c.path === ALL);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.tenant === null)).toBe(true);
    expect(screen.queryByRole("cell", { name: "Our visitor badge rule" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Common nano pages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create nano page" })).toHaveAttribute(
      "href",
      "/administration/awareness/nano-pages/create",
    );
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spot the phishing link" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Edit Spot the phishing link",
      "Delete Spot the phishing link",
    ]);
  });

  it("common scope without a super-admin permission says so and calls nothing", async () => {
    const { calls } = renderScreen(<NanoPages scope="common" />, { routes: routes(), tenantId });
    expect(await screen.findByText("You can't manage common content")).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith("/api/v1/learning/"))).toBe(false);
  });

  it("a reader (ReadLearning) only views", async () => {
    renderScreen(<NanoPages />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...learningRoutes(), ...nanoRoutes() },
      tenantId,
    });
    await table();
    expect(screen.queryByRole("link", { name: "Create nano page" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Our visitor badge rule" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["View Our visitor badge rule"]);
  });
});
