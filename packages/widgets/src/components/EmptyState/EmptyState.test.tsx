import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows its title as a level-3 heading by default", () => {
    renderWithProvider(<EmptyState title="No members yet" />);
    expect(screen.getByRole("heading", { level: 3, name: "No members yet" })).toBeInTheDocument();
  });

  it("renders the title as plain text when headingLevel is null", () => {
    renderWithProvider(<EmptyState title="Nothing to show" headingLevel={null} />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Nothing to show")).toBeInTheDocument();
  });

  it("shows the description and the action", () => {
    renderWithProvider(
      <EmptyState title="No keys" description="Create one to start." action={<button type="button">Create</button>} />,
    );
    expect(screen.getByText("Create one to start.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeInTheDocument();
  });

  it("hides the decorative icon from assistive technology", () => {
    renderWithProvider(<EmptyState title="No keys" icon="🔑" />);
    expect(screen.getByText("🔑")).toHaveAttribute("aria-hidden", "true");
  });
});
