import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { gzipSize, kb, reactGzipSize } from "./react-size";

/** The budget of the eagerly loaded script bundle, as a multiple of react + react-dom (gzip). */
const BUDGET_FACTOR = 1.5;

interface Metafile {
  outputs: Record<
    string,
    { imports: Array<{ path: string; kind: string }>; inputs: Record<string, { bytesInOutput: number }> }
  >;
}

describe("script bundle size", () => {
  const dir = inject("bundleDir");
  const meta = JSON.parse(
    readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith("metafile")) ?? ""), "utf8"),
  ) as Metafile;
  const outputs = Object.entries(meta.outputs).filter(([file]) => file.endsWith(".js"));
  const sizeOf = (file: string) => gzipSize(readFileSync(path.resolve(process.cwd(), file)));
  const entry = outputs.find(([file]) => file.endsWith("bulwark-elements.js"));

  /** The entry and every chunk it imports statically: what a page loads before any element connects. */
  function eagerFiles(): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of meta.outputs[file]?.imports ?? []) {
        if (imported.kind === "import-statement") visit(imported.path);
      }
    };
    if (entry) visit(entry[0]);
    return [...seen];
  }

  it(`stays within ${BUDGET_FACTOR}× the gzip size of react + react-dom`, async () => {
    const react = await reactGzipSize();
    const budget = Math.floor(BUDGET_FACTOR * react);
    const eager = eagerFiles().reduce((sum, file) => sum + sizeOf(file), 0);
    const all = outputs.reduce((sum, [file]) => sum + sizeOf(file), 0);
    process.stdout.write(
      `${[
        `react + react-dom (gzip):              ${kb(react)}`,
        `bulwark-elements.js, eager (gzip):     ${kb(eager)}  budget ${kb(budget)} (${BUDGET_FACTOR}×)`,
        `widget chunks, loaded on first use:    ${kb(all - eager)}`,
        `every chunk of every element (gzip):   ${kb(all)}  (one element: see test/browser/weight.test.ts)`,
      ].join("\n")}\n`,
    );
    expect(entry, "dist/bulwark-elements.js was built").toBeDefined();
    expect(eager).toBeLessThanOrEqual(budget);
  });

  it("keeps the password-strength dictionaries out of what a page loads first", () => {
    // zxcvbn-ts and its ~400 kB of dictionaries load only when a password field is typed in.
    const eager = new Set(eagerFiles());
    const holdingZxcvbn = outputs.filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes("@zxcvbn-ts")),
    );
    expect(holdingZxcvbn.length).toBeGreaterThan(0);
    for (const [file] of holdingZxcvbn) expect(eager.has(file), file).toBe(false);
  });

  it("renders with Preact, included exactly once, and holds no React", () => {
    const holding = (pattern: RegExp) =>
      outputs.filter(([, output]) => Object.keys(output.inputs).some((input) => pattern.test(input))).length;
    expect(holding(/node_modules\/preact\/dist\/preact\.mjs/)).toBe(1);
    expect(holding(/node_modules\/preact\/compat\/dist\/compat\.mjs/)).toBe(1);
    expect(holding(/node_modules\/react(-dom)?\/cjs\//)).toBe(0);
  });

  it('keeps what no screen uses out, as the packages\' own "sideEffects": false allows', () => {
    // react-i18next's IcuTrans: no widget renders it; esbuild kept it until the build marked the
    // package free of side effects (scripts/build-options.ts, sideEffectsPlugin).
    const kept = outputs.flatMap(([, output]) =>
      Object.entries(output.inputs).filter(
        ([input, { bytesInOutput }]) => /react-i18next\/dist\/es\/IcuTrans/.test(input) && bytesInOutput > 0,
      ),
    );
    expect(kept).toEqual([]);
  });
});
