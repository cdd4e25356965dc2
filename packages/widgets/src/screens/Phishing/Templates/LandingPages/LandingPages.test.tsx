import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen } from "../../../../test/renderShell";
import { recordingRoutes } from "../testRoutes";
import { LandingPages } from "./LandingPages";

const tenantId = sampleTenant.id;

async function table() {
  const found = await screen.findByRole("table", { name: "Landing pages" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
async function rowAction(name: string, action: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: action }));
}

describe("LandingPages", () => {
  it("lists credential forms and feedback pages with their type, content and owner", async () => {
    renderScreen(<LandingPages />, { routes: recordingRoutes().routes, tenantId });
    await table();
    const phished = within(rowOf("You were phished"));
    expect(phished.getByText("Phished display")).toBeInTheDocument();
    expect(phished.getByText("Built-in page")).toBeInTheDocument();
    expect(phished.getByText("Common")).toBeInTheDocument();
    const own = within(rowOf("Acme intranet sign-in"));
    expect(own.getByText("Credential harvest")).toBeInTheDocument();
    expect(own.getByText("Own HTML")).toBeInTheDocument();
    expect(own.getByText("Organization")).toBeInTheDocument();
  });

  it("asks the API with the host's filters and reports each change", async () => {
    const onFiltersChange = vi.fn();
    const { calls } = renderScreen(
      <LandingPages defaultFilters={{ type: "Other" }} onFiltersChange={onFiltersChange} />,
      {
        routes: recordingRoutes().routes,
        tenantId,
      },
    );
    await table();
    expect(calls.find((c) => c.path === "/api/v1/phishing/landing-pages")?.query).toContain("type=Other");
    expect(screen.getAllByRole("row")).toHaveLength(2);
    await userEvent.type(screen.getByRole("searchbox"), "note");
    await waitFor(() => expect(onFiltersChange).toHaveBeenLastCalledWith({ search: "note", type: "Other" }));
  });

  it("refuses to delete a page a template names, with the API's words", async () => {
    const { routes, writes } = recordingRoutes();
    renderScreen(<LandingPages />, { routes, tenantId });
    await table();
    await rowAction("Acme intranet sign-in", "Delete Acme intranet sign-in");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Landing page is used by a template")).toBeInTheDocument();
    expect(writes.map((w) => w.route)).toEqual(["DELETE /api/v1/phishing/landing-pages/*"]);
  });

  it("deletes a page no template names", async () => {
    renderScreen(<LandingPages />, { routes: recordingRoutes().routes, tenantId });
    await table();
    await rowAction("Security team note", "Delete Security team note");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Landing page deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Security team note" })).toBeNull());
  });

  it("opens a page by its row", async () => {
    const { navigate } = renderScreen(<LandingPages />, { routes: recordingRoutes().routes, tenantId });
    await table();
    await userEvent.click(screen.getByRole("cell", { name: "Page not found" }));
    expect(navigate).toHaveBeenLastCalledWith("/library/landing-pages/c1000000-0000-4000-8000-000000000004");
  });
});
