import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { MultiSelect } from "./MultiSelect";

const options = [
  { value: "Admin", label: "Admin" },
  { value: "Viewer", label: "Viewer" },
  { value: "GroupAdmin", label: "Group admin" },
];

function Harness({ variant }: { variant?: "inline" | "dropdown" }) {
  const [value, setValue] = useState<string[]>(["Viewer"]);
  return <MultiSelect label="Roles" options={options} value={value} onChange={setValue} variant={variant} />;
}

describe("MultiSelect", () => {
  it("inline: is a group named by its label with one checkbox per option", () => {
    renderWithProvider(<MultiSelect label="Roles" options={options} value={["Viewer"]} onChange={() => {}} />);
    const group = screen.getByRole("group", { name: "Roles" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Viewer" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Admin" })).not.toBeChecked();
  });

  it("reports the chosen values in the order of the options", async () => {
    const onChange = vi.fn();
    renderWithProvider(<MultiSelect label="Roles" options={options} value={["GroupAdmin"]} onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    expect(onChange).toHaveBeenCalledWith(["Admin", "GroupAdmin"]);
  });

  it("reports an empty list when the last choice is cleared", async () => {
    const onChange = vi.fn();
    renderWithProvider(<MultiSelect label="Roles" options={options} value={["Viewer"]} onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Viewer" }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it("is described by its error and marked invalid", () => {
    renderWithProvider(
      <MultiSelect label="Roles" options={options} value={[]} onChange={() => {}} error="One role is required!" />,
    );
    const group = screen.getByRole("group", { name: "Roles" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("One role is required!");
  });

  it("disables every checkbox when disabled", () => {
    renderWithProvider(<MultiSelect label="Roles" options={options} value={[]} onChange={() => {}} disabled />);
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeDisabled();
  });

  it("dropdown: a collapsed button says what is chosen and opens the checkboxes", async () => {
    renderWithProvider(<Harness variant="dropdown" />);
    const button = screen.getByRole("button", { name: "Roles: Viewer" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("checkbox")).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    expect(screen.getByRole("button", { name: "Roles: Admin, Viewer" })).toBeInTheDocument();
  });

  it("dropdown: says when nothing is chosen", () => {
    renderWithProvider(
      <MultiSelect label="Roles" options={options} value={[]} onChange={() => {}} variant="dropdown" />,
    );
    expect(screen.getByRole("button", { name: "Roles: None selected" })).toBeInTheDocument();
  });

  it("dropdown: Escape closes the panel and returns focus to the button", async () => {
    renderWithProvider(<Harness variant="dropdown" />);
    const button = screen.getByRole("button", { name: /Roles/ });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(button).toHaveFocus();
  });
});
