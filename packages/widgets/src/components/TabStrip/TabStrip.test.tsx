import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("scrolls the current tab into the strip's view (a phone shows the page it is on), not the page", () => {
    const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 40 }) as DOMRect;
    // jsdom has no layout: a 300 px strip whose current tab sits past its right edge (320–420 px).
    const spy = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.getAttribute("aria-current") === "page") return rect(320, 420);
      return this.hasAttribute("data-fade-end") ? rect(0, 300) : rect(0, 0);
    });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    try {
      render(
        <TabStrip label="Sections" items={[...items, { id: "c", label: "Webhooks", href: "/c" }]} currentId="c" />,
      );
      const strip = screen.getByRole("navigation").firstElementChild as HTMLDivElement;
      // Past the edge by 120 px, plus a margin, so the tab is not hidden under the fade.
      expect(strip.scrollLeft).toBe(144);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      scrollTo.mockRestore();
    }
  });
});
