import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { ErrorBanner } from "./ErrorBanner";

describe("ErrorBanner", () => {
  it('is an alert titled "Error happened" showing the API message', () => {
    renderWithProvider(<ErrorBanner error={{ statusCode: 409, message: "Invitation not valid" }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Invitation not valid");
  });

  it('shows "Ups, something went wrong!" instead of the message of a 422', () => {
    renderWithProvider(<ErrorBanner error={{ statusCode: 422, message: "body.email: Invalid" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Ups, something went wrong!");
    expect(screen.queryByText("body.email: Invalid")).toBeNull();
  });

  it('shows "Something went wrong" for an error without a body', () => {
    renderWithProvider(<ErrorBanner error={new TypeError("Failed to fetch")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
  });

  it("says the server could not be reached for a network failure, not 'Something went wrong'", () => {
    // What `unwrap` throws when fetch itself fails (offline, DNS, connection refused).
    renderWithProvider(<ErrorBanner error={{ statusCode: 503, code: "Unavailable" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error happened" + "Could not reach Bulwark. Check your connection and try again.",
    );
  });

  it("offers Retry when given onRetry (a failed query), and calls it", async () => {
    const onRetry = vi.fn();
    renderWithProvider(<ErrorBanner error={{ statusCode: 503, code: "Unavailable" }} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows an explicit message over the error", () => {
    renderWithProvider(<ErrorBanner error={{ statusCode: 500 }} message="Sync with google failed" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Sync with google failed");
  });

  it("is in Serbian in an sr provider", () => {
    renderWithProvider(<ErrorBanner error={{ statusCode: 422 }} />, { lang: "sr" });
    expect(screen.getByRole("alert")).toHaveTextContent("Došlo je do greške");
    expect(screen.getByRole("alert")).toHaveTextContent("Ups, nešto nije u redu!");
  });

  it("has a named close button only when onDismiss is given, and it calls onDismiss", async () => {
    const { rerender } = renderWithProvider(<ErrorBanner />);
    expect(screen.queryByRole("button")).toBeNull();
    const onDismiss = vi.fn();
    rerender(<ErrorBanner onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
