import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/renderScreen";
import { invalidTokenRoutes, playerRoutes } from "../samples";
import { JoinCourse } from "./JoinCourse";

const TOKEN = "join-token-0123456789abcdef";

function renderJoin(routes = playerRoutes()) {
  return renderScreen(<JoinCourse token={TOKEN} />, routes, { signedIn: false });
}

describe("JoinCourse", () => {
  it("checks the address before asking, then sends it and shows the same neutral confirmation", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderJoin();
    expect(screen.getByRole("heading", { level: 1, name: "Join the course" })).toBeInTheDocument();
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

  it("says the link is not valid when the API does not know it (off or revoked)", async () => {
    const user = userEvent.setup();
    renderJoin(invalidTokenRoutes);
    await user.type(screen.getByLabelText("Work email"), "ana@acme.example");
    await user.click(screen.getByRole("button", { name: "Send me an invitation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
  });
});
