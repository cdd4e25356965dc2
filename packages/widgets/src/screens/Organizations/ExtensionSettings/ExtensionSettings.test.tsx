import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { sampleExtensionKey } from "../../ReportButton/fixtures";
import { adminRoutes, sampleExtensionData, sampleTenant, viewerRoutes } from "../shared/fixtures";
import { ExtensionSettings } from "./ExtensionSettings";

const path = `/api/v1/users/tenants/${sampleTenant.id}/extension-data`;

function setup(extra: FakeRoutes = {}, base = adminRoutes()) {
  return renderScreen(<ExtensionSettings />, {
    ...base,
    "GET /api/v1/users/tenants/*/extension-data": sampleExtensionData,
    "PUT /api/v1/users/tenants/*/extension-data": sampleExtensionData,
    "GET /api/v1/phishing/extension/key": sampleExtensionKey,
    ...extra,
  });
}

const domainBox = () => screen.findByRole("textbox", { name: "Domain" });
const domainList = () => screen.getByRole("list", { name: "Whitelisted domains" });

describe("ExtensionSettings", () => {
  it("shows the domains, both messages and the form overlay flag", async () => {
    setup();
    await domainBox();
    expect(within(domainList()).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("textbox", { name: "Header overlay message" })).toHaveValue(
      sampleExtensionData.headerOverlayMessage,
    );
    expect(screen.getByRole("checkbox", { name: "Show the form overlay" })).toBeChecked();
  });

  it("shows the organisation's extension key below the settings", async () => {
    setup();
    const card = await screen.findByRole("region", { name: "Extension key" });
    expect(await within(card).findByText("bwx_Zk3q9T…")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Replace key" })).toBeInTheDocument();
  });

  it("adds a domain with Enter, lower-cased, and accepts wildcards", async () => {
    setup();
    await userEvent.type(await domainBox(), "*.Partner.Example.com{Enter}");
    expect(within(domainList()).getByText("*.partner.example.com")).toBeInTheDocument();
    expect(await domainBox()).toHaveValue("");
  });

  it('refuses a domain that is not one: "Not a valid domain"', async () => {
    setup();
    await userEvent.type(await domainBox(), "http://acme.example/path");
    await userEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await domainBox()).toHaveAccessibleDescription("Not a valid domain");
    expect(within(domainList()).getAllByRole("listitem")).toHaveLength(3);
  });

  it("refuses a domain already in the list", async () => {
    setup();
    await userEvent.type(await domainBox(), "ACME.example{Enter}");
    expect(screen.getByText("This domain is already in the list")).toBeInTheDocument();
  });

  it("removes a domain", async () => {
    setup();
    await userEvent.click(await screen.findByRole("button", { name: "Remove acme.example" }));
    expect(within(domainList()).queryByText("acme.example")).toBeNull();
  });

  it("saves everything, including a valid domain still in the box, and confirms", async () => {
    const { callsTo } = setup();
    await userEvent.type(await domainBox(), "new.example");
    const header = screen.getByRole("textbox", { name: "Header overlay message" });
    await userEvent.clear(header);
    await userEvent.type(header, "Careful!");
    await userEvent.click(screen.getByRole("checkbox", { name: "Show the form overlay" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Extension data saved")).toBeInTheDocument();
    expect(callsTo("PUT", path)[0]?.body).toEqual({
      whitelistedDomains: [...sampleExtensionData.whitelistedDomains, "new.example"],
      headerOverlayMessage: "Careful!",
      formOverlayMessage: sampleExtensionData.formOverlayMessage,
      formOverlayEnabled: false,
    });
  });

  it("does not save while the typed domain is invalid", async () => {
    const { callsTo } = setup();
    await userEvent.type(await domainBox(), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Not a valid domain")).toBeInTheDocument();
    expect(callsTo("PUT", path)).toHaveLength(0);
  });

  it("limits each overlay message to 500 characters", async () => {
    setup();
    await domainBox();
    expect(screen.getByRole("textbox", { name: "Form overlay message" })).toHaveAttribute("maxlength", "500");
  });

  it("shows the failure when saving fails", async () => {
    setup({
      "PUT /api/v1/users/tenants/*/extension-data": {
        status: 500,
        body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
      },
    });
    await domainBox();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
  });

  it("is read-only for members without ManageOrganization", async () => {
    setup({}, viewerRoutes());
    // The settings, not only the permissions, have arrived.
    await screen.findByRole("textbox", { name: "Header overlay message" });
    expect(screen.getByRole("note")).toHaveTextContent("Manage organization permission");
    expect(screen.queryByRole("textbox", { name: "Domain" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove|Save/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Header overlay message" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Show the form overlay" })).toBeDisabled();
  });
});
