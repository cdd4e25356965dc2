import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/renderShell";
import {
  groupAdminPermissions,
  manyOrganizationsUser,
  noOrganizationUser,
  plainUser,
  shellRoutes,
  superAdminUser,
  viewerPermissions,
} from "../samples";
import { OrgMenu } from "./OrgMenu";

async function openMenu(name: RegExp | string = /organization menu/) {
  await userEvent.click(await screen.findByRole("button", { name }));
  return screen.getByRole("menu");
}
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole("menuitem")
    .map((el) => el.textContent);

describe("OrgMenu", () => {
  it("shows the active organisation's name and logo on the trigger", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes() });
    const trigger = await screen.findByRole("button", { name: /^Acme d\.o\.o\.\s*–\s*organization menu$/ });
    expect(trigger).toHaveTextContent("Acme d.o.o.");
    expect(trigger.querySelector("[data-initials]")).toHaveAttribute("data-initials", "AD");
    expect(trigger).not.toHaveTextContent("DEMO");
  });

  it("lists settings, extension, user settings and sign out for a member of one organisation", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(plainUser) });
    const menu = await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    expect(itemNames(menu)).toEqual(["Organization settings", "Reporting extension", "User settings", "Sign out"]);
    expect(within(menu).getByRole("menuitem", { name: "Organization settings" })).toHaveAttribute(
      "href",
      "/organizations/active",
    );
    expect(within(menu).getByRole("menuitem", { name: "Reporting extension" })).toHaveAttribute(
      "href",
      "/organizations/whitelisted-domains",
    );
    expect(within(menu).getByRole("menuitem", { name: "User settings" })).toHaveAttribute("href", "/account-settings");
  });

  it("offers Manage organizations only with more than one organisation", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(manyOrganizationsUser) });
    const menu = await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    expect(itemNames(menu)).toContain("Manage organizations");
  });

  it("offers Create new organization with ManageTenants as a super-admin", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(superAdminUser) });
    const menu = await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    expect(within(menu).getByRole("menuitem", { name: "Create new organization" })).toHaveAttribute(
      "href",
      "/organizations/setup",
    );
  });

  it("offers Create new organization with ManageTenants through an organisation role", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(plainUser, groupAdminPermissions) });
    const menu = await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    await waitFor(() => expect(itemNames(menu)).toContain("Create new organization"));
  });

  it("hides Create new organization without ManageTenants", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(plainUser, viewerPermissions) });
    const menu = await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    expect(itemNames(menu)).not.toContain("Create new organization");
  });

  it("shows DEMO and the demo hint without an active organisation, without organisation-only entries", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(noOrganizationUser) });
    const trigger = await screen.findByRole("button", { name: /^Demo organization\s+DEMO\s*–\s*organization menu$/ });
    expect(trigger).toHaveTextContent("DEMO");
    const menu = await openMenu(/^Demo organization\s+DEMO\s*–\s*organization menu$/);
    expect(itemNames(menu)).toEqual(["User settings", "Sign out"]);
    expect(screen.getByText(/You are looking at demo data/)).toBeInTheDocument();
  });

  it("signs out, then goes to /auth", async () => {
    const { navigate, calls, runtime } = renderScreen(<OrgMenu />, { routes: shellRoutes() });
    await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/auth"));
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/auth/logout"))).toBe(true);
    expect(await runtime.client.tokenStore.get()).toBeNull();
  });

  it("opens Manage organizations in a dialog", async () => {
    renderScreen(<OrgMenu />, { routes: shellRoutes(manyOrganizationsUser) });
    await openMenu(/^Acme d\.o\.o\.\s*–\s*organization menu$/);
    await userEvent.click(screen.getByRole("menuitem", { name: "Manage organizations" }));
    expect(screen.getByRole("dialog", { name: "Manage organizations" })).toBeInTheDocument();
  });
});
