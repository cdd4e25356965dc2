import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { MembersListView } from "./members.view.js";

const member = {
  userId: "u-1",
  email: "ana@acme.test",
  firstName: "Ana",
  lastName: "Anić",
  roles: ["Admin", "SecurityAnalyst"] as const,
  joinedAt: "2026-03-04T05:06:07.000Z",
};

describe("MembersListView", () => {
  it("shows roles as words and the joined day, then the pending invitations", () => {
    const frame =
      render(
        <MembersListView
          result={{
            members: { items: [{ ...member, roles: [...member.roles] }], total: 1 },
            invitations: {
              items: [
                {
                  id: "i-1",
                  email: "mila@acme.test",
                  roles: ["AwarenessManager"],
                  invitedBy: "Ana Anić",
                  createdAt: "2026-03-05T00:00:00.000Z",
                },
              ],
              total: 1,
            },
          }}
        />,
      ).lastFrame() ?? "";
    const lines = frame.split("\n").map((line) => line.trimEnd());

    expect(lines[1]).toMatch(/^Ana Anić\s+ana@acme\.test\s+Admin, Security analyst\s+2026-03-04$/);
    expect(lines[2]).toBe("1 member");
    expect(frame).toContain("Pending invitations");
    expect(frame).toMatch(/mila@acme\.test\s+Awareness manager\s+Ana Anić\s+2026-03-05/);
  });

  it("shows no invitations section when there are none or they may not be read", () => {
    const frame =
      render(
        <MembersListView
          result={{ members: { items: [{ ...member, roles: ["Viewer"] }], total: 1 }, invitations: null }}
        />,
      ).lastFrame() ?? "";

    expect(frame).not.toContain("Pending invitations");
  });
});
