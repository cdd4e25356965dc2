import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Badge, badgeCount } from "./Badge";

describe("Badge", () => {
  it("shows its text and passes attributes through", () => {
    renderWithProvider(
      <Badge tone="danger" data-testid="b" aria-hidden="true">
        3
      </Badge>,
    );
    const badge = screen.getByTestId("b");
    expect(badge).toHaveTextContent("3");
    expect(badge).toHaveAttribute("aria-hidden", "true");
  });
});

describe("badgeCount", () => {
  it("caps counts at 99+", () => {
    expect(badgeCount(0)).toBe("0");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
    expect(badgeCount(12, 9)).toBe("9+");
  });
});
