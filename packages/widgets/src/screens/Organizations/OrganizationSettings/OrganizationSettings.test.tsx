import type { Tenant } from "@bulwark/client";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { sessionRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import {
  adminRoutes,
  noTenantRoutes,
  removedTenant,
  sampleTenant,
  superAdminUser,
  viewerRoutes,
} from "../shared/fixtures";
import { OrganizationSettings } from "./OrganizationSettings";

const FIVE_MB = 5 * 1024 * 1024;
const tenantPath = `/api/v1/users/tenants/${sampleTenant.id}`;

function setup(extra: FakeRoutes = {}, base: FakeRoutes = adminRoutes(), props = {}) {
  return renderScreen(<OrganizationSettings {...props} />, {
    ...base,
    "GET /api/v1/users/tenants/*": sampleTenant,
    ...extra,
  });
}

const nameField = () => screen.findByRole("textbox", { name: /Organization name/ });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe("OrganizationSettings", () => {
  it("shows the organisation's details in the form and its features translated", async () => {
    setup();
    expect(await nameField()).toHaveValue("Acme d.o.o.");
    expect(screen.getByRole("textbox", { name: "Web address" })).toHaveValue("https://acme.example");
    expect(screen.getByRole("combobox", { name: "Industry" })).toHaveValue("InformationTechnology");
    const features = screen.getByRole("list", { name: "Features" });
    expect(within(features).getByText("Phishing simulations")).toBeInTheDocument();
    expect(within(features).getAllByRole("listitem")).toHaveLength(5);
  });

  it("saves the edited details, trimmed, with empty optional fields as null", async () => {
    const updated: Tenant = { ...sampleTenant, name: "Acme Group" };
    const { callsTo } = setup({ "PUT /api/v1/users/tenants/*": updated });
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, " Acme Group ");
    await userEvent.clear(screen.getByRole("textbox", { name: "Web address" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Industry" }), "");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Organization updated")).toBeInTheDocument();
    expect(callsTo("PUT", tenantPath)[0]?.body).toEqual({
      name: "Acme Group",
      webUrl: null,
      color: "#3056d3",
      industry: null,
    });
    await waitFor(() => expect(callsTo("GET", "/api/v1/users/users/me").length).toBeGreaterThanOrEqual(2));
  });

  it('refuses an invalid web address with "Please provide a valid URL"', async () => {
    const { callsTo } = setup();
    await nameField();
    const url = screen.getByRole("textbox", { name: "Web address" });
    await userEvent.clear(url);
    await userEvent.type(url, "ftp://acme");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("Please provide a valid URL")).toBeInTheDocument();
    expect(callsTo("PUT", tenantPath)).toHaveLength(0);
  });

  it("shows the server's message when saving fails", async () => {
    setup({
      "PUT /api/v1/users/tenants/*": {
        status: 404,
        body: { statusCode: 404, message: "Organization not found", code: "NotFound" },
      },
    });
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Organization not found");
  });

  it('refuses a logo that is not an image with "Not valid type" and sends nothing', async () => {
    const { container, callsTo } = setup();
    await nameField();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(["%PDF"], "logo.pdf", { type: "application/pdf" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Not valid type");
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeDisabled();
    expect(callsTo("POST", /logo$/)).toHaveLength(0);
  });

  it('refuses a logo of 5 MB or more with "Large size"', async () => {
    const { container } = setup();
    await nameField();
    await userEvent.upload(fileInput(container), new File([new Uint8Array(FIVE_MB)], "big.png", { type: "image/png" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Large size");
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeDisabled();
  });

  it("uploads an accepted logo as multipart field image and confirms it", async () => {
    const { container, callsTo } = setup({
      "POST /api/v1/users/tenants/*/logo": { ...sampleTenant, logo: "https://cdn.example/logo.png" },
    });
    await nameField();
    await userEvent.upload(fileInput(container), new File([new Uint8Array(2048)], "logo.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Logo uploaded")).toBeInTheDocument();
    const body = callsTo("POST", `${tenantPath}/logo`)[0]?.body as FormData;
    // jsdom's File loses its name crossing into Node's multipart encoder; the browser keeps it.
    const image = body.get("image") as Blob;
    expect(image.size).toBe(2048);
    expect([...body.keys()]).toEqual(["image"]);
    expect(screen.getByRole("img", { name: "Logo of Acme d.o.o." })).toHaveAttribute(
      "src",
      "https://cdn.example/logo.png",
    );
  });

  it('says "Error happened!" with the reason when the upload fails on the server', async () => {
    const { container } = setup({
      "POST /api/v1/users/tenants/*/logo": {
        status: 415,
        body: { statusCode: 415, message: "Unsupported", code: "UnsupportedMediaType" },
      },
    });
    await nameField();
    await userEvent.upload(fileInput(container), new File([new Uint8Array(10)], "logo.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Error happened! Unsupported")).toBeInTheDocument();
  });

  it("is read-only with the reason for a member without ManageOrganization", async () => {
    setup({}, viewerRoutes());
    expect(await nameField()).toBeDisabled();
    expect(screen.getByRole("note")).toHaveTextContent("You need the Manage organization permission to change this.");
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Choose file/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove organization" })).toBeNull();
  });

  it("removes the organisation after confirmation and calls onRemoved", async () => {
    const removed = { ...sampleTenant, deletedAt: "2026-03-02T10:30:00.000Z" };
    const onRemoved = vi.fn();
    const { callsTo } = setup({ "DELETE /api/v1/users/tenants/*": removed }, adminRoutes(), { onRemoved });
    await nameField();
    await userEvent.click(screen.getByRole("button", { name: "Remove organization" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Acme d.o.o.?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(callsTo("DELETE", tenantPath)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove organization" }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(removed));
    expect(callsTo("DELETE", tenantPath)).toHaveLength(1);
    expect(screen.getByText("Organization removed")).toBeInTheDocument();
  });

  it("lets a super-admin restore a removed organisation", async () => {
    const superRoutes = sessionRoutes(superAdminUser, {
      tenantId: sampleTenant.id,
      roles: [],
      permissions: [],
      superAdminPermissions: ["ManageTenants", "ReadTenants"],
    });
    const { callsTo } = setup(
      { "GET /api/v1/users/tenants/*": removedTenant, "POST /api/v1/users/tenants/*/restore": sampleTenant },
      superRoutes,
    );
    expect(await screen.findByText(/This organization was removed on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove organization" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Restore organization" }));
    expect(await screen.findByText("Organization restored")).toBeInTheDocument();
    expect(callsTo("POST", `${tenantPath}/restore`)).toHaveLength(1);
    expect(screen.queryByText(/This organization was removed on/)).toBeNull();
  });

  it("does not offer Restore to an organisation admin", async () => {
    setup({ "GET /api/v1/users/tenants/*": removedTenant });
    expect(await screen.findByText(/This organization was removed on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restore organization" })).toBeNull();
  });

  it('asks to set up an organisation first when there is none ("Must set up organization first")', async () => {
    const { navigate } = renderScreen(<OrganizationSettings />, noTenantRoutes());
    expect(await screen.findByRole("heading", { name: "Must set up organization first" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Set up an organization" });
    expect(link).toHaveAttribute("href", "/organizations/setup");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/organizations/setup");
  });

  it("shows an error banner when the organisation cannot be loaded", async () => {
    const { errors } = setup({
      "GET /api/v1/users/tenants/*": {
        status: 500,
        body: { statusCode: 500, message: "Database unavailable", code: "Internal" },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(errors).toContainEqual({ statusCode: 500, message: "Database unavailable", code: "Internal" });
  });
});
