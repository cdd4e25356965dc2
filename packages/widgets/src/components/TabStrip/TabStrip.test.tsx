import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { TabStrip } from "./TabStrip";

const items = [
  { id: "a", label: "Settings", href: "/a" },
  { id: "b", label: "Members", href: "/b", count: 4 },
];

describe("TabStrip", () => {
  it("is a named navigation whose current link has aria-current=page", () => {
    render(<TabStrip label="Sections" items={items} currentId="b" />);
    expect(screen.getByRole("navigation", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Members\s*4$/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Settings" })).not.toHaveAttribute("aria-current");
  });

  it("fades the edge past which content is hidden, following the scroll", () => {
    render(<TabStrip label="Sections" items={items} currentId="a" />);
    const strip = screen.getByRole("navigation").firstElementChild as HTMLDivElement;
    // jsdom has no layout: give the strip a content wider than itself.
    Object.defineProperty(strip, "scrollWidth", { value: 600, configurable: true });
    Object.defineProperty(strip, "clientWidth", { value: 300, configurable: true });
    act(() => {
      strip.dispatchEvent(new Event("scroll"));
    });
    expect(strip).toHaveAttribute("data-fade-start", "false");
    expect(strip).toHaveAttribute("data-fade-end", "true");
    act(() => {
      strip.scrollLeft = 300;
      strip.dispatchEvent(new Event("scroll"));
    });
    expect(strip).toHaveAttribute("data-fade-start", "true");
    expect(strip).toHaveAttribute("data-fade-end", "false");
  });
});
