import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/renderShell";
import { betaTenant, manyOrganizationsUser, shellRoutes, superAdminUser } from "../samples";
import { ManageOrganizationsModal } from "./ManageOrganizationsModal";

function setup(user = manyOrganizationsUser) {
  const onClose = vi.fn();
  const view = renderScreen(<ManageOrganizationsModal open onClose={onClose} />, { routes: shellRoutes(user) });
  const tenantChanges: (string | null)[] = [];
  view.runtime.on("tenant-change", ({ tenantId }) => tenantChanges.push(tenantId));
  return { ...view, onClose, tenantChanges };
}

describe("ManageOrganizationsModal", () => {
  it("lists every organisation with its logo or colour block, the active one marked", async () => {
    setup();
    await screen.findByRole("button", { name: /Gamma Group/ });
    const list = screen.getByRole("list", { name: "Your organizations" });
    const options = within(list).getAllByRole("button");
    expect(options.map((o) => o.textContent)).toEqual([
      "Acme d.o.o.Active",
      "Beta Banka a.d.",
      "Delta Health",
      "Gamma Group",
    ]);
    expect(options[0]).toHaveAttribute("aria-current", "true");
    expect(within(options[1]!).getByRole("presentation", { hidden: true })).toHaveAttribute("src", betaTenant.logo);
  });

  it("switches to the chosen organisation and closes", async () => {
    const { onClose, tenantChanges } = setup();
    await userEvent.click(await screen.findByRole("button", { name: /Beta Banka/ }));
    expect(tenantChanges).toEqual([betaTenant.id]);
    expect(onClose).toHaveBeenCalled();
  });

  it("does nothing but close when the active organisation is chosen", async () => {
    const { onClose, tenantChanges } = setup();
    await userEvent.click(await screen.findByRole("button", { name: /Acme d\.o\.o\./ }));
    expect(tenantChanges).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it("offers Add organization only to users who may create one", async () => {
    const { navigate, onClose } = setup({ ...superAdminUser, tenants: manyOrganizationsUser.tenants });
    await userEvent.click(await screen.findByRole("button", { name: "Add organization" }));
    expect(navigate).toHaveBeenCalledWith("/organizations/setup");
    expect(onClose).toHaveBeenCalled();
  });

  it("has no Add organization button without ManageTenants", async () => {
    setup();
    await screen.findByRole("button", { name: /Gamma Group/ });
    expect(screen.queryByRole("button", { name: "Add organization" })).toBeNull();
  });

  it("says so when the user belongs to no organization, and a super-admin may add one", async () => {
    // A super-admin is often a member of none: the dialog used to open empty, without a word.
    const { navigate } = setup({ ...superAdminUser, tenants: [] });
    expect(await screen.findByText("You are not a member of any organization yet.")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Your organizations" })).toBeNull();
    expect(await screen.findByText("Add one to get started.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add organization" }));
    expect(navigate).toHaveBeenCalledWith("/organizations/setup");
  });

  it("tells a user without organizations who may not create one to ask for an invitation", async () => {
    setup({ ...manyOrganizationsUser, tenants: [] });
    expect(await screen.findByText("You are not a member of any organization yet.")).toBeVisible();
    expect(screen.getByText(/Ask an organization admin to invite you/)).toBeVisible();
  });
});
