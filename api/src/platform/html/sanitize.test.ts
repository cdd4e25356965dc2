import { describe, expect, it } from "vitest";
import { hasVisibleContent, sanitizeUserHtml } from "./sanitize.js";

describe("sanitizeUserHtml", () => {
  it.each([
    ["a script element", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["an event handler", '<p onmouseover="alert(1)">a</p>', "<p>a</p>"],
    ["a javascript: link in any case", '<a href="JaVaScRiPt:alert(1)">a</a>', "<a>a</a>"],
    ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">a</a>', "<a>a</a>"],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=">', "<img />"],
    ["a protocol-relative image", '<img src="//evil.example/x.png">', "<img />"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>b', "b"],
    ["an svg with onload", '<svg onload="alert(1)"><circle /></svg>b', "b"],
    ["a style element and attribute", '<style>*{display:none}</style><p style="color:red">a</p>', "<p>a</p>"],
    ["a form", '<form action="https://evil.example"><input name="password"></form>b', "b"],
    ["an object and embed", '<object data="x.swf"></object><embed src="x.swf">b', "b"],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">b', "b"],
  ])("removes %s", (_what, input, expected) => {
    expect(sanitizeUserHtml(input)).toBe(expected);
  });

  it("keeps formatting, lists, tables, http(s) links and images, and makes new-tab links safe", () => {
    const html =
      '<h2>Tip</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><table><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<a href="mailto:security@example.com">e</a><img src="https://x.example/a.png" alt="f" />';
    expect(sanitizeUserHtml(html)).toBe(html);
    expect(sanitizeUserHtml('<a href="https://x.example" target="_blank" rel="opener">g</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">g</a>',
    );
  });
});

describe("hasVisibleContent", () => {
  it("is false for empty markup and true for text or an image", () => {
    expect(hasVisibleContent("<p> </p><br />")).toBe(false);
    expect(hasVisibleContent("<p>x</p>")).toBe(true);
    expect(hasVisibleContent('<img src="https://x.example/a.png" />')).toBe(true);
  });
});
