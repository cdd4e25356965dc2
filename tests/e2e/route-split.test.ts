import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The web app's split rule (examples/web-app/src/app/router.tsx): every page is a lazy route,
// so a first visit downloads the frame and one area, not the whole app. The frame's layout
// routes (providers, guards, shell) are the only eager elements.
const source = readFileSync(new URL("../../examples/web-app/src/app/router.tsx", import.meta.url), "utf8");
const LAYOUTS = new Set(["Root", "Standalone", "GuestOnly", "RequireAuth", "Shell", "ShellIfSignedIn"]);

describe("the web app's route split", () => {
  it("imports no page eagerly", () => {
    expect(source).not.toMatch(/^import [^;]*from "\.\.\/pages\//m);
  });

  it("renders only layout routes as elements; every page is page(area, name)", () => {
    const elements = [...source.matchAll(/element: <(\w+)/g)].map((match) => match[1]);
    expect(elements.filter((name) => !LAYOUTS.has(name ?? ""))).toEqual([]);
    expect(source.match(/page\(\w+, "\w+"\)/g)?.length ?? 0).toBeGreaterThan(20);
  });
});
