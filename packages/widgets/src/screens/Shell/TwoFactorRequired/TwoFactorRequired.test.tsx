import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../../test/render";
import { mustSetUpTwoFactor, TwoFactorRequired } from "./TwoFactorRequired";

describe("TwoFactorRequired", () => {
  it("says why, naming the organisation, and links to the two-factor setup", () => {
    renderWithProvider(<TwoFactorRequired organization="Acme d.o.o." />);
    expect(screen.getByRole("heading", { name: "Two-factor authentication required" })).toBeInTheDocument();
    expect(screen.getByText(/Acme d.o.o. requires two-factor authentication/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor authentication" })).toHaveAttribute(
      "href",
      "/account-settings/two-factor-authentication",
    );
  });

  it("speaks Serbian", () => {
    renderWithProvider(<TwoFactorRequired />, { lang: "sr" });
    expect(screen.getByRole("heading", { name: "Potrebna je dvofaktorska autentifikacija" })).toBeInTheDocument();
  });
});

describe("mustSetUpTwoFactor", () => {
  const strict = { id: "t1", requireTwoFactor: true };
  const relaxed = { id: "t2", requireTwoFactor: false };
  it("holds back a user without two-factor only in an organisation that requires it", () => {
    const user = { isTwoFactorAuthEnabled: false, tenants: [strict, relaxed] };
    expect(mustSetUpTwoFactor(user, "t1")).toBe(true);
    expect(mustSetUpTwoFactor(user, "t2")).toBe(false);
    expect(mustSetUpTwoFactor(user, null)).toBe(false);
    expect(mustSetUpTwoFactor({ ...user, isTwoFactorAuthEnabled: true }, "t1")).toBe(false);
    expect(mustSetUpTwoFactor(undefined, "t1")).toBe(false);
  });
});
