import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { fakeRuntime } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderShell";
import { plainUser, shellRoutes, superAdminUser, unverifiedUser } from "../samples";
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
  it("leads a user without two-factor from an organisation that requires it to the setup, leaving account settings open", async () => {
    const strict = { ...plainUser.tenants[0], requireTwoFactor: true } as (typeof plainUser.tenants)[number];
    const user = { ...plainUser, isTwoFactorAuthEnabled: false, tenants: [strict] };
    const page = renderScreen(
      <AppShell view="platform" currentPath="/inventory/people">
        <h1>People</h1>
      </AppShell>,
      { routes: shellRoutes(user), tenantId: strict.id },
    );
    const main = screen.getByRole("main");
    expect(
      await within(main).findByRole("heading", { name: "Two-factor authentication required" }),
    ).toBeInTheDocument();
    expect(within(main).queryByText("People")).not.toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "Set up two-factor authentication" })).toHaveAttribute(
      "href",
      "/account-settings/two-factor-authentication",
    );
    page.rerender(
      <AppShell view="platform" currentPath="/account-settings/two-factor-authentication">
        <h1>Account settings</h1>
      </AppShell>,
    );
    expect(within(main).getByRole("heading", { name: "Account settings" })).toBeInTheDocument();
  });

  it("opens the organisation's pages once the user has two-factor", async () => {
    const strict = { ...plainUser.tenants[0], requireTwoFactor: true } as (typeof plainUser.tenants)[number];
    const user = { ...plainUser, isTwoFactorAuthEnabled: true, tenants: [strict] };
    renderScreen(
      <AppShell view="platform" currentPath="/inventory/people">
        <h1>People</h1>
      </AppShell>,
      { routes: shellRoutes(user), tenantId: strict.id },
    );
    expect(await screen.findByRole("heading", { name: "People" })).toBeInTheDocument();
    expect(screen.queryByText("Two-factor authentication required")).not.toBeInTheDocument();
  });

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

  it("under 992 px puts the navigation in a drawer opened from the top bar, with focus trapped inside", async () => {
    viewport(800);
    renderScreen(
      <AppShell view="platform" currentPath="/">
        <p>Page</p>
      </AppShell>,
      { routes: shellRoutes() },
    );
    // No sidebar in the layout, and no collapse toggle.
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Collapse sidebar" })).not.toBeInTheDocument();
    const menu = screen.getByRole("button", { name: "Open navigation" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const drawer = screen.getByRole("dialog", { name: "Main navigation" });
    expect(menu).toHaveAttribute("aria-controls", drawer.id);
    expect(within(drawer).getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    // Focus starts inside (on the current page's link) and Tab wraps around the drawer.
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    within(drawer).getByRole("button", { name: "Close navigation" }).focus();
    await userEvent.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(within(drawer).getByRole("button", { name: "Close navigation" })).toHaveFocus();
    // Escape closes it and gives focus back to the menu button; nothing was remembered.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it("closes the drawer when the page changes", async () => {
    viewport(390);
    const { rerender } = renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    expect(screen.getByRole("dialog", { name: "Main navigation" })).toBeInTheDocument();
    rerender(<AppShell view="platform" currentPath="/inventory/people" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has no menu button on a wide screen", () => {
    viewport(1440);
    renderScreen(<AppShell view="platform" currentPath="/" />, { routes: shellRoutes() });
    expect(screen.queryByRole("button", { name: "Open navigation" })).not.toBeInTheDocument();
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
