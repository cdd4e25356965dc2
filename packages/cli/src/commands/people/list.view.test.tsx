import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { Person } from "./list.js";
import { PeopleListView } from "./list.view.js";

const person = (email: string, firstName: string, groups: string[] = []): Person => ({
  id: email,
  email,
  firstName,
  lastName: "",
  groups,
  tags: [],
  score: null,
  scoreCategory: null,
  origin: "manual",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("PeopleListView", () => {
  it("renders a table and says which rows of how many, with the next page", () => {
    const { lastFrame } = render(
      <PeopleListView
        result={{
          items: [person("ana@acme.test", "Ana", ["IT"]), person("bo@acme.test", "Bo")],
          total: 5,
          skip: 0,
          limit: 2,
        }}
      />,
    );
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd());

    expect(lines[0]).toMatch(/^NAME\s+EMAIL\s+GROUPS\s+TAGS\s+SCORE$/);
    expect(lines[1]).toMatch(/^Ana\s+ana@acme\.test\s+IT\s+-\s+-$/);
    expect(lines.at(-1)).toBe("1–2 of 5 people; next: --page 2");
  });

  it("says how to add people when there are none", () => {
    const { lastFrame } = render(<PeopleListView result={{ items: [], total: 0, skip: 0, limit: 20 }} />);

    expect(lastFrame()).toContain("bulwark people import");
  });
});
