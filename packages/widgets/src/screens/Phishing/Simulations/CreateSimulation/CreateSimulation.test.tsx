import type { Schema } from "@bulwark/client";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant, sampleUser } from "../../../../storybook/fakeApi";
import { renderScreen, sessionRoutesFor } from "../../../../test/renderShell";
import { sampleTemplates, simulationRoutes } from "../samples";
import { CreateSimulation } from "./CreateSimulation";

const tenantId = sampleTenant.id;
const START = "2030-03-04T09:00";
const LAUNCH = "POST /api/v1/phishing/simulations";

/** The routes, with every launch's body kept for the test to read. */
function routesKeepingBodies() {
  const bodies: Schema<"PhishingSimulationInput">[] = [];
  const base = simulationRoutes();
  const launch = base[LAUNCH] as (request: Request, url: URL) => unknown;
  return {
    bodies,
    routes: {
      ...sessionRoutesFor(),
      ...base,
      [LAUNCH]: async (request: Request, url: URL) => {
        bodies.push(await request.clone().json());
        return launch(request, url);
      },
    },
  };
}

const next = () => userEvent.click(screen.getByRole("button", { name: "Next" }));
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setValue = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const addTemplate = async (name: string) =>
  userEvent.click(await screen.findByRole("button", { name: `Add: ${name}` }));

describe("CreateSimulation", () => {
  it("refuses to leave Templates empty: Please populate current data, at least one template", async () => {
    renderScreen(<CreateSimulation defaultStart={START} />, { routes: routesKeepingBodies().routes, tenantId });
    await screen.findByRole("button", { name: "Add: Password expires today" });
    await next();
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(screen.getByText("At least one template must be selected")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Phishing email templates" })).toBeInTheDocument();
  });

  it("Targets: nobody chosen is Please populate current data, and nothing moves on", async () => {
    renderScreen(<CreateSimulation defaultStart={START} />, { routes: routesKeepingBodies().routes, tenantId });
    await addTemplate("Password expires today");
    await next();
    await next();
    expect(screen.getAllByText("Please populate current data").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole("heading", { name: "Targets" })).toBeInTheDocument();
  });

  it("launches an A/B simulation of two templates for a group and shows the created screen", async () => {
    const { routes, bodies } = routesKeepingBodies();
    const { calls } = renderScreen(<CreateSimulation defaultStart={START} />, { routes, tenantId });
    await addTemplate("Password expires today");
    await addTemplate("Unpaid invoice");
    expect(screen.getByText(/the emails are dealt evenly across the targets/)).toBeInTheDocument();
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    expect(screen.getByText("People chosen: 1")).toBeInTheDocument();
    await next();

    await userEvent.click(screen.getByRole("button", { name: "Launch simulation" }));
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    setValue("Name", "Q2 A/B");
    setValue("Time zone", "Europe/Belgrade");
    setValue("Max attacks per target", "2");
    expect(screen.getByText("Emails per target with these templates: 2")).toBeInTheDocument();
    setValue("Sending profile", "a9000000-0000-4000-8000-000000000001");
    await userEvent.click(screen.getByRole("button", { name: "Launch simulation" }));
    expect(await screen.findByRole("heading", { name: "Simulation launched" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View simulation" }).getAttribute("href")).toMatch(/^\/simulations\/c5/);

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      name: "Q2 A/B",
      timeZone: "Europe/Belgrade",
      // 09:00 in Belgrade on 4 March 2030 (CET, UTC+1), whatever the browser's zone.
      startDate: "2030-03-04T08:00:00.000Z",
      durationWeeks: 2,
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      businessHoursStart: "09:00",
      businessHoursEnd: "17:00",
      maxAttacksPerTarget: 2,
      feedbackType: "PhishedDisplay",
      sendingProfileId: "a9000000-0000-4000-8000-000000000001",
      templateIds: [sampleTemplates[0]?.id, sampleTemplates[2]?.id],
    });
    expect(bodies[0]?.targets.personIds).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty("remedialCourseId");
    expect(calls.find((c) => c.method === "POST")?.tenant).toBe(tenantId);
  });

  it("names a remedial course and a remedial nano page in Settings, sent with the launch", async () => {
    const { routes, bodies } = routesKeepingBodies();
    renderScreen(<CreateSimulation defaultStart={START} />, { routes, tenantId });
    await addTemplate("Password expires today");
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    setValue("Name", "With remedial training");
    expect(screen.getByRole("group", { name: "Remedial training" })).toBeInTheDocument();
    const course = await screen.findByRole("option", { name: "Security essentials, spring" });
    setValue("Remedial course", (course as HTMLOptionElement).value);
    const page = await screen.findByRole("option", { name: "Spot the phishing link · Quiz" });
    setValue("Remedial nano page", (page as HTMLOptionElement).value);
    await userEvent.click(screen.getByRole("button", { name: "Launch simulation" }));
    expect(await screen.findByRole("heading", { name: "Simulation launched" })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      remedialCourseId: (course as HTMLOptionElement).value,
      remedialNanoPageId: (page as HTMLOptionElement).value,
    });
  });

  it("offers no remedial training to someone who may not run training", async () => {
    const { routes } = routesKeepingBodies();
    renderScreen(<CreateSimulation defaultStart={START} />, {
      routes: { ...routes, ...sessionRoutesFor(sampleUser, ["CrudPhishing", "ReadInventory"]) },
      tenantId,
    });
    await addTemplate("Password expires today");
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Remedial training" })).toBeNull();
  });

  it("checks the settings' rules before the API: a start in the past, weeks, business days, hours, Other's message", async () => {
    const { routes, bodies } = routesKeepingBodies();
    renderScreen(<CreateSimulation defaultStart="2020-01-06T09:00" />, { routes, tenantId });
    await addTemplate("Password expires today");
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    setValue("Name", "Rules");
    setValue("Duration", "0");
    setValue("Business hours end", "08:00");
    setValue("After a target fails", "Other");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
      await userEvent.click(screen.getByRole("checkbox", { name: day }));
    await userEvent.click(screen.getByRole("button", { name: "Launch simulation" }));
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(field("Start")).toHaveAccessibleDescription("Start date must not be in the past");
    expect(field("Duration")).toHaveAccessibleDescription("Between 1 and 52 weeks");
    expect(field("Business hours end")).toHaveAccessibleDescription("The end must be after the start");
    expect(field("Your message")).toHaveAccessibleDescription("Feedback message is required");
    expect(screen.getByText("Minimum 1 selected")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("warns when the simulation's time zone is not the viewer's", async () => {
    renderScreen(<CreateSimulation defaultStart={START} />, { routes: routesKeepingBodies().routes, tenantId });
    await addTemplate("Password expires today");
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    const yours = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.queryByRole("note")).toBeNull();
    setValue("Time zone", yours === "Pacific/Auckland" ? "Europe/Belgrade" : "Pacific/Auckland");
    expect(screen.getByRole("note")).toHaveTextContent(/Times are in the simulation's time zone/);
  });

  it("shows the API's 422 on its step, in Serbian: Molimo popunite trenutne podatke on Targets", async () => {
    const routes = {
      ...routesKeepingBodies().routes,
      [LAUNCH]: {
        status: 422,
        body: {
          statusCode: 422,
          message: "Validation failed",
          code: "ValidationFailed",
          errors: [{ path: "body.targets", message: "Please populate current data" }],
        },
      },
    };
    renderScreen(<CreateSimulation defaultStart={START} />, { routes, tenantId, lang: "sr" });
    await userEvent.click(await screen.findByRole("button", { name: "Dodaj: Password expires today" }));
    await userEvent.click(screen.getByRole("button", { name: "Sledeći" }));
    await userEvent.click(
      within(await screen.findByRole("group", { name: "Osobe" })).getAllByRole("checkbox")[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole("button", { name: "Sledeći" }));
    setValue("Naziv", "Prazna grupa");
    await userEvent.click(screen.getByRole("button", { name: "Pokreni simulaciju" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Mete" })).toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent("Molimo popunite trenutne podatke");
  });

  it("without an organisation says Organization must be set! and cannot launch", async () => {
    renderScreen(<CreateSimulation defaultStart={START} />, {
      routes: { ...sessionRoutesFor({ ...sampleUser, tenants: [] }), ...simulationRoutes() },
      tenantId: null,
    });
    expect(await screen.findByText("Organization must be set!")).toBeInTheDocument();
    // No organisation, no templates to read: nothing can be chosen, so nothing can be launched.
    expect(screen.queryByRole("button", { name: /^Add: / })).toBeNull();
  });
});
