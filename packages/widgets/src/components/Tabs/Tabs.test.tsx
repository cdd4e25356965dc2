import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Tabs } from "./Tabs";

const items = [
  { id: "profile", label: "Profile", content: <input aria-label="First name" /> },
  { id: "password", label: "Password", content: <p>Password panel</p> },
  { id: "off", label: "Disabled", content: <p>Never</p>, disabled: true },
  { id: "sessions", label: "Sessions", content: <p>Sessions panel</p> },
];

function Controlled({ onSelect }: { onSelect: (id: string) => void }) {
  const [id, setId] = useState("password");
  return (
    <Tabs
      label="Sections"
      items={items}
      selectedId={id}
      onSelect={(next) => {
        onSelect(next);
        setId(next);
      }}
    />
  );
}

describe("Tabs", () => {
  it("is a named tablist whose selected tab labels the visible panel", () => {
    renderWithProvider(<Tabs label="Sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Profile" })).toBeVisible();
    expect(screen.queryByText("Password panel")).not.toBeInTheDocument();
  });

  it("has one Tab stop and moves with the arrow keys, Home and End, skipping disabled tabs", async () => {
    const user = userEvent.setup();
    renderWithProvider(<Tabs label="Sections" items={items} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Password" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Password" })).toHaveTextContent("Password panel");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Sessions" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Sessions" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("tabindex", "-1");
  });

  it("keeps a visited panel mounted, so what was typed survives switching", async () => {
    const user = userEvent.setup();
    renderWithProvider(<Tabs label="Sections" items={items} />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ana");
    await user.click(screen.getByRole("tab", { name: "Password" }));
    await user.click(screen.getByRole("tab", { name: "Profile" }));
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Ana");
  });

  it("follows selectedId when controlled and reports the user's choice", async () => {
    const onSelect = vi.fn();
    renderWithProvider(<Controlled onSelect={onSelect} />);
    expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Sessions" }));
    expect(onSelect).toHaveBeenCalledWith("sessions");
    expect(screen.getByRole("tabpanel", { name: "Sessions" })).toBeVisible();
  });
});
