import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminPermissions, sampleTenant, sampleUser } from "../storybook/fakeApi";
import { renderScreen } from "../test/renderScreen";
import { useSession } from "./session";

/** Prints what a screen reads of the session's permissions. */
function Probe() {
  const session = useSession();
  return (
    <p data-testid="probe">
      {session.status} pending={String(session.permissionsPending)} manage=
      {String(session.permissions.has("ManageOrganization"))}
    </p>
  );
}

describe("Session.permissionsPending", () => {
  it("is true from the user's arrival until the permissions land, so screens can hold their places", async () => {
    let answer: (value: unknown) => void = () => {};
    const permissions = new Promise((resolve) => {
      answer = resolve;
    });
    renderScreen(
      <Probe />,
      {
        "GET /api/v1/users/users/me": sampleUser,
        "GET /api/v1/users/acl/permissions/my-permissions": () => permissions,
      },
      { tenantId: sampleTenant.id },
    );
    expect(await screen.findByText("signedIn pending=true manage=false")).toBeInTheDocument();
    answer(adminPermissions);
    expect(await screen.findByText("signedIn pending=false manage=true")).toBeInTheDocument();
  });

  it("is false once the permissions fail (nothing is allowed, nothing waits for them)", async () => {
    renderScreen(<Probe />, {
      "GET /api/v1/users/users/me": sampleUser,
      "GET /api/v1/users/acl/permissions/my-permissions": { status: 500, body: { statusCode: 500, code: "Internal" } },
    });
    expect(await screen.findByText("signedIn pending=false manage=false")).toBeInTheDocument();
  });

  it("is false when signed out (no user, nothing on its way)", async () => {
    renderScreen(<Probe />, {}, { signedIn: false });
    expect(await screen.findByText("signedOut pending=false manage=false")).toBeInTheDocument();
  });
});
