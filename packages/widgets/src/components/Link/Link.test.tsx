import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeRuntime } from "../../storybook/fakeApi";
import { BulwarkProvider } from "../BulwarkProvider/BulwarkProvider";
import { Link } from "./Link";

/** Clicks `link` and tells whether the app prevented the default; then stops jsdom's own navigation. */
function clickAndReadPrevented(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // Listens on the document, i.e. after React's root listener has run.
  const after = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener("click", after);
  fireEvent.click(link, init);
  document.removeEventListener("click", after);
  return prevented;
}

function setup(href = "/notifications") {
  const navigate = vi.fn();
  render(
    <BulwarkProvider runtime={fakeRuntime({}, { signedIn: false })} navigate={navigate}>
      <Link href={href}>Go</Link>
    </BulwarkProvider>,
  );
  return { navigate, link: screen.getByRole("link", { name: "Go" }) };
}

describe("Link", () => {
  it("renders a real anchor with the href", () => {
    const { link } = setup();
    expect(link).toHaveAttribute("href", "/notifications");
  });

  it("hands a plain left click to navigate and prevents the page load", () => {
    const { navigate, link } = setup();
    expect(clickAndReadPrevented(link)).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/notifications");
  });

  it("leaves modified clicks (new tab, new window) to the browser", () => {
    const { navigate, link } = setup();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(clickAndReadPrevented(link, init)).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it("never routes mailto: or other origins through navigate", () => {
    const { navigate, link } = setup("mailto:sales@bulwark.example");
    expect(clickAndReadPrevented(link)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("works as a plain link outside a provider with a runtime", () => {
    render(
      <BulwarkProvider>
        <Link href="/x">Plain</Link>
      </BulwarkProvider>,
    );
    expect(clickAndReadPrevented(screen.getByRole("link", { name: "Plain" }))).toBe(false);
  });
});
