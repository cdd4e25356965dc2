import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen, sampleTenant, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { notificationRoutes, sampleNotifications } from "../samples";
import { NotificationBell } from "./NotificationBell";

const routes = () => ({ ...sessionRoutesFor(), ...notificationRoutes(sampleNotifications, 12, 2) });

describe("NotificationBell", () => {
  it("shows the unread count from not-read-count in the badge and the button's name", async () => {
    const { calls } = renderScreen(<NotificationBell />, { routes: routes() });
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    expect(bell.querySelector("[data-count]")).toHaveAttribute("data-count", "2");
    const count = calls.find((c) => c.path.endsWith("/not-read-count"));
    expect(count?.tenant).toBe(sampleTenant.id);
  });

  it("caps a large count at 99+", async () => {
    renderScreen(<NotificationBell />, { routes: { ...routes(), ...notificationRoutes([], 0, 150) } });
    const bell = await screen.findByRole("button", { name: "Notifications (150 unread)" });
    expect(bell.querySelector("[data-count]")).toHaveAttribute("data-count", "99+");
  });

  it("opens a dialog listing the five latest notifications as sentences, asked with skip 0 and limit 5", async () => {
    const { calls } = renderScreen(<NotificationBell />, { routes: routes() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    const dialog = screen.getByRole("dialog", { name: "Notifications" });
    expect(dialog).toHaveFocus();
    const list = await within(dialog).findByRole("list", { name: "Latest notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getByText("A new vulnerability of critical severity was found.")).toBeInTheDocument();
    expect(within(list).getByText("Eva Ević failed the phishing simulation “Q1 invoice lure”.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/v1/notifications/notifications")?.query).toBe("?skip=0&limit=5");
  });

  it("marks all read, then refetches the count and the list (cache invalidation)", async () => {
    const { calls, routes: live } = renderScreen(<NotificationBell />, { routes: routes() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    await screen.findByRole("list", { name: "Latest notifications" });
    const listCalls = () => calls.filter((c) => c.path === "/api/v1/notifications/notifications").length;
    const before = listCalls();
    // What the server answers after the write.
    Object.assign(live, notificationRoutes(sampleNotifications.map((n) => ({ ...n, isRead: true }))));
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/mark-all-read"))).toBe(true);
    expect(await screen.findByRole("button", { name: "Notifications" })).not.toHaveTextContent(/\d/);
    expect(listCalls()).toBeGreaterThan(before);
    expect(screen.getByText("All notifications are marked as read.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText("Unread", { exact: false })).toBeNull();
  });

  it("marks an unread notification read when followed, then goes to its page and closes", async () => {
    const { calls, navigate } = renderScreen(<NotificationBell />, { routes: routes() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    const first = sampleNotifications[0]!;
    await userEvent.click(await screen.findByRole("link", { name: "New vulnerability (Unread)" }));
    expect(navigate).toHaveBeenCalledWith(`/notifications/${first.id}`);
    await waitFor(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path.endsWith(`/${first.id}/mark-read`))).toBe(true),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not mark an already read notification again", async () => {
    const { calls, navigate } = renderScreen(<NotificationBell />, { routes: routes() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    await userEvent.click(await screen.findByRole("link", { name: "Failed course" }));
    expect(navigate).toHaveBeenCalledWith(`/notifications/${sampleNotifications[3]!.id}`);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("links to all notifications", async () => {
    const { navigate } = renderScreen(<NotificationBell />, { routes: routes() });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    await userEvent.click(screen.getByRole("link", { name: "See all notifications" }));
    expect(navigate).toHaveBeenCalledWith("/notifications");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows an error block when the list fails, and reports the error to the host", async () => {
    const { runtime } = renderScreen(<NotificationBell />, {
      routes: {
        ...routes(),
        "GET /api/v1/notifications/notifications": { status: 500, body: { statusCode: 500, message: "Database down" } },
      },
    });
    const onError = vi.fn();
    runtime.on("error", onError);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Database down");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 500 }));
  });

  it("says so when there are no notifications", async () => {
    renderScreen(<NotificationBell />, { routes: { ...routes(), ...notificationRoutes([]) } });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You have no notifications.")).toBeInTheDocument();
  });

  it("closes on Escape and returns focus to the bell", async () => {
    renderScreen(<NotificationBell />, { routes: routes() });
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    await userEvent.click(bell);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bell).toHaveFocus();
  });

  it("in demo mode (no organisation) fetches nothing and shows nothing unread", async () => {
    const { calls } = renderScreen(<NotificationBell />, {
      routes: { ...sessionRoutesFor({ ...sampleUser, tenants: [] }), ...notificationRoutes(sampleNotifications, 5, 3) },
    });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/my-permissions"))).toBe(true));
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You have no notifications.")).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith("/api/v1/notifications"))).toBe(false);
  });
});
