import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant, sampleUser } from "../../../../storybook/fakeApi";
import { renderScreen, sessionRoutesFor } from "../../../../test/renderShell";
import { sampleSimulations, simulationFailing, simulationRoutes } from "../samples";
import { Simulation } from "./Simulation";

const tenantId = sampleTenant.id;
const running = sampleSimulations[0]?.id as string;
const abTest = sampleSimulations[1]?.id as string;
const stopped = sampleSimulations[3]?.id as string;
const routes = (extra = {}) => ({ ...sessionRoutesFor(), ...simulationRoutes(), ...extra });

/** The figure tile named `label`, as its text. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement?.textContent;

async function targets() {
  const table = await screen.findByRole("table", { name: "Targets" });
  await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
  return table;
}

async function openMenu(name: string, item: string) {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("Simulation", () => {
  it("Overview: the funnel with percentages of the emails sent, failed targets, averages and the bots left out by reason", async () => {
    renderScreen(<Simulation simulationId={running} />, { routes: routes(), tenantId });
    expect(await screen.findByRole("heading", { level: 1, name: "Q1 password expiry" })).toBeInTheDocument();
    await screen.findByText("Sent", { selector: "dt" });
    expect(figure("Sent")).toBe("Sent100%Emails: 6");
    expect(figure("Opened")).toBe("Opened67%Emails: 4");
    expect(figure("Clicked")).toBe("Clicked33%Emails: 2");
    expect(figure("Submitted")).toBe("Submitted17%Emails: 1");
    expect(figure("Reported")).toBe("Reported33%Emails: 2");
    expect(figure("Failed")).toBe("Failed33%Targets: 2");
    expect(figure("Average time to fail")).toContain("14 min");
    expect(figure("Average time to report")).toContain("1 h 35 min");
    expect(screen.getByText("Requests left out of the funnel: 3")).toBeInTheDocument();
    expect(screen.getByText(/Mail scanner's address/).nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText(/HEAD request/).nextElementSibling).toHaveTextContent("1");
    expect(screen.getByRole("figure", { name: /Funnel/ })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: /Sent per day/ })).toBeInTheDocument();
  });

  it("warns when the simulation's time zone is not the viewer's, and offers the targets export", async () => {
    renderScreen(<Simulation simulationId={abTest} />, { routes: routes(), tenantId });
    await screen.findByRole("heading", { level: 1, name: "Finance: invoice vs. parcel (A/B)" });
    const note = screen.queryByRole("note");
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== "America/New_York")
      expect(note).toHaveTextContent("Times are in the simulation's time zone, America/New York");
    // As the note says: 08:00 UTC on 2 March is 3 AM in New York (EST), 16:00 UTC on 16 March noon (EDT).
    expect(screen.getByText(/^Mar 2, 2026, 3:00\sAM – Mar 16, 2026, 12:00\sPM$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
  });

  it("Targets: each target's status and times; a failed target's timeline marks the scanner's request a bot and lists the field names only", async () => {
    renderScreen(<Simulation simulationId={running} initialTab="targets" />, { routes: routes(), tenantId });
    const table = await targets();
    const ana = within(within(table).getByRole("cell", { name: "Ana Anić" }).closest("tr") as HTMLElement);
    expect(ana.getByText("Failed")).toBeInTheDocument();
    expect(ana.getByText("9 min")).toBeInTheDocument();
    await openMenu("Ana Anić", "Event details of Ana Anić");
    const dialog = await screen.findByRole("dialog", { name: "Ana Anić: event details" });
    const events = await within(dialog).findByRole("list", { name: "Events" });
    const items = within(events).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(items[1]).toHaveTextContent("Bot: Mail scanner's address");
    expect(items[5]).toHaveTextContent("Form fields sent: email, password (the values are never stored)");
  });

  it("a target without events says No events exist for this target", async () => {
    renderScreen(<Simulation simulationId={running} initialTab="targets" />, { routes: routes(), tenantId });
    await targets();
    await openMenu("Filip Filipović", "Event details of Filip Filipović");
    const dialog = await screen.findByRole("dialog", { name: "Filip Filipović: event details" });
    expect(await within(dialog).findByText("No events exist for this target")).toBeInTheDocument();
  });

  it("filters the targets by status through the API", async () => {
    const { calls } = renderScreen(<Simulation simulationId={running} initialTab="targets" />, {
      routes: routes(),
      tenantId,
    });
    await targets();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Failed");
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Boris Babić" })).toBeNull());
    expect(screen.getByRole("cell", { name: "Dejan Dimić" })).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/targets-overview") && c.query.includes("status=Failed"))).toBe(true);
  });

  it("marks a target passed after the confirmation; a passed target offers no such action", async () => {
    const { calls } = renderScreen(<Simulation simulationId={running} initialTab="targets" />, {
      routes: routes(),
      tenantId,
    });
    await targets();
    await openMenu("Ana Anić", "Mark Ana Anić passed");
    const dialog = await screen.findByRole("dialog", { name: "Mark target passed?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark passed" }));
    expect(await screen.findByText("The target was marked passed.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT" && c.path.endsWith("/update-status"))).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Actions for Boris Babić" }));
    expect(screen.queryByRole("menuitem", { name: "Mark Boris Babić passed" })).toBeNull();
  });

  it("a refused mark passed says Update not allowed!", async () => {
    renderScreen(<Simulation simulationId={running} initialTab="targets" />, {
      routes: routes({
        "PUT /api/v1/phishing/simulations/*/targets/*/update-status": simulationFailing(409, "Update not allowed!"),
      }),
      tenantId,
    });
    await targets();
    await openMenu("Ana Anić", "Mark Ana Anić passed");
    const dialog = await screen.findByRole("dialog", { name: "Mark target passed?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark passed" }));
    expect(await within(dialog).findByText("Update not allowed!")).toBeInTheDocument();
  });

  it("sends one target another email while the simulation runs", async () => {
    const { calls } = renderScreen(<Simulation simulationId={running} initialTab="targets" />, {
      routes: routes(),
      tenantId,
    });
    await targets();
    await openMenu("Chiara Conti", "Send Chiara Conti another email");
    const dialog = await screen.findByRole("dialog", { name: "Send another email?" });
    expect(dialog).toHaveTextContent("chiara@acme.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("The email is on its way.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.includes("/send-target-template/"))).toBe(true);
  });

  it("stops the simulation from Settings after the confirmation; then Stop is gone", async () => {
    const { calls } = renderScreen(<Simulation simulationId={running} initialTab="settings" />, {
      routes: routes(),
      tenantId,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Stop simulation" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop simulation?" });
    expect(dialog).toHaveTextContent("you can no longer continue the simulation");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop simulation" }));
    expect(await screen.findByText("The simulation status was updated: stopped.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stop simulation" })).toBeNull());
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("a stopped simulation, or a reader, offers no stop, mark passed or resend", async () => {
    renderScreen(<Simulation simulationId={stopped} initialTab="settings" />, { routes: routes(), tenantId });
    expect(await screen.findByText("Winter HR document", { selector: "dd" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop simulation" })).toBeNull();

    renderScreen(<Simulation simulationId={running} initialTab="targets" />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadPhishing"]), ...simulationRoutes() },
      tenantId,
    });
    await targets();
    await userEvent.click(screen.getByRole("button", { name: "Actions for Ana Anić" }));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Event details of Ana Anić"]);
  });

  it("Templates: each template's own funnel with percentages, side by side (the A/B comparison)", async () => {
    renderScreen(<Simulation simulationId={abTest} initialTab="templates" />, { routes: routes(), tenantId });
    const table = await screen.findByRole("table", { name: "Phishing templates of the simulation" });
    const row = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    await waitFor(() => expect(row("Unpaid invoice")).toContain("3 (100%)"));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Template", "Technique", "Sent", "Opened", "Clicked", "Submitted", "Reported"]);
    expect(row("Unpaid invoice").slice(1)).toEqual(["3 (100%)", "2 (67%)", "1 (33%)", "0 (0%)", "0 (0%)"]);
    expect(row("Parcel could not be delivered").slice(1)).toEqual([
      "2 (100%)",
      "1 (50%)",
      "0 (0%)",
      "0 (0%)",
      "1 (50%)",
    ]);
  });

  it("Settings: a custom sending profile is the organization's own, and the remedial course and nano page are named", async () => {
    renderScreen(<Simulation simulationId={abTest} initialTab="settings" />, { routes: routes(), tenantId });
    const value = async (term: string) =>
      (await screen.findByText(term, { selector: "dt" })).nextElementSibling?.textContent;
    expect(await value("Sending profile")).toBe("The organization's own");
    expect(await value("Remedial course")).toBe("Spotting phishing: 1 failed target enrolled");
    expect(await value("Remedial nano page")).toBe("Spot the fake invoice: sent to 1 failed target");
  });

  it("Settings: without its own profile, the platform default; without remedial training, None", async () => {
    renderScreen(<Simulation simulationId={running} initialTab="settings" />, { routes: routes(), tenantId });
    const value = async (term: string) =>
      (await screen.findByText(term, { selector: "dt" })).nextElementSibling?.textContent;
    expect(await value("Sending profile")).toBe("Platform default");
    expect(await value("Remedial nano page")).toBe("None");
  });

  it("Settings in Serbian: Sopstveni profil organizacije", async () => {
    renderScreen(<Simulation simulationId={abTest} initialTab="settings" />, {
      routes: routes(),
      tenantId,
      lang: "sr",
    });
    const term = await screen.findByText("Profil slanja", { selector: "dt" });
    expect(term.nextElementSibling).toHaveTextContent("Sopstveni profil organizacije");
    expect(screen.getByText("Nano stranica za dodatnu obuku", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Spot the fake invoice: poslata metama koje su pale: 1",
    );
  });

  it("an unknown simulation says it does not exist", async () => {
    renderScreen(<Simulation simulationId="00000000-0000-4000-8000-000000000000" />, { routes: routes(), tenantId });
    expect(
      await screen.findByText("This simulation does not exist or belongs to another organization."),
    ).toBeInTheDocument();
  });
});
