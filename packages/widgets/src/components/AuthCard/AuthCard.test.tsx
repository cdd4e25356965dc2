import { screen, within } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { AuthCard } from "./AuthCard";

describe("AuthCard", () => {
  it("is a region named by its h1 title, with eyebrow, description, content and footer", () => {
    render(
      <AuthCard eyebrow="Invitation" title="You are invited" description="Invited by Marko" footer="Back">
        <button type="button">Accept</button>
      </AuthCard>,
    );
    const region = screen.getByRole("region", { name: "You are invited" });
    expect(within(region).getByRole("heading", { level: 1, name: "You are invited" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Invitation");
    expect(region).toHaveTextContent("Invited by Marko");
    expect(within(region).getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Back");
  });

  it("makes the title focusable only when given a ref, and says when it is busy", () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<AuthCard title="Email verification" headingRef={ref} busy />);
    expect(ref.current).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("region", { name: "Email verification" })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the brand above the card, outside the card's region", () => {
    const { container } = render(<AuthCard title="Reset password" />);
    const brand = screen.getByText("Bulwark");
    expect(screen.getByRole("region", { name: "Reset password" })).not.toContainElement(brand);
    // First in the layout, so it stands at the top on every width.
    expect(container.firstElementChild?.firstElementChild).toContainElement(brand);
  });
});
