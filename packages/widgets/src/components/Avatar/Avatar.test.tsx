import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Avatar, initialsOf, OrgLogo, readableTextOn } from "./Avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initialsOf("Ana Petrović")).toBe("AP");
    expect(initialsOf("acme d.o.o.")).toBe("AD");
    expect(initialsOf("  Šumadija  ")).toBe("Š");
    expect(initialsOf("")).toBe("?");
  });
});

describe("readableTextOn", () => {
  it("picks dark text on light colours and white on dark ones", () => {
    expect(readableTextOn("#ffffff")).toBe("#111111");
    expect(readableTextOn("#f5c518")).toBe("#111111");
    expect(readableTextOn("#1f2937")).toBe("#ffffff");
    expect(readableTextOn("#03c")).toBe("#ffffff");
  });
  it("ignores values that are not hex colours", () => {
    expect(readableTextOn("red")).toBeUndefined();
  });
});

describe("Avatar", () => {
  it("shows initials named by the full name when there is no image", () => {
    renderWithProvider(<Avatar name="Ana Petrović" />);
    // Drawn from data-initials by CSS, so the letters never join a control's text.
    expect(screen.getByRole("img", { name: "Ana Petrović" })).toHaveAttribute("data-initials", "AP");
  });

  it("shows the image with the name as alternative text, and falls back to initials when it fails", () => {
    renderWithProvider(<OrgLogo tenant={{ name: "Acme", logo: "/logo.png", color: "#3056d3" }} />);
    const image = screen.getByRole("img", { name: "Acme" });
    expect(image.tagName).toBe("IMG");
    fireEvent.error(image);
    const block = screen.getByRole("img", { name: "Acme" });
    expect(block.tagName).toBe("SPAN");
    expect(block).toHaveStyle({ background: "#3056d3" });
  });

  it("is hidden from assistive technology when decorative", () => {
    renderWithProvider(<Avatar name="Ana" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
