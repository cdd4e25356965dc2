import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { PasswordField } from "./PasswordField";

describe("PasswordField", () => {
  it("hides the password until the toggle is pressed, and hides it again", async () => {
    renderWithProvider(<PasswordField label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    expect(input).toHaveAttribute("type", "password");
  });

  it("does not submit its form when toggled", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProvider(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is described by its hint and error, and translated", () => {
    renderWithProvider(<PasswordField label="Lozinka" hint="Najmanje 6 znakova" error="Obavezno" />, { lang: "sr" });
    const input = screen.getByLabelText("Lozinka");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Najmanje 6 znakova Obavezno");
    expect(screen.getByRole("button", { name: "Prikaži lozinku" })).toBeInTheDocument();
  });

  it("suggests the current password to password managers unless told otherwise", () => {
    renderWithProvider(
      <>
        <PasswordField label="Current" />
        <PasswordField label="New" autoComplete="new-password" />
      </>,
    );
    expect(screen.getByLabelText("Current")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("New")).toHaveAttribute("autocomplete", "new-password");
  });
});
