import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/renderShell";
import { NotFound } from "./NotFound";

describe("NotFound", () => {
  it("says the page was not found and links home through the host's router", async () => {
    const { navigate } = renderScreen(<NotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Go to the overview" });
    expect(home).toHaveAttribute("href", "/");
    await userEvent.click(home);
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
