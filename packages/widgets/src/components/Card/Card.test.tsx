import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Card } from "./Card";

describe("Card", () => {
  it("is a region named by its title, at the requested heading level", () => {
    renderWithProvider(
      <Card title="Sessions" headingLevel={3} description="Devices signed in">
        Body
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Sessions" });
    expect(region).toHaveTextContent("Devices signed in");
    expect(screen.getByRole("heading", { level: 3, name: "Sessions" })).toBeInTheDocument();
  });

  it("is a plain container without a title", () => {
    renderWithProvider(<Card>Only content</Card>);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByText("Only content")).toBeInTheDocument();
  });

  it("renders its actions", () => {
    renderWithProvider(<Card title="Profile" actions={<button type="button">Edit</button>} />);
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });
});
