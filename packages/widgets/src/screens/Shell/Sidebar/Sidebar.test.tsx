import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen, sampleTenant, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { Sidebar } from "./Sidebar";

describe("Sidebar", () => {
  it("lists the platform entries the session allows, grouped under their headings", async () => {
    renderScreen(<Sidebar view="platform" currentPath="/" />, {
      routes: sessionRoutesFor({ ...sampleUser, tenants: [{ ...sampleTenant, features: ["inventory", "learning"] }] }, [
        "ReadInventory",
        "ReadLearning",
        "ReadLeaks",
      ]),
    });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    await within(nav).findByRole("link", { name: "People" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/",
      "/inventory/people",
      "/inventory/assets",
      "/awareness/assignments",
      "/nano-learning/campaigns",
      "/leaks/credentials",
    ]);
    expect(within(nav).getByRole("list", { name: "Inventory" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Data leaks" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Simulations" })).toBeNull();
  });

  it("marks the current page's entry with aria-current, sub-pages included", async () => {
    renderScreen(<Sidebar view="platform" currentPath="/inventory/assets/42" />);
    const assets = await screen.findByRole("link", { name: "Assets" });
    expect(assets).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "People" })).not.toHaveAttribute("aria-current");
  });

  it("shows the administration entries by super-admin permissions", async () => {
    renderScreen(<Sidebar view="administration" currentPath="/administration/users" />, {
      routes: sessionRoutesFor({ ...sampleUser, superAdminPermissions: ["ManageUsers"] }),
    });
    expect(await screen.findByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Organizations" })).toHaveAttribute(
      "href",
      "/administration/organizations",
    );
    expect(screen.queryByRole("link", { name: "Lessons" })).toBeNull();
  });

  it("keeps every label for screen readers and as a tooltip when collapsed", async () => {
    renderScreen(<Sidebar view="platform" currentPath="/" collapsed />);
    const people = await screen.findByRole("link", { name: "People" });
    expect(people).toHaveAttribute("title", "People");
    expect(screen.getByRole("list", { name: "Inventory" })).toBeInTheDocument();
  });

  it("navigates through the provider on a plain click", async () => {
    const { navigate } = renderScreen(<Sidebar view="platform" currentPath="/" />);
    await userEvent.click(await screen.findByRole("link", { name: "Simulations" }));
    expect(navigate).toHaveBeenCalledWith("/simulations");
  });

  it("offers a toggle that controls the navigation and says whether it is expanded", async () => {
    const onToggle = vi.fn();
    const { rerender } = renderScreen(<Sidebar view="platform" currentPath="/" onToggle={onToggle} id="side" />);
    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-controls", "side");
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<Sidebar view="platform" currentPath="/" onToggle={onToggle} id="side" collapsed />);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  });

  it("translates the entries", async () => {
    renderScreen(<Sidebar view="platform" currentPath="/" />, { lang: "sr" });
    expect(await screen.findByRole("link", { name: "Ljudi" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Glavna navigacija" })).toBeInTheDocument();
  });
});
