import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { sessionRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { sampleTenant, sampleUser } from "../shared/fixtures";
import { TWO_FACTOR_SETTINGS_PATH, TwoFactorPolicy } from "./TwoFactorPolicy";

const POLICY = "PUT /api/v1/users/tenants/*/two-factor-policy";
const withTwoFactor = { ...sampleUser, isTwoFactorAuthEnabled: true };

function setup(routes: FakeRoutes, { editable = true, tenant = sampleTenant } = {}) {
  return renderScreen(<TwoFactorPolicy tenant={tenant} editable={editable} />, routes);
}

const box = () => screen.getByRole("checkbox", { name: "Require two-factor authentication for members" });

describe("TwoFactorPolicy", () => {
  it("turns the requirement on for an admin who has two-factor, and reloads the session", async () => {
    const { callsTo } = setup({
      ...sessionRoutes(withTwoFactor),
      [POLICY]: { ...sampleTenant, requireTwoFactor: true },
    });
    await waitFor(() => expect(box()).toBeEnabled());
    await userEvent.click(box());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(callsTo("PUT", `/api/v1/users/tenants/${sampleTenant.id}/two-factor-policy`)[0]?.body).toEqual({
      requireTwoFactor: true,
    });
    await waitFor(() => expect(callsTo("GET", "/api/v1/users/users/me").length).toBeGreaterThanOrEqual(2));
  });

  it("keeps the box off and points to the two-factor settings while the admin has no two-factor", async () => {
    setup(sessionRoutes(sampleUser));
    expect(await screen.findByText(/Turn on two-factor authentication for your own account first/)).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.getByRole("link", { name: "Go to two-factor settings" })).toHaveAttribute(
      "href",
      TWO_FACTOR_SETTINGS_PATH,
    );
  });

  it("lets an admin without two-factor turn an existing requirement off", async () => {
    const { callsTo } = setup(
      { ...sessionRoutes(sampleUser), [POLICY]: sampleTenant },
      { tenant: { ...sampleTenant, requireTwoFactor: true } },
    );
    expect(box()).toBeChecked();
    expect(box()).toBeEnabled();
    await userEvent.click(box());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    expect(callsTo("PUT", `/api/v1/users/tenants/${sampleTenant.id}/two-factor-policy`)[0]?.body).toEqual({
      requireTwoFactor: false,
    });
  });

  it("is read-only for those who may not manage the organisation", () => {
    setup(sessionRoutes(withTwoFactor), { editable: false });
    expect(box()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    setup({
      ...sessionRoutes(withTwoFactor),
      [POLICY]: {
        status: 409,
        body: {
          statusCode: 409,
          code: "Conflict",
          message: "Turn on two-factor authentication for your own account before requiring it of members",
        },
      },
    });
    await waitFor(() => expect(box()).toBeEnabled());
    await userEvent.click(box());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("before requiring it of members");
  });
});
