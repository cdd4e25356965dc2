import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { sampleNotifications } from "../samples";
import { NotificationDetail } from "./NotificationDetail";

const unread = sampleNotifications[0]!;
const read = sampleNotifications[4]!;
const one = "GET /api/v1/notifications/notifications/*";
const mark = "PUT /api/v1/notifications/notifications/*/mark-read";

describe("NotificationDetail", () => {
  it("shows the type, the sentence, the date and a link to what it is about", async () => {
    renderScreen(<NotificationDetail id={read.id} />, { routes: { ...sessionRoutesFor(), [one]: read } });
    expect(await screen.findByRole("heading", { level: 1, name: "Failed simulation" })).toBeInTheDocument();
    expect(screen.getByText("Eva Ević failed the phishing simulation “Q1 invoice lure”.")).toBeInTheDocument();
    expect(screen.getByText("Read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open simulations" })).toHaveAttribute("href", "/simulations");
    expect(screen.getByRole("link", { name: "Back to notifications" })).toHaveAttribute("href", "/notifications");
  });

  it("marks an unread notification read on open, once, and then shows it as read", async () => {
    const { calls, routes } = renderScreen(<NotificationDetail id={unread.id} />, {
      // The write answers late, so the test can switch the server's answer before the refetch.
      routes: {
        ...sessionRoutesFor(),
        [one]: unread,
        [mark]: { status: 200, body: { ...unread, isRead: true }, delayMs: 50 },
      },
    });
    expect(await screen.findByText("Unread")).toBeInTheDocument();
    routes[one] = { ...unread, isRead: true };
    await screen.findByText("Read");
    const marks = calls.filter((c) => c.method === "PUT");
    expect(marks.map((c) => c.path)).toEqual([`/api/v1/notifications/notifications/${unread.id}/mark-read`]);
  });

  it("does not mark an already read notification", async () => {
    const { calls } = renderScreen(<NotificationDetail id={read.id} />, {
      routes: { ...sessionRoutesFor(), [one]: read },
    });
    await screen.findByRole("heading", { level: 1 });
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("shows a not-found state for an unknown id", async () => {
    const { navigate } = renderScreen(<NotificationDetail id="missing" />, {
      routes: {
        ...sessionRoutesFor(),
        [one]: { status: 404, body: { statusCode: 404, message: "Notification not found", code: "NotFound" } },
      },
    });
    expect(await screen.findByRole("heading", { name: "Notification not found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Back to notifications" }));
    expect(navigate).toHaveBeenCalledWith("/notifications");
  });

  it("shows the error block for other failures", async () => {
    renderScreen(<NotificationDetail id="x" />, {
      routes: { ...sessionRoutesFor(), [one]: { status: 500, body: { statusCode: 500, message: "Boom" } } },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Boom");
  });

  it("in demo mode shows not found without calling the API", async () => {
    const { calls } = renderScreen(<NotificationDetail id={unread.id} />, {
      routes: { ...sessionRoutesFor({ ...sampleUser, tenants: [] }), [one]: unread },
    });
    expect(await screen.findByRole("heading", { name: "Notification not found" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/my-permissions"))).toBe(true));
    expect(calls.some((c) => c.path.startsWith("/api/v1/notifications"))).toBe(false);
  });
});
