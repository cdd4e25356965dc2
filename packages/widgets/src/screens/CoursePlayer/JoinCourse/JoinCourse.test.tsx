import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/renderScreen";
import { invalidTokenRoutes, PLAYER_ROUTES, playerRoutes, sampleInvitation, sampleLogo } from "../samples";
import { JoinCourse } from "./JoinCourse";

const TOKEN = "join-token-0123456789abcdef";

function renderJoin(routes = playerRoutes()) {
  return renderScreen(<JoinCourse token={TOKEN} />, routes, { signedIn: false });
}

describe("JoinCourse", () => {
  it("checks the address before asking, then sends it and shows the same neutral confirmation", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderJoin();
    expect(await screen.findByRole("heading", { level: 1, name: "Join the course" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me an invitation" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Work email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send me an invitation" }));
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(callsTo("POST", /course-invitations/)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Work email"));
    await user.type(screen.getByLabelText("Work email"), " ana@acme.example ");
    await user.click(screen.getByRole("button", { name: "Send me an invitation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Check your email" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("If the address belongs to the organization");
    expect(callsTo("POST", `/api/v1/course-invitations/${TOKEN}`)[0]?.body).toEqual({ email: "ana@acme.example" });
  });

  it("names the organisation (with its logo), the course and its expected time before asking for an address", async () => {
    renderJoin();
    expect(await screen.findByText("Acme d.o.o.")).toBeInTheDocument();
    expect(screen.getByText("Your organization")).toBeInTheDocument();
    expect(document.querySelector("img")?.getAttribute("src")).toBe(sampleLogo);
    expect(screen.getByText("Security basics")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Expected time").nextElementSibling).toHaveTextContent("15 minutes");
  });

  it("shows the name alone for an organisation without a logo", async () => {
    const invitation = { ...sampleInvitation, organization: { name: "Beta a.d.", logo: null } };
    renderJoin({ ...playerRoutes(), [PLAYER_ROUTES.invitation]: invitation });
    expect(await screen.findByText("Beta a.d.")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("says at once that the link is not valid when the API does not know it (off or revoked)", async () => {
    const { callsTo } = renderJoin(invalidTokenRoutes);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Work email")).toBeNull();
    expect(callsTo("POST", /course-invitations/)).toHaveLength(0);
  });

  it("says the link is not valid when it was revoked after the page opened", async () => {
    const user = userEvent.setup();
    renderJoin({ ...playerRoutes(), [PLAYER_ROUTES.join]: invalidTokenRoutes[PLAYER_ROUTES.join] });
    await user.type(await screen.findByLabelText("Work email"), "ana@acme.example");
    await user.click(screen.getByRole("button", { name: "Send me an invitation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
  });
});
