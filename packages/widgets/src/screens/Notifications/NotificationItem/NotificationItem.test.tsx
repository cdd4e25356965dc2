import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/renderShell";
import { sampleNotifications } from "../samples";
import { NotificationItem } from "./NotificationItem";

const unread = sampleNotifications[0]!;
const read = sampleNotifications[3]!;

describe("NotificationItem", () => {
  it("links the type to the notification's page and shows the sentence and date", () => {
    renderScreen(<NotificationItem notification={unread} />);
    expect(screen.getByRole("link", { name: "New vulnerability" })).toHaveAttribute(
      "href",
      `/notifications/${unread.id}`,
    );
    expect(screen.getByText("A new vulnerability of critical severity was found.")).toBeInTheDocument();
    expect(screen.getByText(/2026/).tagName).toBe("TIME");
  });

  it("says Unread in text, as a badge in full and inside the link name when compact", () => {
    const { rerender } = renderScreen(<NotificationItem notification={unread} />);
    expect(screen.getByText("Unread")).toBeInTheDocument();
    rerender(<NotificationItem notification={unread} variant="compact" />);
    expect(screen.getByRole("link", { name: "New vulnerability (Unread)" })).toBeInTheDocument();
    rerender(<NotificationItem notification={read} variant="compact" />);
    expect(screen.queryByText(/Unread/)).toBeNull();
  });

  it("calls onOpen and navigates when followed", async () => {
    const onOpen = vi.fn();
    const { navigate } = renderScreen(<NotificationItem notification={read} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole("link", { name: "Failed course" }));
    expect(onOpen).toHaveBeenCalledWith(read, expect.anything());
    expect(navigate).toHaveBeenCalledWith(`/notifications/${read.id}`);
  });
});
