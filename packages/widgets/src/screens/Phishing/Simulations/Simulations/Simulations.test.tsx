import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../../test/renderShell";
import { simulationRoutes } from "../samples";
import { Simulations } from "./Simulations";

const tenantId = sampleTenant.id;
const LIST = "/api/v1/phishing/simulations";
const routes = () => ({ ...sessionRoutesFor(), ...simulationRoutes() });

async function table(tab: string) {
  const found = await screen.findByRole("table", { name: `Phishing simulations: ${tab}` });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}

const rowOf = (found: HTMLElement, name: string) =>
  within(within(found).getByRole("cell", { name }).closest("tr") as HTMLElement);

describe("Simulations", () => {
  it("shows the Active tab first: running simulations with status, targets, emails sent of planned and the funnel", async () => {
    const { calls } = renderScreen(<Simulations />, { routes: routes(), tenantId });
    const active = await table("Active");
    expect(calls.find((c) => c.path === LIST)?.query).toContain("state=ongoing");
    const row = rowOf(active, "Finance: invoice vs. parcel (A/B)");
    expect(row.getByText("Active")).toBeInTheDocument();
    expect(row.getByText("4")).toBeInTheDocument();
    expect(row.getByText("5 of 8")).toBeInTheDocument();
    // Opened, clicked and reported as shares of the emails sent: 3, 1 and 1 of 5.
    expect(row.getByText("60%")).toBeInTheDocument();
    expect(row.getAllByText("20%")).toHaveLength(2);
    expect(row.getByText("Mar 2, 2026")).toBeInTheDocument();
    expect(within(active).queryByRole("cell", { name: "New hires, April" })).toBeNull();
    // The templates wait in the Columns menu, so that the name keeps its width beside nine columns.
    expect(within(active).queryByRole("columnheader", { name: "Templates" })).toBeNull();
  });

  it("each tab asks the API for its own state and reports it, so the page can keep it in the URL", async () => {
    const seen: string[] = [];
    const { calls } = renderScreen(<Simulations onStateChange={(s) => seen.push(s)} />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("tab", { name: "Upcoming" }));
    expect(within(await table("Upcoming")).getByRole("cell", { name: "New hires, April" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Finished" }));
    expect(within(await table("Finished")).getByText("Stopped")).toBeInTheDocument();
    expect(seen).toEqual(["upcoming", "finished"]);
    expect(calls.filter((c) => c.path === LIST).map((c) => new URLSearchParams(c.query).get("state"))).toEqual([
      "ongoing",
      "upcoming",
      "finished",
    ]);
  });

  it("searches by name through the API", async () => {
    const { calls } = renderScreen(<Simulations />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.type(screen.getByRole("searchbox"), "finance");
    await waitFor(() =>
      expect(calls.some((c) => c.path === LIST && new URLSearchParams(c.query).get("search") === "finance")).toBe(true),
    );
    const found = await table("Active");
    await waitFor(() => expect(within(found).queryByRole("cell", { name: "Q1 password expiry" })).toBeNull());
    expect(within(found).getByRole("cell", { name: "Finance: invoice vs. parcel (A/B)" })).toBeInTheDocument();
    expect(calls.some((c) => c.path === LIST && new URLSearchParams(c.query).get("search") === "finance")).toBe(true);
  });

  it("an empty tab leads to Launch simulation", async () => {
    renderScreen(<Simulations />, {
      routes: { ...sessionRoutesFor(), ...simulationRoutes({ simulations: [] }) },
      tenantId,
    });
    expect(await screen.findByText("No simulation is running.")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Launch simulation" });
    expect(links.at(-1)).toHaveAttribute("href", "/simulations/create");
  });

  it("stops a simulation after the confirmation that it is permanent", async () => {
    const { calls } = renderScreen(<Simulations />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Q1 password expiry" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Stop Q1 password expiry" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop simulation?" });
    expect(dialog).toHaveTextContent("you can no longer continue the simulation");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop simulation" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Q1 password expiry" })).toBeNull());
    expect(screen.getByText("The simulation status was updated: stopped.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT" && c.path.endsWith("/update-status"))).toBe(true);
  });

  it("cancelling the confirmation stops nothing", async () => {
    const { calls } = renderScreen(<Simulations />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Q1 password expiry" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Stop Q1 password expiry" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    expect(screen.getByRole("cell", { name: "Q1 password expiry" })).toBeInTheDocument();
  });

  it("a reader (ReadPhishing) sees simulations but cannot launch or stop", async () => {
    renderScreen(<Simulations />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadPhishing"]), ...simulationRoutes() },
      tenantId,
    });
    await table("Active");
    expect(screen.queryByRole("link", { name: "Launch simulation" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Q1 password expiry" }));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Open Q1 password expiry"]);
  });
});
