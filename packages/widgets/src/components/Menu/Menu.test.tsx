import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeRuntime } from "../../storybook/fakeApi";
import { BulwarkProvider } from "../BulwarkProvider/BulwarkProvider";
import { Menu, type MenuItem } from "./Menu";

function setup(extra: Partial<{ header: string }> = {}) {
  const navigate = vi.fn();
  const onOrgs = vi.fn();
  const onSignOut = vi.fn();
  const items: MenuItem[] = [
    { key: "settings", label: "User settings", href: "/account-settings" },
    { key: "orgs", label: "Manage organizations", onSelect: onOrgs },
    { key: "sep", separator: true },
    { key: "out", label: "Sign out", onSelect: onSignOut },
  ];
  render(
    <BulwarkProvider runtime={fakeRuntime({}, { signedIn: false })} navigate={navigate}>
      <button type="button">Elsewhere</button>
      <Menu trigger="Account" items={items} header={extra.header} />
    </BulwarkProvider>,
  );
  return { navigate, onOrgs, onSignOut, trigger: screen.getByRole("button", { name: "Account" }) };
}

describe("Menu", () => {
  it("floats the open menu where Floating UI puts it, Floating UI loaded on the first opening", async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    const popup = screen.getByRole("menu").parentElement as HTMLElement;
    // Fixed at the viewport's corner until the position is computed, as Floating UI starts.
    expect(popup.style.position).toBe("fixed");
    // Then below the trigger (4 px under it: jsdom lays the trigger out at the top of the page).
    await waitFor(() => expect(popup.style.top).toBe("4px"));
  });

  it("is a menu button, closed at first", () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens on click with focus on the first item, and lists menuitems named by their labels", async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu", { name: "Account" });
    expect(trigger).toHaveAttribute("aria-controls", menu.parentElement?.id);
    expect(screen.getAllByRole("menuitem").map((el) => el.textContent)).toEqual([
      "User settings",
      "Manage organizations",
      "Sign out",
    ]);
    expect(screen.getByRole("menuitem", { name: "User settings" })).toHaveFocus();
  });

  it("moves with the arrow keys, Home, End and the first letter, wrapping around", async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "User settings" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Manage organizations" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "User settings" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "User settings" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("m");
    expect(screen.getByRole("menuitem", { name: "Manage organizations" })).toHaveFocus();
  });

  it("opens on the last item with ArrowUp", async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("closes when focus moves outside (a click elsewhere)", async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when its header is clicked", async () => {
    const { trigger } = setup({ header: "ana@acme.example" });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText("ana@acme.example"));
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("runs an action with Enter or Space, closes and refocuses the trigger", async () => {
    const { trigger, onOrgs, onSignOut } = setup();
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onOrgs).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard(" ");
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("follows a link item through navigate, with Space too", async () => {
    const { trigger, navigate } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole("menuitem", { name: "User settings" }));
    expect(navigate).toHaveBeenCalledWith("/account-settings");
    expect(screen.queryByRole("menu")).toBeNull();
    trigger.focus();
    await userEvent.keyboard("{ArrowDown} ");
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
