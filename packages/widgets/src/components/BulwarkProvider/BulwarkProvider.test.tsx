import { render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/createI18n";
import { BulwarkProvider } from "./BulwarkProvider";

function Probe() {
  const { t } = useTranslation();
  return <p>{t("common.close")}</p>;
}

describe("BulwarkProvider", () => {
  it('applies the light theme class and lang="en" by default', () => {
    const { container } = render(
      <BulwarkProvider>
        <Probe />
      </BulwarkProvider>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass("bulwark-theme-light");
    expect(root).toHaveAttribute("lang", "en");
    expect(screen.getByText("Close")).toBeInTheDocument();
  });

  it('applies the dark theme class when theme="dark"', () => {
    const { container } = render(<BulwarkProvider theme="dark" />);
    expect(container.firstElementChild).toHaveClass("bulwark-theme-dark");
  });

  it("re-renders children in the new language when the lang prop changes", async () => {
    const { rerender, container } = render(
      <BulwarkProvider lang="en">
        <Probe />
      </BulwarkProvider>,
    );
    rerender(
      <BulwarkProvider lang="sr">
        <Probe />
      </BulwarkProvider>,
    );
    expect(await screen.findByText("Zatvori")).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("lang", "sr");
  });

  it("keeps two providers on one page in separate languages", () => {
    render(
      <>
        <BulwarkProvider lang="en">
          <Probe />
        </BulwarkProvider>
        <BulwarkProvider lang="sr">
          <Probe />
        </BulwarkProvider>
      </>,
    );
    expect(screen.getByText("Close")).toBeInTheDocument();
    expect(screen.getByText("Zatvori")).toBeInTheDocument();
  });

  it("uses a given i18next instance", () => {
    render(
      <BulwarkProvider i18n={createI18n("sr")}>
        <Probe />
      </BulwarkProvider>,
    );
    expect(screen.getByText("Zatvori")).toBeInTheDocument();
  });
});

describe("BulwarkProvider typeface", () => {
  it("declares the self-hosted Inter faces once in the document through document.fonts, whatever the number of providers", () => {
    // jsdom has no CSS Font Loading API: a minimal one records what the provider declares.
    const added: Array<{ family: string; source: string; descriptors: FontFaceDescriptors }> = [];
    class RecordingFontFace {
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        added.push({ family, source, descriptors });
      }
    }
    Object.defineProperty(window, "FontFace", { value: RecordingFontFace, configurable: true });
    Object.defineProperty(document, "fonts", { value: { add: () => undefined }, configurable: true });
    try {
      render(
        <>
          <BulwarkProvider />
          <BulwarkProvider />
        </>,
      );
      expect(added.map((face) => face.family)).toEqual(["Inter Variable", "Inter Variable"]);
      // Both subsets, served from the package's files (never a font CDN), declared without an
      // inline <style> (the web app's CSP refuses those).
      expect(added[0]?.source).toMatch(/inter-latin-wght-normal[^"]*\.woff2/);
      expect(added[1]?.source).toMatch(/inter-latin-ext-wght-normal[^"]*\.woff2/);
      expect(added[1]?.descriptors.unicodeRange).toContain("U+0100");
      for (const face of added) expect(face.source).not.toMatch(/fonts\.googleapis|https?:\/\/(?!localhost)/);
      expect(document.head.querySelector("style[data-bulwark-fonts]")).toBeNull();
    } finally {
      Reflect.deleteProperty(window, "FontFace");
      Reflect.deleteProperty(document, "fonts");
    }
  });
});
