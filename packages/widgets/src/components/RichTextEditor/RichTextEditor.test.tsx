import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { RichTextEditor, type RichTextMode } from "./RichTextEditor";
import { checkLink } from "./TiptapEditor";

/** A controlled editor that shows what it last reported, as a form would hold it. */
function Harness({ initial = "", mode }: { initial?: string; mode?: RichTextMode }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Page content"
        value={html}
        onChange={setHtml}
        mode={mode}
        hint="Shown to learners"
        required
      />
      <output data-testid="html">{html}</output>
    </>
  );
}

// jsdom has no layout: ProseMirror asks which element is under the pointer after a click.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const html = () => screen.getByTestId("html").textContent;

describe("RichTextEditor", () => {
  it("is a labelled, described text box with a formatting toolbar", async () => {
    renderWithProvider(<Harness initial="<p>Hello</p>" />);
    const box = await screen.findByRole("textbox", { name: "Page content" });
    expect(box).toHaveAttribute("aria-multiline", "true");
    expect(box).toHaveAttribute("aria-required", "true");
    expect(box).toHaveAccessibleDescription("Shown to learners");
    expect(box).toHaveTextContent("Hello");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    expect(toolbar).toContainElement(screen.getByRole("button", { name: "Bold" }));
  });

  it("formats the selection and reports the HTML", async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness initial="<p>Report it</p>" />);
    await screen.findByRole("textbox", { name: "Page content" });
    // Select everything, then make it bold and a bulleted list.
    await user.click(screen.getByRole("textbox", { name: "Page content" }));
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Bold" }));
    await waitFor(() => expect(html()).toBe("<p><strong>Report it</strong></p>"));
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Bulleted list" }));
    await waitFor(() => expect(html()).toBe("<ul><li><p><strong>Report it</strong></p></li></ul>"));
  });

  it("refuses an empty or unsafe link address with the seeds' messages, and sets a valid one", async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness initial="<p>Policy</p>" />);
    await screen.findByRole("textbox", { name: "Page content" });
    await user.click(screen.getByRole("textbox", { name: "Page content" }));
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link address" });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(address).toHaveAccessibleDescription("Required");
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(address).toHaveAccessibleDescription("Please provide a valid URL");
    expect(html()).toBe("<p>Policy</p>");
    await user.clear(address);
    await user.type(address, "intranet.example.com/security{Enter}");
    await waitFor(() =>
      expect(html()).toBe(
        '<p><a rel="noopener noreferrer nofollow" href="https://intranet.example.com/security">Policy</a></p>',
      ),
    );
    expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
  });

  it("never turns pasted javascript: links into links", async () => {
    renderWithProvider(<Harness initial={'<p><a href="javascript:alert(1)">click</a> me</p>'} />);
    const box = await screen.findByRole("textbox", { name: "Page content" });
    expect(box.querySelector("a")).toBeNull();
    expect(box).toHaveTextContent("click me");
  });

  it("shows content read-only without a toolbar in view mode", async () => {
    renderWithProvider(<Harness initial="<p>Read me</p>" mode="view" />);
    const box = await screen.findByRole("textbox", { name: "Page content" });
    expect(box).toHaveAttribute("contenteditable", "false");
    expect(box).toHaveAttribute("aria-readonly", "true");
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("checks link addresses: web and mail only, a bare host means https", () => {
    expect(checkLink("  ")).toEqual({ error: "required" });
    expect(checkLink("example.com/a b")).toEqual({ href: "https://example.com/a%20b" });
    expect(checkLink("http://example.com")).toEqual({ href: "http://example.com/" });
    expect(checkLink("mailto:security@example.com")).toEqual({ href: "mailto:security@example.com" });
    expect(checkLink("javascript:alert(1)")).toEqual({ error: "invalidUrl" });
    expect(checkLink("data:text/html,<b>x</b>")).toEqual({ error: "invalidUrl" });
    expect(checkLink("not a url")).toEqual({ error: "invalidUrl" });
  });
});
