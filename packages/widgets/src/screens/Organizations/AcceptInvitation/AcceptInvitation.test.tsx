import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { noTenantRoutes, sampleTenant, sampleUser } from "../shared/fixtures";
import { AcceptInvitation, registerHref, signInHref } from "./AcceptInvitation";

const token = "inv/3b1f 0c9a";
const preview = { valid: true, tenantName: "Acme d.o.o.", email: "ANA@acme.example", invitedBy: "Marko Marković" };

function setup(extra: FakeRoutes = {}, options: { signedIn?: boolean; token?: string | null } = {}) {
  const onAccepted = vi.fn();
  const rendered = renderScreen(
    <AcceptInvitation token={options.token === undefined ? token : options.token} onAccepted={onAccepted} />,
    {
      ...noTenantRoutes(),
      "GET /api/v1/users/tenants/invitations/preview": preview,
      "POST /api/v1/users/tenants/invitations/accept": sampleTenant,
      ...extra,
    },
    { signedIn: options.signedIn },
  );
  return { ...rendered, onAccepted };
}

describe("AcceptInvitation", () => {
  it("previews the organisation and the inviter with the link's token", async () => {
    const { callsTo } = setup();
    expect(await screen.findByRole("heading", { name: "You are invited to join Acme d.o.o." })).toBeInTheDocument();
    expect(screen.getByText("Invited by Marko Marković")).toBeInTheDocument();
    expect(callsTo("GET", "/api/v1/users/tenants/invitations/preview")[0]?.query.get("token")).toBe(token);
  });

  it("accepts as the invited user (email case ignored), reloads, switches and calls onAccepted", async () => {
    const { callsTo, onAccepted, runtime } = setup();
    const switched = vi.fn();
    runtime.on("tenant-change", switched);
    await userEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(sampleTenant));
    expect(callsTo("POST", "/api/v1/users/tenants/invitations/accept")[0]?.body).toEqual({ token });
    expect(callsTo("GET", "/api/v1/users/users/me").length).toBeGreaterThanOrEqual(2);
    expect(switched).toHaveBeenCalledWith({ tenantId: sampleTenant.id });
    expect(screen.getByText("Invitation accepted")).toBeInTheDocument();
  });

  it('shows "Invitation not valid" when accepting is refused', async () => {
    const { onAccepted } = setup({
      "POST /api/v1/users/tenants/invitations/accept": {
        status: 400,
        body: { statusCode: 400, message: "Invitation not valid", code: "InvitationNotValid" },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invitation not valid");
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("offers sign-in (coming back here) and registration (carrying the token) when signed out", async () => {
    const { navigate, callsTo } = setup({}, { signedIn: false });
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn).toHaveAttribute(
      "href",
      `/auth?from=${encodeURIComponent(`/organizations/invitation/accept?token=${encodeURIComponent(token)}`)}`,
    );
    const register = screen.getByRole("link", { name: "Create an account" });
    expect(register).toHaveAttribute("href", `/auth?authType=register&organizationToken=${encodeURIComponent(token)}`);
    expect(screen.getByText("Sign in or create an account with ANA@acme.example to accept it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    fireEvent.click(register);
    expect(navigate).toHaveBeenCalledWith(registerHref(token));
    expect(callsTo("POST", /accept$/)).toHaveLength(0);
  });

  it("lets a modified click (new tab) through to the browser", async () => {
    const { navigate } = setup({}, { signedIn: false });
    fireEvent.click(await screen.findByRole("link", { name: "Sign in" }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(signInHref("a b")).toBe("/auth?from=%2Forganizations%2Finvitation%2Faccept%3Ftoken%3Da%2520b");
  });

  it("asks someone signed in with another address to sign out first", async () => {
    const { callsTo } = setup({
      "GET /api/v1/users/tenants/invitations/preview": { ...preview, email: "other@acme.example" },
      "POST /api/v1/users/auth/logout": { status: 204 },
    });
    expect(
      await screen.findByText(
        `This invitation was sent to other@acme.example, but you are signed in as ${sampleUser.email}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign out and use another account" }));
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(callsTo("POST", "/api/v1/users/auth/logout")).toHaveLength(1);
  });

  it('says "Invitation not valid" for a link the preview does not know', async () => {
    setup({ "GET /api/v1/users/tenants/invitations/preview": { valid: false } });
    expect(await screen.findByRole("heading", { name: "Invitation not valid" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it('says "Invitation not valid" without a token, asking nothing', async () => {
    const { callsTo } = setup({}, { token: null });
    expect(await screen.findByRole("heading", { name: "Invitation not valid" })).toBeInTheDocument();
    expect(callsTo("GET", /preview$/)).toHaveLength(0);
  });

  it("reads the token from the page address when none is given", async () => {
    window.history.pushState({}, "", "/organizations/invitation/accept?token=from-url");
    const { callsTo } = renderScreen(<AcceptInvitation />, {
      ...noTenantRoutes(),
      "GET /api/v1/users/tenants/invitations/preview": preview,
    });
    await screen.findByRole("heading", { name: /You are invited/ });
    expect(callsTo("GET", /preview$/)[0]?.query.get("token")).toBe("from-url");
    window.history.pushState({}, "", "/");
  });

  it("shows an error banner when the preview fails for another reason", async () => {
    setup({
      "GET /api/v1/users/tenants/invitations/preview": {
        status: 503,
        body: { statusCode: 503, message: "Service unavailable", code: "Unavailable" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Service unavailable");
  });

  it("is translated in Serbian", async () => {
    renderScreen(
      <AcceptInvitation token={token} />,
      { "GET /api/v1/users/tenants/invitations/preview": { valid: false } },
      { signedIn: false, lang: "sr" },
    );
    expect(await screen.findByRole("heading", { name: "Pozivnica nije važeća" })).toBeInTheDocument();
  });
});
