import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen, sessionRoutesFor } from "../../../../test/renderShell";
import { failing, superAdmin } from "../samples";
import { recordingRoutes } from "../testRoutes";
import { PhishingTemplates } from "./PhishingTemplates";

const tenantId = sampleTenant.id;
const LIST = "/api/v1/phishing/templates";

async function table() {
  const found = await screen.findByRole("table", { name: "Phishing templates" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
async function rowAction(name: string, action: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: action }));
}

describe("PhishingTemplates", () => {
  it("lists common and own templates with type, language, sender, tags and owner", async () => {
    renderScreen(<PhishingTemplates />, { routes: recordingRoutes().routes, tenantId });
    await table();
    const invoice = within(rowOf("Unpaid invoice"));
    expect(invoice.getByText("Malware attachment")).toBeInTheDocument();
    expect(invoice.getByText("Accounts Receivable")).toBeInTheDocument();
    expect(invoice.getByText("Common")).toBeInTheDocument();
    const own = within(rowOf("Acme HR policy update"));
    expect(own.getByText("Organization")).toBeInTheDocument();
    expect(own.getByText("hr, policy")).toBeInTheDocument();
    expect(within(rowOf("Pošiljka čeka preuzimanje")).getByText("Sr")).toHaveAttribute("title", "Serbian");
  });

  it("asks the API with the host's filters and reports each change, so the URL can keep them", async () => {
    const onFiltersChange = vi.fn();
    const { calls } = renderScreen(
      <PhishingTemplates
        defaultFilters={{ type: "CredentialHarvest", tag: "accounts" }}
        onFiltersChange={onFiltersChange}
      />,
      { routes: recordingRoutes().routes, tenantId },
    );
    await table();
    const query = calls.find((c) => c.path === LIST && c.query.includes("type="))?.query ?? "";
    expect(query).toContain("type=CredentialHarvest");
    expect(query).toContain("tag=accounts");
    expect(screen.getByRole("cell", { name: "Password expiry" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Shared document" })).toBeNull();
    await userEvent.type(screen.getByRole("searchbox"), "pass");
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith({ search: "pass", type: "CredentialHarvest", tag: "accounts" }),
    );
  });

  it("copies a common template into the organisation and opens the copy", async () => {
    const { routes, writes } = recordingRoutes();
    const { navigate } = renderScreen(<PhishingTemplates />, { routes, tenantId });
    await table();
    await rowAction("Unpaid invoice", "Copy Unpaid invoice to the organization");
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(writes).toEqual([{ route: "PUT /api/v1/phishing/templates/*/copy", tenant: tenantId, body: undefined }]);
    expect(navigate.mock.calls.at(-1)?.[0]).toMatch(/^\/library\/organization-templates\/b4/);
    expect(await screen.findByText("“Unpaid invoice” was copied to your organization.")).toBeInTheDocument();
  });

  it("says why a delete is refused when a simulation still sends the template", async () => {
    const { routes } = recordingRoutes({
      "DELETE /api/v1/phishing/templates/*": failing(409, "The template is used by a running simulation"),
    });
    renderScreen(<PhishingTemplates />, { routes, tenantId });
    await table();
    await rowAction("Acme HR policy update", "Delete Acme HR policy update");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("An upcoming or running simulation sends this template: stop it or wait until it ends."),
    ).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Acme HR policy update" })).toBeInTheDocument();
  });

  it("offers a common template only to view and copy, never to delete", async () => {
    renderScreen(<PhishingTemplates />, { routes: recordingRoutes().routes, tenantId });
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Shared document" }));
    expect(screen.getByRole("menuitem", { name: "View Shared document" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete Shared document" })).toBeNull();
  });

  it("a reader (ReadPhishing) may not create, copy or delete", async () => {
    const { routes } = recordingRoutes({}, sessionRoutesFor(undefined, ["ReadPhishing"]));
    renderScreen(<PhishingTemplates />, { routes, tenantId });
    await table();
    expect(screen.queryByRole("link", { name: "Create template" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Acme HR policy update" }));
    expect(screen.getByRole("menuitem", { name: "View Acme HR policy update" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /^Copy|^Delete/ })).toBeNull();
  });

  it("in Administration lists the common library without x-tenant-id and edits at edit-template/:id", async () => {
    const { routes } = recordingRoutes({}, sessionRoutesFor(superAdmin));
    const { calls, navigate } = renderScreen(<PhishingTemplates scope="common" />, { routes, tenantId });
    await table();
    expect(screen.getByRole("heading", { level: 1, name: "Templates" })).toBeInTheDocument();
    const list = calls.filter((c) => c.path === LIST);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.tenant === null && c.query.includes("scope=common"))).toBe(true);
    expect(screen.queryByRole("cell", { name: "Acme HR policy update" })).toBeNull();
    await userEvent.click(screen.getByRole("cell", { name: "MFA reset" }));
    expect(navigate).toHaveBeenLastCalledWith("/administration/edit-template/b1000000-0000-4000-8000-000000000005");
  });

  it("in Administration, without the super-admin permission, says which permission it takes", async () => {
    const { calls } = renderScreen(<PhishingTemplates scope="common" />, {
      routes: recordingRoutes().routes,
      tenantId,
    });
    expect(await screen.findByText("You don't have access to the templates library")).toBeInTheDocument();
    expect(calls.some((c) => c.path === LIST)).toBe(false);
  });
});
