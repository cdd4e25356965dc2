// Build options shared by tsup.config.ts and the tests (which build the script bundle themselves,
// so they never test a stale dist/).

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from "@vanilla-extract/integration";
import { type Plugin, transform } from "esbuild";
import { build, type Options } from "tsup";
import ts from "typescript";
import { remToVariable } from "../src/rem";
import { consolidateChunks } from "./consolidate";

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const collector = here("src/css.ts");

/**
 * Turns every stylesheet vanilla-extract generates into a module that hands its (minified) CSS
 * to `src/css.ts` as a string, instead of emitting a .css file: the elements put that CSS into
 * their shadow roots, where a page stylesheet cannot reach. `rem` becomes `--bulwark-rem` (src/rem.ts). Registered before vanilla-extract's
 * plugin, so its resolver takes the virtual `.vanilla.css` imports first.
 */
export function cssAsStringPlugin(): Plugin {
  return {
    name: "bulwark-css-as-string",
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: "bulwark-css" }));
      build.onLoad({ filter: /.*/, namespace: "bulwark-css" }, async ({ path }) => {
        // The theme classes' variable blocks (theme/theme.css.ts): an element declares the same
        // variables on its host from the tokens (src/styles.ts), where a page can override them,
        // so both themes' blocks would only be overridden again (about 1.5 KB gzip on every element).
        if (/[\\/]theme[\\/]theme\.css\.ts\.vanilla\.css/.test(path)) return { contents: "", loader: "js" };
        const { source } = await getSourceFromVirtualCssFile(path);
        const { code } = await transform(source, { loader: "css", minify: true });
        const css = remToVariable(code.trim());
        return {
          contents: `import { addCss } from ${JSON.stringify(collector)};\naddCss(${JSON.stringify(css)});\n`,
          loader: "js",
          resolveDir: dirname(collector),
        };
      });
    },
  };
}

/**
 * Drops the registry's documentation (src/registry.ts, src/common.ts) from the script bundle: the
 * `description` texts, events' `detail` types and properties' `type` texts document the elements in
 * custom-elements.json and the declarations, and nothing reads them at run time, but they weigh
 * about 6 KB gzip in the entry every page loads. (Attributes keep their `type`: it parses them.)
 */
export function stripDescriptionsPlugin(): Plugin {
  const files = /[\\/]src[\\/](registry|common)\.ts$/;
  const strip: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node)) {
        const underProperties =
          ts.isPropertyAssignment(node.parent) &&
          ts.isObjectLiteralExpression(node.parent.parent) &&
          ts.isPropertyAssignment(node.parent.parent.parent) &&
          ts.isIdentifier(node.parent.parent.parent.name) &&
          node.parent.parent.parent.name.text === "properties";
        const documentation = (property: ts.ObjectLiteralElementLike) => {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return false;
          const name = property.name.text;
          const text = ts.isStringLiteralLike(property.initializer) || ts.isBinaryExpression(property.initializer);
          return name === "description" || (text && (name === "detail" || (underProperties && name === "type")));
        };
        const kept = node.properties.filter((property) => !documentation(property));
        return ts.visitEachChild(context.factory.updateObjectLiteralExpression(node, kept), visit, context);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (file) => ts.visitNode(file, visit) as ts.SourceFile;
  };
  return {
    name: "bulwark-strip-descriptions",
    setup(build) {
      build.onLoad({ filter: files }, async ({ path }) => {
        const source = ts.createSourceFile(path, await readFile(path, "utf8"), ts.ScriptTarget.Latest, true);
        const [output] = ts.transform(source, [strip]).transformed;
        return {
          contents: ts.createPrinter().printFile(output as ts.SourceFile),
          loader: "ts",
          resolveDir: dirname(path),
        };
      });
    },
  };
}

/**
 * Keeps react-i18next's `Trans` (with html-parse-stringify and void-elements, 0.9 KB gzip) in the
 * chunks of the two screens that use it. esbuild assigns every module the package's index
 * re-exports to each entry that imports the index, unused or not, so `Trans` rode in the shared
 * chunk every element loads. An import of `react-i18next` that does not name `Trans` resolves to
 * a module exporting only the hooks and the provider, from the package's own files.
 */
export function reactI18nextWithoutTransPlugin(): Plugin {
  const namespace = "bulwark-react-i18next";
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /^react-i18next$/ }, async (args) => {
        if (args.namespace !== "file" || !args.importer) return undefined;
        const clause = /import\s*\{([^}]*)\}\s*from\s*["']react-i18next["']/.exec(
          await readFile(args.importer, "utf8"),
        )?.[1];
        if (clause === undefined || /\bTrans\b/.test(clause)) return undefined;
        const index = await build.resolve("react-i18next", {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "bulwark-side-effects",
        });
        if (index.errors.length > 0) return undefined;
        return { path: dirname(index.path), namespace };
      });
      build.onLoad({ filter: /.*/, namespace }, ({ path }) => ({
        contents: [
          `export { useTranslation } from ${JSON.stringify(join(path, "useTranslation.js"))};`,
          `export { I18nextProvider } from ${JSON.stringify(join(path, "I18nextProvider.js"))};`,
        ].join("\n"),
        loader: "js",
        resolveDir: path,
      }));
    },
  };
}

/**
 * Honours the `"sideEffects": false` of the npm packages the bundle includes, which esbuild does
 * not always apply by itself: without it, importing only `useTranslation` from react-i18next kept
 * all of `Trans` and `IcuTrans` (about 2.5 KB gzip on every element). Each import that resolves
 * into a package declaring itself free of side effects is marked so, and esbuild then drops its
 * unused modules.
 */
export function sideEffectsPlugin(): Plugin {
  const declared = new Map<string, boolean>();
  /** Whether the package holding `file` says `"sideEffects": false`. */
  const sideEffectFree = (file: string) => {
    const at = file.lastIndexOf("/node_modules/");
    if (at < 0) return false;
    const rest = file.slice(at + "/node_modules/".length).split("/");
    const root = join(file.slice(0, at), "node_modules", ...rest.slice(0, rest[0]?.startsWith("@") ? 2 : 1));
    let free = declared.get(root);
    if (free === undefined) {
      try {
        free = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).sideEffects === false;
      } catch {
        free = false;
      }
      declared.set(root, free);
    }
    return free;
  };
  return {
    name: "bulwark-side-effects",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === "bulwark-side-effects" || args.kind === "entry-point" || args.namespace !== "file") {
          return undefined;
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "bulwark-side-effects",
        });
        if (resolved.errors.length > 0 || resolved.external || !sideEffectFree(resolved.path)) return undefined;
        return { path: resolved.path, sideEffects: false };
      });
    },
  };
}

const plugins = () => [cssAsStringPlugin(), vanillaExtractPlugin({ identifiers: "short" })];

/** dist/index.js (+ define.js and declarations): ESM for bundlers, React as a peer dependency. */
export const libraryOptions: Options = {
  name: "esm",
  entry: { index: here("src/index.ts"), define: here("src/define.ts") },
  outDir: here("dist"),
  tsconfig: here("tsconfig.json"),
  format: ["esm"],
  platform: "browser",
  target: "es2022",
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: false,
  external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
  // zxcvbn-ts is bundled too; the widgets import it dynamically, so it lands in a chunk of its own.
  noExternal: [/^@bulwark\//, "i18next", "react-i18next", "openapi-fetch", "qrcode-generator", /^@zxcvbn-ts\//],
  esbuildPlugins: plugins(),
  // The widgets' font files are emitted beside the build; theme/fonts.ts resolves them against
  // the importing script, so the host page fetches them from wherever the elements are served.
  loader: { ".woff2": "file" },
};

/**
 * The script bundle renders with Preact through `preact/compat` instead of React: React and
 * ReactDOM alone weigh 67 KB gzip, two thirds of the budget of everything a page showing one
 * element may download (1.5× that, see test/browser/weight.test.ts); Preact weighs about 11 KB.
 * The ESM build (dist/index.js) keeps React as a peer dependency: a React host renders the
 * elements with its own React. The whole element suite, browser tests included, runs on this
 * build. Figures in the README ("Weight").
 */
export const preactAliases: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

/**
 * Resolves React's imports to Preact (see {@link preactAliases}) from this package, where Preact is
 * installed, whichever directory the build runs in (the e2e tests build from the repository root,
 * where esbuild's own `alias` would look for Preact and not find it).
 */
export function preactPlugin(): Plugin {
  return {
    name: "bulwark-preact",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
        const target = preactAliases[args.path];
        if (!target || args.pluginData === "bulwark-preact") return undefined;
        return build.resolve(target, { kind: args.kind, resolveDir: here("."), pluginData: "bulwark-preact" });
      });
    },
  };
}

/**
 * dist/bulwark-elements.js: the script-tag bundle, an ES module that includes Preact (once) and
 * defines every element when loaded. The shared widget runtime (provider, i18next, TanStack Query,
 * client), each screen and each language's strings are split into dist/chunks/: an element
 * fetches the runtime, its screen and its strings when it first connects. esbuild's split is the
 * first step: {@link buildScriptBundle} (and tsup.config.ts) then merge the chunks most screens
 * share (scripts/consolidate.ts).
 */
export const bundleOptions: Options = {
  name: "script",
  entry: { "bulwark-elements": here("src/bundle.ts") },
  outDir: here("dist"),
  tsconfig: here("tsconfig.json"),
  format: ["esm"],
  splitting: true,
  platform: "browser",
  target: "es2020",
  minify: true,
  sourcemap: true,
  clean: false,
  dts: false,
  noExternal: [/.*/],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  esbuildPlugins: [
    stripDescriptionsPlugin(),
    ...(process.env.BULWARK_ELEMENTS_REACT ? [] : [preactPlugin()]),
    cssAsStringPlugin(),
    reactI18nextWithoutTransPlugin(),
    sideEffectsPlugin(),
    vanillaExtractPlugin({ identifiers: "short" }),
  ],
  esbuildOptions(options) {
    options.chunkNames = "chunks/[name]-[hash]";
    options.assetNames = "chunks/[name]-[hash]";
  },
};

/**
 * Builds the script bundle into `outDir`: esbuild (see {@link bundleOptions}), then Rolldown
 * merges the chunks many elements share (scripts/consolidate.ts). `metafile` keeps
 * `metafile-esm.json` beside it, describing the final files (for the size tests and `weigh`).
 */
export async function buildScriptBundle(
  outDir: string,
  options: { metafile?: boolean; sourcemap?: boolean } = {},
): Promise<void> {
  await build({
    ...bundleOptions,
    outDir,
    sourcemap: options.sourcemap ?? false,
    metafile: true,
    silent: true,
    config: false,
  });
  await consolidateChunks(outDir, { keepMetafile: options.metafile ?? false });
}
