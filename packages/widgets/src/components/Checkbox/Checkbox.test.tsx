import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Checkbox } from "./Checkbox";

function Controlled() {
  const [checked, setChecked] = useState(true);
  return <Checkbox label="Accept" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
}

describe("Checkbox", () => {
  it("is named by its label and toggles when the label is clicked", async () => {
    renderWithProvider(<Checkbox label="Remember me" />);
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("Remember me"));
    expect(box).toBeChecked();
  });

  it("works controlled", async () => {
    renderWithProvider(<Controlled />);
    const box = screen.getByRole("checkbox", { name: "Accept" });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it("toggles with the Space key", async () => {
    renderWithProvider(<Checkbox label="Remember me" />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("is aria-invalid and described by its error", () => {
    renderWithProvider(<Checkbox label="Accept the privacy policy" error="Required" />);
    const box = screen.getByRole("checkbox");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Required");
  });

  it("cannot be toggled when disabled", async () => {
    renderWithProvider(<Checkbox label="Locked" disabled />);
    await userEvent.click(screen.getByRole("checkbox"));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
