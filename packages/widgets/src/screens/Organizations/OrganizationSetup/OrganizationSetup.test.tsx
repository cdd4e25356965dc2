import type { Tenant } from "@bulwark/client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/renderScreen";
import { noTenantRoutes, sampleTenant } from "../shared/fixtures";
import { OrganizationSetup } from "./OrganizationSetup";

const created: Tenant = { ...sampleTenant, id: "4a4a4a4a-0000-4000-8000-000000000009", name: "Nova" };

function setup(reply: unknown = { status: 201, body: created }, onCreated = vi.fn()) {
  const rendered = renderScreen(<OrganizationSetup onCreated={onCreated} />, {
    ...noTenantRoutes(),
    "POST /api/v1/users/tenants": reply,
  });
  return { ...rendered, onCreated };
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Create organization" }));
const nameField = () => screen.getByRole("textbox", { name: /Organization name/ });

describe("OrganizationSetup", () => {
  it('requires a name: "Organization name is required", focused, nothing sent', async () => {
    const { callsTo } = setup();
    await submit();
    expect(screen.getByText("Organization name is required")).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("POST", "/api/v1/users/tenants")).toHaveLength(0);
  });

  it("counts the trimmed name: one character is too short, 101 too long", async () => {
    setup();
    await userEvent.type(nameField(), "  A  ");
    await submit();
    expect(screen.getByText("Minimum 2 characters")).toBeInTheDocument();
    await userEvent.clear(nameField());
    await userEvent.click(nameField());
    await userEvent.paste("x".repeat(101));
    expect(screen.getByText("Maximum 100 characters")).toBeInTheDocument();
  });

  it('refuses a web address without http(s) with "Please provide a valid URL"', async () => {
    const { callsTo } = setup();
    await userEvent.type(nameField(), "Acme");
    await userEvent.type(screen.getByRole("textbox", { name: "Web address" }), "acme.example");
    await submit();
    expect(screen.getByText("Please provide a valid URL")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Web address" })).toHaveFocus();
    expect(callsTo("POST", "/api/v1/users/tenants")).toHaveLength(0);
  });

  it("offers the 22 industries, translated, plus Not set", () => {
    setup();
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(23);
    expect(options[0]).toHaveTextContent("Not set");
    expect(screen.getByRole("option", { name: "Information technology" })).toBeInTheDocument();
  });

  it("translates the industries in Serbian", () => {
    renderScreen(<OrganizationSetup />, noTenantRoutes(), { lang: "sr" });
    expect(screen.getByRole("option", { name: "Informacione tehnologije" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Nije podešeno" })).toBeInTheDocument();
  });

  it("creates the organisation, reloads the session, switches to it and calls onCreated", async () => {
    const { callsTo, runtime, onCreated } = setup();
    const switched = vi.fn();
    runtime.on("tenant-change", switched);
    await waitFor(() => expect(callsTo("GET", "/api/v1/users/users/me")).toHaveLength(1));
    await userEvent.type(nameField(), "  Nova  ");
    await userEvent.type(screen.getByRole("textbox", { name: "Web address" }), "https://nova.example");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Industry" }), "Banking");
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(callsTo("POST", "/api/v1/users/tenants")[0]?.body).toEqual({
      name: "Nova",
      webUrl: "https://nova.example",
      color: "#3056d3",
      industry: "Banking",
    });
    expect(callsTo("GET", "/api/v1/users/users/me")).toHaveLength(2);
    expect(switched).toHaveBeenCalledWith({ tenantId: created.id });
    expect(screen.getByText("Organization created")).toBeInTheDocument();
  });

  it("leaves out an empty web address and industry", async () => {
    const { callsTo, onCreated } = setup();
    await userEvent.type(nameField(), "Nova");
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(callsTo("POST", "/api/v1/users/tenants")[0]?.body).toEqual({ name: "Nova", color: "#3056d3" });
  });

  it('shows the server\'s refusal ("Verify your email first") and does not call onCreated', async () => {
    const { onCreated, errors } = setup({
      status: 403,
      body: { statusCode: 403, message: "Verify your email first", code: "Forbidden" },
    });
    await userEvent.type(nameField(), "Nova");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Verify your email first");
    expect(onCreated).not.toHaveBeenCalled();
    expect(errors).toEqual([{ statusCode: 403, message: "Verify your email first", code: "Forbidden" }]);
  });

  it('shows "Ups, something went wrong!" for a 422', async () => {
    setup({ status: 422, body: { statusCode: 422, message: "body.name: too short", code: "ValidationFailed" } });
    await userEvent.type(nameField(), "Nova");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Ups, something went wrong!");
  });
});
