import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../test/renderShell";
import { learningRoutes } from "../samples";
import { Library } from "./Library";

const tenantId = sampleTenant.id;

describe("Library", () => {
  it("shows the four cards with the API's counts; the phishing card says it comes later and links nowhere", async () => {
    renderScreen(<Library />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    const lessons = await screen.findByRole("region", { name: "Lessons" });
    await within(lessons).findByText("4 lessons");
    expect(within(lessons).getByRole("link", { name: "Open lessons" })).toHaveAttribute(
      "href",
      "/library/organization-lessons",
    );
    expect(within(screen.getByRole("region", { name: "Nano Pages" })).getByText("10 nano pages")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Custom Content" })).getByText("Your lessons: 1 · Your nano pages: 1"),
    ).toBeInTheDocument();
    const phishing = screen.getByRole("region", { name: "Phishing Templates" });
    expect(within(phishing).getByRole("link", { name: "Open phishing templates" })).toHaveAttribute(
      "href",
      "/library/organization-templates",
    );
  });

  it("links the nano pages list", async () => {
    renderScreen(<Library />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId });
    const nano = await screen.findByRole("region", { name: "Nano Pages" });
    await within(nano).findByText("10 nano pages");
    expect(within(nano).getByRole("link", { name: "Open nano pages" })).toHaveAttribute(
      "href",
      "/library/organization-nano-pages",
    );
  });

  it("asks which custom content to create and goes there", async () => {
    const { navigate } = renderScreen(<Library />, {
      routes: { ...sessionRoutesFor(), ...learningRoutes() },
      tenantId,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create content" }));
    const dialog = await screen.findByRole("dialog", { name: "Create custom content" });
    expect(within(dialog).getByRole("radio", { name: /^Lesson/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Nano page: Video quiz/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(navigate).toHaveBeenCalledWith("/library/organization-nano-pages/create?type=VideoQuiz");
  });

  it("offers no Create content without CrudLearning", async () => {
    renderScreen(<Library />, {
      routes: { ...sessionRoutesFor(sampleUser, ["ReadLearning"]), ...learningRoutes() },
      tenantId,
    });
    await screen.findByText("4 lessons");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Create content" })).toBeNull());
  });

  it("in Serbian, counts with the right plural forms", async () => {
    renderScreen(<Library />, { routes: { ...sessionRoutesFor(), ...learningRoutes() }, tenantId, lang: "sr" });
    expect(await screen.findByText("4 lekcije")).toBeInTheDocument();
    expect(screen.getByText("10 nano strana")).toBeInTheDocument();
  });
});
