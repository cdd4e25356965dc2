import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { fakeRuntime } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderShell";
import { shellRoutes, superAdminUser, unverifiedUser } from "../samples";
import { AppShell, SIDEBAR_STORAGE_KEY } from "./AppShell";

/** Pretends the viewport is `width` pixels wide for `matchMedia("(max-width: Npx)")`. */
function viewport(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AppShell", () => {
  it("lays out the top bar, the sidebar, the page and the footer", async () => {
    renderScreen(
      <AppShell view="platform" currentPath="/inventory/people">
        <h1>People</h1>
      </AppShell>,
      { routes: shellRoutes() },
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("People");
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} Bulwark`);
    expect(await screen.findByRole("link", { name: "People" })).toHaveAttribute("aria-current", "page");
  });

  it("collapses the sidebar with its toggle and remembers the choice", async () => {
    const first = renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    await userEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("1");
    first.unmount();

    // renderScreen clears storage; put the remembered choice back as a new visit would find it.
    const { rerender } = renderScreen(<div />, { routes: shellRoutes() });
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "1");
    rerender(<AppShell view="platform" currentPath="/" />);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
  });

  it("collapses by itself under 991 px; expanding there overlays the page and is not remembered", async () => {
    viewport(800);
    renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    const toggle = screen.getByRole("button", { name: "Expand sidebar" });
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute("aria-expanded", "true");
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it("closes the overlaid sidebar when the page changes", async () => {
    viewport(600);
    const { rerender } = renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    await userEvent.click(screen.getByRole("button", { name: "Expand sidebar" }));
    rerender(<AppShell view="platform" currentPath="/inventory/people" />);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
  });

  it("shows the administration sidebar in the administration view", async () => {
    renderScreen(<AppShell view="administration" currentPath="/administration/users" />, {
      routes: shellRoutes(superAdminUser),
    });
    expect(await screen.findByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("link", { name: "People" })).toBeNull();
  });

  it("lists the Theme page only in the local environment", async () => {
    renderScreen(<AppShell view="administration" currentPath="/theme" localEnvironment />, {
      routes: shellRoutes(superAdminUser),
    });
    expect(await screen.findByRole("link", { name: "Theme" })).toHaveAttribute("aria-current", "page");
  });

  it("moves focus to the page with the skip link", async () => {
    renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    await userEvent.click(screen.getByRole("link", { name: "Skip to content" }));
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("uses a toaster already above it instead of adding a second one", async () => {
    renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes(unverifiedUser) });
    await userEvent.click(await screen.findByRole("button", { name: "Verify Email" }));
    expect(await screen.findByText("Email sent")).toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: "Notifications" })).toHaveLength(1);
  });

  it("brings its own toaster when there is none", async () => {
    render(
      <BulwarkProvider runtime={fakeRuntime(shellRoutes(unverifiedUser))} navigate={vi.fn()}>
        <AppShell view="platform" currentPath="/" />
      </BulwarkProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Verify Email" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(await within(region).findByText("Email sent")).toBeInTheDocument();
  });
});
