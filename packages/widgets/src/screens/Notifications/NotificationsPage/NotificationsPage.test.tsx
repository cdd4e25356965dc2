import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { notificationRoutes, olderNotifications, sampleNotifications } from "../samples";
import { NotificationsPage } from "./NotificationsPage";

const listPath = "/api/v1/notifications/notifications";

describe("NotificationsPage", () => {
  it("lists the first five notifications with their sentences", async () => {
    const { calls } = renderScreen(<NotificationsPage />, {
      routes: { ...sessionRoutesFor(), ...notificationRoutes(sampleNotifications, 12, 2) },
    });
    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getByText("Ivo Ivić failed the course “Phishing 101”.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === listPath)?.query).toBe("?skip=0&limit=5");
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
  });

  it("pages by five with skip and limit", async () => {
    const { calls, routes } = renderScreen(<NotificationsPage />, {
      routes: { ...sessionRoutesFor(), ...notificationRoutes(sampleNotifications, 12, 2) },
    });
    await screen.findByRole("list", { name: "Notifications, newest first" });
    expect(screen.getByText("1–5 of 12")).toBeInTheDocument();
    Object.assign(routes, notificationRoutes(olderNotifications(5), 12, 2));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("6–10 of 12");
    expect(calls.filter((c) => c.path === listPath).map((c) => c.query)).toContain("?skip=5&limit=5");
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByText("1–5 of 12");
  });

  it("marks one notification read and refreshes the list", async () => {
    const { calls, routes } = renderScreen(<NotificationsPage />, {
      routes: { ...sessionRoutesFor(), ...notificationRoutes(sampleNotifications, 5, 2) },
    });
    const first = sampleNotifications[0]!;
    const button = await screen.findByRole("button", { name: "Mark as read: New vulnerability" });
    Object.assign(
      routes,
      notificationRoutes(
        sampleNotifications.map((n) => (n.id === first.id ? { ...n, isRead: true } : n)),
        5,
      ),
    );
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark as read: New vulnerability" })).toBeNull());
    expect(calls.some((c) => c.method === "PUT" && c.path === `${listPath}/${first.id}/mark-read`)).toBe(true);
    expect(screen.getByRole("button", { name: "Mark as read: Leaked credentials" })).toBeInTheDocument();
  });

  it("marks all read, refreshes and announces it", async () => {
    const { calls, routes } = renderScreen(<NotificationsPage />, {
      routes: { ...sessionRoutesFor(), ...notificationRoutes(sampleNotifications, 5, 2) },
    });
    await screen.findByRole("list", { name: "Notifications, newest first" });
    Object.assign(routes, notificationRoutes(sampleNotifications.map((n) => ({ ...n, isRead: true }))));
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("All notifications are marked as read.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/mark-all-read"))).toBe(true);
    await waitFor(() => expect(screen.queryAllByRole("button", { name: /^Mark as read/ })).toHaveLength(0));
    expect(screen.getByRole("button", { name: "Mark all as read" })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the error block when marking fails", async () => {
    renderScreen(<NotificationsPage />, {
      routes: {
        ...sessionRoutesFor(),
        ...notificationRoutes(sampleNotifications, 5, 2),
        "POST /api/v1/notifications/notifications/mark-all-read": {
          status: 422,
          body: { statusCode: 422, message: "skip must be a number", code: "ValidationFailed" },
        },
      },
    });
    await screen.findByRole("list", { name: "Notifications, newest first" });
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Ups, something went wrong!");
  });

  it("shows an empty state without notifications", async () => {
    renderScreen(<NotificationsPage />, { routes: { ...sessionRoutesFor(), ...notificationRoutes([]) } });
    expect(await screen.findByRole("heading", { name: "You have no notifications." })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows the error block when the list fails and reports it", async () => {
    const { runtime } = renderScreen(<NotificationsPage />, {
      routes: {
        ...sessionRoutesFor(),
        ...notificationRoutes([]),
        [`GET ${listPath}`]: { status: 403, body: { statusCode: 403, message: "Forbidden", code: "Forbidden" } },
      },
    });
    const onError = vi.fn();
    runtime.on("error", onError);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Forbidden");
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 403 })));
  });

  it("in demo mode shows the empty state without calling the API and without mark-all", async () => {
    const { calls } = renderScreen(<NotificationsPage />, {
      routes: { ...sessionRoutesFor({ ...sampleUser, tenants: [] }), ...notificationRoutes(sampleNotifications) },
    });
    expect(await screen.findByRole("heading", { name: "You have no notifications." })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/my-permissions"))).toBe(true));
    expect(calls.some((c) => c.path.startsWith("/api/v1/notifications"))).toBe(false);
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });
});
