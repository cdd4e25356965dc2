import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it('is a status announcing the translated "Loading…"', () => {
    renderWithProvider(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("announces in Serbian when the provider is in sr", () => {
    renderWithProvider(<Spinner />, { lang: "sr" });
    expect(screen.getByRole("status")).toHaveTextContent("Učitavanje…");
  });

  it("announces a custom label", () => {
    renderWithProvider(<Spinner label="Syncing people" />);
    expect(screen.getByRole("status")).toHaveTextContent("Syncing people");
  });

  it("is hidden from assistive technology when decorative", () => {
    renderWithProvider(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
