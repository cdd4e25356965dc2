import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sessionRoutesFor } from "../../../test/renderShell";
import { nanoNoOrganizationRoutes, nanoRoutes } from "../samples";
import { CreateNanoCampaign } from "./CreateNanoCampaign";

const tenantId = sampleTenant.id;
const routes = () => ({ ...sessionRoutesFor(), ...nanoRoutes() });

const next = () => userEvent.click(screen.getByRole("button", { name: "Next" }));
/** A field by its label (a required field's label ends in its mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setValue = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function addPage(name: string, add = "Add") {
  await userEvent.click(await screen.findByRole("button", { name: `${add}: ${name}` }));
}

/** Step 1 filled: one content between two dates, the end given by `end`. */
async function schedule(end = "2030-03-08T17:00") {
  await addPage("Spot the phishing link");
  setValue("Start date", "2030-03-04T09:00");
  setValue("End date", end);
}

describe("CreateNanoCampaign", () => {
  it('says "Organization must be set!" without an organisation, and asks the API for no people or pages', async () => {
    const { calls } = renderScreen(<CreateNanoCampaign />, { routes: nanoNoOrganizationRoutes(), tenantId: null });
    expect(await screen.findByRole("heading", { name: "Organization must be set!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up an organization" })).toHaveAttribute(
      "href",
      "/organizations/setup",
    );
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(calls.filter((call) => /inventory|nano-pages/.test(call.path))).toEqual([]);
  });

  it("says it in Serbian too", async () => {
    renderScreen(<CreateNanoCampaign />, { routes: nanoNoOrganizationRoutes(), tenantId: null, lang: "sr" });
    expect(await screen.findByRole("heading", { name: "Organizacija mora biti podešena!" })).toBeInTheDocument();
  });

  it("refuses to leave Schedule content empty: Please populate current data, at least one content", async () => {
    renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await screen.findByRole("button", { name: "Add: Spot the phishing link" });
    await next();
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one content")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Schedule content" })).toBeInTheDocument();
  });

  it("says End date must be after start date, and moves on once it is", async () => {
    renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await schedule("2030-03-04T08:00");
    await next();
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(field("End date")).toHaveAccessibleDescription("End date must be after start date");
    setValue("End date", "2030-03-08T17:00");
    await next();
    expect(screen.getByRole("heading", { name: "Learners" })).toBeInTheDocument();
  });

  it("a fixed time needs its time", async () => {
    renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await addPage("MFA fatigue attacks");
    await userEvent.click(screen.getByRole("radio", { name: "At a fixed time" }));
    await next();
    expect(field("Send at")).toHaveAccessibleDescription("Required");
  });

  it("Learners: nobody chosen is No people to be saved", async () => {
    renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await schedule();
    await next();
    await next();
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent("No people to be saved");
  });

  it("Settings: a name and at least one business day; then creates the campaign and shows the created screen", async () => {
    const { calls } = renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await schedule();
    await next();
    const person = (await screen.findAllByRole("checkbox")).at(-1) as HTMLElement;
    await userEvent.click(person);
    expect(screen.getByText("1 person chosen")).toBeInTheDocument();
    await next();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
      await userEvent.click(screen.getByRole("checkbox", { name: day }));
    await userEvent.click(screen.getByRole("button", { name: "Create campaign" }));
    expect(screen.getByText("Please populate current data")).toBeInTheDocument();
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByText("Minimum 1 selected")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    setValue("Name", "Spring refresher");
    await userEvent.click(screen.getByRole("checkbox", { name: "Tuesday" }));
    const zone = field("Time zone") as HTMLSelectElement;
    expect([...zone.options].map((o) => o.value)).toContain("Europe/Belgrade");
    fireEvent.change(zone, { target: { value: "Europe/Belgrade" } });
    await userEvent.click(screen.getByRole("button", { name: "Create campaign" }));
    expect(await screen.findByRole("heading", { name: "Campaign created" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View campaign" }).getAttribute("href")).toMatch(
      /^\/nano-learning\/campaigns\/e/,
    );
    const post = calls.find((c) => c.method === "POST" && c.path === "/api/v1/learning/nano-campaigns");
    expect(post?.tenant).toBe(tenantId);
  });

  it("Settings: a language one of the contents is not written in is refused before the API", async () => {
    const { calls } = renderScreen(<CreateNanoCampaign />, { routes: routes(), tenantId });
    await addPage("Our reporting button");
    setValue("Start date", "2030-03-04T09:00");
    setValue("End date", "2030-03-08T17:00");
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    setValue("Name", "Reporting");
    fireEvent.change(field("Language"), { target: { value: "Sr" } });
    await userEvent.click(screen.getByRole("button", { name: "Create campaign" }));
    expect(field("Language")).toHaveAccessibleDescription(
      /“Our reporting button” has no Serbian version: choose another language, or another nano page./,
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the API's 422 field errors on their fields and goes back to their step", async () => {
    const refusing = {
      ...routes(),
      "POST /api/v1/learning/nano-campaigns": {
        status: 422,
        body: {
          statusCode: 422,
          message: "Validation failed",
          code: "ValidationFailed",
          errors: [
            {
              path: "body.contents.0.endsAt",
              message: "There are no working hours on business days between the start and end date",
            },
            { path: "body.timeZone", message: "Unknown time zone" },
          ],
        },
      },
    };
    renderScreen(<CreateNanoCampaign />, { routes: refusing, tenantId });
    await schedule();
    await next();
    await userEvent.click((await screen.findAllByRole("checkbox")).at(-1) as HTMLElement);
    await next();
    setValue("Name", "Weekend only");
    await userEvent.click(screen.getByRole("button", { name: "Create campaign" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Schedule content" })).toBeInTheDocument());
    expect(field("End date")).toHaveAccessibleDescription(
      "There are no working hours on business days between the start and end date",
    );
    await next();
    await next();
    expect(field("Time zone")).toHaveAccessibleDescription("Unknown time zone");
  });

  it("says the API's No people to be saved in Serbian on the Learners step", async () => {
    const refusing = {
      ...routes(),
      "POST /api/v1/learning/nano-campaigns": {
        status: 422,
        body: {
          statusCode: 422,
          message: "Validation failed",
          code: "ValidationFailed",
          errors: [{ path: "body.learners", message: "No people to be saved" }],
        },
      },
    };
    renderScreen(<CreateNanoCampaign />, { routes: refusing, tenantId, lang: "sr" });
    await addPage("Spot the phishing link", "Dodaj");
    setValue("Početni datum", "2030-03-04T09:00");
    setValue("Krajnji datum", "2030-03-08T17:00");
    await userEvent.click(screen.getByRole("button", { name: "Dalje" }));
    await userEvent.click(
      within(await screen.findByRole("group", { name: "Ljudi" })).getAllByRole("checkbox")[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole("button", { name: "Dalje" }));
    setValue("Naziv", "Prazna grupa");
    await userEvent.click(screen.getByRole("button", { name: "Kreiraj kampanju" }));
    expect(await screen.findByText("Nema ljudi za čuvanje")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Polaznici" })).toBeInTheDocument();
  });
});
