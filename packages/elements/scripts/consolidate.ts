// The second step of the script bundle's build: esbuild splits the widget code into one chunk per
// set of screens that share it, which for 28 elements is about 120 files, most under 1 KB gzip.
// Fetched one by one, each compresses alone, so an element's dozens of small chunks cost about 10 %
// more than the same code in a few files. Rolldown re-chunks esbuild's output: a module (an esbuild
// chunk) that many elements load goes into one shared chunk, the rest stays where esbuild put it.
// Figures in the README ("Weight").

import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type OutputChunk, rolldown } from "rolldown";

/** The entry of the script bundle, at the root of its directory. */
export const ENTRY = "bulwark-elements.js";

/**
 * How many of the bundle's dynamic entries (screens, string parts, lazily loaded parts) must load
 * a chunk for it to join the shared chunk. Measured over 2–20 with 28 elements: 14 gave the
 * lightest heaviest element (the shared chunk holds what nearly every screen uses: page template,
 * buttons, fields, banners, tabs, menus); lower pulls code the small elements never run into every
 * page, higher leaves the small chunks as they were. With 32 elements (the four nano page and
 * predefined course screens, which share the list template) 14 pulled the table and filter bar into
 * every page (`<bulwark-app-shell>` 102.8 KB, over budget); 16 puts the heaviest at 99.6 KB. With
 * 35 (the three nano campaign screens too) 16 pulled the table in again (app shell 103.4 KB); 17
 * gives 99.7 KB (`<bulwark-people>`), 18 100.1 KB. With 38 (the three simulation screens) and 43 (the
 * course screens) 17 and 18 pulled the table into every page again (app shell 103.7–103.9 KB); 19 keeps
 * it out, once the nano, simulation and course views load their table tabs when opened. With 54 (the
 * phishing content, report button and course-join elements too) 19–24 pulled the table into every
 * page again (app shell 104.5–104.9 KB); 25 and 26 give 100.7 KB (`<bulwark-people>`), 27 101.0, 29
 * 101.2, 31 101.5: the table now sits in about two dozen screens' closures. With 55 (the
 * organisation's reported emails) 25 pulled the table in again (app shell 104.6 KB); 27 gives
 * 100.4 KB (`<bulwark-people>`), 30 101.2.
 */
const SHARED_BY = 27;

/** esbuild's metafile, the part the tests and `scripts/weigh.ts` read. */
interface Metafile {
  outputs: Record<
    string,
    {
      bytes: number;
      imports: Array<{ path: string; kind: string }>;
      inputs: Record<string, { bytesInOutput: number }>;
      entryPoint?: string;
      /** Every entry point whose chunk went into this one (Rolldown merged them). */
      entryPoints?: string[];
    }
  >;
}

/**
 * Re-chunks the script bundle esbuild wrote to `dir` (bulwark-elements.js and chunks/*.js, with
 * `metafile-esm.json` beside them) in place. The metafile is rewritten to describe the new files
 * (each output lists the esbuild inputs it now holds), or removed when `keepMetafile` is false.
 * Source maps, when esbuild wrote them, are carried through to the new files.
 */
export async function consolidateChunks(dir: string, options: { keepMetafile?: boolean } = {}): Promise<void> {
  const metaPath = path.join(dir, "metafile-esm.json");
  const meta = JSON.parse(await readFile(metaPath, "utf8")) as Metafile;
  const byFile = new Map(Object.entries(meta.outputs).map(([file, output]) => [path.resolve(file), output]));
  const entryChunk = (id: string) => Boolean(byFile.get(id)?.entryPoint);
  const sourcemap = existsSync(path.join(dir, `${ENTRY}.map`));

  const bundle = await rolldown({
    input: path.join(dir, ENTRY),
    logLevel: "silent",
    plugins: [
      {
        name: "bulwark-esbuild-maps",
        // Hands Rolldown esbuild's source map of each chunk, so the new maps lead to the sources.
        async load(id) {
          if (!sourcemap || !existsSync(`${id}.map`)) return null;
          return { code: await readFile(id, "utf8"), map: await readFile(`${id}.map`, "utf8") };
        },
      },
    ],
  });
  const out = await mkdtemp(path.join(tmpdir(), "bulwark-elements-chunks-"));
  try {
    const { output } = await bundle.write({
      dir: out,
      format: "es",
      entryFileNames: ENTRY,
      // esbuild's names end in its own hash ("People-U2EENCX2"): one hash, Rolldown's, is enough.
      chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
      minify: true,
      sourcemap,
      // The maps are written in a temporary directory and moved beside their scripts in `dir`:
      // their source paths must be relative to where they end up.
      sourcemapPathTransform: (source, mapPath) =>
        path.relative(
          path.dirname(path.join(dir, path.relative(out, mapPath))),
          path.resolve(path.dirname(mapPath), source),
        ),
      codeSplitting: {
        // A screen's own chunk (an esbuild entry) stays its own: only what screens share is merged.
        groups: [{ name: "shared", test: (id) => !entryChunk(id), minShareCount: SHARED_BY }],
      },
    });
    await bundle.close();

    // Out with esbuild's scripts, in with Rolldown's; other files (fonts) stay.
    const chunksDir = path.join(dir, "chunks");
    for (const name of await readdir(chunksDir)) {
      if (/\.js(\.map)?$/.test(name)) await rm(path.join(chunksDir, name));
    }
    await rm(path.join(dir, ENTRY), { force: true });
    await rm(path.join(dir, `${ENTRY}.map`), { force: true });
    // The output lists the scripts and, as assets, their source maps; a chunk's map may also only
    // be named on the chunk.
    for (const file of output) {
      const names = [
        file.fileName,
        ...(file.type === "chunk" && file.sourcemapFileName ? [file.sourcemapFileName] : []),
      ];
      for (const name of names) {
        if (existsSync(path.join(out, name))) await rename(path.join(out, name), path.join(dir, name));
      }
    }

    if (!options.keepMetafile) {
      await rm(metaPath, { force: true });
      return;
    }
    const chunks = output.filter((file): file is OutputChunk => file.type === "chunk");
    const next: Metafile = { outputs: {} };
    for (const chunk of chunks) {
      const merged = chunk.moduleIds.map((id) => byFile.get(id)).filter((o) => o !== undefined);
      const entryPoints = merged.flatMap((o) => (o.entryPoint ? [o.entryPoint] : []));
      next.outputs[path.join(dir, chunk.fileName)] = {
        bytes: Buffer.byteLength(chunk.code),
        imports: [
          ...chunk.imports.map((file) => ({ path: path.join(dir, file), kind: "import-statement" })),
          ...chunk.dynamicImports.map((file) => ({ path: path.join(dir, file), kind: "dynamic-import" })),
        ],
        inputs: Object.assign({}, ...merged.map((o) => o.inputs)),
        ...(entryPoints[0] ? { entryPoint: entryPoints[0], entryPoints } : {}),
      };
    }
    await writeFile(metaPath, JSON.stringify(next));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
