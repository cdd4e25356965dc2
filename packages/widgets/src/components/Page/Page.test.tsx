import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { Page } from "./Page";

describe("Page", () => {
  it("is a region named by its h1 title, with the description under it", () => {
    render(<Page title="People" description="Everyone you protect." />);
    const region = screen.getByRole("region", { name: "People" });
    expect(within(region).getByRole("heading", { level: 1, name: "People" })).toBeInTheDocument();
    expect(within(region).getByText("Everyone you protect.")).toBeInTheDocument();
  });

  it("puts secondary actions in a More actions menu and runs the chosen one", async () => {
    const onSync = vi.fn();
    render(
      <Page
        title="People"
        primaryAction={<button type="button">Import CSV</button>}
        secondaryActions={[{ key: "sync", label: "Sync", onSelect: onSync }]}
      />,
    );
    expect(screen.getByRole("button", { name: "Import CSV" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Sync" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "More actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sync" }));
    expect(onSync).toHaveBeenCalledOnce();
  });

  it("has no More actions menu without secondary actions", () => {
    render(<Page title="People" primaryAction={<button type="button">Import CSV</button>} />);
    expect(screen.queryByRole("button", { name: "More actions" })).not.toBeInTheDocument();
  });

  it("shows a breadcrumb whose last step is the current page, or else a back link", () => {
    const { unmount } = render(
      <Page
        title="mail.acme.example"
        breadcrumb={[{ label: "Assets", href: "/assets" }, { label: "mail.acme.example" }]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Assets" })).toHaveAttribute("href", "/assets");
    expect(within(nav).getByText("mail.acme.example")).toHaveAttribute("aria-current", "page");
    unmount();
    render(<Page title="Settings" back={{ href: "/", label: "Overview" }} />);
    expect(screen.getByRole("link", { name: /Overview/ })).toHaveAttribute("href", "/");
  });

  it("marks the current tab of the tab strip", () => {
    render(
      <Page
        title="People"
        tabs={{
          label: "People sections",
          currentId: "sync",
          items: [
            { id: "people", label: "People", href: "/people" },
            { id: "sync", label: "Directory sync", href: "/people/sync" },
          ],
        }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "People sections" });
    expect(within(nav).getByRole("link", { name: "Directory sync" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "People" })).not.toHaveAttribute("aria-current");
  });

  it("applies one of the two width rules", () => {
    const { container, rerender } = render(<Page title="A" width="reading" />);
    const reading = container.querySelector("section")?.className;
    rerender(<Page title="A" width="full" />);
    expect(container.querySelector("section")?.className).not.toBe(reading);
  });
});
