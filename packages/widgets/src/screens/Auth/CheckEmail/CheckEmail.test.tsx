import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../../test/render";
import { CheckEmail } from "./CheckEmail";

describe("CheckEmail", () => {
  it("names the address, takes focus on its heading and links back to sign-in", async () => {
    const onSwitch = vi.fn();
    renderWithProvider(<CheckEmail email="ana@acme.example" focusHeading onSwitch={onSwitch} />);
    expect(screen.getByRole("heading", { name: "Check your email" })).toHaveFocus();
    expect(screen.getByText(/We sent an email to ana@acme.example/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Go to sign in" });
    expect(link).toHaveAttribute("href", "?authType=login");
    await userEvent.click(link);
    expect(onSwitch).toHaveBeenCalledWith("login");
  });

  it("speaks Serbian", () => {
    renderWithProvider(<CheckEmail email="ana@acme.example" focusHeading={false} onSwitch={vi.fn()} />, {
      lang: "sr",
    });
    expect(screen.getByRole("heading", { name: "Proverite e-poštu" })).toBeInTheDocument();
  });
});
