import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { nanoRoutes, sampleCampaigns } from "../samples";
import { NanoCampaign } from "./NanoCampaign";

const tenantId = sampleTenant.id;
const running = sampleCampaigns[0]?.id ?? "";
const stopped = sampleCampaigns[3]?.id ?? "";
const routes = () => ({ ...sessionRoutesFor(), ...nanoRoutes() });
const tab = (name: string) => userEvent.click(screen.getByRole("tab", { name }));
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement as HTMLElement;

describe("NanoCampaign", () => {
  it("Overview shows the API's figures: engagement rate as returned, correct answers as correct over answered", async () => {
    renderScreen(<NanoCampaign campaignId={running} />, { routes: routes(), tenantId });
    expect(await screen.findByRole("heading", { name: "Spring phishing refresher" })).toBeInTheDocument();
    expect(within(figure("Sent")).getByText("24")).toBeInTheDocument();
    expect(within(figure("Engagement rate")).getByText("71%")).toBeInTheDocument();
    // 12 correct, 4 incorrect: 12 / 16 = 75 %.
    expect(within(figure("Correct answers")).getByText("75%")).toBeInTheDocument();
    expect(within(figure("Correct answers")).getByText("12 of 16 answers")).toBeInTheDocument();
  });

  it("Learners lists each learner's event sequence per content", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="learners" />, { routes: routes(), tenantId });
    const table = await screen.findByRole("table", { name: "Learners" });
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
    const ana = within(within(table).getByRole("cell", { name: "Ana Anić" }).closest("tr") as HTMLElement);
    const sequence = ana.getByRole("list", { name: "Events of Spot the phishing link" });
    expect(
      within(sequence)
        .getAllByRole("listitem")
        .map((i) => i.textContent),
    ).toEqual(["Sent", "Delivered", "Opened", "Answered correctly"]);
    expect(ana.getByRole("list", { name: "Events of MFA fatigue attacks" })).toHaveTextContent("Scheduled");
  });

  it("reports the tab the user picks, so the page can keep it in the URL", async () => {
    const seen: string[] = [];
    renderScreen(<NanoCampaign campaignId={running} onTabChange={(t) => seen.push(t)} />, {
      routes: routes(),
      tenantId,
    });
    await screen.findByRole("heading", { name: "Spring phishing refresher" });
    await tab("Content");
    await tab("Settings");
    expect(seen).toEqual(["content", "settings"]);
  });

  it("Content: removing a content in progress is refused with the seeds' message", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="content" />, { routes: routes(), tenantId });
    await screen.findByRole("table", { name: "Scheduled contents" });
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spot the phishing link" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Remove Spot the phishing link" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove content?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove content" }));
    expect(await within(dialog).findByText("Content can't be deleted because it is in progress.")).toBeInTheDocument();
  });

  it("Content: the last content of a campaign stays, and says why", async () => {
    renderScreen(<NanoCampaign campaignId={sampleCampaigns[2]?.id ?? ""} initialTab="content" />, {
      routes: routes(),
      tenantId,
    });
    await screen.findByRole("table", { name: "Scheduled contents" });
    await userEvent.click(screen.getByRole("button", { name: "Actions for Tailgating at the door" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Remove Tailgating at the door" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove content?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove content" }));
    expect(
      await within(dialog).findByText("A campaign has at least one content: this is its last."),
    ).toBeInTheDocument();
  });

  it("Content: changing a content in progress is refused with the seeds' message", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="content" />, { routes: routes(), tenantId });
    await screen.findByRole("table", { name: "Scheduled contents" });
    await userEvent.click(screen.getByRole("button", { name: "Actions for Spot the phishing link" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Change Spot the phishing link" }));
    const dialog = await screen.findByRole("dialog", { name: "Change content" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Content can't be updated because it is in progress.")).toBeInTheDocument();
  });

  it("Content: a content not begun can be changed; an end before its start is refused on the field", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="content" />, { routes: routes(), tenantId });
    await screen.findByRole("table", { name: "Scheduled contents" });
    await userEvent.click(screen.getByRole("button", { name: "Actions for MFA fatigue attacks" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Change MFA fatigue attacks" }));
    const dialog = await screen.findByRole("dialog", { name: "Change content" });
    const end = within(dialog).getByLabelText(/^End date/);
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: "2030-04-10T09:00" } });
    fireEvent.change(end, { target: { value: "2030-04-09T09:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(end).toHaveAccessibleDescription("End date must be after start date");
    fireEvent.change(end, { target: { value: "2030-04-12T15:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The content was saved.")).toBeInTheDocument();
  });

  it("Content: adds a nano page", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="content" />, { routes: routes(), tenantId });
    await screen.findByRole("table", { name: "Scheduled contents" });
    await userEvent.click(screen.getByRole("button", { name: "Add content" }));
    const dialog = await screen.findByRole("dialog", { name: "Add content" });
    const select = within(dialog).getByLabelText(/^Nano page/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: sampleCampaigns[0]?.contents[0]?.nanoPageId.replace(/1$/, "4") } });
    await userEvent.click(within(dialog).getByRole("radio", { name: "At a fixed time" }));
    fireEvent.change(within(dialog).getByLabelText(/^Send at/), { target: { value: "2030-04-10T09:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("cell", { name: "Tailgating at the door" })).toBeInTheDocument();
  });

  it("Settings: read-only settings and Stop campaign after the confirmation", async () => {
    const { calls } = renderScreen(<NanoCampaign campaignId={running} initialTab="settings" />, {
      routes: routes(),
      tenantId,
    });
    expect(await screen.findByText("Europe/Belgrade")).toBeInTheDocument();
    expect(screen.getByText("Monday, Tuesday, Wednesday, Thursday, Friday")).toBeInTheDocument();
    expect(screen.getByText("09:00 – 17:00")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Stop campaign" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop campaign?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop campaign" }));
    expect(await screen.findByText("The campaign was stopped.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith("/stop"))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stop campaign" })).toBeNull());
  });

  it("a stopped campaign offers no stop and no content changes; a reader none either", async () => {
    renderScreen(<NanoCampaign campaignId={stopped} initialTab="settings" />, { routes: routes(), tenantId });
    expect(await screen.findByText("Stopped at")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop campaign" })).toBeNull();
    await tab("Content");
    expect(screen.queryByRole("button", { name: "Add content" })).toBeNull();
  });

  it("a reader (ReadLearning) sees the campaign but cannot stop it", async () => {
    renderScreen(<NanoCampaign campaignId={running} initialTab="settings" />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...nanoRoutes() },
      tenantId,
    });
    expect(await screen.findByText("Europe/Belgrade")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop campaign" })).toBeNull();
  });

  it("an unknown campaign says so", async () => {
    renderScreen(<NanoCampaign campaignId="00000000-0000-4000-8000-000000000000" />, { routes: routes(), tenantId });
    expect(await screen.findByText("This campaign does not exist or is not in your organization.")).toBeInTheDocument();
  });
});
