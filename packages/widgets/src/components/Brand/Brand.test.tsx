import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { Brand } from "./Brand";

describe("Brand", () => {
  it("names the product beside a decorative shield", () => {
    const { container } = render(<Brand />);
    expect(screen.getByText("Bulwark")).toBeVisible();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("takes the extra class names of its root and its name", () => {
    render(<Brand className="top" nameClassName="name" tone="onPrimary" />);
    const name = screen.getByText("Bulwark");
    expect(name).toHaveClass("name");
    expect(name.parentElement).toHaveClass("top");
  });
});
