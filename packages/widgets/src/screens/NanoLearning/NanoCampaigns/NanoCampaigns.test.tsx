import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { nanoRoutes } from "../samples";
import { NanoCampaigns } from "./NanoCampaigns";

const tenantId = sampleTenant.id;
const LIST = "/api/v1/learning/nano-campaigns";
const routes = () => ({ ...sessionRoutesFor(), ...nanoRoutes() });

async function table(tab: string) {
  const found = await screen.findByRole("table", { name: `Nano campaigns: ${tab}` });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}

describe("NanoCampaigns", () => {
  it("shows the Active tab first: running campaigns with status, learners, contents and engagement rate", async () => {
    const { calls } = renderScreen(<NanoCampaigns />, { routes: routes(), tenantId });
    const active = await table("Active");
    expect(calls.find((c) => c.path === LIST)?.query).toContain("state=active");
    const row = within(
      within(active).getByRole("cell", { name: "Spring phishing refresher" }).closest("tr") as HTMLElement,
    );
    expect(row.getByText("Running")).toBeInTheDocument();
    expect(row.getByText("24")).toBeInTheDocument();
    expect(row.getByText("71%")).toBeInTheDocument();
    expect(within(active).queryByRole("cell", { name: "New hires, April" })).toBeNull();
  });

  it("each tab asks the API for its own state and reports it, so the page can keep it in the URL", async () => {
    const seen: string[] = [];
    const { calls } = renderScreen(<NanoCampaigns onStateChange={(s) => seen.push(s)} />, {
      routes: routes(),
      tenantId,
    });
    await table("Active");
    await userEvent.click(screen.getByRole("tab", { name: "Upcoming" }));
    const upcoming = await table("Upcoming");
    expect(within(upcoming).getByRole("cell", { name: "New hires, April" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Finished" }));
    const finished = await table("Finished");
    expect(within(finished).getByText("Stopped")).toBeInTheDocument();
    expect(seen).toEqual(["upcoming", "finished"]);
    expect(calls.filter((c) => c.path === LIST).map((c) => new URLSearchParams(c.query).get("state"))).toEqual([
      "active",
      "upcoming",
      "finished",
    ]);
  });

  it("opens on the tab it is given", async () => {
    renderScreen(<NanoCampaigns defaultState="finished" />, { routes: routes(), tenantId });
    await table("Finished");
    expect(screen.getByRole("tab", { name: "Finished" })).toHaveAttribute("aria-selected", "true");
  });

  it("an empty tab leads to Create campaign", async () => {
    renderScreen(<NanoCampaigns />, { routes: { ...sessionRoutesFor(), ...nanoRoutes({ campaigns: [] }) }, tenantId });
    expect(await screen.findByText("No campaign is running.")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Create campaign" });
    expect(links.at(-1)).toHaveAttribute("href", "/nano-learning/create-campaign");
  });

  it("stops a campaign after the confirmation that it is permanent", async () => {
    const { calls } = renderScreen(<NanoCampaigns />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spring phishing refresher" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Stop Spring phishing refresher" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop campaign?" });
    expect(dialog).toHaveTextContent("you can no longer continue the campaign");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop campaign" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Spring phishing refresher" })).toBeNull());
    expect(screen.getByText("The campaign was stopped.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/stop"))).toBe(true);
  });

  it("cancelling the confirmation stops nothing", async () => {
    const { calls } = renderScreen(<NanoCampaigns />, { routes: routes(), tenantId });
    await table("Active");
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spring phishing refresher" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Stop Spring phishing refresher" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.path.endsWith("/stop"))).toBe(false);
    expect(screen.getByRole("cell", { name: "Spring phishing refresher" })).toBeInTheDocument();
  });

  it("a reader (ReadLearning) sees campaigns but cannot create or stop", async () => {
    renderScreen(<NanoCampaigns />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...nanoRoutes() },
      tenantId,
    });
    await table("Active");
    expect(screen.queryByRole("link", { name: "Create campaign" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spring phishing refresher" }));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Open Spring phishing refresher"]);
  });
});
