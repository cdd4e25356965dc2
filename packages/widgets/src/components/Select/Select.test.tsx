import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Select } from "./Select";

const options = [
  { value: "Banking", label: "Banking" },
  { value: "Education", label: "Education" },
];

describe("Select", () => {
  it("is a combobox named by its label with the placeholder first", () => {
    renderWithProvider(<Select label="Industry" options={options} placeholder="Not set" />);
    const select = screen.getByRole("combobox", { name: "Industry" });
    expect(select).toHaveValue("");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Not set", "Banking", "Education"]);
  });

  it("has no empty option without a placeholder", () => {
    renderWithProvider(<Select label="Industry" options={options} />);
    expect(screen.getByRole("combobox")).toHaveValue("Banking");
  });

  it("reports the chosen value", async () => {
    const onChange = vi.fn();
    renderWithProvider(<Select label="Industry" options={options} onChange={(e) => onChange(e.target.value)} />);
    await userEvent.selectOptions(screen.getByRole("combobox"), "Education");
    expect(onChange).toHaveBeenCalledWith("Education");
  });

  it("is aria-invalid and described by its hint and error", () => {
    renderWithProvider(<Select label="Industry" options={options} hint="Pick one" error="Required" />);
    const select = screen.getByRole("combobox");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Pick one Required");
  });
});
