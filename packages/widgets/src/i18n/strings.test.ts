import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "./createI18n";
import { createLazyI18n, hasStrings, loadStrings, stringParts } from "./strings";

describe("strings loaded per language and per domain", () => {
  it("starts empty and holds the common strings and the asked domains once loaded", async () => {
    const i18n = createLazyI18n("sr");
    expect(hasStrings(i18n, "sr", ["inventoryPeople"])).toBe(false);
    await loadStrings(i18n, "sr", ["inventoryPeople"]);
    expect(hasStrings(i18n, "sr", ["inventoryPeople"])).toBe(true);
    expect(hasStrings(i18n, "sr", ["organizations"])).toBe(false);
    expect(i18n.t("common.close")).toBe(resources.sr.translation.common.close);
    expect(i18n.t("inventory.people.title")).toBe(resources.sr.translation.inventory.people.title);
    // The shared parts' words come with the common strings, in their place in the tree.
    expect(i18n.t("organizations.common.cancel")).toBe(resources.sr.translation.organizations.common.cancel);
    expect(i18n.t("shell.featureNotEnabled.title")).toBe(resources.sr.translation.shell.featureNotEnabled.title);
    // Another domain's strings were not fetched.
    expect(i18n.t("organizations.members.title")).toBe("organizations.members.title");
  });

  it("loads, over all domains, exactly the bundled strings of each language", async () => {
    for (const lang of ["en", "sr"] as const) {
      const i18n = createLazyI18n(lang);
      await loadStrings(i18n, lang, stringParts);
      expect(i18n.getResourceBundle(lang, "translation")).toEqual(resources[lang].translation);
    }
  });
});

/** The source files `entry` imports, directly or not (relative imports, not `import type`). */
function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const unvisited = [entry];
  while (unvisited.length > 0) {
    const file = unvisited.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, path] of source.matchAll(/(?:^import (?!type )[^;]*?from|import\()\s*["'](\.[^"']+)["']/gms)) {
      const base = resolve(dirname(file), path as string);
      const found = [`${base}.tsx`, `${base}.ts`, base].find(
        (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
      );
      if (found && !found.endsWith(".css.ts")) unvisited.push(found);
    }
  }
  return [...seen];
}

/** Whether `tree` holds `key` (a string, its plural forms, or a subtree for a key built at run time). */
function holds(tree: unknown, key: string): boolean {
  const path = key.split(".");
  const last = path.pop() as string;
  const parent = path.reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], tree) as
    | Record<string, unknown>
    | undefined;
  if (!parent) return false;
  return last === "" || last in parent || `${last}_one` in parent;
}

describe("inventory strings per screen", () => {
  const screens = resolve(__dirname, "../screens/Inventory");
  // Each inventory element's screen and the part it loads (packages/elements/src/registry.ts).
  const parts = {
    "People/People.tsx": "inventoryPeople",
    "Assets/Assets.tsx": "inventoryAssets",
    "AssetDetail/AssetDetail.tsx": "inventoryAsset",
    "InventoryOverview/InventoryOverview.tsx": "inventoryOverview",
    "DirectorySync/DirectorySync.tsx": "inventoryDirectory",
  } as const;

  it.each(Object.entries(parts))("%s finds every inventory word it uses in %s", async (screen, part) => {
    const keys = new Set<string>();
    for (const file of importClosure(join(screens, screen))) {
      for (const [, key] of readFileSync(file, "utf8").matchAll(/["'`](inventory\.[\w.]+)/g)) keys.add(key as string);
    }
    expect(keys.size).toBeGreaterThan(10);
    for (const lang of ["en", "sr"] as const) {
      const i18n = createLazyI18n(lang);
      await loadStrings(i18n, lang, [part]);
      const tree = i18n.getResourceBundle(lang, "translation");
      const missing = [...keys].filter((key) => !holds(tree, key));
      expect(missing, `${lang}: ${part}`).toEqual([]);
    }
  });
});
