import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Button } from "../Button/Button";
import { Toast } from "./Toast";
import { ToastProvider, useToast } from "./Toaster";

function Trigger() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show({ variant: "success", message: "Email sent" })}>Send</Button>
      <Button onClick={() => toast.show({ variant: "error", title: "Error happened", message: "Sync failed" })}>
        Fail
      </Button>
      <Button variant="secondary" onClick={toast.dismissAll}>
        Clear
      </Button>
    </>
  );
}

const renderToaster = (lang: "en" | "sr" = "en") =>
  renderWithProvider(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
    { lang },
  );

describe("Toast", () => {
  it("is a status for info and success, an alert for errors", () => {
    renderWithProvider(
      <>
        <Toast variant="success" message="Email sent" onClose={() => {}} />
        <Toast variant="error" message="Error happened" onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Email sent");
    expect(screen.getByRole("alert")).toHaveTextContent("Error happened");
  });

  it("calls onClose from its translated close button", async () => {
    const onClose = vi.fn();
    renderWithProvider(<Toast message="Email sent" onClose={onClose} />, { lang: "sr" });
    await userEvent.click(screen.getByRole("button", { name: "Zatvori obaveštenje" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("ToastProvider / useToast", () => {
  it("shows toasts in the labelled Notifications region", async () => {
    renderToaster();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getByRole("status")).toHaveTextContent("Email sent");
  });

  it("keeps an error open until it is closed, however long it takes", async () => {
    vi.useFakeTimers();
    try {
      renderToaster();
      act(() => screen.getByRole("button", { name: "Fail" }).click());
      act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
      expect(screen.getByRole("alert")).toHaveTextContent("Sync failed");
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes a success by itself after 5 s, but not while it is pointed at", async () => {
    vi.useFakeTimers();
    try {
      renderToaster();
      act(() => screen.getByRole("button", { name: "Send" }).click());
      const item = screen.getByRole("status").closest("li") as HTMLElement;
      act(() => {
        item.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole("status")).toHaveTextContent("Email sent");
      act(() => {
        item.dispatchEvent(new PointerEvent("pointerout", { bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(4_900));
      expect(screen.getByRole("status")).toHaveTextContent("Email sent");
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes only the toast whose close button is pressed", async () => {
    renderToaster();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await userEvent.click(screen.getByRole("button", { name: "Fail" }));
    const success = screen.getByRole("status");
    await userEvent.click(within(success).getByRole("button", { name: "Close notification" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Sync failed");
  });

  it("closes every toast with dismissAll", async () => {
    renderToaster();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await userEvent.click(screen.getByRole("button", { name: "Fail" }));
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("labels the region in Serbian in an sr provider", () => {
    renderToaster("sr");
    expect(screen.getByRole("region", { name: "Obaveštenja" })).toBeInTheDocument();
  });

  it("throws a clear error when useToast is used outside a ToastProvider", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow("useToast must be used inside a <ToastProvider>");
    spy.mockRestore();
  });
});
