import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { CodeInput } from "./CodeInput";

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState("");
  return <CodeInput label="Authentication code" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe("CodeInput", () => {
  it("is a numeric one-time-code field described by its length", () => {
    renderWithProvider(<Harness />);
    const input = screen.getByRole("textbox", { name: "Authentication code" });
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("autocomplete", "one-time-code");
    expect(input).toHaveAccessibleDescription("6 digits");
  });

  it("keeps digits only and at most six of them", async () => {
    renderWithProvider(<Harness />);
    const input = screen.getByRole("textbox", { name: "Authentication code" });
    await userEvent.type(input, "12a 3-4");
    expect(input).toHaveValue("1234");
  });

  it("accepts a pasted code with spaces and reports it complete once", async () => {
    const onComplete = vi.fn();
    renderWithProvider(<Harness onComplete={onComplete} />);
    const input = screen.getByRole("textbox", { name: "Authentication code" });
    await userEvent.click(input);
    await userEvent.paste("123 456");
    expect(input).toHaveValue("123456");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("shows an error as its description", () => {
    renderWithProvider(<CodeInput label="Code" value="12" onChange={() => {}} error="The code must be six digits" />);
    const input = screen.getByRole("textbox", { name: "Code" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("6 digits The code must be six digits");
  });
});
