import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { OrgsCreateView } from "./create.view.js";

describe("OrgsCreateView", () => {
  it("names the new organization with its id, and says when it became the active one", () => {
    const active = render(<OrgsCreateView result={{ id: "t-1", name: "Acme d.o.o.", active: true }} />).lastFrame();
    const other = render(<OrgsCreateView result={{ id: "t-2", name: "Beta", active: false }} />).lastFrame();
    expect(active).toBe("✔ Created Acme d.o.o. (t-1), now the active organization");
    expect(other).toBe("✔ Created Beta (t-2)");
  });
});
