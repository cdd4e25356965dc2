import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { FeatureNotEnabled } from "./FeatureNotEnabled";

describe("FeatureNotEnabled", () => {
  it("names the missing feature and mails the contact address with a subject", () => {
    renderWithProvider(<FeatureNotEnabled contactEmail="sales@bulwark.example" feature="waf" />);
    expect(screen.getByRole("heading", { level: 1, name: "This feature is not enabled" })).toBeInTheDocument();
    expect(screen.getByText(/Web application firewall is not enabled for your organization/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "mailto:sales@bulwark.example?subject=Please%20enable%20Web%20application%20firewall",
    );
  });

  it("works without a named feature and in Serbian", () => {
    renderWithProvider(<FeatureNotEnabled contactEmail="prodaja@bulwark.example" />, { lang: "sr" });
    expect(screen.getByRole("heading", { name: "Ova funkcija nije uključena" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kontaktirajte nas" }).getAttribute("href")).toMatch(
      /^mailto:prodaja@bulwark\.example\?subject=/,
    );
  });
});
