import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is named by its label", () => {
    renderWithProvider(<TextField label="Email" />);
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
  });

  it("is not aria-invalid and has no description without an error", () => {
    renderWithProvider(<TextField label="Email" />);
    const input = screen.getByRole("textbox");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("is aria-invalid and described by the error message when it has an error", () => {
    renderWithProvider(<TextField label="Email" error="Invalid email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Invalid email");
  });

  it("is described by its hint and its error together", () => {
    renderWithProvider(<TextField label="Website" hint="Starting with https://" error="Please provide a valid URL" />);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription(
      "Starting with https:// Please provide a valid URL",
    );
  });

  it("keeps an aria-describedby given by the caller", () => {
    renderWithProvider(
      <>
        <p id="extra">Extra</p>
        <TextField label="Email" aria-describedby="extra" error="Required" />
      </>,
    );
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Extra Required");
  });

  it('marks the field required without adding "*" to its name', () => {
    renderWithProvider(<TextField label="Email" required />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toBeRequired();
  });

  it("reports typed text through onChange", async () => {
    const onChange = vi.fn();
    renderWithProvider(<TextField label="Name" onChange={(e) => onChange(e.target.value)} />);
    await userEvent.type(screen.getByRole("textbox"), "Ana");
    expect(onChange).toHaveBeenLastCalledWith("Ana");
  });

  it("gives two fields different ids", () => {
    renderWithProvider(
      <>
        <TextField label="First" error="Required" />
        <TextField label="Second" error="Required" />
      </>,
    );
    const [a, b] = screen.getAllByRole("textbox");
    expect(a?.id).not.toBe(b?.id);
  });
});
