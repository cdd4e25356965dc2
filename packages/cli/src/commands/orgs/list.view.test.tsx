import type { Tenant } from "@bulwark/client";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { OrgsListView } from "./list.view.js";

const tenant = (id: string, name: string, roles: Tenant["roles"]): Tenant => ({
  id,
  name,
  roles,
  logo: null,
  color: null,
  webUrl: null,
  industry: null,
  features: [],
  requireTwoFactor: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  deletedAt: null,
});

describe("OrgsListView", () => {
  it("renders a table with a header row, one row per organization and the active one starred", () => {
    const { lastFrame } = render(
      <OrgsListView
        result={{
          items: [tenant("t-1", "Acme d.o.o.", ["Admin"]), tenant("t-2", "Beta", ["Viewer", "GroupAdmin"])],
          total: 2,
          activeTenantId: "t-2",
        }}
      />,
    );
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd());

    expect(lines[0]).toMatch(/^\s+NAME\s+ID\s+ROLES$/);
    expect(lines[1]).toMatch(/^\s+Acme d\.o\.o\.\s+t-1\s+Admin$/);
    expect(lines[2]).toMatch(/^\*\s+Beta\s+t-2\s+Viewer, GroupAdmin$/);
    expect(lines[3]).toBe("2 organizations; * is active");
  });

  it("says so when the user belongs to no organization", () => {
    const { lastFrame } = render(<OrgsListView result={{ items: [], total: 0, activeTenantId: null }} />);

    expect(lastFrame()).toContain("You belong to no organization yet.");
  });
});
