// Where an element's weight comes from: builds the script bundle with esbuild's metafile and, for
// each element (or those named on the command line), lists what the chunks it fetches on first
// paint are made of, grouped by library or by widget folder, in gzip bytes. Run it with
// `pnpm --filter @bulwark/elements weigh [bulwark-people ...]`; the figures in the README's "Weight
// breakdown" come from it. (test/browser/weight.test.ts measures what Chromium actually fetched;
// this script explains it.)
//
// A chunk's gzip size is shared among its inputs in proportion to their minified bytes: gzip
// compresses across module boundaries, so an exact per-module figure does not exist, and the
// proportional share is what source-map-explorer and the Rollup visualizer report too.

import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { elements } from "../src/registry";
import { gzipSize, kb } from "../test/react-size";
import { buildScriptBundle } from "./build-options";

interface Output {
  imports: Array<{ path: string; kind: string }>;
  inputs: Record<string, { bytesInOutput: number }>;
  entryPoint?: string;
  entryPoints?: string[];
  bytes: number;
}

/** The group a module counts under: an npm package, a widget folder, or an elements file. */
export function groupOf(input: string): string {
  const modules = input.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = input.slice(modules + "node_modules/".length).split("/");
    const name = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? input);
    if (name === "@zxcvbn-ts/language-common" || name === "@zxcvbn-ts/language-en") return `${name} (dictionaries)`;
    return name;
  }
  const widgets = input.match(/widgets\/src\/(.+)$/)?.[1];
  if (widgets) {
    const parts = widgets.split("/");
    if (parts[0] === "i18n" && parts[1] === "locales") return `strings (${parts[2]}/${parts[3]?.replace(/\.ts$/, "")})`;
    if (parts[0] === "screens")
      return `screens/${parts[1]}${parts[2] && !parts[2].includes(".") ? `/${parts[2]}` : ""}`;
    if (parts[0] === "components") return `components/${parts[1]?.replace(/\.tsx?$/, "")}`;
    return parts[0] ?? widgets;
  }
  const elementsFile = input.match(/elements\/src\/(.+)$/)?.[1];
  return elementsFile ? `elements/${elementsFile}` : input;
}

async function main() {
  const wanted = process.argv.slice(2);
  const dir = await mkdtemp(path.join(tmpdir(), "bulwark-weigh-"));
  try {
    await buildScriptBundle(dir, { metafile: true });
    const metaFile = readFileSync(path.join(dir, "metafile-esm.json"), "utf8");
    const meta = JSON.parse(metaFile) as { outputs: Record<string, Output> };
    const gz = new Map<string, number>();
    const gzipOf = (file: string) => {
      let size = gz.get(file);
      if (size === undefined) {
        size = gzipSize(readFileSync(path.resolve(process.cwd(), file)));
        gz.set(file, size);
      }
      return size;
    };
    const outputs = Object.entries(meta.outputs).filter(([file]) => file.endsWith(".js"));
    const byEntry = (pattern: RegExp) =>
      outputs.find(([, output]) => output.entryPoint && pattern.test(output.entryPoint))?.[0];
    const closure = (roots: Array<string | undefined>) => {
      const seen = new Set<string>();
      const visit = (file: string | undefined) => {
        if (!file || seen.has(file)) return;
        seen.add(file);
        for (const imported of meta.outputs[file]?.imports ?? [])
          if (imported.kind === "import-statement") visit(imported.path);
      };
      for (const root of roots) visit(root);
      return seen;
    };
    const entry = outputs.find(([file]) => file.endsWith("bulwark-elements.js"))?.[0];
    const render = byEntry(/(^|\/)src\/render\.ts$/);
    const strings = (part: string) => byEntry(new RegExp(`i18n/locales/en/parts/${part}\\.ts$`));
    const core = [strings("common")];
    const react = await import("../test/react-size").then((m) => m.reactGzipSize());
    process.stdout.write(`react + react-dom (gzip) ${kb(react)}; budget 1.5× = ${kb(1.5 * react)}\n`);
    for (const def of elements) {
      if (wanted.length > 0 && !wanted.includes(def.tag)) continue;
      const screenModule = def.load.toString().match(/screens\/([^"']+)/)?.[1];
      const screen = byEntry(new RegExp(`screens/${screenModule}\\.tsx$`));
      const files = closure([entry, render, screen, ...core, ...def.strings.map(strings)]);
      const groups = new Map<string, number>();
      let total = 0;
      // The CSS (vanilla-extract's, as strings for the shadow roots) counts under its component
      // above and in all here.
      let css = 0;
      for (const file of files) {
        const output = meta.outputs[file];
        if (!output) continue;
        const size = gzipOf(file);
        total += size;
        const raw = Object.values(output.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0) || 1;
        for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
          const group = groupOf(input);
          groups.set(group, (groups.get(group) ?? 0) + (bytesInOutput / raw) * size);
          if (input.includes(".vanilla.css")) css += (bytesInOutput / raw) * size;
        }
      }
      process.stdout.write(
        `\n<${def.tag}>: ${kb(total)} in ${files.size} files (first paint, static closure), of which CSS ${kb(css)}\n`,
      );
      for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1])) {
        if (size >= 512) process.stdout.write(`  ${kb(size).padStart(9)}  ${group}\n`);
      }
      // BULWARK_WEIGH_FILES=1: each file, with the groups it holds, to see why a module came along.
      if (process.env.BULWARK_WEIGH_FILES) {
        for (const file of [...files].sort((a, b) => gzipOf(b) - gzipOf(a))) {
          const inputs = Object.keys(meta.outputs[file]?.inputs ?? {});
          const held = [...new Set(inputs.map(groupOf))].join(", ");
          process.stdout.write(`    file ${kb(gzipOf(file)).padStart(9)}  ${path.basename(file)}: ${held}\n`);
        }
      }
    }
    // Chunks nothing loads on first paint: what the lazy imports cost when they do load.
    if (wanted.length === 0) {
      process.stdout.write("\nEvery chunk of 2 KB gzip or more, with what it holds most of:\n");
      for (const [file, output] of outputs) {
        const top = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)[0]?.[0];
        if (gzipOf(file) >= 2048)
          process.stdout.write(
            `  ${kb(gzipOf(file)).padStart(9)}  ${path.basename(file)}  ${top ? groupOf(top) : ""}\n`,
          );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
