import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { SafeHtml } from "./SafeHtml";
import { sanitize } from "./SanitizedHtml";

describe("SafeHtml", () => {
  it("shows user-written formatting and makes links open apart from the page", async () => {
    renderWithProvider(
      <SafeHtml html={'<h2>Spot the signs</h2><p>Check the <a href="https://example.com/x">sender</a>.</p>'} />,
    );
    expect(await screen.findByRole("heading", { name: "Spot the signs" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "sender" });
    expect(link).toHaveAttribute("href", "https://example.com/x");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  // Vectors from the OWASP XSS filter evasion cheat sheet and DOMPurify's own test corpus.
  it.each([
    ["<script>alert(1)</script><p>text</p>", "<p>text</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ["<svg><script>alert(1)</script></svg><p>a</p>", "<p>a</p>"],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', "<p>a</p>"],
    ['<form action="https://evil.example"><input name="password"></form>', ""],
    ['<p style="position:fixed;inset:0">overlay</p>', "<p>overlay</p>"],
    ["<style>body{display:none}</style><p>a</p>", "<p>a</p>"],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
    ['<div><object data="x.swf"></object><embed src="x.swf"></div>', "<div></div>"],
    ['<base href="https://evil.example/"><p>a</p>', "<p>a</p>"],
  ])("removes what could run or mislead: %s", (dirty, clean) => {
    expect(sanitize(dirty)).toBe(clean);
  });
});
