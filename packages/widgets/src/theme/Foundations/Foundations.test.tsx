import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { darkTheme, lightTheme } from "../tokens";
import { Foundations } from "./Foundations";

describe("Foundations", () => {
  it("shows every colour token with its public variable and both themes' values", () => {
    const { container } = render(<Foundations section="color" />);
    expect(screen.getByText("--bulwark-color-primary")).toBeInTheDocument();
    expect(screen.getByText("--bulwark-color-score-very-high")).toBeInTheDocument();
    expect(screen.getAllByText(`${lightTheme.color.primary} · ${darkTheme.color.primary}`).length).toBeGreaterThan(0);
    // One swatch per colour leaf: the page is generated from the tokens, not written by hand.
    const count = (tree: object): number =>
      Object.values(tree).reduce((n: number, v) => n + (typeof v === "string" ? 1 : count(v)), 0);
    expect(container.querySelectorAll("code").length).toBe(count(lightTheme.color) * 2);
  });

  it("lists the whole type scale", () => {
    render(<Foundations section="type" />);
    for (const size of Object.keys(lightTheme.font.size)) expect(screen.getByText(size)).toBeInTheDocument();
  });

  it("lists every spacing step", () => {
    render(<Foundations section="space" />);
    expect(screen.getAllByText(/^space \d$/)).toHaveLength(Object.keys(lightTheme.space).length);
  });
});
