import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { PhishingTemplate } from "./list.js";
import { TemplatesListView } from "./list.view.js";

const template = (id: string, name: string, tenantId: string | null): PhishingTemplate => ({
  id,
  tenantId,
  name,
  description: "",
  type: "CredentialHarvest",
  language: "Sr",
  emailBody: "<p>x</p>",
  sendingEmail: "a@b.example",
  emailTitle: "Subject",
  emailFromName: "IT",
  tags: [],
  landingPageId: null,
  redFlags: [],
  placeholders: [],
  copiedFromId: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("TemplatesListView", () => {
  it("renders a table marking common and own templates, and says which rows of how many", () => {
    const { lastFrame } = render(
      <TemplatesListView
        result={{
          items: [template("t-1", "Lozinka ističe danas", null), template("t-2", "Naš šablon", "org-1")],
          total: 30,
          skip: 2,
          limit: 2,
        }}
      />,
    );
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd());
    expect(lines[0]).toMatch(/^NAME\s+TYPE\s+LANG\s+SCOPE\s+ID$/);
    expect(lines[1]).toMatch(/^Lozinka ističe danas\s+CredentialHarvest\s+Sr\s+common\s+t-1$/);
    expect(lines[2]).toMatch(/own\s+t-2$/);
    // The summary may wrap on a narrow terminal.
    expect(lines.slice(3).join(" ").replace(/\s+/g, " ")).toContain("3–4 of 30 templates; next: --page 3");
  });

  it("says when nothing matches, and when the page is past the end", () => {
    expect(render(<TemplatesListView result={{ items: [], total: 0, skip: 0, limit: 20 }} />).lastFrame()).toBe(
      "No templates match these filters.",
    );
    expect(render(<TemplatesListView result={{ items: [], total: 3, skip: 20, limit: 20 }} />).lastFrame()).toContain(
      "Try an earlier --page",
    );
  });
});
