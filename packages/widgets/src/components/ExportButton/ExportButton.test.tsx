import { fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../storybook/fakeApi";
import { peopleApi } from "../../storybook/fakeInventoryPeople";
import { renderScreen } from "../../test/renderScreen";
import { ToastProvider } from "../Toast/Toaster";
import { compactFilters, ExportButton } from "./ExportButton";

const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => "blob:fake/1");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Opens the menu and picks a format (synchronously: Testing Library's async queries wait on timers, which some tests fake). */
async function choose(name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: /Export|Izvoz/ }));
  fireEvent.click(screen.getByRole("menuitem", { name }));
}

/** Lets pending promises (fake fetch answers) settle without moving the clock. */
async function flush() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

/**
 * Renders `ui` on the fake API and starts an export in `format`, with the timers faked from then on
 * (the polls are driven by the test); answers the render's recorded calls.
 */
async function startExport(format: RegExp, ui: ReactElement, routes: FakeRoutes) {
  const api = renderScreen(ui, routes);
  await screen.findByRole("button", { name: /Export/ });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await choose(format);
  await flush();
  return api;
}

describe("ExportButton", () => {
  it("requests the export in the interface language with the list's filters, blank ones left out", async () => {
    const api = renderScreen(
      <ExportButton kind="people" filters={{ search: " ana ", groups: [], tags: ["vip"], scoreMin: undefined }} />,
      peopleApi({ exportPolls: 1 }),
      { lang: "sr" },
    );
    await screen.findByRole("button", { name: /Izvoz/ });
    await choose(/CSV/);
    await vi.waitFor(() => expect(api.callsTo("POST", "/api/v1/inventory/exports")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/inventory/exports")[0]?.body).toEqual({
      kind: "people",
      format: "csv",
      language: "sr",
      filters: { search: "ana", tags: ["vip"] },
    });
  });

  it("polls every 3 s while the file is pending, then downloads it through the client and saves it under the server's name", async () => {
    const api = await startExport(/Excel/, <ExportButton kind="people" />, peopleApi({ exportPolls: 3 }));
    expect(api.callsTo("POST", "/api/v1/inventory/exports")[0]?.body).toMatchObject({ format: "xlsx", language: "en" });
    expect(screen.getByRole("button", { name: /Preparing Excel/ })).toBeTruthy();
    const polls = () => api.callsTo("GET", /^\/api\/v1\/inventory\/exports\/[^/]+$/).length;
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(2999);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(polls()).toBe(2);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(polls()).toBe(3);

    const download = api.callsTo("GET", /\/download$/);
    expect(download).toHaveLength(1);
    expect(download[0]?.headers.get("authorization")).toBe("Bearer test");
    expect(saved).toEqual([{ href: "blob:fake/1", download: "people-2026-03-21.xlsx" }]);
    expect(screen.getByRole("status").textContent).toBe("people-2026-03-21.xlsx downloaded");
    // Back to the menu for the next export.
    expect(screen.getByRole("button", { name: /^Export/ })).toBeTruthy();
  });

  it("shows an error toast with the reason when the export job fails, and downloads nothing", async () => {
    await startExport(
      /CSV/,
      <ToastProvider>
        <ExportButton kind="assets" />
      </ToastProvider>,
      peopleApi({ exportPolls: 1, exportFails: true }),
    );
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Export failed");
    expect(alert.textContent).toContain("The export could not be written");
    expect(saved).toEqual([]);
  });

  it("shows the request's refusal as an error toast", async () => {
    renderScreen(
      <ToastProvider>
        <ExportButton kind="people" />
      </ToastProvider>,
      {
        ...peopleApi(),
        "POST /api/v1/inventory/exports": {
          status: 403,
          body: { statusCode: 403, message: "Forbidden", code: "Forbidden" },
        },
      },
    );
    await screen.findByRole("button", { name: /Export/ });
    await choose(/CSV/);
    expect((await screen.findByRole("alert")).textContent).toContain("Forbidden");
  });

  it("stops polling when it is unmounted", async () => {
    const api = await startExport(/CSV/, <ExportButton kind="people" />, peopleApi({ exportPolls: 99 }));
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(api.callsTo("GET", /^\/api\/v1\/inventory\/exports\/[^/]+$/)).toHaveLength(1);
    api.unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.callsTo("GET", /^\/api\/v1\/inventory\/exports\/[^/]+$/)).toHaveLength(1);
  });

  it("can cancel a running export from its menu", async () => {
    const api = await startExport(/CSV/, <ExportButton kind="people" />, peopleApi({ exportPolls: 99 }));
    fireEvent.click(screen.getByRole("button", { name: /Preparing CSV/ }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Cancel export" }));
    await vi.advanceTimersByTimeAsync(9000);
    expect(api.callsTo("GET", /^\/api\/v1\/inventory\/exports\/[^/]+$/)).toHaveLength(0);
    expect(screen.getByRole("button", { name: /^Export/ })).toBeTruthy();
  });
});

describe("compactFilters", () => {
  it("drops blank values and answers undefined when nothing is left", () => {
    expect(compactFilters({ search: "  ", groups: [], scoreMin: 0 })).toEqual({ scoreMin: 0 });
    expect(compactFilters({ search: "" })).toBeUndefined();
  });
});
