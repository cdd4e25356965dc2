import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildManifest, manifestText } from "../scripts/manifest-lib";
import { commonEvents } from "../src/events";
import { elements } from "../src/registry";

describe("custom-elements.json", () => {
  it("matches the registry (run `pnpm --filter @bulwark/elements manifest` after changing it)", () => {
    const committed = readFileSync(new URL("../custom-elements.json", import.meta.url), "utf8");
    expect(committed).toBe(manifestText());
  });

  it("declares every registry tag with the common attributes, events and the theme variables", () => {
    const manifest = buildManifest();
    const [module] = manifest.modules;
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(module?.declarations.map((d) => d.tagName)).toEqual(elements.map((e) => e.tag));
    for (const declaration of module?.declarations ?? []) {
      expect(declaration.attributes.map((a) => a.name)).toEqual(
        expect.arrayContaining(["api-url", "token", "tenant-id", "lang", "theme"]),
      );
      expect(declaration.members.map((m) => m.name)).toContain("fetchToken");
      expect(declaration.events.map((e) => e.name)).toEqual(
        expect.arrayContaining(commonEvents.map((event) => event.name)),
      );
      expect(declaration.cssProperties).toContainEqual(
        expect.objectContaining({ name: "--bulwark-color-primary", default: expect.any(String) }),
      );
      expect(declaration.cssProperties).toContainEqual(expect.objectContaining({ name: "--bulwark-font-family" }));
    }
  });
});
