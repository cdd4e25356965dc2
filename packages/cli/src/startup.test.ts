import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "./test-support.js";
import { VERSION } from "./version.js";

// `bulwark --version`, `--help` and every scripted run load only what the entry point imports
// statically; React and Ink are for the terminal views, imported when a view is shown
// (output.ts). One static `import { createElement } from "react"` in a command module loaded
// React's development build at every start. This follows the static imports from src/main.ts and src/cli.ts.

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** Every package the entry point loads before it runs a command, by following relative imports. */
function packagesLoadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) {
        const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, "");
        const found = [".ts", ".tsx"].map((ext) => target + ext).find((candidate) => fs.existsSync(candidate));
        if (found) visit(found);
      } else {
        packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);
      }
    }
  };
  visit(path.join(srcDir, entry));
  return packages;
}

describe("what the CLI loads at start", () => {
  it("for --version alone, no package at all", () => {
    expect([...packagesLoadedAtStart("main.ts")]).toEqual([]);
  });

  it("for a command, never React or Ink, only when a view is shown", () => {
    const loaded = packagesLoadedAtStart("cli.ts");
    expect(loaded.has("commander")).toBe(true);
    expect([...loaded].filter((name) => ["react", "ink", "ink-spinner"].includes(name))).toEqual([]);
  });

  it("for a command, not the JSON parser of lesson files (~8 ms of CPU), only when a lesson is imported", () => {
    expect(packagesLoadedAtStart("cli.ts").has("jsonc-parser")).toBe(false);
  });

  it("answers --version and -v alone, and --version among other options, with the same version", async () => {
    for (const args of [["--version"], ["-v"], ["--version", "--json"]]) {
      const { code, stdout, stderr } = await runCli(args);
      expect({ args, code, stdout, stderr }).toEqual({ args, code: 0, stdout: `${VERSION}\n`, stderr: "" });
    }
  });
});
