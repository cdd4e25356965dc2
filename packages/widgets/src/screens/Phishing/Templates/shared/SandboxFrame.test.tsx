import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SandboxFrame, withoutInlineStyles } from "./SandboxFrame";

const html = (frame: HTMLIFrameElement) => frame.contentDocument?.documentElement.outerHTML ?? "";

describe("SandboxFrame", () => {
  it("copies the page in without anything that could run, load or leave", () => {
    const { container } = render(
      <SandboxFrame
        title="Preview"
        html={
          '<p onclick="steal()">Hi</p><script>steal()</script><iframe src="https://evil.example"></iframe>' +
          '<a href="javascript:steal()">x</a><a href="https://intranet.example">y</a>' +
          '<img src="https://tracker.example/p.gif" srcset="https://tracker.example/2x.gif 2x"><link rel="stylesheet" href="https://evil.example/s.css">'
        }
      />,
    );
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("allow-same-origin");
    const doc = html(frame);
    expect(doc).toContain("<p>Hi</p>");
    expect(doc).not.toMatch(/steal|evil\.example|<script|<iframe|<link|srcset/);
    expect(doc).toContain('href="https://intranet.example"');
    // A remote image is not fetched: a placeholder stands in, its address on hover.
    const image = frame.contentDocument?.querySelector("img");
    expect(image?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(image?.getAttribute("title")).toBe("https://tracker.example/p.gif");
  });

  it("applies inline styles and style blocks through the object model, not as markup", () => {
    const { container } = render(
      <SandboxFrame
        title="Preview"
        html={'<style>p { color: rgb(0, 0, 255) }</style><p style="font-weight: bold">Styled</p>'}
        extraCss="mark { outline: 1px dashed red }"
      />,
    );
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    const p = frame.contentDocument?.querySelector("p") as HTMLElement;
    expect(p.getAttribute("data-preview-style")).toBeNull();
    expect(p.style.fontWeight).toBe("bold");
    const sheets = [
      ...(frame.contentDocument?.adoptedStyleSheets ?? []),
      ...Array.from(frame.contentDocument?.styleSheets ?? []),
    ];
    const rules = sheets.flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join("\n");
    expect(rules).toContain("rgb(0, 0, 255)");
    expect(rules).toContain("dashed");
  });

  it("renames styles before parsing, never inside a quoted value", () => {
    expect(
      withoutInlineStyles(
        '<p title="a style=b" STYLE="color: red">x</p><STYLE media="all">p > a { color: blue }</style><br style=x/>',
      ),
    ).toBe(
      '<p title="a style=b" data-preview-style="color: red">x</p><textarea data-preview-css media="all">p > a { color: blue }</textarea><br data-preview-style=x/>',
    );
  });
});
